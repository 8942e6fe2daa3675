import type { ReminderWords } from "../inputs/reminder";
import { FRENCH } from "./common";

const { money, date } = FRENCH.format;

/** A count of days with its noun: French treats 0 and 1 as singular. */
const days = (n: number) => `${n}\u00a0${n < 2 ? "jour" : "jours"}`;

export const REMINDER_FR: ReminderWords = {
  overdue: {
    subject: (i) => `Rappel de paiement\u00a0: la facture ${i.number} est en retard de ${days(i.daysOverdue)}`,
    late: (i) =>
      `Selon nos dossiers, la facture ${i.number} pour ${i.title} était à payer le ${date(i.dueDate)} et est maintenant en retard de ${days(i.daysOverdue)}.`,
    amountDue: "Montant dû",
    etransfer: (number, email) => `Vous pouvez payer par virement Interac à ${email}, avec ${number} comme message.`,
    callToPay: (c) => `Pour payer, appelez-nous au ${c.phone} ou répondez à ce courriel et nous prendrons les arrangements avec vous.`,
    openIt: "Consultez la facture et téléchargez son PDF dans votre portail client\u00a0:",
    alreadyPaid: "Si vous avez déjà payé, merci, et veuillez ne pas tenir compte de ce rappel.",
  },
  expiry: {
    subject: (q) => `Votre soumission ${q.number} expire le ${date(q.validUntil)}`,
    expires: (q) => {
      const validUntil = date(q.validUntil);
      const when =
        q.daysLeft === 0 ? `aujourd’hui, le ${validUntil}` : q.daysLeft === 1 ? `demain, le ${validUntil}` : `dans ${days(q.daysLeft)}, le ${validUntil}`;
      return `Nous vous rappelons que votre soumission ${q.number} pour ${q.title} (${money(q.totalCents)}) expire ${when}.`;
    },
    acceptIt: "Pour aller de l’avant, acceptez-la dans votre portail client d’ici là; vous pouvez aussi y demander des modifications\u00a0:",
  },
};
