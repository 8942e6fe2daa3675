import { sidebar } from "./en/sidebar";
import { portal } from "./en/portal";
import { privacy } from "./en/portal-privacy";
import { loadFrenchCore, loadFrenchTitles } from "./index";
import { loadCatalog, useCatalog } from "./locale";

// The client portal's strings, in their own catalog: only the portal routes import it, so none of
// it is loaded by the public pages. The French strings are a chunk of their own, loaded only
// when the portal is in French.
const en = { portal, sidebar, privacy };
const fr = () =>
  Promise.all([import("./fr/portal"), import("./fr/sidebar"), import("./fr/portal-privacy")]).then(([{ portal }, { sidebar }, { privacy }]) => ({
    portal,
    sidebar,
    privacy,
  }));

export type PortalMessages = typeof en;

export function usePortalMessages(): PortalMessages {
  return useCatalog(en, fr);
}

/**
 * Everything the portal reads in French (its strings, the core, the pages' titles), loaded ahead of
 * switching to French, so the page does not wait on them.
 */
export const loadFrenchPortal = () => Promise.all([loadCatalog(fr), loadCatalog(loadFrenchCore), loadCatalog(loadFrenchTitles)]);
