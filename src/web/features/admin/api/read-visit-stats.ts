import { z } from "zod";
import { businessDay } from "@shared/business-time";
import { VISIT_DAILY_DAYS, type VisitStats } from "@shared/schemas/visit";

// The visitor dashboard reads the server's answer field by field: a field that is missing or not
// what it should be (an older or a broken server) leaves a gap on the page, never a blank screen.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A count, or null (shown as a dash) when the answer has none. */
const count = z.number().int().nonnegative().nullable().catch(null);
const day = z.object({ date: z.string().regex(ISO_DAY), count: z.number().int().nonnegative() });

/** The calendar day `n` days before `date` (yyyy-MM-dd). */
function daysBefore(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/** The last VISIT_DAILY_DAYS days up to `date`, without visits. */
export const emptyDays = (date: string) => Array.from({ length: VISIT_DAILY_DAYS }, (_, i) => ({ date: daysBefore(date, VISIT_DAILY_DAYS - 1 - i), count: 0 }));

/** Every field of the contract (VisitStats), each read on its own. */
const visitFigures = {
  totalVisitors: count,
  todayVisitors: count,
  date: z
    .string()
    .regex(ISO_DAY)
    .catch(() => businessDay()),
  pageStats: z.record(z.string(), z.object({ total: count, today: count }).catch({ total: null, today: null })).catch({}),
  // Each day on its own: a broken day is left out, the others are kept.
  daily: z
    .array(z.unknown())
    .catch([])
    .transform((days) => days.flatMap((d) => (day.safeParse(d).success ? [d as z.output<typeof day>] : []))),
} satisfies Record<keyof VisitStats, z.ZodType>;

const visitFiguresSchema = z.object(visitFigures);

/** What the dashboard shows: the answer's figures, a count the answer left out as null. */
export type VisitFigures = z.output<typeof visitFiguresSchema>;

/** The figures of GET /api/admin/visits, whatever the answer holds (even nothing usable). */
export function readVisitStats(answer: unknown): VisitFigures {
  return visitFiguresSchema.parse(answer && typeof answer === "object" && !Array.isArray(answer) ? answer : {});
}
