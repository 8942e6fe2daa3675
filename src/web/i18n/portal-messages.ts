import { sidebar } from "./en/sidebar";
import { portal } from "./en/portal";

// The client portal's strings, in their own catalog: only the portal routes import it, so none of
// it is loaded by the public pages.
const catalogs = { en: { portal, sidebar } };

export type PortalMessages = (typeof catalogs)["en"];

export function usePortalMessages(): PortalMessages {
  return catalogs.en;
}
