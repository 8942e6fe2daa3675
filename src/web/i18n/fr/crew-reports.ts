import type { crewReports as en } from "../en/crew-reports";

// Note au bureau et « Impossible d’entrer » (décision 067), sur le téléphone.
export const crewReports: typeof en = {
  noteButton: "Note au bureau",
  noteButtonLabel: (client: string) => `Note au bureau sur la visite de ${client}`,
  noAccessButton: "Impossible d’entrer",
  noAccessButtonLabel: (client: string) => `Impossible d’entrer pour la visite de ${client}`,
  noteHeading: (client: string) => `Note au bureau\u00a0: ${client}`,
  noteLabel: "Votre note",
  noteHint: "Seul le bureau la lit, jamais le client.",
  noteRequired: "Écrivez d’abord votre note.",
  noAccessHeading: (client: string) => `Impossible d’entrer\u00a0: ${client}`,
  reasonLegend: "Pourquoi ne pouvez-vous pas entrer?",
  reasons: {
    no_one_home: "Personne n’est à la maison",
    key_or_code: "La clé ou le code ne fonctionne pas",
    refused: "On m’a refusé l’entrée",
    other: "Autre",
  },
  reasonRequired: "Choisissez la raison.",
  details: "Précisions (facultatif)",
  detailsRequired: "Précisions",
  detailsMissing: "Dites ce qui s’est passé.",
  noAccessHint: "Le bureau est averti tout de suite et décide de la suite. Le client n’est pas averti.",
  send: "Envoyer au bureau",
  cancel: "Annuler",
  noteQueueLabel: (client: string) => `Note au bureau\u00a0: ${client}`,
  noAccessQueueLabel: (client: string) => `Impossible d’entrer\u00a0: ${client}`,
  noteWaiting: "Votre note est en attente d’envoi.",
  noAccessWaiting: "«\u00a0Impossible d’entrer\u00a0» est en attente d’envoi.",
  noteSent: "Votre note a été envoyée au bureau.",
  noAccessSent: "Le bureau sait que vous ne pouvez pas entrer.",
};
