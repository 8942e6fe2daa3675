import type { ServiceVisit } from "@shared/schemas/service-visits";
import { formatClockTime } from "~/lib/display-format";

/** A visit's arrival window as "8:00 AM – 10:00 AM", with the catalog's `window` words. */
export const windowText = (visit: Pick<ServiceVisit, "windowStart" | "windowEnd">, words: (start: string, end: string) => string) =>
  words(formatClockTime(visit.windowStart) ?? visit.windowStart, formatClockTime(visit.windowEnd) ?? visit.windowEnd);
