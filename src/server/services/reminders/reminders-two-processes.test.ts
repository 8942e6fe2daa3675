import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openPostgres, queryRows, type Database, type Db } from "../../db/client";
import { invoices, quotes } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { loadConfig } from "../../env";
import type { JobHandlers } from "../../jobs/kinds";
import { startJobWorker } from "../../jobs/worker";
import { invoiceRow } from "../../test/invoice-fixtures";
import { quoteRow, seedQuoteClient } from "../../test/quote-fixtures";
import { silentLogger } from "../../test/test-app";
import { createPostgresDatabase, emptyTables, postgresOnly } from "../../test/test-db";
import { reminderJobHandler, scheduleReminderRun } from "./reminder-job";
import { runReminderPass } from "./run-reminders";

const config = loadConfig({ DATA_DIR: "/tmp/unused-test-data", QUOTE_EXPIRY_NOTICE_DAYS: "7,3,1" });
const plus = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const DUE = "2026-11-02";
const INVOICES = 300;
const QUOTES = 60;

// Two server processes on one PostgreSQL: each has its own connection pool and runs reminder passes
// at the same moments. Every reminder must be recorded and e-mailed exactly once.
describe.each(postgresOnly)("reminders from two processes on one %s database", () => {
  let url: string;
  let drop: () => Promise<void>;
  let pools: [Database, Database];
  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    pools = [await openPostgres(url), await openPostgres(url)];
  });
  afterAll(async () => {
    for (const p of pools) await p.close();
    await drop();
  });

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
      while ((await transaction(db, (tx) => runReminderPass(tx, { config, today, now, limit: 5 }))).more) passes++;
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
    const handlers: JobHandlers = { "billing.reminders": reminderJobHandler({ config, clock, batch: 25 }) };
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
