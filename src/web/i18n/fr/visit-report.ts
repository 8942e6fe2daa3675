import type { visitReport as en } from "../en/visit-report";

// Les photos de l’équipe et son mot pour le client (décision 066).
export const visitReport: typeof en = {
  photos: "Photos",
  before: "Avant",
  after: "Après",
  takeBefore: (client) => `Prendre une photo avant le nettoyage chez ${client}`,
  takeAfter: (client) => `Prendre une photo après le nettoyage chez ${client}`,
  photoLabel: (stage, client) => `Photo ${stage === "before" ? "avant" : "après"}\u00a0: ${client}`,
  waiting: "En attente d’envoi",
  noPhotos: "Aucune photo pour l’instant.",
  photoAlt: (stage, n) => `Photo ${n} ${stage === "before" ? "avant" : "après"} le nettoyage`,
  remove: "Supprimer",
  removeLabel: (stage, n) => `Supprimer la photo ${n} ${stage === "before" ? "avant" : "après"} le nettoyage`,
  removeAction: (client) => `Supprimer une photo\u00a0: ${client}`,
  clientNote: "Mot pour le client",
  clientNoteHint: "Facultatif. Envoyé au client avec le rapport de visite et les photos.",
  report: "Rapport de visite",
  notes: "Mots pour le client",
  done: "Ce qui a été fait",
  sentAt: (when) => `Rapport envoyé au client par courriel le ${when}`,
  notSent: "Le rapport est envoyé au client au départ du dernier membre de l’équipe.",
  none: "Aucune photo ni aucun mot pour cette visite.",
};
