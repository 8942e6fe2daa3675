import type { unsubscribe as en } from "../en/unsubscribe";

// La page qu’ouvre un lien de désabonnement (décision 057).
export const unsubscribe: typeof en = {
  documentTitle: (company: string) => `Désabonnement | ${company}`,
  working: "Désabonnement en cours…",
  unsubscribed: "Désabonnement confirmé",
  subscribed: "Abonnement rétabli",
  address: "Adresse courriel\u00a0:",
  undoHeading: "Est-ce une erreur?",
  undo: "Me réabonner",
  undoing: "Abonnement en cours…",
  unsubscribeAgain: "Me désabonner",
  failed: "Nous n’avons pas pu vous désabonner",
  networkError: "La connexion a échoué. Vérifiez-la, puis réessayez.",
  retry: "Réessayer",
  writeToUs: (email: string) => `Vous pouvez aussi nous écrire à ${email} et nous vous désabonnerons.`,
  backToSite: "Retour au site principal",
};
