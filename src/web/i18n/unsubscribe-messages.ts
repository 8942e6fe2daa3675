import { unsubscribe } from "./en/unsubscribe";
import { useCatalog } from "./locale";

// The unsubscribe page's strings, in their own catalog: imported only by its route, the French
// ones a chunk of their own, loaded on the French page only.
const en = { unsubscribe };
const loadFrench = () => import("./fr/unsubscribe").then(({ unsubscribe }) => ({ unsubscribe }));

export type UnsubscribeMessages = typeof en;

export function useUnsubscribeMessages(): UnsubscribeMessages {
  return useCatalog(en, loadFrench);
}
