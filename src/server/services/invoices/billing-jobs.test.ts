import { and, asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { businessDay } from "../../../shared/business-time";
import { addDays } from "../../../shared/calendar-date";
import type { ScheduleBilling } from "../../../shared/schemas/service-schedules";
import type { Database } from "../../db/client";
import { invoiceVisits, invoices, jobs, outbox, quotes, serviceSchedules, serviceVisits } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { loadConfig } from "../../env";
import type { JobHandlers, JobInfo } from "../../jobs/kinds";
import { createJobRunner } from "../../jobs/worker";
import { quoteRow, seedQuoteClient } from "../../test/quote-fixtures";
import { TEST_TAX_NUMBERS } from "../../test/tax-numbers";
import { silentLogger } from "../../test/test-app";
import { testDbKinds } from "../../test/test-db";
import { useTestDb } from "../../test/use-test-db";
import { completeServiceVisit } from "../service-visits/transition-visit";
import { voidInvoice } from "./corrections";
import { invoiceVisitsByStaff } from "./visit-invoice";
import { monthlyBillingJobHandler, scheduleMonthlyBilling, visitBillingJobHandler } from "./billing-jobs";

// The invoices the product makes by itself (decision 073): a per-visit schedule's completed visit
// is invoiced and issued once; the monthly run bills each client and address once for the visits
// before the month; a quote's one-time lines are billed once; nothing is billed twice.

const config = loadConfig({
  DATA_DIR: "/tmp/unused-test-data",
  APP_URL: "https://maplecrest.example",
  AUTH_SECRET: "billing-jobs-test-secret-32-chars!!",
  ...TEST_TAX_NUMBERS,
});
const today = businessDay();
const thisMonth = `${today.slice(0, 7)}-01`;
const STAFF = { type: "staff" as const, userId: null as unknown as string, name: "Office", email: "office@example.com" };
const LINES = [
  {
    id: "00000000-0000-4000-8000-000000000001",
    description: "Weekly cleaning",
    quantity: 1,
    unitPriceCents: 12_000,
    lineTotalCents: 12_000,
    optional: false,
    oneTime: false,
  },
  {
    id: "00000000-0000-4000-8000-000000000002",
    description: "Oven cleaning",
    quantity: 1,
    unitPriceCents: 4_500,
    lineTotalCents: 4_500,
    optional: false,
    oneTime: true,
  },
];

describe.each(testDbKinds)("automatic billing on %s", (kind) => {
  let database: Database;
  useTestDb(kind, (db) => (database = db));

  /** A client with an accepted quote (a weekly clean and a one-time oven) and a schedule billed `billing`. */
  async function scheduleFor(billing: ScheduleBilling, email: string | null = "jane@example.com", name = "Jane Doe") {
    const { clientId, addressId } = await seedQuoteClient(database, email, "ON", name);
    const [quote] = await database.db
      .insert(quotes)
      .values({
        ...quoteRow({
          clientId,
          title: "Weekly cleaning",
          totalCents: 18_645,
          status: "accepted",
          quoteDate: addDays(today, -90),
          validUntil: addDays(today, -60),
        }),
        addressId,
        province: "ON",
        lines: LINES,
      })
      .returning({ id: quotes.id });
    const [schedule] = await database.db
      .insert(serviceSchedules)
      .values({
        clientId,
        addressId,
        quoteId: quote!.id,
        service: "Weekly cleaning",
        frequency: "weekly",
        startDate: addDays(today, -90),
        windowStart: "08:00",
        windowEnd: "10:00",
        billing,
      })
      .returning({ id: serviceSchedules.id });
    const visit = async (date: string, status: "scheduled" | "completed" = "completed") =>
      (
        await database.db
          .insert(serviceVisits)
          .values({
            clientId,
            addressId,
            quoteId: quote!.id,
            scheduleId: schedule!.id,
            visitDate: date,
            windowStart: "08:00",
            windowEnd: "10:00",
            service: "Weekly cleaning",
            status,
            ...(status === "completed" ? { completedAt: new Date() } : {}),
          })
          .returning({ id: serviceVisits.id })
      )[0]!.id;
    return { clientId, addressId, quoteId: quote!.id, visit };
  }

  const runJobs = () =>
    createJobRunner({
      db: database.db,
      handlers: { "billing.visit": visitBillingJobHandler({ config }), "billing.monthly": monthlyBillingJobHandler({ config }) } satisfies JobHandlers,
      logger: silentLogger,
    }).runDue();
  const invoicesOf = (clientId: string) =>
    database.db.select().from(invoices).where(eq(invoices.clientId, clientId)).orderBy(asc(invoices.createdAt), asc(invoices.id));
  const liveRows = () => database.db.select().from(invoiceVisits).where(eq(invoiceVisits.live, true));
  const complete = (id: string) =>
    completeServiceVisit({ db: database.db, actor: { userId: null as unknown as string, name: "Office" }, today, id, completionNote: null, report: config });

  test("per visit: completing a visit issues and e-mails its invoice; the quote's one-time line only on the first; never twice", async () => {
    const s = await scheduleFor("per_visit");
    const first = await s.visit(today, "scheduled");
    const second = await s.visit(today, "scheduled");
    await complete(first);
    await runJobs();
    await complete(second);
    await runJobs();
    await runJobs();
    const made = await invoicesOf(s.clientId);
    expect(made.map((i) => ({ kind: i.kind, status: i.status, issued: i.number !== null, terms: i.terms }))).toEqual([
      { kind: "visits", status: "issued", issued: true, terms: "net_15" },
      { kind: "visits", status: "issued", issued: true, terms: "net_15" },
    ]);
    expect(made.map((i) => i.lines.map((l) => l.description))).toEqual([["Weekly cleaning", "Oven cleaning"], ["Weekly cleaning"]]);
    // 120.00 + 45.00 with 13% HST, then 120.00 with it.
    expect(made.map((i) => i.totalCents)).toEqual([18_645, 13_560]);
    const sent = await database.db.select().from(outbox).where(eq(outbox.kind, "invoice.send"));
    expect(sent.map((m) => m.to)).toEqual(["jane@example.com", "jane@example.com"]);
    expect((await liveRows()).map((r) => [r.visitId, r.oneTime])).toEqual(
      expect.arrayContaining([
        [first, true],
        [second, false],
      ]),
    );
  });

  test("per visit: a visit staff already invoiced, or of a monthly schedule, or without a schedule, gets no automatic invoice", async () => {
    const monthly = await scheduleFor("monthly", "mo@example.com", "Mo Monthly");
    await complete(await monthly.visit(today, "scheduled"));
    const oneOff = await scheduleFor("per_visit", "one@example.com", "One Off");
    const loose = await oneOff.visit(today, "scheduled");
    await database.db.update(serviceVisits).set({ scheduleId: null }).where(eq(serviceVisits.id, loose));
    await complete(loose);
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, "billing.visit"))).toEqual([]);
    // Staff invoiced it between its completion and the job: the job leaves it.
    const byHand = await scheduleFor("per_visit", "hand@example.com", "By Hand");
    const visit = await byHand.visit(today, "scheduled");
    await complete(visit);
    const staffInvoice = await invoiceVisitsByStaff({ db: database.db, actor: STAFF, visitIds: [visit], terms: "net_30", config });
    await runJobs();
    for (const who of [monthly, oneOff]) expect(await invoicesOf(who.clientId)).toEqual([]);
    expect((await invoicesOf(byHand.clientId)).map((i) => [i.id, i.status])).toEqual([[staffInvoice.invoices[0]!.id, "draft"]]);
  });

  test("monthly: one issued invoice per client and address for the visits before the month, dated lines, the one-time line once; again, nothing", async () => {
    const jane = await scheduleFor("monthly");
    const ann = await scheduleFor("monthly", "ann@example.com", "Ann Other");
    const perVisit = await scheduleFor("per_visit", "pat@example.com", "Pat Visit");
    const lastMonth = addDays(thisMonth, -20);
    const janeVisits = [await jane.visit(addDays(thisMonth, -27)), await jane.visit(lastMonth), await jane.visit(addDays(thisMonth, -50))];
    await jane.visit(addDays(thisMonth, -13), "scheduled"); // never done: not billed
    const thisMonthVisit = today > thisMonth ? await jane.visit(thisMonth) : undefined; // next month's run
    await ann.visit(lastMonth);
    await perVisit.visit(lastMonth);

    expect(await scheduleMonthlyBilling(database.db, new Date())).toBe(true);
    await runJobs();
    const [janeInvoice, ...more] = await invoicesOf(jane.clientId);
    expect(more).toEqual([]);
    expect(janeInvoice).toMatchObject({ kind: "visits", status: "issued", quoteId: jane.quoteId, terms: "net_15" });
    expect(janeInvoice!.title).toMatch(/^Cleaning visits - \w+ \d{4}$/);
    // Three visits in date order, each dated; the oven once, with the first.
    expect(janeInvoice!.lines.map((l) => l.description.replace(/^.* · /, ""))).toEqual([
      "Weekly cleaning",
      "Oven cleaning",
      "Weekly cleaning",
      "Weekly cleaning",
    ]);
    expect(janeInvoice!.subtotalCents).toBe(3 * 12_000 + 4_500);
    expect((await invoicesOf(ann.clientId)).map((i) => i.lines.length)).toEqual([2]);
    expect(await invoicesOf(perVisit.clientId)).toEqual([]);
    const billed = (await liveRows()).filter((r) => r.invoiceId === janeInvoice!.id).map((r) => r.visitId);
    expect(billed.sort()).toEqual([...janeVisits].sort());
    if (thisMonthVisit) expect(billed).not.toContain(thisMonthVisit);

    // The next month's run is scheduled; this month's again bills nothing.
    const keys = (await database.db.select({ key: jobs.dedupeKey }).from(jobs)).map((j) => j.key);
    expect(keys).toContain(`billing.monthly:${addDays(thisMonth, 40).slice(0, 7)}-01`);
    await monthlyRun(thisMonth);
    expect(await database.db.select().from(invoices)).toHaveLength(2);
  });

  test("monthly: a run that fills its batch leaves the rest to a follow-up job, which bills them", async () => {
    for (const n of [1, 2, 3]) await (await scheduleFor("monthly", `c${n}@example.com`, `Client ${n}`)).visit(addDays(thisMonth, -3));
    await monthlyRun(thisMonth, 2);
    expect(await database.db.select().from(invoices)).toHaveLength(2);
    const followUps = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "billing.monthly")));
    expect(followUps.map((j) => j.dedupeKey).filter((k) => k.startsWith("billing.monthly:more:"))).toHaveLength(1);
    await monthlyRun(thisMonth, 2);
    expect(await database.db.select().from(invoices)).toHaveLength(3);
  });

  test("property: whatever runs, in any order, with voids between, every completed visit is billed by exactly one live invoice and each quote's one-time line by one", async () => {
    const step = fc.constantFrom("monthly", "perVisit", "void") as fc.Arbitrary<"monthly" | "perVisit" | "void">;
    const visitPlan = fc.record({ client: fc.integer({ min: 0, max: 1 }), daysBefore: fc.integer({ min: 1, max: 60 }), done: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.array(visitPlan, { minLength: 1, maxLength: 6 }),
        fc.array(step, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        async (plans, steps, monthly) => {
          await database.db.delete(jobs);
          const people = [await scheduleFor(monthly ? "monthly" : "per_visit", null, "P A"), await scheduleFor(monthly ? "monthly" : "per_visit", null, "P B")];
          const made: { id: string; done: boolean; quoteId: string }[] = [];
          for (const p of plans) {
            const who = people[p.client]!;
            made.push({ id: await who.visit(addDays(thisMonth, -p.daysBefore), p.done ? "completed" : "scheduled"), done: p.done, quoteId: who.quoteId });
          }
          for (const s of steps) {
            if (s === "monthly") await monthlyRun(thisMonth);
            if (s === "perVisit") for (const v of made) await runVisitJob(v.id);
            if (s === "void") {
              const [live] = await database.db.select().from(invoices).where(eq(invoices.status, "issued")).limit(1);
              if (live) await voidInvoice({ db: database.db, id: live.id, actor: STAFF, today, reason: "Test void", config });
            }
          }
          // Finally the billing catches up (the next run), and the invariants hold.
          if (monthly) await monthlyRun(thisMonth);
          else for (const v of made) await runVisitJob(v.id);
          const rows = await liveRows();
          const mine = new Set(made.map((v) => v.id));
          const liveByVisit = rows.filter((r) => mine.has(r.visitId));
          expect(liveByVisit.map((r) => r.visitId).sort()).toEqual(
            made
              .filter((v) => v.done)
              .map((v) => v.id)
              .sort(),
          );
          for (const who of people) {
            const billedAny = liveByVisit.some((r) => r.quoteId === who.quoteId);
            expect(liveByVisit.filter((r) => r.quoteId === who.quoteId && r.oneTime)).toHaveLength(billedAny ? 1 : 0);
          }
          // Each live invoice's money adds up.
          for (const i of await database.db.select().from(invoices).where(eq(invoices.status, "issued"))) {
            expect(i.subtotalCents).toBe(i.lines.reduce((sum, l) => sum + l.lineTotalCents, 0));
            expect(i.totalCents).toBe(i.subtotalCents + i.taxCents);
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  const JOB: JobInfo = {
    id: "00000000-0000-4000-8000-0000000000aa",
    kind: "billing.monthly",
    dedupeKey: "test",
    attempts: 1,
    maxAttempts: 10,
    runAt: new Date(),
  };
  function monthlyRun(before: string, batch?: number) {
    const handler = monthlyBillingJobHandler({ config, ...(batch ? { batch } : {}) });
    return transaction(database.db, (tx) => handler({ before }, { tx, job: { ...JOB, id: crypto.randomUUID() }, logger: silentLogger }));
  }
  function runVisitJob(visitId: string) {
    const handler = visitBillingJobHandler({ config });
    return transaction(database.db, (tx) => handler({ visitId }, { tx, job: { ...JOB, kind: "billing.visit" }, logger: silentLogger }));
  }
});
