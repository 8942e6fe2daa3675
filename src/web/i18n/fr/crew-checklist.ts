import type { crewChecklist as en } from "../en/crew-checklist";

const NBSP = "\u00a0";

export const crewChecklist: typeof en = {
  heading: "Liste de contrôle",
  progress: (done, total) => `${done} sur ${total} faits`,
  loading: "Chargement de la liste de contrôle…",
  loadFailed: "La liste de contrôle n’a pas pu être chargée. Vérifiez votre connexion et réessayez.",
  retry: "Réessayer",
  waiting: "En attente d’envoi",
  locked: `Vous avez enregistré votre départ${NBSP}: la liste de contrôle ne peut plus être modifiée.`,
  tickLabel: (item) => `Fait${NBSP}: ${item}`,
  untickLabel: (item) => `Pas fait${NBSP}: ${item}`,
};
