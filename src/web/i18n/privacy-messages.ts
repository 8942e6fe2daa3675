import { privacy } from "./en/privacy";
import { useCatalog } from "./locale";

// The privacy page's strings, in their own catalog: the page stays as prerendered HTML on a first
// load, so they are downloaded only when the page is rendered in the browser (reached from another
// page of the site). The French strings are a chunk of their own, loaded on French pages only.
const en = { privacy };
export const loadFrench = () => import("./fr/privacy").then(({ privacy }) => ({ privacy }));

export type PrivacyMessages = typeof en;

export function usePrivacyMessages(): PrivacyMessages {
  return useCatalog(en, loadFrench);
}
