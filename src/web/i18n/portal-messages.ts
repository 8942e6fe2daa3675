import { sidebar } from "./en/sidebar";
import { portal } from "./en/portal";
import { loadCatalog, useCatalog } from "./locale";

// The client portal's strings, in their own catalog: only the portal routes import it, so none of
// it is loaded by the public pages. The French strings are a chunk of their own, loaded only
// when the portal is in French.
const en = { portal, sidebar };
const fr = () => Promise.all([import("./fr/portal"), import("./fr/sidebar")]).then(([{ portal }, { sidebar }]) => ({ portal, sidebar }));

export type PortalMessages = typeof en;

export function usePortalMessages(): PortalMessages {
  return useCatalog(en, fr);
}

/** Load the French portal strings ahead of switching to French, so the page does not wait on them. */
export const loadFrenchPortal = () => loadCatalog(fr);
