import type { SessionInfo } from "./schemas/auth";
import type { CrewDay, CrewVisit } from "./schemas/crew";

// The crew page's first view (decision 072): on a signed-in staff member's load of /crew/, the
// server writes their day into the page's HTML, so the phone shows it before the page's code has
// arrived, and hands the page the same answers its first two requests would have brought.

/** Where the server writes the first view in the crew page's HTML (the build leaves this mark). */
export const FIRST_VIEW_MARK = "<!--crew-first-view-->";
/** Where what the server wrote ends. */
export const FIRST_VIEW_END = "<!--/crew-first-view-->";
/** The first view's element: the page removes it once it shows the day itself. */
export const FIRST_VIEW_ID = "crew-first-view";
/** The answers the page would have asked for first, as JSON in a data block (never run as a script). */
export const FIRST_DATA_ID = "crew-first-data";

/** GET /api/session's and GET /api/crew/visits's answers, as the server had them when it wrote the page. */
export type CrewFirstData = { session: SessionInfo; day: CrewDay };

/**
 * The HTML without what the server wrote for one person: the page as the build made it. The crew
 * page's service worker keeps only this, so no one's day or entry details stay in its cache.
 */
export const withoutFirstView = (html: string): string => {
  const start = html.indexOf(FIRST_VIEW_MARK);
  const end = html.indexOf(FIRST_VIEW_END, start);
  return start === -1 || end === -1 ? html : html.slice(0, start + FIRST_VIEW_MARK.length) + html.slice(end + FIRST_VIEW_END.length);
};

/** Whether `html` still carries what the server writes for one person (then it is never kept). */
export const carriesFirstView = (html: string): boolean => html.includes(`id="${FIRST_VIEW_ID}"`) || html.includes(`id="${FIRST_DATA_ID}"`);

/** A visit's address on one line ("45 Sparks St, Ottawa, ON K1P 5A8"), without the schemas' module. */
export const crewAddressLine = ({ street, city, province, postalCode }: CrewVisit["address"]): string =>
  [street, city, [province, postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
