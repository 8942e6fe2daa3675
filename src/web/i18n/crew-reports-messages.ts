import { crewReports } from "./en/crew-reports";
import { useCatalog } from "./locale";

// A cleaner's note to the office and "Can't get in" on the crew page; the French is a chunk of its own.
const en = { crewReports };
const loadFrench = () => import("./fr/crew-reports").then(({ crewReports }) => ({ crewReports }));

export type CrewReportsMessages = typeof en;

export function useCrewReportsMessages(): CrewReportsMessages {
  return useCatalog(en, loadFrench);
}
