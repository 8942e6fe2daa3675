import { addDays } from "../../shared/calendar-date";
import type { ScheduleRule } from "../../shared/schedule-occurrences";
import type { DemoClient } from "./demo-people";
import { DEMO_STAFF, EXTRAS, SERVICES, WINDOWS } from "./demo-places";
import type { Random } from "./demo-random";

// What happened with each demo client, decided up front (pure): the quote's fate, and for the
// clients who accepted, their visits and how they paid. demo-billing.ts and demo-visits.ts then
// write it with the product's own services and tables.

export type QuoteFate = "recurring" | "one-off" | "pending" | "expired" | "declined" | "draft" | "void";
export type PayHabit = "prompt" | "late" | "partial";
/** A service quoted: one of SERVICES, or one a recurring schedule every n days was quoted for. */
export type Service = (typeof SERVICES)[number] | { title: string; line: string; cents: number; frequency: "custom" };

export type PlannedVisit = { date: string; status: "scheduled" | "completed" | "cancelled" | "missed" };

export type Story = {
  client: DemoClient;
  fate: QuoteFate;
  service: Service;
  /** An optional extra the quote offers (and the client may take). */
  extra: (typeof EXTRAS)[number] | null;
  /** The day the quote was made; sent the same day (unless a draft). */
  created: string;
  /** The day the client answered (accepted or declined), or staff voided it. */
  answered: string | null;
  window: readonly [string, string];
  staff: string[];
  visits: PlannedVisit[];
  habit: PayHabit;
  /** The recurring schedule the visits follow (a few recurring clients'); their visits are its. */
  schedule?: ScheduleRule;
};

/** Fates in order of the clients after the demo client (who has a recurring service). */
const FATES: readonly [QuoteFate, number][] = [
  ["recurring", 16],
  ["one-off", 6],
  ["pending", 5],
  ["expired", 4],
  ["declined", 4],
  ["draft", 3],
  ["void", 1],
];

const isBusiness = (c: DemoClient) => c.email.startsWith("office@");
const STEP = { weekly: 7, "bi-weekly": 14, monthly: 28 } as const;

/** The visits of a recurring service: from a week after acceptance to five weeks ahead. */
function recurringVisits(random: Random, service: Service, accepted: string, today: string): PlannedVisit[] {
  const step = STEP[service.frequency as keyof typeof STEP] ?? 14;
  const visits: PlannedVisit[] = [];
  for (let date = addDays(accepted, 7); date <= addDays(today, 35); date = addDays(date, step)) {
    visits.push({ date, status: visitOutcome(random, date, today) });
  }
  return visits;
}

/** What became of a recurring visit on `date`: scheduled from today on; before, mostly completed. */
export function visitOutcome(random: Random, date: string, today: string): PlannedVisit["status"] {
  if (date >= today) return "scheduled";
  const roll = random.next();
  return roll < 0.06 ? "cancelled" : roll < 0.1 ? "missed" : "completed";
}

export function planStories(random: Random, clients: DemoClient[], today: string): Story[] {
  const fates: QuoteFate[] = ["recurring", ...FATES.flatMap(([fate, n]) => Array<QuoteFate>(n).fill(fate))];
  return clients.map((client, i) => {
    const fate = fates[i] ?? "draft";
    const recurringServices = SERVICES.filter(
      (s) => s.frequency !== "one-time" && (isBusiness(client) ? s.cents >= 27_500 : s.cents < 27_500 || s.frequency === "monthly"),
    );
    const oneOffServices = SERVICES.filter((s) => s.frequency === "one-time");
    const service = i === 0 ? SERVICES[1] : fate === "one-off" ? random.pick(oneOffServices) : random.pick(recurringServices);
    const created = {
      recurring: addDays(today, -random.int(95, 165)),
      "one-off": addDays(today, -random.int(25, 150)),
      pending: addDays(today, -random.int(2, 12)),
      expired: addDays(today, -random.int(50, 110)),
      declined: addDays(today, -random.int(20, 140)),
      draft: addDays(today, -random.int(1, 6)),
      void: addDays(today, -random.int(60, 90)),
    }[fate];
    const answered = ["recurring", "one-off", "declined", "void"].includes(fate) ? addDays(created, random.int(2, 6)) : null;
    const window = random.pick(WINDOWS);
    const staff = random.sample(DEMO_STAFF, random.int(1, 2));
    let visits: PlannedVisit[] = [];
    if (fate === "recurring") visits = recurringVisits(random, service, answered!, today);
    if (fate === "one-off") visits = [{ date: addDays(answered!, random.int(4, 10)), status: "completed" }];
    // Every fourth recurring client pays late; every eighth has paid part of a late invoice.
    const habit: PayHabit = fate === "recurring" && i % 4 === 3 ? (i % 8 === 3 ? "partial" : "late") : "prompt";
    return { client, fate, service, extra: random.chance(0.4) ? random.pick(EXTRAS) : null, created, answered, window, staff, visits, habit };
  });
}
