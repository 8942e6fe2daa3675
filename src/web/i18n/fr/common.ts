import type { Site } from "@shared/site";
import type { common as enCommon, nav as enNav, notFound as enNotFound, routeError as enRouteError } from "../en/common";

export const common: typeof enCommon = {
  skipToContent: "Passer au contenu principal",
  logoAlt: (s: Pick<Site, "companyName">) => `${s.companyName} – Accueil`,
  emailUs: "Écrivez-nous",
  quickContact: "Contact rapide",
  getQuote: "Obtenir une soumission",
  clientLogin: "Connexion client",
  loading: "Chargement…",
  close: "Fermer",
  starsLabel: (n: number) => `Note de ${n} sur 5`,
};

export const nav: typeof enNav = {
  label: "Navigation principale",
  items: {
    about: "À propos",
    services: "Nos services",
    "why-choose-us": "Pourquoi nous choisir",
    testimonials: "Témoignages",
    contact: "Nous joindre",
    gallery: "Galerie",
  },
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
  mobileMenuLabel: "Menu du site",
  otherLanguage: "English",
};

export const notFound: typeof enNotFound = {
  title: "Page introuvable",
  description: "La page que vous cherchez n’existe pas.",
  code: "404",
  heading: "Oups! Page introuvable",
  returnHome: "Retour à l’accueil",
};

export const routeError: typeof enRouteError = {
  title: "Erreur inattendue de l’application",
  heading: "Erreur inattendue de l’application",
  unknown: "Erreur inconnue",
  /** When part of the app's code could not be downloaded (connection gone, or a new release). */
  loadFailed: "Cette page n’a pas pu être chargée. Vérifiez votre connexion, puis rechargez la page.",
  reload: "Recharger la page",
};
