// How the assessments dashboard writes dates, counts and notes (times in Ottawa).

const ZONE = "America/Toronto";
const date = new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric", year: "numeric", timeZone: ZONE });
const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: ZONE });
const count = new Intl.NumberFormat("en-CA");

/** "Nov 23, 2026" in Ottawa. */
export const formatSubmittedDate = (iso: string) => date.format(new Date(iso));
/** "1:05 PM" in Ottawa. */
export const formatSubmittedTime = (iso: string) => time.format(new Date(iso));
/** "1,234" */
export const formatCount = (n: number) => count.format(n);

/** Notes shortened to `max` characters (on a word boundary when one is near) with an ellipsis. */
export function truncate(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}
