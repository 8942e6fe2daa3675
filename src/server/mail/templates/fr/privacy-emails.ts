import type { PrivacyWords } from "../inputs/privacy";

const NBSP = "\u00a0";

export const PRIVACY_FR: PrivacyWords = {
  what: {
    access: "l’accès à vos renseignements personnels",
    correction: "la correction de vos renseignements personnels",
    deletion: "la suppression de vos renseignements personnels",
  },
  received: {
    subject: "Nous avons reçu votre demande concernant vos renseignements personnels",
    lead: (what, day) => `Nous avons reçu le ${day} votre demande visant ${what}.`,
    due: (day) => `Nous vous répondrons d’ici le ${day}, dans le délai de 30${NBSP}jours prévu par la loi.`,
    deletion: (years) =>
      `La suppression retire votre compte, vos adresses, vos demandes, vos soumissions, vos visites et vos messages. Nous conservons vos factures et vos paiements pendant ${years}${NBSP}ans, comme l’exigent les lois fiscales, avec le nom et l’adresse de facturation qui y figurent.`,
  },
  done: {
    subject: "Votre demande concernant vos renseignements personnels est traitée",
    lead: (what) => `Nous avons traité votre demande visant ${what}.`,
    note: "Ce que nous avons fait",
  },
  refused: {
    subject: "Au sujet de votre demande concernant vos renseignements personnels",
    lead: (what) => `Nous ne pouvons pas donner suite à votre demande visant ${what}.`,
    reason: "Motif",
    complain:
      "Si vous êtes en désaccord, vous pouvez porter plainte auprès de la Commission d’accès à l’information du Québec ou du Commissariat à la protection de la vie privée du Canada.",
  },
  page: `Vos demandes et vos données se trouvent à la page Confidentialité de votre portail client${NBSP}:`,
  erased: {
    subject: "Vos renseignements personnels ont été supprimés",
    lead: `Comme vous l’avez demandé, nous avons supprimé vos renseignements personnels${NBSP}: votre compte, vos adresses, vos demandes, vos soumissions, vos visites et vos messages.`,
    kept: (years) =>
      `Comme l’exigent les lois fiscales, nous conservons vos factures et vos paiements pendant ${years}${NBSP}ans${NBSP}: leurs numéros, leurs dates, leurs montants et leurs taxes, avec le nom et l’adresse de facturation qui y figurent. Rien d’autre.`,
    signIn: "Vous ne pouvez plus vous connecter au portail client. Ce courriel est le dernier que nous vous envoyons.",
  },
};
