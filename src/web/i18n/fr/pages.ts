import type { getQuote as en } from "../en/pages";

// The assessment page heading.
export const getQuote: typeof en = {
  heading: "Évaluation gratuite des travaux",
  intro: "Parlez-nous de votre espace et nous préparerons une soumission gratuite et sans engagement.",
};
