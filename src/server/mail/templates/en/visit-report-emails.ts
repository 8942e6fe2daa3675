import type { VisitReportWords } from "../inputs/visit-report";

const photos = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);

export const VISIT_REPORT_EN: VisitReportWords = {
  subject: (date) => `Your cleaning visit report for ${date}`,
  lead: (date) => `Our crew has finished your cleaning visit of ${date}. Here is what they did.`,
  service: "Service",
  address: "Address",
  done: "What was done:",
  notes: "A note from our crew:",
  photos: (before, after) =>
    [before ? `${photos(before)} before the cleaning` : "", after ? `${photos(after)} after the cleaning` : ""].filter(Boolean).join(" and ") + ".",
  see: (hasPhotos) => (hasPhotos ? "See the report with its photos in your client portal:" : "See the report in your client portal:"),
};
