import type { QuoteWords } from "../inputs/quote";
import { FRENCH } from "./common";

const { money, date, moment } = FRENCH.format;

export const QUOTE_FR: QuoteWords = {
  sent: {
    subject: (d) => `${d.revised ? "Soumission mise à jour" : "Votre soumission"} ${d.quote.number}`,
    hereIs: ({ quote: q, revised }) =>
      `${revised ? "Voici la version mise à jour de votre soumission" : "Merci de votre demande. Voici votre soumission"} ${q.number} pour ${q.title}\u00a0: ${money(q.totalCents)}, valide jusqu’au ${date(q.validUntil)}. Le PDF est joint.`,
    openIt: "Consultez-la, acceptez-la, refusez-la ou demandez des modifications dans votre portail client\u00a0:",
  },
  accepted: {
    subject: (q) => `Soumission ${q.number} acceptée`,
    thanks: ({ quote: q, ...d }) =>
      `Merci\u00a0: la soumission ${q.number} (${q.title}, ${money(q.totalCents)}) a été acceptée par ${d.signedName} le ${moment(d.acceptedAt)}. La soumission signée est jointe pour vos dossiers.`,
    deposit: (cents) =>
      `Un dépôt de ${money(cents)} est à payer dès maintenant\u00a0: sa facture vous parviendra dans un courriel distinct, et vous pouvez la payer dans votre portail client.`,
    next: "Nous communiquerons avec vous sous peu pour planifier les travaux.",
  },
};
