import { getQuote } from "./en/pages";
import { assessment } from "./en/assessment";

// The quote assessment's strings, in their own catalog: imported only by the get-quote and request routes, so no
// other page loads them.
const catalogs = { en: { getQuote, assessment } };

export type AssessmentMessages = (typeof catalogs)["en"];

export function useAssessmentMessages(): AssessmentMessages {
  return catalogs.en;
}
