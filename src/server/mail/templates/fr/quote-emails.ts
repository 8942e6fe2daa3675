import type { QuoteAcceptedConfirm, QuoteSent } from "../quote-emails";
import type { RenderedMail } from "../rendered-mail";
import { fr, replySignature, signedOutNote } from "./common";

// The quote e-mails to a client who reads French (their English texts are in ../quote-emails.ts).

export function quoteSentFr(d: QuoteSent): RenderedMail {
  const { quote: q, company: c } = d;
  const intro = d.revised ? "Voici la version mise à jour de votre soumission" : "Merci de votre demande. Voici votre soumission";
  return {
    to: q.clientEmail!,
    replyTo: c.email,
    subject: `${d.revised ? "Soumission mise à jour" : "Votre soumission"} ${q.number} – ${c.name}`,
    text: [
      `Bonjour ${q.clientName},`,
      "",
      `${intro} ${q.number} pour ${q.title}\u00a0: ${fr.money(q.totalCents)}, valide jusqu’au ${fr.date(q.validUntil)}. Le PDF est joint.`,
      "",
      "Consultez-la, acceptez-la, refusez-la ou demandez des modifications dans votre portail client\u00a0:",
      "",
      d.url,
      "",
      signedOutNote("la soumission"),
      ...replySignature(c),
    ].join("\n"),
  };
}

export function quoteAcceptedConfirmFr(d: QuoteAcceptedConfirm): RenderedMail {
  const { quote: q, company: c } = d;
  return {
    to: q.clientEmail!,
    replyTo: c.email,
    subject: `Soumission ${q.number} acceptée – ${c.name}`,
    text: [
      `Bonjour ${q.clientName},`,
      "",
      `Merci\u00a0: la soumission ${q.number} (${q.title}, ${fr.money(q.totalCents)}) a été acceptée par ${d.signedName} le ${fr.moment(d.acceptedAt)}. La soumission signée est jointe pour vos dossiers.`,
      ...(d.depositCents
        ? [
            "",
            `Un dépôt de ${fr.money(d.depositCents)} est à payer dès maintenant\u00a0: sa facture vous parviendra dans un courriel distinct, et vous pouvez la payer dans votre portail client.`,
          ]
        : []),
      "",
      "Nous communiquerons avec vous sous peu pour planifier les travaux.",
      ...replySignature(c),
    ].join("\n"),
  };
}
