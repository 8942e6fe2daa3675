import { crewAssign } from "./en/crew-assign";
import { useCatalog } from "./locale";

// The crew choice, conflicts, availability and week-view crew states (decision 064); the French is a chunk of its own.
const en = { crewAssign };
const loadFrench = () => import("./fr/crew-assign").then(({ crewAssign }) => ({ crewAssign }));

export type CrewAssignCatalog = typeof en;

export function useCrewAssignMessages(): CrewAssignCatalog["crewAssign"] {
  return useCatalog(en, loadFrench).crewAssign;
}
