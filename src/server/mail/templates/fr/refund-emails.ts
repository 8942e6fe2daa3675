import type { RefundWords } from "../inputs/refund";
import { FRENCH } from "./common";

const { money, date } = FRENCH.format;

export const REFUND_FR: RefundWords = {
  subject: (i) => `Remboursement pour la facture ${i.number}`,
  refunded: ({ invoice: i, ...d }) =>
    `Nous vous remboursons ${money(d.amountCents)} de votre paiement par carte du ${date(d.paidOn)} (paiement ${d.paymentReference}) pour la facture ${i.number} (${i.title}).`,
  reason: (reason) => `Motif\u00a0: ${reason}`,
  creditNote: (d) => `La note de crédit ${d.creditNumber} de ${money(d.amountCents)} l’inscrit sur la facture.`,
  delay: "Le remboursement est versé sur la carte avec laquelle vous avez payé\u00a0; votre banque l’affiche habituellement d’ici 5 à 10 jours ouvrables.",
  invoicePage: "Votre facture, ses paiements et ses crédits",
};
