import { visitReport } from "./en/visit-report";
import { useCatalog } from "./locale";

// The crew's photos and the visit report's strings (decision 066); the French is a chunk of its own.
const en = { visitReport };
const loadFrench = () => import("./fr/visit-report").then(({ visitReport }) => ({ visitReport }));

export type VisitReportMessages = typeof en;

export function useVisitReportMessages(): VisitReportMessages {
  return useCatalog(en, loadFrench);
}
