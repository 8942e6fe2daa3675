// How the assessments dashboard writes dates, counts and notes (times in Ottawa).
import { formatCount, formatShortDate, formatTime } from "~/lib/display-format";

/** "Nov 23, 2026" in Ottawa. */
export const formatSubmittedDate = (iso: string) => formatShortDate(iso) ?? "";
/** "1:05 PM" in Ottawa. */
export const formatSubmittedTime = (iso: string) => formatTime(iso) ?? "";
/** "1,234" */
export { formatCount };

/** Notes shortened to `max` characters (on a word boundary when one is near) with an ellipsis. */
export function truncate(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}
