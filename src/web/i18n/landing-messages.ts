import { landing } from "./en/landing";

// The landing page's strings, in their own catalog: imported only by the home route, so no
// other page loads them.
const catalogs = { en: { landing } };

export type LandingMessages = (typeof catalogs)["en"];

export function useLandingMessages(): LandingMessages {
  return catalogs.en;
}
