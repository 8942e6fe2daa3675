import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/client";
import { BUSINESS_TIME_ZONE } from "../../../shared/business-time";
import { VISIT_DAILY_DAYS as DAILY_DAYS, type VisitStats } from "../../../shared/schemas/visit";

// Sums are bigint in PostgreSQL: drivers hand them over as text or bigint.
const num = (v: unknown) => Number(v ?? 0);

/** Visit totals, today's figures, per-path figures and the daily series, all summed in SQL. */
export async function getVisitStats(options: { db: Db }): Promise<VisitStats> {
  const { db } = options;
  // "Today" is read once, so every figure refers to the same day even across midnight.
  const [head] = await queryRows<{ date: string; total: unknown; today: unknown }>(
    db,
    sql`with t as (select (now() at time zone ${BUSINESS_TIME_ZONE})::date as d)
        select to_char(t.d, 'YYYY-MM-DD') as date,
               coalesce(sum(v.count), 0)::bigint as total,
               coalesce(sum(v.count) filter (where v.day = t.d), 0)::bigint as today
        from t left join page_visits v on true
        group by t.d`,
  );
  const date = head!.date;

  const pages = await queryRows<{ path: string; total: unknown; today: unknown }>(
    db,
    sql`select path,
               sum(count)::bigint as total,
               coalesce(sum(count) filter (where day = ${date}::date), 0)::bigint as today
        from page_visits
        group by path
        order by total desc, path`,
  );

  const daily = await queryRows<{ date: string; count: unknown }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(sum(v.count), 0)::bigint as count
        from generate_series(${date}::date - ${DAILY_DAYS - 1}::int, ${date}::date, interval '1 day') as d(day)
        left join page_visits v on v.day = d.day::date
        group by d.day
        order by d.day`,
  );

  return {
    totalVisitors: num(head!.total),
    todayVisitors: num(head!.today),
    date,
    pageStats: Object.fromEntries(pages.map((p) => [p.path, { total: num(p.total), today: num(p.today) }])),
    daily: daily.map((d) => ({ date: d.date, count: num(d.count) })),
  };
}
