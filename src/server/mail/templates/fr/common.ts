import type { CommonWords } from "../layout";
import { mailFormat } from "../mail-format";

// What the French e-mails share: Canadian French as the Office québécois de la langue française
// writes it (vouvoiement, « courriel », « soumission »; a non-breaking space before a colon and
// between a number and its unit, none before ; ? !; ’ for the apostrophe), amounts and dates
// from the French formats, and « Cordialement, » before the company's name.

const PAGES = { quote: "la soumission", invoice: "la facture" };

export const FRENCH: CommonWords = {
  format: mailFormat("fr"),
  hello: (name) => (name === undefined ? "Bonjour," : `Bonjour ${name},`),
  closing: ["Cordialement,"],
  withCompany: (subject, company) => `${subject} – ${company}`,
  field: (label, value) => `${label}\u00a0: ${value}`,
  askOrReply: (c) => `Des questions? Appelez-nous au ${c.phone} ou répondez à ${c.email}.`,
  signedOut: (page) =>
    `Si votre session n’est pas ouverte, entrez votre adresse courriel et nous vous enverrons un lien de connexion${page ? ` qui vous ramènera à ${PAGES[page]}` : ""}.`,
  stopNews: (url) => `Pour ne plus recevoir nos nouvelles et nos offres par courriel\u00a0: ${url}`,
  unsubscribe: (company, url) =>
    `Vous recevez ce courriel parce que vous êtes client de ${company}, nous avez demandé une soumission ou avez accepté de recevoir nos nouvelles et nos offres. Désabonnez-vous en un clic\u00a0: ${url}`,
};
