import { landing } from "./en/landing";
import { useCatalog } from "./locale";

// The landing page's strings, in their own catalog: imported only by the home route, so no other
// page loads them. The French strings are a chunk of their own, loaded on French
// pages only.
const en = { landing };
export const loadFrench = () => import("./fr/landing").then(({ landing }) => ({ landing }));

export type LandingMessages = typeof en;

export function useLandingMessages(): LandingMessages {
  return useCatalog(en, loadFrench);
}
