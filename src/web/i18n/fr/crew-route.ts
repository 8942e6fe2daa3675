import { crewPageWordsFr } from "@shared/i18n/crew-page-fr";
import type { crewRoute as en } from "../en/crew-route";

// Le cadre de la page de l’équipe à /crew (décision 070) : sa copie hors ligne et l’état de connexion.
export const crewRoute: typeof en = {
  documentTitle: (company: string) => `Vos visites | ${company}`,
  badge: crewPageWordsFr.badge,
  welcome: crewPageWordsFr.welcome,
  heading: crewPageWordsFr.heading,
  signOut: "Se déconnecter",
  signOutFailed: { title: "Échec de la déconnexion", description: "Vérifiez votre connexion, puis réessayez." },
  notFound: { title: "Page introuvable", text: "Il n’y a pas de page pour vous à cette adresse.", back: "Retour à vos visites" },
  offlineAsOf: (time: string) => `Hors ligne — en date de ${time}`,
  offlineHint:
    "Vous voyez les visites telles qu’elles étaient à ce moment. Les arrivées que vous enregistrez sont gardées sur ce téléphone et envoyées au retour de la connexion.",
  checking: "Vérification de votre connexion…",
  loadFailed: "Votre page n’a pas pu s’ouvrir. Vérifiez votre connexion et réessayez.",
  retry: "Réessayer",
};
