import { sql } from "drizzle-orm";
import { addDays } from "../../../shared/calendar-date";
import { HOLIDAY_PROVINCES } from "../../../shared/holidays";
import { queryRows, type Db } from "../../db/client";
import { closedDayPlacer } from "../closed-days/closed-days";

// The generator: one statement writes the visits of many schedules, set-based (generate_series),
// for the days from `from` (or the day after the schedule's watermark, generated_through) through
// `through`. Each visit carries the occurrence it stands for; the unique index on (schedule_id,
// occurrence_date) and ON CONFLICT DO NOTHING make a second run, or two at once, write nothing
// new, and keep an occurrence staff cancelled or moved from coming back. The days are those of
// scheduleOccurrences (shared/schedule-occurrences.ts), computed in SQL.

export type GeneratedVisits = { schedules: number; visits: number };

/**
 * Generate the visits of live schedules through `through` (yyyy-mm-dd), never before `from`, and
 * move their watermark to `through`. `scheduleId`: that schedule only, ignoring their watermark
 * (after a change of pattern); otherwise up to `limit` schedules whose watermark is behind, taken
 * FOR UPDATE SKIP LOCKED so a schedule being changed is left to the next run.
 */
export async function generateScheduleVisits(tx: Db, o: { from: string; through: string; scheduleId?: string; limit?: number }): Promise<GeneratedVisits> {
  // The planner cannot tell how many days generate_series gives (it guesses 1,000 a schedule), so
  // it takes the statement for millions of rows and JIT-compiles it: 0.7 to 1.5 s of compiling for
  // a run with nothing to write. Off for this transaction only.
  await tx.execute(sql`set local jit = off`);
  const [row] = await queryRows<GeneratedVisits>(tx, generateStatement({ ...o, closed: await closedDayMoves(tx, o.from, o.through) }));
  return row!;
}

/** A closed day at addresses of a province ('-' for any other: the company's days only), and the next open business day after it. */
export type ClosedDayMove = { province: string; day: string; next: string };

/**
 * Every closed day from `from` to `through`, for addresses in Ontario, in Quebec and elsewhere,
 * with the day a visit falling on it moves to (decision 051): a few dozen rows, handed to the
 * generator's statement as arrays.
 */
export async function closedDayMoves(db: Db, from: string, through: string): Promise<ClosedDayMove[]> {
  const placer = await closedDayPlacer(db, { from, to: through });
  const moves: ClosedDayMove[] = [];
  for (const province of [...HOLIDAY_PROVINCES, "-"]) {
    for (let day = from; day <= through; day = addDays(day, 1)) {
      const next = placer.place(day, province === "-" ? null : province, "move");
      if (next !== day) moves.push({ province, day, next: next! });
    }
  }
  return moves;
}

/** The generator's one statement (apart, for EXPLAIN). */
export function generateStatement(o: { from: string; through: string; scheduleId?: string; limit?: number; closed?: ClosedDayMove[] }) {
  const closed = o.closed ?? [];
  const list = (values: string[]) => `{${values.join(",")}}`;
  const through = sql`${o.through}::date`;
  const from = sql`${o.from}::date`;
  const pick = o.scheduleId ? sql`s.id = ${o.scheduleId}` : sql`(s.generated_through is null or s.generated_through < ${through})`;
  const watermark = o.scheduleId ? sql`s.start_date` : sql`coalesce(s.generated_through + 1, s.start_date)`;
  return sql`
    with due as (
      select s.id, s.client_id, s.address_id, s.quote_id, s.service, s.legacy_staff, s.crew_notes, s.window_start, s.window_end,
        s.frequency, s.start_date, s.closed_day_rule,
        coalesce((select a.province from client_addresses a where a.id = s.address_id and a.province in ('ON', 'QC')), '-') as province,
        case s.frequency when 'weekly' then 7 when 'bi-weekly' then 14 when 'custom' then s.interval_days end as step,
        greatest(s.start_date, ${watermark}, ${from}) as lo,
        least(coalesce(s.end_date, ${through}), ${through}) as hi
      from service_schedules s
      where s.ended_at is null and ${pick}
      order by s.id
      ${o.limit ? sql`limit ${o.limit}` : sql``}
      for update of s skip locked),
    stepped as (
      select d.id, d.start_date + k * d.step as day
      from due d
      cross join lateral generate_series((d.lo - d.start_date + d.step - 1) / d.step, (d.hi - d.start_date) / d.step) k
      where d.step is not null and d.lo <= d.hi),
    monthly as (
      select d.id, (f.first + (least(extract(day from d.start_date)::int, extract(day from f.first + interval '1 month - 1 day')::int) - 1))::date as day, d.lo, d.hi
      from due d
      cross join lateral generate_series(
        (extract(year from d.lo)::int - extract(year from d.start_date)::int) * 12 + extract(month from d.lo)::int - extract(month from d.start_date)::int,
        (extract(year from d.hi)::int - extract(year from d.start_date)::int) * 12 + extract(month from d.hi)::int - extract(month from d.start_date)::int) k
      cross join lateral (select (date_trunc('month', d.start_date::timestamp) + make_interval(months => k))::date as first) f
      where d.step is null and d.lo <= d.hi),
    days as (
      select id, day from stepped
      union all
      select id, day from monthly where day between lo and hi),
    closed as (
      select * from unnest(${list(closed.map((c) => c.province))}::text[], ${list(closed.map((c) => c.day))}::date[], ${list(closed.map((c) => c.next))}::date[])
        as c(province, day, next)),
    inserted as (
      insert into service_visits (client_id, address_id, quote_id, schedule_id, occurrence_date, visit_date, window_start, window_end, service, legacy_staff, crew_notes)
      select d.client_id, d.address_id, d.quote_id, d.id, o.day, coalesce(c.next, o.day), d.window_start, d.window_end, d.service, d.legacy_staff, d.crew_notes
      from days o join due d on d.id = o.id
      -- A day closed at the address: the visit moves to the next open business day, or is not made (decision 051).
      left join closed c on c.province = d.province and c.day = o.day
      where c.day is null or d.closed_day_rule = 'move'
      order by d.id, o.day
      on conflict do nothing
      returning id, schedule_id, visit_date, window_start, window_end),
    -- Each new visit gets the schedule's crew (decision 064).
    crewed as (
      insert into service_visit_crew (visit_id, user_id)
      select i.id, sc.user_id from inserted i join service_schedule_crew sc on sc.schedule_id = i.schedule_id),
    logged as (
      insert into service_visit_events (visit_id, kind, details)
      select id, 'created', jsonb_build_object('date', visit_date::text, 'window', to_char(window_start, 'HH24:MI') || '-' || to_char(window_end, 'HH24:MI'), 'schedule', schedule_id::text)
      from inserted),
    marked as (
      update service_schedules s set generated_through = greatest(coalesce(s.generated_through, ${through}), ${through})
      from due d where s.id = d.id)
    select (select count(*)::int from due) as schedules, (select count(*)::int from inserted) as visits`;
}
