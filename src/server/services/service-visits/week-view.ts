import { sql } from "drizzle-orm";
import { addDays } from "../../../shared/calendar-date";
import type { ServiceVisitLoadRow, ServiceVisitRangeQuery } from "../../../shared/schemas/service-visits";
import { queryRows, type Db } from "../../db/client";

/** One day of the week view as built: its visits' rows (JSON text), its crew's load, and what it was built under. */
export type WeekDay = {
  day: string;
  /** The day's ServiceVisitWeekRow arrays, comma-separated, without the brackets ('' for none). */
  visits: string;
  /** Per staff member on the day's scheduled or completed visits: [userId, visits, minutes]. */
  load: [string, number, number][];
  /** The day's stamp (null until a row of the day first changes). */
  stamp: string | null;
  /** When a visit of the day waiting for its crew turns late (the day's rows change with no write), epoch ms. */
  validUntil: number | null;
};

const dayStamp = (day: string) => `week_view:${day}`;

/**
 * The days' parts of the week view, built by the database in one statement, with the stamps read
 * in the same snapshot (the global `week_view` stamp covers clients' and staff names). A day's rows
 * are its visits by window, each a ServiceVisitWeekRow with its crew and crew state (decision
 * 064); the rows never come into the process as rows (decision 038). The days' visits are read
 * once; their crews and check-ins are each one aggregate joined by visit id.
 */
export async function buildWeekDays(db: Db, days: readonly string[]): Promise<{ global: string | null; days: WeekDay[] }> {
  const list = sql`${`{${days.join(",")}}`}::date[]`;
  const rows = await queryRows<{
    day: string;
    visits: string;
    load: [string, number, number][];
    stamp: string | null;
    valid_until: number | null;
    global: string | null;
  }>(
    db,
    sql`with w as materialized (
          select id, client_id, visit_date, window_start, window_end, service, status, legacy_staff,
            ((visit_date + window_start) at time zone 'America/Toronto') + interval '15 minutes' as late_at
          from service_visits where visit_date = any(${list})),
        crew as (
          select vc.visit_id, vc.user_id, a.username
          from w join service_visit_crew vc on vc.visit_id = w.id join admin_users a on a.user_id = vc.user_id),
        crews as (
          select visit_id, array_agg(username order by lower(username), user_id) as names,
            json_agg(json_build_array(user_id, username) order by lower(username), user_id) as members
          from crew group by visit_id),
        -- Per visit and cleaner: in (checked in, not out) or out; a visit is checked in while one of its crew is.
        marks as (
          select e.visit_id, bool_or(e.kind = 'checked_in') and not bool_or(e.kind = 'checked_out') as inside, bool_or(e.kind = 'checked_out') as out
          from w join service_visit_events e on e.visit_id = w.id
          where e.kind in ('checked_in', 'checked_out')
          group by e.visit_id, e.actor_user_id),
        states as (select visit_id, bool_or(inside) as inside, bool_or(out) as out from marks group by visit_id),
        -- Scheduled and nobody checked in: late from 15 minutes into the window.
        waiting as (select w.id, w.visit_date, w.late_at from w left join states st on st.visit_id = w.id where w.status = 'scheduled' and st.visit_id is null),
        cards as (
          select w.visit_date, json_agg(
              json_build_array(w.id, w.visit_date, left(w.window_start::text, 5), left(w.window_end::text, 5), c.full_name, w.service,
                coalesce(cr.names, '{}') || w.legacy_staff, w.status, coalesce(cr.members, '[]'::json),
                case
                  when w.status = 'completed' then 'done'
                  when st.inside then 'checkedIn'
                  when st.out then 'done'
                  when wt.id is not null and wt.late_at < now() then 'late'
                end)
              order by w.window_start, w.window_end, w.id) as visits
          from w
          join clients c on c.id = w.client_id
          left join crews cr on cr.visit_id = w.id
          left join states st on st.visit_id = w.id
          left join waiting wt on wt.id = w.id
          group by w.visit_date),
        loads as (
          select visit_date, json_agg(json_build_array(user_id, visits, minutes)) as load
          from (
            select w.visit_date, crew.user_id, count(*)::int as visits, (sum(extract(epoch from w.window_end - w.window_start)) / 60)::int as minutes
            from w join crew on crew.visit_id = w.id
            where w.status in ('scheduled', 'completed')
            group by w.visit_date, crew.user_id) l
          group by visit_date),
        due as (select visit_date, min(late_at) as late_at from waiting where late_at >= now() group by visit_date)
      select d.day::text as day, coalesce(cards.visits::text, '[]') as visits, coalesce(loads.load, '[]'::json) as load,
        s.stamp::text as stamp, extract(epoch from due.late_at) * 1000 as valid_until,
        (select stamp::text from change_stamps where name = 'week_view') as global
      from unnest(${list}) as d(day)
      left join cards on cards.visit_date = d.day
      left join loads on loads.visit_date = d.day
      left join due on due.visit_date = d.day
      left join change_stamps s on s.name = 'week_view:' || d.day::text`,
  );
  return {
    global: rows[0]?.global ?? null,
    days: rows.map((r) => ({
      day: r.day,
      visits: r.visits.slice(1, -1),
      load: r.load,
      stamp: r.stamp,
      validUntil: r.valid_until === null ? null : Number(r.valid_until),
    })),
  };
}

type Kept = WeekDay & { global: string };

/** Days kept per database: a month's view and the weeks around it. */
const KEPT_DAYS = 62;
const kept = new WeakMap<Db, Map<string, Kept>>();

/** The stamps of the days, now, and the staff as the load lists them: [userId, name, an active cleaner]. */
async function readStamps(db: Db, days: readonly string[]) {
  const [row] = await queryRows<{ global: string | null; stamps: Record<string, string> | null; at: number; staff: [string, string, boolean][] | null }>(
    db,
    sql`select (select stamp::text from change_stamps where name = 'week_view') as global,
        (select json_object_agg(name, stamp) from change_stamps where name = any(${`{${days.map(dayStamp).join(",")}}`}::text[])) as stamps,
        extract(epoch from now()) * 1000 as at,
        (select json_agg(json_build_array(user_id, username, role = 'cleaner' and deactivated_at is null) order by lower(username), user_id)
          from admin_users) as staff`,
  );
  return { global: row!.global, stamps: row!.stamps ?? {}, at: Number(row!.at), staff: row!.staff ?? [] };
}

/** Each staff member with visits in the range, or an active cleaner: their visits and minutes summed over the days. */
function loadOf(staff: [string, string, boolean][], days: WeekDay[]): ServiceVisitLoadRow[] {
  const sums = new Map<string, [number, number]>();
  for (const { load } of days) {
    for (const [userId, visits, minutes] of load) {
      const sum = sums.get(userId) ?? [0, 0];
      sums.set(userId, [sum[0] + visits, sum[1] + minutes]);
    }
  }
  return staff.filter(([userId, , cleaner]) => cleaner || sums.has(userId)).map(([userId, name]) => [userId, name, ...(sums.get(userId) ?? [0, 0])]);
}

/**
 * The week view's answer as JSON text: every visit from `from` to `to` (both included, at most 31
 * days) by date and window, and each staff member's load (visits and hours of the window,
 * scheduled or completed). Each day is kept in the process until a row it is built from changes,
 * in any process, or one of its visits turns late (decision 071): a check-in builds its day again,
 * not the week. The days' stamps and the staff are one read; the days to build, one statement.
 */
export async function serviceVisitRangeJson(options: { db: Db; query: ServiceVisitRangeQuery }): Promise<string> {
  const { db, query } = options;
  const days: string[] = [];
  for (let day = query.from; day <= query.to; day = addDays(day, 1)) days.push(day);
  let entries = kept.get(db);
  if (!entries) kept.set(db, (entries = new Map()));
  const now = await readStamps(db, days);
  const parts = new Map<string, WeekDay>();
  for (const day of days) {
    const part = entries.get(day);
    const fresh =
      part !== undefined &&
      part.global === now.global &&
      part.stamp === (now.stamps[dayStamp(day)] ?? null) &&
      (part.validUntil === null || now.at < part.validUntil);
    if (fresh) parts.set(day, part);
  }
  const stale = days.filter((day) => !parts.has(day));
  if (stale.length) {
    const built = await buildWeekDays(db, stale);
    for (const part of built.days) {
      parts.set(part.day, part);
      entries.delete(part.day);
      // Not kept without the global stamp's row (emptied tables): nothing would tell it changed.
      if (built.global !== null) entries.set(part.day, { ...part, global: built.global });
    }
    for (const day of entries.keys()) if (entries.size > KEPT_DAYS) entries.delete(day);
  }
  const ordered = days.map((day) => parts.get(day)!);
  const visits = ordered.map((p) => p.visits).filter((v) => v !== "");
  return `{"from":${JSON.stringify(query.from)},"to":${JSON.stringify(query.to)},"visits":[${visits.join(",")}],"load":${JSON.stringify(loadOf(now.staff, ordered))}}`;
}
