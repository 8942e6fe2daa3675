import type { AccountWords } from "../inputs/account";

export const ACCOUNT_FR: AccountWords = {
  ask: (c) => `Si vous n’avez pas fait cette demande, vous pouvez ignorer ce courriel. Des questions? Appelez-nous au ${c.phone} ou écrivez-nous à ${c.email}.`,
  loginLink: {
    subject: "Votre lien de connexion",
    useIt: (c, minutes) =>
      `Utilisez ce lien pour vous connecter à votre portail client de ${c.name}. Il ne fonctionne qu’une seule fois et expire dans ${minutes}\u00a0minutes\u00a0:`,
  },
  noAccount: {
    subject: "Demande de connexion",
    nobody: (c) =>
      `Quelqu’un a demandé à se connecter au portail client de ${c.name} avec cette adresse courriel, mais aucun compte client n’existe pour celle-ci.`,
    getQuote: "Si vous souhaitez obtenir une soumission pour nos services de nettoyage, vous pouvez en faire la demande ici\u00a0:",
  },
};
