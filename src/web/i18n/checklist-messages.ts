import { checklists } from "./en/checklists";
import { useCatalog } from "./locale";

// The checklists' strings (decision 065), a catalog of their own (the crew page loads no admin
// catalog); the French is a chunk of its own.
const en = { checklists };
const loadFrench = () => import("./fr/checklists").then(({ checklists }) => ({ checklists }));

export type ChecklistMessages = typeof en;

export function useChecklistMessages(): ChecklistMessages {
  return useCatalog(en, loadFrench);
}
