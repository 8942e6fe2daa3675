import { getQuote } from "./en/pages";
import { assessment } from "./en/assessment";
import { useCatalog } from "./locale";

// The quote assessment's strings, in their own catalog: imported only by the get-quote and request
// routes, so no other page loads them. The French strings are a chunk of their own, loaded on French
// pages only.
const en = { getQuote, assessment };
export const loadFrench = () =>
  Promise.all([import("./fr/pages"), import("./fr/assessment")]).then(([{ getQuote }, { assessment }]) => ({ getQuote, assessment }));

export type AssessmentMessages = typeof en;

export function useAssessmentMessages(): AssessmentMessages {
  return useCatalog(en, loadFrench);
}
