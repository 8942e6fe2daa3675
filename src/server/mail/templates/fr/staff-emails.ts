import type { StaffWords } from "../inputs/staff";

export const STAFF_FR: StaffWords = {
  as: { owner: "en tant que propriétaire", office: "en tant que membre du personnel de bureau", cleaner: "en tant que préposé à l’entretien" },
  can: {
    owner: "Un propriétaire peut tout faire dans l’espace d’administration, y compris gérer les comptes du personnel et les paramètres de l’entreprise.",
    office: "Le personnel de bureau peut tout faire dans l’espace d’administration, sauf gérer les comptes du personnel et les paramètres de l’entreprise.",
    cleaner: "Un préposé à l’entretien voit ses propres visites.",
  },
  ask: (c) => `Des questions? Adressez-vous à la personne qui gère les comptes du personnel ou écrivez à ${c.email}.`,
  invitation: {
    subject: "Invitation à votre compte du personnel",
    lead: (company, role, by) => `${by ? `${by} vous invite` : "Vous êtes invité"} à vous joindre à l’équipe de ${company} ${role}.`,
    link: (expires) =>
      `Choisissez votre nom d’utilisateur et votre mot de passe avec ce lien. Il ne fonctionne qu’une seule fois et expire le ${expires}\u00a0:`,
    then: (url) => `Connectez-vous ensuite à ${url} avec cette adresse courriel et votre mot de passe.`,
  },
  roleChanged: {
    subject: "Votre rôle a changé",
    lead: (company, role) => `Votre compte du personnel chez ${company} a un nouveau rôle\u00a0: vous travaillez désormais ${role}.`,
    next: "Le changement s’applique dès votre prochaine page.",
  },
  deactivated: {
    subject: "Votre compte du personnel est désactivé",
    lead: (company) => `Votre compte du personnel chez ${company} a été désactivé. Vos sessions ont été fermées partout et vous ne pouvez plus vous connecter.`,
    mistake: "Si vous croyez qu’il s’agit d’une erreur, adressez-vous à un propriétaire de l’entreprise.",
  },
  reactivated: {
    subject: "Votre compte du personnel est de nouveau actif",
    lead: (company) => `Votre compte du personnel chez ${company} est de nouveau actif.`,
    signIn: (url) => `Connectez-vous à ${url} avec votre adresse courriel et votre mot de passe.`,
  },
};
