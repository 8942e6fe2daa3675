import { crewDay } from "./en/crew-day";
import { useCatalog } from "./locale";

// The crew page's strings, in their own catalog (no admin catalog); the French is a chunk of its own.
const en = { crewDay };
const loadFrench = () => import("./fr/crew-day").then(({ crewDay }) => ({ crewDay }));

export type CrewDayMessages = typeof en;

export function useCrewDayMessages(): CrewDayMessages {
  return useCatalog(en, loadFrench);
}
