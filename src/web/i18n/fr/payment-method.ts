import type { paymentMethod as en } from "../en/payment-method";

// La carte enregistrée et le paiement automatique du portail (décision 074).
const NBSP = "\u00a0";

export const paymentMethod: typeof en = {
  heading: "Mode de paiement",
  intro: "Enregistrez une carte pour que vos factures soient payées automatiquement.",
  card: (label: string, expiry: string) => `${label}, expire en ${expiry}`,
  noCard: "Aucune carte n’est enregistrée.",
  secureNote: `Vous saisissez votre carte sur la page sécurisée de notre fournisseur de paiement, Stripe${NBSP}: nous ne voyons ni ne conservons jamais son numéro.`,
  save: "Enregistrer une carte",
  replace: "Remplacer la carte",
  opening: "Ouverture de la page sécurisée…",
  remove: "Retirer la carte",
  removeDialog: {
    title: "Retirer cette carte?",
    description: (label: string) => `La carte ${label} sera retirée de votre compte.`,
    autopayOff: "Le paiement automatique sera désactivé.",
    cancel: "Garder la carte",
    confirm: "Retirer la carte",
    pending: "Retrait en cours…",
  },
  removed: "Votre carte est retirée.",
  unavailable: `Le paiement par carte n’est pas offert pour le moment${NBSP}: aucune carte ne peut être enregistrée. Vos factures indiquent les autres modes de paiement.`,
  returned: {
    saved: "Votre carte est enregistrée.",
    confirming: "Votre carte est enregistrée. Elle s’affichera ici dans un instant.",
    cancelled: "Aucune carte n’a été enregistrée.",
  },
  fromQuote:
    "Merci d’avoir accepté la soumission. Pour que ses factures soient payées automatiquement, enregistrez une carte, puis activez le paiement automatique.",
  autopay: {
    heading: "Paiement automatique",
    on: (label: string) => `Les factures sont payées automatiquement avec la carte ${label}.`,
    since: (date: string) => `Activé depuis le ${date}.`,
    off: `Le paiement automatique est désactivé${NBSP}: vous payez vous-même chaque facture.`,
    needCard: "Le paiement automatique nécessite une carte enregistrée.",
    terms: "Conditions du paiement automatique",
    agreeNote: `En appuyant sur «${NBSP}Activer le paiement automatique${NBSP}», vous acceptez ces conditions.`,
    turnOn: "Activer le paiement automatique",
    turningOn: "Activation…",
    turnOff: "Désactiver le paiement automatique",
    turningOff: "Désactivation…",
    turnedOn: "Le paiement automatique est activé.",
    turnedOff: "Le paiement automatique est désactivé.",
  },
  quoteOffer: `Payer automatiquement${NBSP}: enregistrer une carte`,
  failed: "L’opération n’a pas fonctionné",
  networkFailed: "Nous n’avons pas pu joindre le serveur. Vérifiez votre connexion et réessayez.",
  loadFailed: "Votre mode de paiement n’a pas pu être chargé.",
  retry: "Réessayer",
};
