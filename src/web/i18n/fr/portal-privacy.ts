import type { privacy as en } from "../en/portal-privacy";
import { plural } from "./grammar";

// The portal's Privacy page in Canadian French (issue 28): vouvoiement, « courriel », a
// non-breaking space before a colon and inside « », none before ? !

const NBSP = "\u00a0";
const count = (n: number, one: string, many: string) => `${n} ${plural(n, one, many)}`;

export const privacy: typeof en = {
  heading: "Confidentialité",
  intro: "Ce que nous détenons à votre sujet, une copie de ces renseignements, et comment les faire corriger ou supprimer.",
  loadFailed: "Nous n’avons pas pu charger vos renseignements de confidentialité. Veuillez réessayer.",
  held: {
    title: "Ce que nous détenons à votre sujet",
    intro: `Nous conservons ce que vous nous avez transmis et ce dont nous avons besoin pour vous servir${NBSP}:`,
    none: "Nous ne détenons rien d’autre à votre sujet.",
    parts: {
      profile: () => "Votre nom, votre adresse courriel, votre téléphone et votre langue",
      addresses: (n) => count(n, "adresse de service", "adresses de service"),
      consultations: (n) => count(n, "demande de consultation", "demandes de consultation"),
      assessments: (n) => count(n, "formulaire de demande de soumission", "formulaires de demande de soumission"),
      leads: (n) => count(n, "demande notée par notre équipe", "demandes notées par notre équipe"),
      quotes: (n) => count(n, "soumission", "soumissions"),
      invoices: (n) => count(n, "facture", "factures"),
      payments: (n) => count(n, "paiement", "paiements"),
      charges: (n) => count(n, "prélèvement automatique sur une carte enregistrée", "prélèvements automatiques sur une carte enregistrée"),
      cards: (n) => count(n, "carte enregistrée (type et quatre derniers chiffres)", "cartes enregistrées (type et quatre derniers chiffres)"),
      autopay: (n) => count(n, "accord de paiement automatique", "accords de paiement automatique"),
      visits: (n) => count(n, "visite de nettoyage", "visites de nettoyage"),
      photos: (n) => count(n, "photo d’une visite", "photos de visites"),
      access_views: (n) => count(n, "consultation de vos instructions d’accès par notre équipe", "consultations de vos instructions d’accès par notre équipe"),
      checklists: (n) => count(n, "élément de liste de contrôle d’une visite", "éléments de listes de contrôle de visites"),
      visit_reports: (n) => count(n, "rapport de visite avec les mots de notre équipe", "rapports de visite avec les mots de notre équipe"),
      schedules: (n) => count(n, "service récurrent", "services récurrents"),
      ratings: (n) => count(n, "évaluation de visite", "évaluations de visite"),
      messages: (n) => count(n, "message", "messages"),
      emails: (n) => count(n, "courriel que nous vous avons envoyé", "courriels que nous vous avons envoyés"),
      consents: (n) => count(n, "choix sur nos nouvelles et nos offres", "choix sur nos nouvelles et nos offres"),
      requests: (n) => count(n, "demande concernant vos renseignements", "demandes concernant vos renseignements"),
      crew_reports: (n) => count(n, "note de notre équipe sur une visite", "notes de notre équipe sur des visites"),
    },
  },
  download: {
    title: "Télécharger mes données",
    text: "Un seul fichier ZIP avec tout ce qui précède, en fichiers JSON et en fichiers pour tableur (CSV), vos soumissions et factures en PDF, et les photos de vos visites.",
    button: "Télécharger mes données",
  },
  correction: {
    title: "Demander une correction",
    text: `Un renseignement que nous détenons à votre sujet est inexact? Dites-nous lequel, et nous le corrigerons dans un délai de 30${NBSP}jours.`,
    label: "Qu’est-ce qui est inexact?",
    hint: `Par exemple${NBSP}: mon numéro de téléphone est maintenant le 613-555-0123.`,
    submit: "Envoyer la demande de correction",
    busy: "Envoi en cours...",
    sent: { title: "Demande envoyée", description: `Nous vous répondrons par courriel dans un délai de 30${NBSP}jours.` },
    failed: "Votre demande n’a pas pu être envoyée",
  },
  deletion: {
    title: "Demander la suppression",
    text: `Vous pouvez nous demander de supprimer vos renseignements personnels. Nous répondons dans un délai de 30${NBSP}jours.`,
    deleted: "Nous supprimons votre compte, vos adresses, vos demandes, vos soumissions, vos visites, vos messages et vos courriels.",
    kept: (years) =>
      `Nous conservons vos factures et vos paiements pendant ${years}${NBSP}ans, comme l’exigent les lois fiscales${NBSP}: leurs numéros, leurs dates, leurs montants et leurs taxes, avec le nom et l’adresse de facturation qui y figurent.`,
    after: "Après la suppression, vous ne pourrez plus vous connecter, et nous ne pourrons rien rétablir.",
    button: "Demander la suppression",
    dialog: {
      title: "Supprimer vos renseignements personnels?",
      description: "Veuillez lire ce que cela signifie avant de confirmer.",
      confirm: "Je comprends que mes renseignements seront supprimés, et que les factures et les paiements sont conservés comme il est décrit.",
      submit: "Demander la suppression",
      busy: "Envoi en cours...",
      cancel: "Annuler",
    },
    sent: { title: "Suppression demandée", description: "Nous vous confirmerons par courriel lorsque ce sera fait." },
    failed: "Votre demande n’a pas pu être envoyée",
  },
  pending: (asked, due) => `Vous en avez fait la demande le ${asked}. Nous vous répondrons d’ici le ${due}.`,
  noClient: (phone, email) => `Pour demander une correction ou une suppression, veuillez nous appeler au ${phone} ou nous écrire à ${email}.`,
  requests: {
    title: "Vos demandes",
    empty: "Vous n’avez fait aucune demande concernant vos renseignements.",
    kinds: { access: "Accès à vos renseignements", correction: "Correction", deletion: "Suppression" },
    statuses: { open: "En cours", done: "Traitée", refused: "Refusée" },
    received: (date) => `Reçue le ${date}`,
    due: (date) => `Réponse d’ici le ${date}`,
    closed: (date) => `Répondue le ${date}`,
    outcome: "Notre réponse",
    wrote: "Vous avez écrit",
  },
};
