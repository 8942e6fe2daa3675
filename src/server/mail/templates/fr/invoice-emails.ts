import { frenchOptionLabel } from "../../../../shared/i18n/options-fr";
import type { InvoiceWords } from "../inputs/invoice";
import { FRENCH } from "./common";

// The payment method goes under its French name.

const { money, date } = FRENCH.format;

export const INVOICE_FR: InvoiceWords = {
  sent: {
    subject: (i) => `${i.kind === "deposit" ? "Facture de dépôt" : "Facture"} ${i.number}`,
    hereIs: (i) =>
      `Voici ${i.kind === "deposit" ? "la facture de dépôt" : "la facture"} ${i.number} pour ${i.title}\u00a0: ${money(i.balanceCents)} ${i.dueNow ? "à payer dès maintenant" : `à payer au plus tard le ${date(i.dueDate ?? "")}`}. Le PDF est joint.`,
    howToPay: "Comment payer\u00a0:",
    etransfer: (i, email) => `- Virement Interac à ${email}, avec ${i.number} comme message.`,
    callOrWrite: (c) => `- Appelez-nous au ${c.phone} ou écrivez-nous à ${c.email} et nous vous indiquerons comment payer.`,
    orOpen: "- Ou ouvrez la facture dans votre portail client",
    autopay: (card) => `Vous payez automatiquement\u00a0: ce montant est prélevé aujourd’hui sur votre carte ${card}, et vous recevrez un reçu par courriel.`,
    open: "La facture dans votre portail client",
  },
  receipt: {
    subject: (i) => `Paiement reçu pour la facture ${i.number}`,
    received: ({ invoice: i, ...d }) =>
      `Merci\u00a0: nous avons reçu votre paiement de ${money(d.amountCents)} (${frenchOptionLabel("paymentMethods", d.method)}) le ${date(d.paidOn)} pour la facture ${i.number} (${i.title}, ${money(i.totalCents)}).`,
    tip: (cents) =>
      `Nous avons aussi reçu votre pourboire de ${money(cents)} pour l’équipe, merci\u00a0! Il est remis aux personnes qui ont fait le travail et n’est pas taxé.`,
    automatic: (card) => `Il a été prélevé automatiquement sur votre carte ${card}, comme vous l’avez demandé.`,
    paidInFull: "Cette facture est maintenant payée en totalité.",
    balance: (cents) => `Le solde à payer est de ${money(cents)}.`,
    invoicePage: "Votre facture et ses paiements",
  },
};
