import { crewChecklist } from "./en/crew-checklist";
import { useCatalog } from "./locale";

// A visit's checklist on the crew page (decision 065), a catalog of its own: the admin's checklist
// pages load theirs, so no module is shared between the crew page and the admin's pages.
const en = { crewChecklist };
const loadFrench = () => import("./fr/crew-checklist").then(({ crewChecklist }) => ({ crewChecklist }));

export type CrewChecklistMessages = typeof en;

export function useCrewChecklistMessages(): CrewChecklistMessages {
  return useCatalog(en, loadFrench);
}
