import { clientLogin } from "./en/client-login";
import { useCatalog } from "./locale";

// The client login's strings, in their own catalog: imported only by the client-login route, so no
// other page loads them. The French strings are a chunk of their own, loaded on French
// pages only.
const en = { clientLogin };
export const loadFrench = () => import("./fr/client-login").then(({ clientLogin }) => ({ clientLogin }));

export type ClientLoginMessages = typeof en;

export function useClientLoginMessages(): ClientLoginMessages {
  return useCatalog(en, loadFrench);
}
