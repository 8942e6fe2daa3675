import type { InvoiceReminder, QuoteExpiryNotice } from "../reminder-emails";
import type { RenderedMail } from "../rendered-mail";
import { days, fr, replySignature, signedOutNote } from "./common";

// The reminders to a client who reads French (their English texts are in ../reminder-emails.ts).

export function invoiceReminderFr(d: InvoiceReminder): RenderedMail {
  const { invoice: i, company: c } = d;
  const howToPay = c.etransferEmail
    ? `Vous pouvez payer par virement Interac à ${c.etransferEmail}, avec ${i.number} comme message.`
    : `Pour payer, appelez-nous au ${c.phone} ou répondez à ce courriel et nous prendrons les arrangements avec vous.`;
  return {
    to: d.client.email,
    replyTo: c.email,
    subject: `Rappel de paiement\u00a0: la facture ${i.number} est en retard de ${days(i.daysOverdue)} – ${c.name}`,
    text: [
      `Bonjour ${d.client.name},`,
      "",
      `Selon nos dossiers, la facture ${i.number} pour ${i.title} était à payer le ${fr.date(i.dueDate)} et est maintenant en retard de ${days(i.daysOverdue)}.`,
      "",
      `Montant dû\u00a0: ${fr.money(i.balanceCents)}`,
      "",
      howToPay,
      "",
      "Consultez la facture et téléchargez son PDF dans votre portail client\u00a0:",
      "",
      d.url,
      "",
      signedOutNote("la facture"),
      "",
      "Si vous avez déjà payé, merci, et veuillez ne pas tenir compte de ce rappel.",
      ...replySignature(c),
    ].join("\n"),
  };
}

export function quoteExpiryNoticeFr(d: QuoteExpiryNotice): RenderedMail {
  const { quote: q, company: c } = d;
  const validUntil = fr.date(q.validUntil);
  const when =
    q.daysLeft === 0 ? `aujourd’hui, le ${validUntil}` : q.daysLeft === 1 ? `demain, le ${validUntil}` : `dans ${days(q.daysLeft)}, le ${validUntil}`;
  return {
    to: d.client.email,
    replyTo: c.email,
    subject: `Votre soumission ${q.number} expire le ${validUntil} – ${c.name}`,
    text: [
      `Bonjour ${d.client.name},`,
      "",
      `Nous vous rappelons que votre soumission ${q.number} pour ${q.title} (${fr.money(q.totalCents)}) expire ${when}.`,
      "",
      "Pour aller de l’avant, acceptez-la dans votre portail client d’ici là; vous pouvez aussi y demander des modifications\u00a0:",
      "",
      d.url,
      "",
      signedOutNote("la soumission"),
      ...replySignature(c),
    ].join("\n"),
  };
}
