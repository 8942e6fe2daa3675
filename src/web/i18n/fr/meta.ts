import type { Site } from "@shared/site";
import type { PageText, meta as en } from "../en/meta";

type S = Pick<Site, "companyName">;

/** Title and meta description of each page but the home page (home-meta.ts). */
export const meta: typeof en = {
  gallery: {
    title: (s: S) => `Galerie de projets | ${s.companyName}`,
    description: "Les résultats avant-après de nos projets de nettoyage commercial, résidentiel, d’établissements de santé et après construction à Ottawa.",
  },
  vacancy: {
    title: (s: S) => `Carrières | ${s.companyName}`,
    description: "Joignez-vous à notre équipe de nettoyage à Ottawa\u00a0: postes offerts aux préposés à l’entretien professionnels et aux sous-traitants.",
  },
  getQuote: {
    title: (s: S) => `Évaluation gratuite des travaux | ${s.companyName}`,
    description: "Demandez une soumission de nettoyage gratuite et sans engagement pour votre bureau, votre clinique ou votre résidence à Ottawa-Gatineau.",
  },
  clientLogin: {
    title: (s: S) => `Connexion client | ${s.companyName}`,
    description: "Connectez-vous au portail client pour consulter vos soumissions et vos factures.",
  },
  privacy: {
    title: (s: S) => `Politique de confidentialité | ${s.companyName}`,
    description:
      "Les renseignements personnels que nous recueillons et pourquoi, combien de temps nous les gardons, qui les reçoit et comment exercer vos droits.",
  },
  portalDashboard: {
    title: (s: S) => `Tableau de bord | Portail client | ${s.companyName}`,
    description: "Votre portail client\u00a0: services à venir, historique des services et renseignements sur votre compte.",
  },
  portalQuotes: {
    title: (s: S) => `Soumissions | Portail client | ${s.companyName}`,
    description: "Les soumissions que nous avons préparées pour vous, avec leur statut et leur validité.",
  },
  portalInvoices: {
    title: (s: S) => `Factures | Portail client | ${s.companyName}`,
    description: "Vos factures\u00a0: ce qui est payé et ce qui reste à payer.",
  },
  portalMessages: {
    title: (s: S) => `Messagerie | Portail client | ${s.companyName}`,
    description: "Écrivez à notre équipe et lisez nos réponses.",
  },
  portalPrivacy: {
    title: (s: S) => `Confidentialité | Portail client | ${s.companyName}`,
    description: "Ce que nous détenons à votre sujet, vos données à télécharger, les corrections et la suppression.",
  },
  notFound: {
    title: (s: S) => `Page introuvable | ${s.companyName}`,
    description: "La page que vous cherchez n’existe pas.",
  },
} satisfies Record<string, PageText>;
