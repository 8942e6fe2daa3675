import { contact } from "./en/contact";

// The landing page's contact section strings (heading and contact panel), apart from the rest of
// the landing page's: this section is rendered in the browser on the first load, the others are not.
const catalogs = { en: { contact } };

export type ContactMessages = (typeof catalogs)["en"];

export function useContactMessages(): ContactMessages {
  return catalogs.en;
}
