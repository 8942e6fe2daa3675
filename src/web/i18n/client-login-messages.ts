import { clientLogin } from "./en/client-login";

// The client login's strings, in their own catalog: imported only by the client-login route, so no
// other page loads them.
const catalogs = { en: { clientLogin } };

export type ClientLoginMessages = (typeof catalogs)["en"];

export function useClientLoginMessages(): ClientLoginMessages {
  return catalogs.en;
}
