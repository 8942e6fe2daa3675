import { consultation } from "./en/consultation";

// The consultation form's strings, in their own catalog: imported only by the consultation form, so no
// other page loads them.
const catalogs = { en: { consultation } };

export type ConsultationMessages = (typeof catalogs)["en"];

export function useConsultationMessages(): ConsultationMessages {
  return catalogs.en;
}
