import { outbox } from "./en/outbox";
import { useCatalog } from "./locale";

// The outbox's strings, in their own catalog: only the crew page (which uses the outbox) loads
// them; the French ones are a chunk of their own.
const en = { outbox };
const loadFrench = () => import("./fr/outbox").then(({ outbox }) => ({ outbox }));

export type OutboxMessages = typeof en;

export function useOutboxMessages(): OutboxMessages {
  return useCatalog(en, loadFrench);
}
