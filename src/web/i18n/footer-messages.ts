import { footer } from "./en/footer";
import { useCatalog } from "./locale";

// The footer's strings, in their own catalog: the footer stays as prerendered HTML on a first
// load, so they are downloaded only when the footer is rendered in the browser. The French strings are a chunk of their own, loaded on French
// pages only.
const en = { footer };
export const loadFrench = () => import("./fr/footer").then(({ footer }) => ({ footer }));

export type FooterMessages = typeof en;

export function useFooterMessages(): FooterMessages {
  return useCatalog(en, loadFrench);
}
