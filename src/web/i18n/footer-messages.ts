import { footer } from "./en/footer";

// The footer's strings, in their own catalog: the footer stays as prerendered HTML on a first
// load, so they are downloaded only when the footer is rendered in the browser.
const catalogs = { en: { footer } };

export type FooterMessages = (typeof catalogs)["en"];

export function useFooterMessages(): FooterMessages {
  return catalogs.en;
}
