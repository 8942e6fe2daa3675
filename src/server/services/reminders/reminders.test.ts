import { and, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { queryRows, type Database, type Db } from "../../db/client";
import {
  autopayAgreements,
  billingReminders,
  clientCards,
  clients,
  invoiceCharges,
  invoiceEvents,
  invoices,
  jobs,
  outbox,
  quotes,
} from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { loadConfig } from "../../env";
import type { JobHandlers } from "../../jobs/kinds";
import { createJobRunner, startJobWorker } from "../../jobs/worker";
import { invoiceRow } from "../../test/invoice-fixtures";
import { quoteRow, seedQuoteClient } from "../../test/quote-fixtures";
import { silentLogger } from "../../test/test-app";
import { emptyTables, postgresOnly, testDbKinds } from "../../test/test-db";
import { useTestDb, useTwoPools } from "../../test/use-test-db";
import { reminderJobHandler, scheduleReminderRun } from "./reminder-job";
import { runReminderPass } from "./run-reminders";

const env = {
  DATA_DIR: "/tmp/unused-test-data",
  APP_URL: "https://maplecrest.example",
  SITE_ETRANSFER_EMAIL: "pay@maplecrest.example",
  AUTH_SECRET: "reminder-test-secret-of-32-characters",
};
const config = loadConfig(env);

/** yyyy-mm-dd `n` days after `date`. */
const plus = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const DUE = "2026-11-02";

describe.each(testDbKinds)("reminders on %s", (kind) => {
  let database: Database;
  useTestDb(kind, (db) => (database = db));

  /** One pass on `today` (at 2 p.m. UTC that day), as the job runs it. */
  const pass = (today: string, o: { config?: typeof config; limit?: number } = {}) =>
    transaction(database.db, (tx) => runReminderPass(tx, { config: o.config ?? config, today, now: new Date(`${today}T14:00:00Z`), limit: o.limit }));

  async function invoice(o: { email?: string | null; dueDate?: string | null; status?: "draft" | "issued" | "paid" | "void"; totalCents?: number } = {}) {
    const { clientId, addressId } = await seedQuoteClient(database, o.email === undefined ? `client-${Math.random()}@example.com` : o.email);
    const status = o.status ?? "issued";
    const dueDate = o.dueDate === undefined ? DUE : o.dueDate;
    const [row] = await database.db
      .insert(invoices)
      .values(
        invoiceRow({
          clientId,
          addressId,
          title: "Deep cleaning",
          totalCents: o.totalCents ?? 45_200,
          status,
          issueDate: dueDate && plus(dueDate, -15),
          dueDate,
        }),
      )
      .returning();
    return row!;
  }

  const mails = async (kind: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(outbox.createdAt, outbox.subject)).map((m) => ({
      to: m.to,
      subject: m.subject,
      text: m.text,
      language: m.language,
    }));
  const subjects = async (kind = "invoice.reminder") => (await mails(kind)).map((m) => m.subject);
  const recorded = async (documentId: string) =>
    (
      await database.db
        .select({ kind: billingReminders.kind, stage: billingReminders.stage })
        .from(billingReminders)
        .where(eq(billingReminders.documentId, documentId))
        .orderBy(billingReminders.stage)
    ).map((r) => `${r.kind}:${r.stage}`);
  const events = async (invoiceId: string) =>
    (
      await database.db
        .select()
        .from(invoiceEvents)
        .where(and(eq(invoiceEvents.invoiceId, invoiceId), eq(invoiceEvents.kind, "reminder_sent")))
        .orderBy(invoiceEvents.at)
    ).map((e) => [e.actorType, e.details.stage, e.at.toISOString().slice(0, 10)]);

  test("an overdue invoice gets its reminder at 1, 7 and 14 days past due, each once however often the pass runs", async () => {
    const inv = await invoice({ email: "jane@example.com" });
    for (const day of [-3, 0, 0, 1, 1, 2, 6, 7, 7, 8, 13, 14, 14, 15, 30, 60]) await pass(plus(DUE, day));

    expect(await subjects()).toEqual([
      `Payment reminder: invoice ${inv.number} is 1 day overdue - Maple Crest Cleaning`,
      `Payment reminder: invoice ${inv.number} is 7 days overdue - Maple Crest Cleaning`,
      `Payment reminder: invoice ${inv.number} is 14 days overdue - Maple Crest Cleaning`,
    ]);
    expect(await recorded(inv.id)).toEqual(["invoice_overdue:1", "invoice_overdue:7", "invoice_overdue:14"]);
    expect(await events(inv.id)).toEqual([
      ["system", "1", plus(DUE, 1)],
      ["system", "7", plus(DUE, 7)],
      ["system", "14", plus(DUE, 14)],
    ]);
    const [first] = await mails("invoice.reminder");
    expect(first!.to).toBe("jane@example.com");
    expect(first!.language).toBe("en");
    expect(first!.text).toContain(`invoice ${inv.number} for Deep cleaning was due on November 2, 2026 and is now 1 day overdue.`);
    expect(first!.text).toContain("Amount due: $452.00");
    expect(first!.text).toContain(`You can pay by Interac e-Transfer to pay@maplecrest.example, with ${inv.number} as the message.`);
    expect(first!.text).toContain(`https://maplecrest.example/client-dashboard/invoices/${inv.id}?email=jane%40example.com`);
  });

  test("the reminder says the balance left, goes out in the client's language, and without an e-Transfer address asks the client to call", async () => {
    const inv = await invoice();
    await database.db.update(invoices).set({ paidCents: 20_000, creditedCents: 5_200 }).where(eq(invoices.id, inv.id));
    await database.db.update(clients).set({ language: "fr" }).where(eq(clients.id, inv.clientId));
    await pass(plus(DUE, 1), { config: loadConfig({ ...env, SITE_ETRANSFER_EMAIL: "" }) });

    const [mail] = await mails("invoice.reminder");
    expect(mail!.language).toBe("fr");
    expect(mail!.subject).toContain(`Rappel de paiement\u00a0: la facture ${inv.number} est en retard de 1\u00a0jour`);
    expect(mail!.text).toContain("Montant dû\u00a0: 200,00\u00a0$");
    expect(mail!.text).toContain(`Pour payer, appelez-nous au ${config.site.phone} ou répondez à ce courriel`);
    expect(mail!.text).not.toContain("virement");
  });

  test("paid, void and draft invoices, settled balances and clients without an e-mail address get no reminder", async () => {
    const paid = await invoice({ status: "paid" });
    const voided = await invoice({ status: "void" });
    const draft = await invoice({ status: "draft", dueDate: null });
    const credited = await invoice();
    await database.db.update(invoices).set({ creditedCents: credited.totalCents }).where(eq(invoices.id, credited.id));
    const noEmail = await invoice({ email: null });
    for (const day of [1, 7, 14, 20]) await pass(plus(DUE, day));

    expect(await subjects()).toEqual([]);
    expect(await database.db.select().from(billingReminders)).toEqual([]);
    expect(await database.db.select().from(invoiceEvents)).toEqual([]);
    for (const other of [paid, voided, draft]) expect(await recorded(other.id)).toEqual([]);

    // Staff add the client's address: the stage the invoice has reached goes out at the next pass.
    await database.db.update(clients).set({ email: "late@example.com" }).where(eq(clients.id, noEmail.clientId));
    await pass(plus(DUE, 20));
    expect(await subjects()).toEqual([`Payment reminder: invoice ${noEmail.number} is 20 days overdue - Maple Crest Cleaning`]);
  });

  test("a payment between two stages stops the later reminders; a partial one lowers the amount asked", async () => {
    const settled = await invoice();
    const partly = await invoice();
    await pass(plus(DUE, 1));
    await database.db.update(invoices).set({ status: "paid", paidCents: settled.totalCents }).where(eq(invoices.id, settled.id));
    await database.db.update(invoices).set({ paidCents: 40_000 }).where(eq(invoices.id, partly.id));
    for (const day of [7, 14, 30]) await pass(plus(DUE, day));

    expect(await recorded(settled.id)).toEqual(["invoice_overdue:1"]);
    expect(await events(settled.id)).toHaveLength(1);
    const texts = (await mails("invoice.reminder")).filter((m) => m.subject.includes(partly.number!)).map((m) => m.text.match(/Amount due: (.*)/)![1]);
    expect(texts).toEqual(["$452.00", "$52.00", "$52.00"]);
  });

  test("after a downtime the client gets the latest stage reached alone; the stages missed are recorded as passed", async () => {
    const inv = await invoice();
    await pass(plus(DUE, 10)); // down from before the due date until day 10
    expect(await subjects()).toEqual([`Payment reminder: invoice ${inv.number} is 10 days overdue - Maple Crest Cleaning`]);
    expect(await recorded(inv.id)).toEqual(["invoice_overdue:1", "invoice_overdue:7"]);
    expect(await events(inv.id)).toEqual([["system", "7", plus(DUE, 10)]]);

    await pass(plus(DUE, 12));
    await pass(plus(DUE, 40)); // down again past the last stage
    expect(await subjects()).toEqual([
      `Payment reminder: invoice ${inv.number} is 10 days overdue - Maple Crest Cleaning`,
      `Payment reminder: invoice ${inv.number} is 40 days overdue - Maple Crest Cleaning`,
    ]);
    expect(await events(inv.id)).toEqual([
      ["system", "7", plus(DUE, 10)],
      ["system", "14", plus(DUE, 40)],
    ]);
  });

  test("the stages follow the configuration", async () => {
    const inv = await invoice();
    const custom = loadConfig({ ...env, INVOICE_REMINDER_DAYS: "3,30" });
    for (const day of [1, 3, 7, 14, 29, 30, 31]) await pass(plus(DUE, day), { config: custom });
    expect(await recorded(inv.id)).toEqual(["invoice_overdue:3", "invoice_overdue:30"]);

    // A stage added after a later one went out is not sent late; the stages after it are.
    const late = await invoice();
    await pass(plus(DUE, 8), { config: loadConfig({ ...env, INVOICE_REMINDER_DAYS: "7,14" }) });
    for (const day of [8, 9, 14]) await pass(plus(DUE, day), { config: loadConfig({ ...env, INVOICE_REMINDER_DAYS: "1,3,7,14" }) });
    expect(await recorded(late.id)).toEqual(["invoice_overdue:7", "invoice_overdue:14"]);
    expect(await events(late.id)).toEqual([
      ["system", "7", plus(DUE, 8)],
      ["system", "14", plus(DUE, 14)],
    ]);

    const none = loadConfig({ ...env, INVOICE_REMINDER_DAYS: "" });
    const other = await invoice();
    await pass(plus(DUE, 40), { config: none });
    expect(await recorded(other.id)).toEqual([]);
  });

  test("a pass takes a bounded batch and says when more is due; the next passes take the rest, each invoice once", async () => {
    const all = await Promise.all(Array.from({ length: 5 }, () => invoice()));
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await pass(plus(DUE, 3), { limit: 2 }));
    expect(results.map((r) => [r.invoiceReminders, r.more])).toEqual([
      [2, true],
      [2, true],
      [1, false],
      [0, false],
    ]);
    expect(new Set(await subjects()).size).toBe(5);
    for (const inv of all) expect(await recorded(inv.id)).toEqual(["invoice_overdue:1"]);
  });

  describe("quote expiry notices", () => {
    const VALID_UNTIL = "2026-12-10";
    async function quote(o: { status?: "draft" | "sent" | "accepted" | "void"; validUntil?: string; sentOn?: string; email?: string | null } = {}) {
      const { clientId, addressId } = await seedQuoteClient(database, o.email === undefined ? `quote-${Math.random()}@example.com` : o.email);
      const validUntil = o.validUntil ?? VALID_UNTIL;
      const [row] = await database.db
        .insert(quotes)
        .values({
          ...quoteRow({ clientId, title: "Move-out clean", totalCents: 33_900, status: o.status ?? "sent", quoteDate: plus(validUntil, -30), validUntil }),
          addressId,
          sentAt: new Date(`${o.sentOn ?? plus(validUntil, -30)}T15:00:00Z`),
        })
        .returning();
      return row!;
    }

    test("a sent quote's client is told once, 3 days before it expires, with the date and the portal link", async () => {
      const q = await quote({ email: "sam@example.com" });
      for (const day of [-10, -4, -3, -3, -2, -1, 0, 1, 5]) await pass(plus(VALID_UNTIL, day));

      const sent = await mails("quote.expiry-notice");
      expect(sent.map((m) => [m.to, m.subject])).toEqual([["sam@example.com", `Your quote ${q.number} expires on December 10, 2026 - Maple Crest Cleaning`]]);
      expect(sent[0]!.text).toContain(`your quote ${q.number} for Move-out clean ($339.00) expires in 3 days, on December 10, 2026.`);
      expect(sent[0]!.text).toContain(`https://maplecrest.example/client-dashboard/quotes/${q.id}?email=sam%40example.com`);
      expect(await recorded(q.id)).toEqual(["quote_expiry:3"]);
    });

    test("quotes not sent, expired, sent within the notice window or of clients without an e-mail address get none", async () => {
      await quote({ status: "draft" });
      await quote({ status: "accepted" });
      await quote({ status: "void" });
      await quote({ validUntil: plus(VALID_UNTIL, -5) }); // expired on the day the pass runs
      await quote({ sentOn: plus(VALID_UNTIL, -2) });
      await quote({ email: null });
      await pass(plus(VALID_UNTIL, -2));
      await pass(plus(VALID_UNTIL, -1));

      expect(await subjects("quote.expiry-notice")).toEqual([]);
      expect(await database.db.select().from(billingReminders)).toEqual([]);
    });

    test("with several stages, a downtime sends the one closest to the expiry alone", async () => {
      const q = await quote();
      const stages = loadConfig({ ...env, QUOTE_EXPIRY_NOTICE_DAYS: "7,3,1" });
      for (const day of [-2, -2, -1, 0]) await pass(plus(VALID_UNTIL, day), { config: stages });

      expect(await recorded(q.id)).toEqual(["quote_expiry:1", "quote_expiry:3", "quote_expiry:7"]);
      const texts = (await mails("quote.expiry-notice")).map((m) => m.text.match(/expires (.*)\./)![1]);
      expect(texts).toEqual(["in 2 days, on December 10, 2026", "tomorrow, December 10, 2026"]);
    });
  });

  test("an invoice whose card on file is being charged, or tried again on a day the client was told, gets no reminder meanwhile", async () => {
    const charged = await invoice();
    const row = (status: string) => ({
      invoiceId: charged.id,
      attempt: 2,
      idempotencyKey: `autopay:${charged.id}:2`,
      amountCents: 45_200,
      customerId: "cus_x",
      paymentMethodId: "pm_x",
      card: "Visa •••• 4242",
      status: status as "queued",
    });
    await database.db.insert(invoiceCharges).values(row("queued"));
    expect((await pass(plus(DUE, 7))).invoiceReminders).toBe(0);
    // Declined for good: the reminders take over.
    await database.db.update(invoiceCharges).set({ status: "failed" }).where(eq(invoiceCharges.invoiceId, charged.id));
    expect((await pass(plus(DUE, 7))).invoiceReminders).toBe(1);
  });

  describe("a card on file about to expire (decision 074)", () => {
    /** A client paying automatically (or not) with a card ending on the last day of `month` (yyyy-mm). */
    async function cardClient(month: string, o: { autopay?: boolean; language?: "en" | "fr" } = {}) {
      const email = `card-${Math.random()}@example.com`;
      const { clientId } = await seedQuoteClient(database, email);
      if (o.language) await database.db.update(clients).set({ language: o.language }).where(eq(clients.id, clientId));
      const [year, monthNumber] = month.split("-").map(Number);
      await database.db
        .insert(clientCards)
        .values({ clientId, paymentMethodId: "pm_x", brand: "mastercard", last4: "4444", expMonth: monthNumber!, expYear: year! });
      await database.db.insert(autopayAgreements).values({ clientId, enabled: o.autopay !== false, language: "en", channel: "portal" });
      return { clientId, email };
    }

    test("a client paying automatically is asked once, within 30 days of the card's last day, in their language", async () => {
      const soon = await cardClient("2026-12");
      const french = await cardClient("2026-12", { language: "fr" });
      await cardClient("2027-03"); // too far off
      await cardClient("2026-12", { autopay: false }); // nothing is charged to it
      expect((await pass("2026-11-30")).cardPrompts).toBe(0); // 31 days before Dec 31
      expect((await pass("2026-12-01")).cardPrompts).toBe(2);
      expect((await pass("2026-12-02")).cardPrompts).toBe(0);
      const sent = await mails("autopay.card-expiring");
      expect(sent.map((m) => m.to).sort()).toEqual([soon.email, french.email].sort());
      const en = sent.find((m) => m.to === soon.email)!;
      expect(en.subject).toContain("Your Mastercard •••• 4444 on file expires soon");
      expect(en.text).toContain("expires on December 31, 2026");
      expect(sent.find((m) => m.to === french.email)!.text).toContain("expire le 31 décembre 2026");

      // A new card (another expiry) is asked about again when its time comes.
      await database.db.update(clientCards).set({ expMonth: 1, expYear: 2027 }).where(eq(clientCards.clientId, soon.clientId));
      expect((await pass("2027-01-05")).cardPrompts).toBe(1);
    });
  });

  describe("the hourly job", () => {
    const hourOf = (d: Date) => `billing.reminders:${d.toISOString().slice(0, 13)}`;

    test("a run sends what is due in bounded transactions, schedules the next hour's run, and waits for 8 a.m. Ottawa time", async () => {
      // The job's clock is years ahead, so the runs it schedules for its next hours are not due here.
      const due = "2030-11-04";
      for (let i = 0; i < 3; i++) await invoice({ dueDate: due });
      let clock = new Date(`${plus(due, 1)}T12:30:00Z`); // 7:30 in Ottawa (EST, UTC-5)
      const handler = reminderJobHandler({ config, clock: () => clock, batch: 2 });
      const runner = createJobRunner({ db: database.db, handlers: { "billing.reminders": handler }, logger: silentLogger });
      const scheduled = async () =>
        (await database.db.select().from(jobs).orderBy(jobs.runAt, jobs.dedupeKey)).map((j) => [j.dedupeKey.replace(/:more:.*/, ":more"), j.doneAt !== null]);
      const now = new Date();
      expect(await scheduleReminderRun(database.db, now)).toBe(true);
      expect(await scheduleReminderRun(database.db, now)).toBe(false); // another process, the same hour

      expect(await runner.runDue()).toEqual({ ran: 1, more: false });
      expect(await subjects()).toEqual([]);
      expect(await scheduled()).toEqual([
        [hourOf(now), true],
        ["billing.reminders:2030-11-05T13", false],
      ]);

      clock = new Date(`${plus(due, 1)}T13:00:00Z`); // 8:00
      const previous = new Date(now.getTime() - 3600_000);
      await scheduleReminderRun(database.db, previous); // a run left from before a restart, say
      expect(await runner.runDue()).toEqual({ ran: 1, more: false });
      expect(await subjects()).toHaveLength(2);
      // The batch was full: a follow-up, due at once, takes the rest in its own transaction.
      expect(await runner.runDue()).toEqual({ ran: 1, more: false });
      expect(await subjects()).toHaveLength(3);
      expect(await runner.runDue()).toEqual({ ran: 0, more: false });
      expect(await scheduled()).toEqual([
        [hourOf(previous), true],
        ["billing.reminders:more", true],
        [hourOf(now), true],
        ["billing.reminders:2030-11-05T13", false],
        ["billing.reminders:2030-11-05T14", false],
      ]);
    });
  });
});

const twoProcessConfig = loadConfig({ DATA_DIR: "/tmp/unused-test-data", QUOTE_EXPIRY_NOTICE_DAYS: "7,3,1", AUTH_SECRET: env.AUTH_SECRET });
const INVOICES = 300;
const QUOTES = 60;

// Two server processes on one PostgreSQL: each has its own connection pool and runs reminder passes
// at the same moments. Every reminder must be recorded and e-mailed exactly once.
describe.each(postgresOnly)("reminders from two processes on one %s database", () => {
  let pools: [Database, Database];
  useTwoPools((opened) => (pools = opened));

  async function seed() {
    const [a] = pools;
    await emptyTables(a.db);
    for (let c = 0; c < 30; c++) {
      const { clientId, addressId } = await seedQuoteClient(a, `client${c}@example.com`);
      await a.db
        .insert(invoices)
        .values(
          Array.from({ length: INVOICES / 30 }, (_, i) =>
            invoiceRow({ clientId, addressId, title: `Cleaning ${c}-${i}`, totalCents: 10_000 + i, status: "issued", issueDate: plus(DUE, -15), dueDate: DUE }),
          ),
        );
      await a.db.insert(quotes).values(
        Array.from({ length: QUOTES / 30 }, (_, i) => ({
          ...quoteRow({ clientId, title: `Quote ${c}-${i}`, totalCents: 20_000, status: "sent", quoteDate: plus(DUE, -30), validUntil: plus(DUE, 14) }),
          addressId,
          sentAt: new Date(`${plus(DUE, -30)}T15:00:00Z`),
        })),
      );
    }
  }

  /** Per invoice and stage (or quote and stage): how many reminder events and e-mails. */
  async function counts(db: Db) {
    const events = await queryRows<{ n: number; rows: number }>(
      db,
      sql`select count(*)::int as rows, coalesce(max(n), 0)::int as n from (
        select count(*) as n from invoice_events where kind = 'reminder_sent' group by invoice_id, details->>'stage') e`,
    );
    const mail = await queryRows<{ kind: string; n: number; rows: number }>(
      db,
      sql`select kind, count(*)::int as rows, max(n)::int as n from (select kind, text, count(*) as n from outbox group by kind, text) m group by kind order by kind`,
    );
    return { events: events[0]!, mail: Object.fromEntries(mail.map((m) => [m.kind, { messages: m.rows, mostAlike: m.n }])) };
  }

  test("passes run at once by two pools send each invoice reminder and quote notice once", async () => {
    await seed();
    const drain = async (db: Db, today: string) => {
      let passes = 0;
      const now = new Date(`${today}T14:00:00Z`);
      while ((await transaction(db, (tx) => runReminderPass(tx, { config: twoProcessConfig, today, now, limit: 5 }))).more) passes++;
      return passes;
    };
    // The days of each stage, each day by both processes at once, twice over.
    for (const today of [plus(DUE, 1), plus(DUE, 7), plus(DUE, 8), plus(DUE, 14), plus(DUE, 15)]) {
      // Small batches, three passes at a time on each pool: many passes start while another's commit lands.
      for (let round = 0; round < 2; round++) await Promise.all(pools.flatMap((p) => [drain(p.db, today), drain(p.db, today), drain(p.db, today)]));
    }

    const { events, mail } = await counts(pools[0].db);
    // Three stages for every invoice, one event and one e-mail each (no two texts alike: each names its document and days).
    expect(events).toEqual({ rows: INVOICES * 3, n: 1 });
    expect(mail["invoice.reminder"]).toEqual({ messages: INVOICES * 3, mostAlike: 1 });
    // Quotes valid until DUE + 14 with stages 7, 3 and 1: a notice on day 7 (stage 7) and on day 14
    // (stages 3 and 1 reached at once after no pass on days 11 to 13: stage 1 alone is sent).
    expect(mail["quote.expiry-notice"]).toEqual({ messages: QUOTES * 2, mostAlike: 1 });
    const recorded = await queryRows<{ kind: string; n: number }>(
      pools[0].db,
      sql`select kind, count(*)::int as n from billing_reminders group by kind order by kind`,
    );
    expect(recorded).toEqual([
      { kind: "invoice_overdue", n: INVOICES * 3 },
      { kind: "quote_expiry", n: QUOTES * 3 },
    ]);
  }, 120_000);

  test("two job workers running reminder jobs at once, after a downtime, send one e-mail per invoice", async () => {
    await seed();
    // Two hours' runs left due by a downtime; each process's worker takes one, with the same clock.
    const clock = () => new Date(`${plus(DUE, 10)}T15:00:00Z`);
    const handlers: JobHandlers = { "billing.reminders": reminderJobHandler({ config: twoProcessConfig, clock, batch: 25 }) };
    await scheduleReminderRun(pools[0].db, new Date(Date.now() - 2 * 3600_000));
    await scheduleReminderRun(pools[0].db, new Date(Date.now() - 3600_000));
    const workers = pools.map((p) => startJobWorker({ db: p.db, handlers, logger: silentLogger, intervalMs: 50 }));
    const pending = async () =>
      (await queryRows<{ n: number }>(pools[0].db, sql`select count(*)::int as n from jobs where done_at is null and run_at <= now()`))[0]!.n;
    try {
      await expect.poll(pending, { timeout: 60_000, interval: 100 }).toBe(0);
    } finally {
      for (const w of workers) await w.stop();
    }

    const { events, mail } = await counts(pools[0].db);
    // Day 10: stages 1 and 7 reached, only 7 sent.
    expect(events).toEqual({ rows: INVOICES, n: 1 });
    expect(mail["invoice.reminder"]).toEqual({ messages: INVOICES, mostAlike: 1 });
    expect(mail["quote.expiry-notice"]).toEqual({ messages: QUOTES, mostAlike: 1 });
    const byStage = await queryRows<{ stage: string; n: number }>(
      pools[0].db,
      sql`select details->>'stage' as stage, count(*)::int as n from invoice_events group by 1 order by 1`,
    );
    expect(byStage).toEqual([{ stage: "7", n: INVOICES }]);
    const ran = await queryRows<{ n: number }>(pools[0].db, sql`select count(*)::int as n from jobs where done_at is not null`);
    expect(ran[0]!.n).toBeGreaterThan(2); // the two hours' runs and their follow-ups
  }, 120_000);
});
