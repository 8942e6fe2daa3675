import type { PageText } from "../en/meta";

// The home page's title and description, apart: the home page loads no other page's.
export const homeMeta: PageText = {
  title: (s) => `${s.companyName} | Nettoyage commercial et médical à Ottawa-Gatineau`,
  description:
    "Nettoyage commercial, résidentiel et de qualité médicale partout à Ottawa-Gatineau, par une entreprise titulaire de permis, assurée et cautionnée. Service d’urgence 24\u00a0h sur 24, 7\u00a0jours sur 7 et évaluations gratuites des travaux.",
};
