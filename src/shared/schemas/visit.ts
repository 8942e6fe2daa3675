import { z } from "zod";

/** A page visit: the path only (query and hash removed), never anything about the visitor. */
export const visitSchema = z.object({
  page: z
    .string()
    .trim()
    // Keep the path only; a value with no path ("", "?x", "#top") then fails the check below.
    .transform((p) => p.replace(/[?#].*$/, ""))
    .pipe(
      z
        .string()
        .max(200, "Page path must be at most 200 characters")
        .regex(/^\/[A-Za-z0-9\-._~/]*$/, "Page must be a site path starting with /"),
    ),
});
export type VisitInput = z.input<typeof visitSchema>;

// GET /api/admin/visits: the admin visitor dashboard's figures.

/** How many days the daily series covers, today included. */
export const VISIT_DAILY_DAYS = 30;

export type PageVisitStat = { total: number; today: number };

export type VisitStats = {
  /** Sum of every page count. */
  totalVisitors: number;
  /** Sum of today's page counts (America/Toronto). */
  todayVisitors: number;
  /** Today, yyyy-MM-dd, in America/Toronto. */
  date: string;
  /** Per page path. */
  pageStats: Record<string, PageVisitStat>;
  /** One point per day for the last VISIT_DAILY_DAYS days, oldest first, days without visits as 0. */
  daily: { date: string; count: number }[];
};
