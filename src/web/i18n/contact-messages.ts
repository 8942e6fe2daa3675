import { contact } from "./en/contact";
import { useCatalog } from "./locale";

// The landing page's contact section strings (heading and contact panel), apart from the rest of
// the landing page's: this section is rendered in the browser on the first load, the others are not. The French strings are a chunk of their own, loaded on French
// pages only.
const en = { contact };
export const loadFrench = () => import("./fr/contact").then(({ contact }) => ({ contact }));

export type ContactMessages = typeof en;

export function useContactMessages(): ContactMessages {
  return useCatalog(en, loadFrench);
}
