import { vacancy } from "./en/vacancy";

// The careers page's strings, in their own catalog: imported only by the vacancy route, so no
// other page loads them.
const catalogs = { en: { vacancy } };

export type VacancyMessages = (typeof catalogs)["en"];

export function useVacancyMessages(): VacancyMessages {
  return catalogs.en;
}
