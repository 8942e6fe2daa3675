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
