import type { AccountCompany } from "../account-emails";
import type { RenderedMail } from "../rendered-mail";
import { closing } from "./common";

// The login-link e-mails to someone who asked from a French page (English in ../account-emails.ts).

const signature = (c: AccountCompany) =>
  closing(
    c.name,
    `Si vous n’avez pas fait cette demande, vous pouvez ignorer ce courriel. Des questions? Appelez-nous au ${c.phone} ou écrivez-nous à ${c.email}.`,
  );

export function loginLinkFr(to: string, url: string, minutes: number, c: AccountCompany): RenderedMail {
  return {
    to,
    subject: `Votre lien de connexion – ${c.name}`,
    text: [
      "Bonjour,",
      "",
      `Utilisez ce lien pour vous connecter à votre portail client de ${c.name}. Il ne fonctionne qu’une seule fois et expire dans ${minutes}\u00a0minutes\u00a0:`,
      "",
      url,
      ...signature(c),
    ].join("\n"),
  };
}

export function noAccountFr(to: string, c: AccountCompany): RenderedMail {
  return {
    to,
    subject: `Demande de connexion – ${c.name}`,
    text: [
      "Bonjour,",
      "",
      `Quelqu’un a demandé à se connecter au portail client de ${c.name} avec cette adresse courriel, mais aucun compte client n’existe pour celle-ci.`,
      "",
      "Si vous souhaitez obtenir une soumission pour nos services de nettoyage, vous pouvez en faire la demande ici\u00a0:",
      "",
      `${c.appUrl}/get-quote`,
      ...signature(c),
    ].join("\n"),
  };
}
