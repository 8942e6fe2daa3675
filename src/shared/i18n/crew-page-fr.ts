import type { crewPageWords as en } from "./crew-page";

// Les mots de la page de l’équipe que le serveur écrit aussi (sa première vue, décision 072).
export const crewPageWordsFr: typeof en = {
  badge: "Équipe",
  welcome: (name: string) => `Bienvenue, ${name}`,
  heading: "Vos visites",
  today: "Aujourd’hui",
  week: "Plus tard cette semaine",
  noneToday: "Aucune visite aujourd’hui.",
  noneWeek: "Aucune autre visite cette semaine.",
  window: (start: string, end: string) => `De ${start} à ${end}`,
  status: { scheduled: "Prévue", completed: "Terminée", cancelled: "Annulée", missed: "Manquée" },
  client: "Nom du client\u00a0: ",
  address: "Adresse\u00a0: ",
  openMap: "Ouvrir la carte",
  crewNotes: "Notes pour l’équipe",
  access: "Accès et entrée",
  noAccessNotes: "Aucune instruction d’accès pour cette adresse.",
  accessLater: "Les instructions d’accès s’affichent ici la veille de la visite.",
  accessClosed: "Les instructions d’accès ne sont plus affichées pour cette visite.",
  checkedIn: (time: string) => `Arrivée enregistrée à ${time}`,
  checkedOut: (time: string) => `Départ enregistré à ${time}`,
};
