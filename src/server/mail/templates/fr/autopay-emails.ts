import type { AutopayWords } from "../inputs/autopay";
import { FRENCH } from "./common";

const { money, date } = FRENCH.format;

export const AUTOPAY_FR: AutopayWords = {
  failed: {
    subject: (i) => `Échec du paiement automatique de la facture ${i.number}`,
    notCharged: ({ invoice: i, card }) =>
      `Nous n’avons pas pu prélever ${money(i.amountCents)} sur votre carte ${card} pour la facture ${i.number} (${i.title}).`,
    reason: {
      insufficient_funds: "Votre banque l’a refusé faute de fonds suffisants.",
      expired_card: "La carte est expirée.",
      authentication_required: "Votre banque vous demande de confirmer ce paiement vous-même.",
      card_unusable: "La carte ne peut plus être utilisée.",
      declined: "Votre banque l’a refusé.",
    },
    retry: (day) => `Nous essaierons de nouveau votre carte le ${date(day)}.`,
    lastTry: "Nous n’essaierons plus cette carte pour cette facture\u00a0; notre bureau communiquera avec vous.",
    act: "Pour payer maintenant, ou pour enregistrer une autre carte, ouvrez la facture dans votre portail client\u00a0:",
  },
  expiring: {
    subject: (card) => `Votre carte ${card} enregistrée expire bientôt`,
    expires: ({ card, expires }) =>
      `Votre carte ${card}, qui paie vos factures automatiquement, expire le ${date(expires)}. Pour que le paiement automatique continue, enregistrez votre nouvelle carte dans votre portail client\u00a0:`,
    act: "Si c’est déjà fait, merci\u00a0: vous pouvez ignorer ce message.",
  },
};
