import { vacancy } from "./en/vacancy";
import { useCatalog } from "./locale";

// The careers page's strings, in their own catalog: imported only by the vacancy route, so no other
// page loads them. The French strings are a chunk of their own, loaded on French
// pages only.
const en = { vacancy };
export const loadFrench = () => import("./fr/vacancy").then(({ vacancy }) => ({ vacancy }));

export type VacancyMessages = typeof en;

export function useVacancyMessages(): VacancyMessages {
  return useCatalog(en, loadFrench);
}
