import type { emailPreferences as en } from "../en/email-preferences";

// Les préférences de courriel du portail (décision 057).
export const emailPreferences: typeof en = {
  heading: "Préférences de courriel",
  receives: "Vous recevez nos nouvelles et nos offres par courriel.",
  doesNotReceive: "Vous ne recevez pas nos nouvelles et nos offres par courriel.",
  express: (since: string) => `Vous avez donné votre accord le ${since}.`,
  implied: {
    purchase: (until: string) => `Comme client, vous les recevez jusqu’au ${until}, à moins de les désactiver.`,
    inquiry: (until: string) => `À la suite de votre demande, vous les recevez jusqu’au ${until}, à moins de les désactiver.`,
  },
  withdrawn: (since: string) => `Vous les avez désactivées le ${since}.`,
  none: "Cochez la case pour les recevoir.",
  transactional: "Les courriels sur vos soumissions, factures et visites vous parviennent toujours, quel que soit votre choix.",
  saving: "Enregistrement de votre choix…",
  saved: "Votre choix est enregistré.",
  failed: "Votre choix n’a pas pu être enregistré. Veuillez réessayer.",
  loadFailed: "Vos préférences de courriel n’ont pas pu être chargées.",
  retry: "Réessayer",
};
