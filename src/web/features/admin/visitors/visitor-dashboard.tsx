import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { VisitStats } from "@shared/schemas/visit";
import { visitStatsQuery } from "../api/get-visit-stats";
import { businessDay } from "@shared/business-time";
import { emptyDays } from "../api/read-visit-stats";
import { VisitorStatsView } from "./visitor-stats-view";

/** What the page shows when the figures could not be read: zeros, no pages, today's date. */
export function emptyVisitStats(): VisitStats {
  const date = businessDay();
  return { totalVisitors: 0, todayVisitors: 0, date, pageStats: {}, daily: emptyDays(date) };
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
