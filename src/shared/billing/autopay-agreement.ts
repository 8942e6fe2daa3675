import type { Locale } from "../locale";

// The words a client agrees to when they turn automatic payment on (decision 074), versioned: the
// portal shows them in the page's language, the client's "Turn on" sends the version they saw, and
// the agreement's record keeps the words as shown. Changing the words means a new version (an
// older version is then refused, and the client reads the new words before turning it on).

const NBSP = "\u00a0";

/** The agreement's current version. */
export const AUTOPAY_AGREEMENT_VERSION = "2026-11-29";

const TEXT: Record<Locale, string> = {
  en:
    "I authorize the company to charge my card on file for each invoice on the day it is issued, for the invoice's total. " +
    "I will receive a receipt by e-mail for each charge. If a charge fails, it is tried again 3 days and then 7 days later. " +
    "I may turn automatic payment off at any time in my client portal, on the Invoices page.",
  fr:
    "J’autorise l’entreprise à débiter ma carte enregistrée pour chaque facture, le jour où elle est émise, du montant total de la facture. " +
    `Je recevrai un reçu par courriel pour chaque paiement. Si un paiement échoue, il est tenté de nouveau 3${NBSP}jours, puis 7${NBSP}jours plus tard. ` +
    `Je peux désactiver le paiement automatique en tout temps dans mon portail client, à la page «${NBSP}Factures${NBSP}».`,
};

/** The agreement's words in `locale`, with their version. */
export const autopayAgreement = (locale: Locale) => ({ version: AUTOPAY_AGREEMENT_VERSION, text: TEXT[locale] });
