import { twoStep } from "./en/two-step";
import { useCatalog } from "./locale";

// Two-step sign-in's screens in the staff member's language (decision 068); the French is a chunk of its own.
const en = { twoStep };
const loadFrench = () => import("./fr/two-step").then(({ twoStep }) => ({ twoStep }));

export type TwoStepMessages = typeof en;

export function useTwoStepMessages(): TwoStepMessages["twoStep"] {
  return useCatalog(en, loadFrench).twoStep;
}
