import { crewRoute } from "./en/crew-route";
import { useCatalog } from "./locale";

// The crew page's frame strings (decision 070), a catalog of their own; the French is a chunk of its own.
const en = { crewRoute };
const loadFrench = () => import("./fr/crew-route").then(({ crewRoute }) => ({ crewRoute }));

export type CrewRouteMessages = typeof en;

export function useCrewRouteMessages(): CrewRouteMessages {
  return useCatalog(en, loadFrench);
}
