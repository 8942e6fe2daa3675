import type { CommonWords } from "../layout";
import { mailFormat } from "../mail-format";

// What the English e-mails to clients share; each kind's own words are beside it in en/.

export const ENGLISH: CommonWords = {
  format: mailFormat("en"),
  hello: (name) => (name === undefined ? "Hello," : `Hello ${name},`),
  closing: [],
  withCompany: (subject, company) => `${subject} - ${company}`,
  field: (label, value) => `${label}: ${value}`,
  askOrReply: (c) => `Questions? Call us at ${c.phone} or reply to ${c.email}.`,
  signedOut: (page) =>
    `If you are not signed in, enter your e-mail address and we will send you a login link${page ? ` that brings you back to the ${page}` : ""}.`,
  stopNews: (url) => `To stop our news and offers by e-mail: ${url}`,
  unsubscribe: (company, url) =>
    `You receive this e-mail because you are a client of ${company}, asked us for a quote, or agreed to our news and offers. Unsubscribe in one click: ${url}`,
};
