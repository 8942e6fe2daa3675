import type { Site } from "@shared/site";
import type { footer as en } from "../en/footer";

// The footer of the public pages.
export const footer: typeof en = {
  description:
    "Nettoyage commercial et entretien ménager professionnels pour les bureaux, les établissements médicaux et de santé et les environnements spécialisés, avec service d’urgence 24\u00a0h sur 24, 7\u00a0jours sur 7.",
  legal: (s: Pick<Site, "legalName">) => `${s.legalName}, société constituée au Canada. Titulaire de permis et assurée.`,
  servicesHeading: "Nos services",
  services: ["Nettoyage commercial", "Nettoyage d’établissements médicaux", "Nettoyage en profondeur", "Nettoyage spécialisé", "Nettoyage d’urgence"],
  quickLinksHeading: "Liens rapides",
  quickLinks: { about: "À propos de nous", "why-choose-us": "Pourquoi nous choisir", testimonials: "Témoignages" },
  freeJobAssessment: "Évaluation gratuite des travaux",
  vacancies: "Offres d’emploi",
  emergencyEmail: "Service d’urgence par courriel",
  hoursHeading: "Coordonnées et heures",
  businessHours: "Heures d’ouverture",
  freeQuoteTitle: "Soumission gratuite",
  freeQuoteText: "Parlez-nous de votre espace et obtenez une soumission sans engagement.",
  copyright: (s: Pick<Site, "companyName">) => `© 2024 ${s.companyName}. Tous droits réservés.`,
  privacy: "Politique de confidentialité",
  tagline: "Professionnels du nettoyage titulaires de permis • Nettoyage de qualité médicale • Service d’urgence 24\u00a0h/24, 7\u00a0j/7",
};
