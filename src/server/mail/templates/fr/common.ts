import { mailFormat } from "../mail-format";

// What the French e-mails share: Canadian French as the Office québécois de la langue française
// writes it (vouvoiement, « courriel », « soumission »; a non-breaking space before a colon and
// between a number and its unit, none before ; ? !; ’ for the apostrophe), amounts and dates
// from the French formats, and the closing before the company's name.

export const fr = mailFormat("fr");

/** A count of days with its noun: French treats 0 and 1 as singular. */
export const days = (n: number) => `${n}\u00a0${n < 2 ? "jour" : "jours"}`;

/** The last lines: whom to ask, then the closing and the company. */
export const closing = (name: string, ask?: string) => [...(ask ? ["", ask] : []), "", "Cordialement,", name];

/** « Questions? Call us at … or reply to … », then the closing. */
export const replySignature = (c: { name: string; phone: string; email: string }) =>
  closing(c.name, `Des questions? Appelez-nous au ${c.phone} ou répondez à ${c.email}.`);

/** For a link to a portal page: signed-out clients get a login link that brings them back to it. */
export const signedOutNote = (page: "la soumission" | "la facture") =>
  `Si votre session n’est pas ouverte, entrez votre adresse courriel et nous vous enverrons un lien de connexion qui vous ramènera à ${page}.`;
