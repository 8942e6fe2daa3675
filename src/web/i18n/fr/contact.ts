import type { contact as en } from "../en/contact";

// The landing page's contact section: heading and contact-information panel (spec 000 §2).
export const contact: typeof en = {
  title: "Évaluation gratuite des travaux",
  lead: "Parlez-nous de votre espace et nous communiquerons avec vous pour vous proposer une évaluation gratuite et sans engagement.",
  formTitle: "Demander une consultation gratuite",
  panelTitle: "Coordonnées",
  emailLabel: "Courriel",
  areaLabel: "Territoire desservi",
  hoursLabel: "Heures de bureau",
  respondWithin: "Nous répondons dans un délai de 2\u00a0heures",
  emergencyTitle: "Service d’urgence 24\u00a0h/24, 7\u00a0j/7",
  emergencyChecks: ["Consultations de nettoyage gratuites", "Professionnels du nettoyage titulaires de permis", "Protocoles de nettoyage de qualité médicale"],
  otherInquiries: "Toutes les autres demandes reçoivent une réponse dans un délai de 2\u00a0heures pendant les heures d’ouverture.",
};
