import { and, asc, eq, gte, sql } from "drizzle-orm";
import { crewConflictMessage, isoWeekday, type CrewConflict, type CrewConflictBody } from "../../../shared/schemas/crew-conflicts";
import type { Locale } from "../../../shared/locale";
import { queryRows, type Db } from "../../db/client";
import { serviceVisits } from "../../db/schema/index";
import { AppError } from "../../errors";

/** The 409 of a crew that has conflicts, worded in the reader's language and listing each. */
export class CrewConflictError extends AppError {
  // Set after AppError's constructor, which reads toBody() for the message.
  readonly conflicts: CrewConflict[];

  constructor(conflicts: CrewConflict[]) {
    super("conflict", crewConflictMessage(conflicts, "en"));
    this.conflicts = conflicts;
    this.message = crewConflictMessage(conflicts, "en");
  }

  override toBody(locale: Locale = "en"): CrewConflictBody {
    const conflicts = this.conflicts ?? [];
    return { error: { code: "conflict", message: crewConflictMessage(conflicts, locale), conflicts } };
  }
}

type Assignment = { visitId: string | null; userIds: string[]; date: string; windowStart: string; windowEnd: string };

/**
 * What stands against putting `userIds` on a visit on `date` in its window: their other visits
 * (scheduled or completed) whose windows overlap it, their time off that day, and a window
 * outside their working hours (for members whose availability was set). In the crew's order.
 */
export async function crewConflicts(db: Db, a: Assignment): Promise<CrewConflict[]> {
  if (!a.userIds.length) return [];
  const ids = `{${a.userIds.map((id) => `"${id.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;
  const start = sql`${a.windowStart}::time`;
  const end = sql`${a.windowEnd}::time`;
  const day = sql`${a.date}::date`;
  const rows = await queryRows<{ user_id: string; name: string; kind: CrewConflict["kind"]; details: Record<string, string | null> }>(
    db,
    sql`
      with crew as (select u.user_id, u.username, w.ord from unnest(${ids}::text[]) with ordinality as w(user_id, ord) join admin_users u using (user_id))
      select crew.user_id, crew.username as name, x.kind, x.details from crew cross join lateral (
        select 1 as k, v.visit_date as d, v.window_start as s, 'overlap' as kind,
          jsonb_build_object('id', v.id, 'date', v.visit_date::text, 'windowStart', left(v.window_start::text, 5), 'windowEnd', left(v.window_end::text, 5), 'clientName', c.full_name) as details
        from service_visit_crew vc join service_visits v on v.id = vc.visit_id join clients c on c.id = v.client_id
        where vc.user_id = crew.user_id and v.visit_date = ${day} and v.status in ('scheduled', 'completed')
          and v.window_start < ${end} and v.window_end > ${start} ${a.visitId ? sql`and v.id <> ${a.visitId}::uuid` : sql``}
        union all
        select 2, t.start_date, null, 'timeOff', jsonb_build_object('id', t.id, 'startDate', t.start_date::text, 'endDate', t.end_date::text, 'reason', t.reason)
        from staff_time_off t where t.user_id = crew.user_id and t.start_date <= ${day} and t.end_date >= ${day}
        union all
        select 3, null, null, 'hours', jsonb_build_object('start', left(h.start_time::text, 5), 'end', left(h.end_time::text, 5))
        from staff_availability av left join staff_working_hours h on h.user_id = av.user_id and h.weekday = ${isoWeekday(a.date)}
        where av.user_id = crew.user_id and (h.user_id is null or h.start_time > ${start} or h.end_time < ${end})
      ) x
      order by crew.ord, x.k, x.d, x.s`,
  );
  return rows.map((r): CrewConflict => {
    const who = { userId: r.user_id, name: r.name };
    const d = r.details;
    if (r.kind === "overlap")
      return { kind: "overlap", ...who, visit: { id: d.id!, date: d.date!, windowStart: d.windowStart!, windowEnd: d.windowEnd!, clientName: d.clientName! } };
    if (r.kind === "timeOff")
      return { kind: "timeOff", ...who, timeOff: { id: d.id!, startDate: d.startDate!, endDate: d.endDate!, reason: d.reason ?? null } };
    return { kind: "hours", ...who, date: a.date, hours: d.start ? { start: d.start, end: d.end! } : null };
  });
}

/** A 409 listing the conflicts of putting `userIds` on the visit, unless the office confirmed them. */
export async function refuseCrewConflicts(db: Db, a: Assignment & { confirmCrewConflicts: boolean }) {
  if (a.confirmCrewConflicts) return;
  const conflicts = await crewConflicts(db, a);
  if (conflicts.length) throw new CrewConflictError(conflicts);
}

/**
 * The conflicts of putting `userIds` on a series' scheduled visits from `from` on (the ones it has
 * generated), each once: every overlapping visit, each time off, and a member's hours once.
 */
export async function seriesConflicts(db: Db, o: { scheduleId: string; userIds: string[]; from: string }): Promise<CrewConflict[]> {
  if (!o.userIds.length) return [];
  const visits = await db
    .select({ id: serviceVisits.id, date: serviceVisits.visitDate, windowStart: serviceVisits.windowStart, windowEnd: serviceVisits.windowEnd })
    .from(serviceVisits)
    .where(and(eq(serviceVisits.scheduleId, o.scheduleId), eq(serviceVisits.status, "scheduled"), gte(serviceVisits.visitDate, o.from)))
    .orderBy(asc(serviceVisits.visitDate), asc(serviceVisits.windowStart));
  const seen = new Set<string>();
  const found: CrewConflict[] = [];
  for (const v of visits) {
    const window = { windowStart: v.windowStart.slice(0, 5), windowEnd: v.windowEnd.slice(0, 5) };
    for (const c of await crewConflicts(db, { visitId: v.id, userIds: o.userIds, date: v.date, ...window })) {
      const key = `${c.userId}:${c.kind}:${c.kind === "overlap" ? c.visit.id : c.kind === "timeOff" ? c.timeOff.id : ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(c);
    }
  }
  return found;
}

/** A 409 listing the conflicts of a series' crew, unless the office confirmed them. */
export async function refuseSeriesConflicts(db: Db, o: { scheduleId: string; userIds: string[]; from: string; confirmCrewConflicts: boolean }) {
  if (o.confirmCrewConflicts) return;
  const conflicts = await seriesConflicts(db, o);
  if (conflicts.length) throw new CrewConflictError(conflicts);
}
