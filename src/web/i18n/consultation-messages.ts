import { consultation } from "./en/consultation";
import { useCatalog } from "./locale";

// The consultation form's strings, in their own catalog: imported only by the consultation form, so
// no other page loads them. The French strings are a chunk of their own, loaded on French
// pages only.
const en = { consultation };
export const loadFrench = () => import("./fr/consultation").then(({ consultation }) => ({ consultation }));

export type ConsultationMessages = typeof en;

export function useConsultationMessages(): ConsultationMessages {
  return useCatalog(en, loadFrench);
}
