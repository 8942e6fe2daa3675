import { RETENTION as R } from "@shared/privacy-policy";
import type { PrivacyPart, privacy as en } from "../en/privacy";

// La page de confidentialité (décision 056), en mots simples et en phrases courtes.

const NBSP = "\u00a0";

/** Ce que chaque partie du site demande, dans l’ordre du site. */
const parts: PrivacyPart[] = [
  {
    heading: "Le formulaire de consultation (page d’accueil)",
    collect: `Votre nom, votre adresse courriel et votre numéro de téléphone. Si vous les donnez${NBSP}: le nom de votre entreprise, le service voulu et votre message.`,
    why: "Pour répondre à votre demande.",
  },
  {
    heading: "L’évaluation gratuite des travaux (sept étapes)",
    collect:
      "Votre nom, votre numéro de téléphone, votre adresse courriel et votre code postal, et l’adresse de la propriété si vous la donnez. Vos réponses sur le service, la propriété, la fréquence, les animaux, les produits de nettoyage et les exigences particulières (elles peuvent comprendre des consignes d’accès ou des allergies).",
    why: "Pour préparer votre soumission et planifier les travaux.",
    note: "Jusqu’à l’envoi, vos réponses restent dans l’onglet de votre navigateur seulement, pour qu’un rechargement de la page ne les efface pas.",
  },
  {
    heading: "Carrières",
    collect: "Rien. Les boutons Postuler ouvrent des sites d’emploi tenus par d’autres entreprises, sous leurs propres politiques de confidentialité.",
    why: "Pour présenter nos postes offerts.",
  },
  {
    heading: "La connexion client",
    collect: "Votre adresse courriel.",
    why: `Pour vous envoyer un lien de connexion. Le lien est valide ${R.loginLinkMinutes}${NBSP}minutes.`,
  },
  {
    heading: "Le portail client",
    collect: `Quand vous êtes notre client${NBSP}: votre nom, votre adresse courriel, votre numéro de téléphone, vos adresses de service et vos consignes d’accès; vos soumissions, vos factures et vos paiements; vos visites, vos messages, vos demandes et vos évaluations; vos choix au sujet des nouvelles et des offres. Quand vous acceptez une soumission${NBSP}: le nom que vous tapez, la date, votre adresse Internet (adresse IP) et le nom de votre navigateur, comme preuve de l’entente. Quand vous vous connectez${NBSP}: votre adresse Internet et le nom de votre navigateur, gardés avec votre session.`,
    why: "Pour faire les travaux, les facturer, rester en contact avec vous et protéger votre compte.",
  },
  {
    heading: "Le compteur de visites",
    collect:
      "Seulement l’adresse de la page que vous ouvrez. Nous ajoutons un au compte de cette page pour la journée. Aucun nom, aucune adresse Internet, aucun témoin. Votre navigateur note, pour cet onglet seulement, que la page a été comptée.",
    why: "Pour savoir quelles pages sont lues.",
  },
  {
    heading: "Les nouvelles et les offres",
    collect: `Seulement si vous cochez la case d’un formulaire ou dites oui dans le portail${NBSP}: votre oui ou votre non, les mots exacts que vous avez vus, la date et sa provenance (adresse Internet et navigateur).`,
    why: "La loi canadienne anti-pourriel nous demande de prouver votre consentement. Chaque message contient un lien pour vous désabonner en un clic.",
  },
  {
    heading: "La protection contre les abus",
    collect: "Un compte des demandes envoyées depuis chaque adresse Internet, et des liens de connexion envoyés à chaque adresse courriel.",
    why: "Pour bloquer le pourriel et les attaques.",
  },
];

export const privacy: typeof en = {
  eyebrow: "Vos renseignements",
  heading: "Politique de confidentialité",
  version: (version: string, date: string) => `Version ${version}, mise à jour le ${date}`,
  intro: (company: string) =>
    `Cette page explique quels renseignements personnels ${company} recueille, pourquoi, combien de temps nous les gardons, qui d’autre les reçoit et comment exercer vos droits. Nous respectons la loi canadienne sur la protection des renseignements personnels (LPRPDE) et la loi québécoise sur la protection des renseignements personnels dans le secteur privé (Loi 25).`,
  contents: "Sur cette page",
  sections: {
    short: "En bref",
    collect: "Ce que nous recueillons et pourquoi",
    keep: "Combien de temps nous le gardons",
    share: "Qui d’autre le reçoit, et où",
    cookies: "Témoins (cookies)",
    rights: "Vos droits",
    use: "Comment exercer vos droits",
    officer: "La personne responsable de la protection des renseignements personnels",
    changes: "Modifications de cette politique",
  },
  short: [
    "Nous recueillons seulement ce qu’il faut pour vous répondre et vous servir.",
    "Nous ne vendons jamais vos renseignements. Nous ne vous suivons pas à la trace.",
    "Nous vous envoyons des nouvelles et des offres seulement si vous dites oui. Vous pouvez les arrêter en tout temps.",
    "Vous pouvez consulter, corriger, télécharger ou supprimer vos renseignements.",
  ],
  collect: {
    intro: "Voici ce que chaque partie du site demande.",
    collectLabel: `Ce que nous recueillons${NBSP}:`,
    whyLabel: `Pourquoi${NBSP}:`,
    parts,
  },
  keep: {
    intro: "Nous gardons les renseignements seulement le temps nécessaire, ou le temps que la loi exige.",
    rows: [
      { what: "Les factures et les paiements", howLong: `${R.invoicesYears}${NBSP}ans, comme l’exigent les lois fiscales` },
      {
        what: "Les demandes (consultations, évaluations, demandes par téléphone) des personnes qui ne sont pas devenues clientes",
        period: "enquiryMonths",
        howLong: `${NBSP}mois (notre durée actuelle)`,
      },
      {
        what: "Le texte des courriels que nous vous envoyons",
        period: "mailBodyDays",
        howLong: `${NBSP}jours (notre durée actuelle); nous gardons une trace de l’envoi de chaque courriel`,
      },
      {
        what: "Notre registre des incidents de confidentialité",
        howLong: `${R.incidentsYears}${NBSP}ans après la clôture de chaque incident, comme l’exige la loi québécoise`,
      },
      { what: "Votre dossier client", howLong: "Tant que vous êtes notre client, ou jusqu’à ce que vous demandiez sa suppression" },
      { what: "Les liens de connexion", howLong: `${R.loginLinkMinutes}${NBSP}minutes` },
      { what: "Les sessions du portail", howLong: `${R.sessionIdleDays}${NBSP}jours sans utilisation, ${R.sessionMaxDays}${NBSP}jours au plus` },
      { what: "Les comptes qui nous protègent contre les abus", howLong: `1${NBSP}heure, supprimés dans la journée` },
    ],
    after: "À la fin d’une durée, nous supprimons les renseignements ou nous retirons ce qui permet de vous identifier.",
  },
  share: {
    intro:
      "Nous communiquons vos renseignements seulement aux entreprises qui nous aident à vous servir, et seulement ce dont elles ont besoin. Nous ne les vendons jamais.",
    whoLabel: "Qui",
    whatLabel: "Ce qu’elles font",
    whereLabel: "Où",
    rows: [
      {
        who: "Notre fournisseur de courriel",
        what: "Livre les courriels que nous vous envoyons\u00a0: liens de connexion, soumissions, factures, avis de visite et réponses.",
        where: "Hors du Québec, peut-être hors du Canada",
      },
      {
        who: "Stripe",
        what: "Traite les paiements par carte. Vous tapez votre numéro de carte sur la page de Stripe; nous ne le voyons jamais.",
        where: "Hors du Québec et hors du Canada (États-Unis et autres pays)",
      },
      {
        who: "Notre hébergeur",
        what: "Exploite les serveurs qui contiennent ce site, sa base de données et ses sauvegardes.",
        where: "Hors du Québec (notre bureau est à Ottawa, en Ontario)",
      },
    ],
    note: "Les renseignements gardés hors du Québec ou du Canada sont protégés par nos contrats avec ces entreprises, mais les tribunaux et les autorités de ces endroits pourraient y avoir accès.",
  },
  cookies: {
    intro:
      "Nous utilisons seulement les témoins dont le site a besoin pour fonctionner. Aucun témoin de suivi ni de publicité, et rien qui vous suit sur d’autres sites.",
    nameLabel: "Témoin",
    whyLabel: "Pourquoi",
    howLongLabel: "Durée",
    rows: [
      {
        name: "Session",
        why: "Vous garde connecté au portail client. Un second petit témoin indique seulement à nos pages que vous êtes connecté; il ne contient rien sur vous.",
        howLong: `Jusqu’à la déconnexion, ou ${R.sessionIdleDays}${NBSP}jours sans utilisation (${R.sessionMaxDays}${NBSP}jours au plus)`,
      },
      { name: "Langue", why: "Retient votre choix du français ou de l’anglais.", howLong: `1${NBSP}an` },
      { name: "Menu du portail", why: "Retient si le menu du portail est ouvert ou fermé.", howLong: `7${NBSP}jours` },
    ],
  },
  rights: {
    intro: `Vous avez ces droits sur vos renseignements personnels${NBSP}:`,
    items: [
      { name: "Accès", text: "Demander ce que nous détenons à votre sujet, et en obtenir une copie." },
      { name: "Rectification", text: "Nous demander de corriger ce qui est faux ou incomplet." },
      {
        name: "Retrait du consentement",
        text: "Arrêter les nouvelles et les offres en tout temps, avec le lien de chaque message ou dans le portail.",
      },
      {
        name: "Suppression",
        text: `Nous demander de supprimer vos renseignements. Nous gardons seulement ce que la loi exige (les factures et les paiements, ${R.invoicesYears}${NBSP}ans).`,
      },
      {
        name: "Portabilité",
        text: "Obtenir vos renseignements dans un format structuré et couramment utilisé (fichiers JSON et CSV), pour vous ou pour une autre organisation.",
      },
    ],
    complaint: {
      name: "Plainte",
      before: "Si notre réponse ne vous satisfait pas, vous pouvez porter plainte à la ",
      cai: "Commission d’accès à l’information du Québec",
      middle: " (si vous habitez au Québec) ou au ",
      opc: "Commissariat à la protection de la vie privée du Canada",
      after: ".",
    },
  },
  use: {
    portal: {
      before: `Clients${NBSP}: `,
      link: "connectez-vous au portail client",
      after:
        " et ouvrez sa page Confidentialité. Vous pouvez y télécharger vos données, modifier vos choix de courriels et demander une correction ou une suppression.",
    },
    write: "Tout le monde\u00a0: écrivez à la personne responsable de la protection des renseignements personnels (ci-dessous).",
    answer: "Nous répondons dans les 30\u00a0jours. Nous pourrions vous demander de confirmer votre identité avant d’agir, pour protéger vos renseignements.",
  },
  officer: {
    intro: "Cette personne veille à ce que nous respections cette politique et la loi. Elle répond à vos questions et à vos demandes.",
    emailLabel: `Courriel${NBSP}:`,
  },
  changes: "Quand nous modifions cette politique, nous changeons sa version et sa date en haut de cette page.",
};
