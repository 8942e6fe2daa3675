import type { consultation as en } from "../en/consultation";

// Consultation form (spec 000 §3, §4, §8). Placeholders and the idle button label are ours.
export const consultation: typeof en = {
  requiredNote: "Les champs marqués d’un astérisque (*) sont obligatoires.",
  labels: {
    name: "Nom complet\u00a0*",
    phone: "Numéro de téléphone\u00a0*",
    email: "Adresse courriel\u00a0*",
    company: "Nom de l’entreprise",
    service: "Service souhaité",
    message: "Précisions supplémentaires",
  },
  placeholders: {
    name: "Jean Tremblay",
    phone: "613 XXX-XXXX",
    email: "jean@entreprise.com",
    company: "Le nom de votre entreprise",
  },
  selectService: "Choisissez un service",
  honeypot: "Laissez ce champ vide",
  submit: "Demander une consultation gratuite",
  submitting: "Envoi en cours…",
  privacy: {
    why: "Nous utilisons ces renseignements seulement pour répondre à votre demande.",
    link: "Politique de confidentialité",
    newTab: "(s’ouvre dans un nouvel onglet)",
  },
  success: {
    title: "Demande de soumission envoyée!",
    description: "Nous communiquerons avec vous dans les 24\u00a0heures pour discuter de vos besoins en nettoyage.",
  },
  failure: {
    title: "Erreur lors de l’envoi de la demande",
    description: (email: string) => `Veuillez réessayer ou nous écrire directement à ${email}.`,
  },
};
