import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { VISIT_DAILY_DAYS, type VisitStats } from "@shared/visit-stats";
import { visitStatsQuery } from "../api/get-visit-stats";
import { VisitorStatsView } from "./visitor-stats-view";

/** Today as yyyy-MM-dd in Ottawa, from this browser's clock. */
const todayInOttawa = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());

/** The calendar day `n` days before `day` (yyyy-MM-dd). */
function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/** What the page shows when the figures could not be read: zeros, no pages, today's date. */
export function emptyVisitStats(): VisitStats {
  const date = todayInOttawa();
  const daily = Array.from({ length: VISIT_DAILY_DAYS }, (_, i) => ({ date: daysBefore(date, VISIT_DAILY_DAYS - 1 - i), count: 0 }));
  return { totalVisitors: 0, todayVisitors: 0, date, pageStats: {}, daily };
}

/** /admin-dashboard: reads the figures; a failure is logged only, and the page shows zeros (P-VDASH-09). */
export function VisitorDashboard() {
  const query = useQuery(visitStatsQuery);
  useEffect(() => {
    if (query.error) console.error("Visitor statistics could not be loaded", query.error);
  }, [query.error]);
  const stats = query.data ?? (query.isError ? emptyVisitStats() : undefined);
  return <VisitorStatsView stats={stats} />;
}
