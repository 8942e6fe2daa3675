import { and, eq, lt, sql } from "drizzle-orm";
import { addDays } from "../../shared/calendar-date";
import { scheduleOccurrences, type ScheduleRule } from "../../shared/schedule-occurrences";
import { SCHEDULE_HORIZON_DAYS, serviceScheduleCreateSchema } from "../../shared/schemas/service-schedules";
import type { Db } from "../db/client";
import { serviceVisitEvents, serviceVisits } from "../db/schema/index";
import { generateScheduleVisits } from "../services/service-schedules/generate-visits";
import { createServiceSchedule } from "../services/service-schedules/write-schedule";
import type { VisitActor } from "../services/service-visits/visit-record";
import { ottawaMoment, type DemoClock } from "./demo-clock";
import { DEMO_CLIENT } from "./demo-people";
import { SERVICES } from "./demo-places";
import { demoCrewIds } from "./demo-crew";
import type { Random } from "./demo-random";
import { visitOutcome, type Service, type Story } from "./demo-stories";
import { closingEvent, visitHistory } from "./demo-visits";

// Recurring schedules: the demo client's and six other recurring clients', started through the
// product's schedule service the day after the client accepted, so their visits are generated
// the product's way (the job's generator, through 90 days from today). What became of the past
// ones (completed, a few cancelled or missed) is history, written onto the generated visits.

/** How many recurring clients, after the demo client, have a schedule. */
export const DEMO_SCHEDULED_CLIENTS = 6;

/** The service of the schedule that comes every ten days (the "custom" frequency). */
const EVERY_TEN_DAYS: Service = {
  title: "Home cleaning every 10 days",
  line: "Home cleaning, 3 hours, 2 cleaners",
  cents: 17_500,
  frequency: "custom",
};

/** The schedule a service runs on, from the first visit (a week after the client accepted). */
function ruleOf(service: Service, accepted: string): ScheduleRule {
  let startDate = addDays(accepted, 7);
  // A monthly schedule on the 29th to 31st would fall on a shorter day in short months: kept simple.
  if (service.frequency === "monthly" && Number(startDate.slice(8)) > 28) startDate = addDays(startDate, 28 - Number(startDate.slice(8)));
  const frequency = service.frequency === "one-time" ? "bi-weekly" : service.frequency;
  return { frequency, intervalDays: frequency === "custom" ? 10 : null, startDate, endDate: null };
}

/**
 * Put the demo client and the next recurring clients on a schedule (pure, before billing, so their
 * invoices count the schedule's visits): weekly, bi-weekly, monthly and every ten days all appear.
 * Their planned visits become the schedule's days, to five weeks ahead like the others'.
 */
export function planSchedules(random: Random, stories: Story[], today: string): Story[] {
  const recurring = stories.filter((s) => s.fate === "recurring");
  const chosen = new Set(recurring.slice(0, DEMO_SCHEDULED_CLIENTS + 1));
  const others = [...chosen].slice(1);
  const services = new Map<Story, Service>(others.map((s) => [s, s.service]));
  // One every ten days (not a monthly one), and a monthly one if none came up.
  const custom = others.findLast((s) => s.service.frequency !== "monthly");
  if (custom) services.set(custom, EVERY_TEN_DAYS);
  const rest = others.filter((s) => s !== custom);
  if (!rest.some((s) => s.service.frequency === "monthly") && rest[2]) services.set(rest[2], SERVICES[2]);
  return stories.map((story) => {
    if (!chosen.has(story)) return story;
    const service = services.get(story) ?? story.service;
    const schedule = ruleOf(service, story.answered!);
    const visits = scheduleOccurrences(schedule, schedule.startDate, addDays(today, 35)).map((date) => ({ date, status: visitOutcome(random, date, today) }));
    return { ...story, service, schedule, visits };
  });
}

/** Start each planned schedule on its day, generate its visits, and record what became of the past ones; how many schedules. */
export async function seedSchedules(options: {
  db: Db;
  random: Random;
  stories: Story[];
  quoteOf: Map<string, string>;
  staff: VisitActor;
  clock: DemoClock;
  today: string;
}): Promise<number> {
  const { db, random, stories, quoteOf, staff, clock, today } = options;
  let count = 0;
  for (const story of stories) {
    const rule = story.schedule;
    if (!rule) continue;
    const day = addDays(story.answered!, 1);
    const input = serviceScheduleCreateSchema.parse({
      ...rule,
      clientId: story.client.id,
      addressId: story.client.addressId,
      quoteId: quoteOf.get(story.client.id) ?? null,
      windowStart: story.window[0],
      windowEnd: story.window[1],
      service: story.service.title,
      crew: await demoCrewIds(db, story.staff),
      crewNotes: story.client.email === DEMO_CLIENT.email ? "Fragrance-free products only (allergies)." : null,
      // The demo's few cleaners are booked densely on purpose, as the office would confirm.
      confirmCrewConflicts: true,
    });
    const { schedule } = await createServiceSchedule({ db, actor: staff, today: day, input });
    // The daily job has kept it 90 days ahead ever since: its visits through today + 90 days.
    await generateScheduleVisits(db, { from: rule.startDate, through: addDays(today, SCHEDULE_HORIZON_DAYS), scheduleId: schedule.id });
    await clock.settle(ottawaMoment(day, 9, random.int(0, 59)));
    await recordPast(db, random, story, schedule.id, staff, today);
    count++;
  }
  return count;
}

/** The past visits' outcomes (as planned) in one statement, and the timeline entries staff left. */
async function recordPast(db: Db, random: Random, story: Story, scheduleId: string, staff: VisitActor, today: string) {
  const past = await db
    .select({ id: serviceVisits.id, date: serviceVisits.visitDate, createdAt: serviceVisits.createdAt })
    .from(serviceVisits)
    .where(and(eq(serviceVisits.scheduleId, scheduleId), lt(serviceVisits.visitDate, today)));
  const planned = new Map(story.visits.map((v) => [v.date, v]));
  const rows = past.map((v) => ({
    id: v.id,
    ...visitHistory(random, story.window, planned.get(v.date) ?? { date: v.date, status: visitOutcome(random, v.date, today) }, v.createdAt),
  }));
  if (!rows.length) return;
  await db.execute(sql`
    update service_visits v set status = x.status, completion_note = x."completionNote", reason = x.reason,
      completed_at = x."completedAt", cancelled_at = x."cancelledAt", missed_at = x."missedAt", updated_at = x."updatedAt"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, status text, "completionNote" text, reason text,
      "completedAt" timestamptz, "cancelledAt" timestamptz, "missedAt" timestamptz, "updatedAt" timestamptz)
    where v.id = x.id`);
  const events = rows.flatMap((row) => closingEvent(row.id, staff, row) ?? []);
  if (events.length) await db.insert(serviceVisitEvents).values(events);
}
