import { crewPageWordsFr } from "@shared/i18n/crew-page-fr";
import type { crewDay as en } from "../en/crew-day";

// Les visites d’un membre de l’équipe (décision 063).
export const crewDay: typeof en = {
  today: crewPageWordsFr.today,
  week: crewPageWordsFr.week,
  noneToday: crewPageWordsFr.noneToday,
  noneWeek: crewPageWordsFr.noneWeek,
  loading: "Chargement de vos visites…",
  loadFailed: "Vos visites n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.",
  retry: "Réessayer",
  window: crewPageWordsFr.window,
  client: crewPageWordsFr.client,
  address: crewPageWordsFr.address,
  openMap: crewPageWordsFr.openMap,
  openMapLabel: (address: string) => `Ouvrir la carte\u00a0: ${address}`,
  crewNotes: crewPageWordsFr.crewNotes,
  access: crewPageWordsFr.access,
  noAccessNotes: crewPageWordsFr.noAccessNotes,
  accessLater: crewPageWordsFr.accessLater,
  accessClosed: crewPageWordsFr.accessClosed,
  checkIn: "Arrivée",
  checkOut: "Départ",
  checkedIn: crewPageWordsFr.checkedIn,
  checkedOut: crewPageWordsFr.checkedOut,
  checkInWaiting: "Arrivée en attente d’envoi",
  checkOutWaiting: "Départ en attente d’envoi",
  checkInLabel: (client: string) => `Arrivée\u00a0: ${client}`,
  checkOutLabel: (client: string) => `Départ\u00a0: ${client}`,
  shareLocation: "Partager ma position à l’arrivée et au départ",
  shareLocationHint: "Réglage gardé sur ce téléphone. Activé, votre position n’est envoyée qu’à l’arrivée et au départ.",
  status: crewPageWordsFr.status,
};
