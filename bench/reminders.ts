import os from "node:os";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../src/server/db/client";
import { transaction } from "../src/server/db/transaction";
import { loadConfig } from "../src/server/env";
import type { JobHandlers } from "../src/server/jobs/kinds";
import { createJobRunner } from "../src/server/jobs/worker";
import type { MailRequest } from "../src/server/mail/kinds";
import { enqueueMail, enqueueMails } from "../src/server/mail/outbox";
import type { OverdueInvoice } from "../src/server/services/reminders/invoice-reminders";
import { reminderJobHandler, scheduleReminderRun } from "../src/server/services/reminders/reminder-job";
import { invoiceReminderRequest } from "../src/server/services/reminders/reminder-mail";
import { REMINDER_BATCH, runReminderPass } from "../src/server/services/reminders/run-reminders";
import { silentLogger } from "../src/server/test/test-app";
import type { DbKind } from "../src/server/test/test-db";
import { businessDay } from "../src/shared/business-time";
import { seedClients, seedOverdueInvoices } from "./admin-seed";
import { openBenchDb } from "./bench-db";

// The reminder pass (decision 032) over 10,000 overdue invoices, none reminded yet, due 1 to 60 days
// ago (one to three stages reached each, one e-mail each: a long downtime's catch-up), on PGlite
// and PostgreSQL: through the hourly job as the server runs it (batches of REMINDER_BATCH, each
// in its own transaction), and as one transaction. Goal: the whole pass under 10 s. The reference
// rows queue the same e-mails one statement each (enqueueMail) and in batches (enqueueMails).

export const REMINDERS_MARKER = "<!-- bench:admin:reminders -->";

const INVOICES = Number(process.env.BENCH_REMINDER_INVOICES ?? 10_000);
const CLIENTS = 2_000;
const config = loadConfig({
  DATA_DIR: "/tmp/unused-bench-data",
  APP_URL: "https://maplecrestcleaning.ca",
  SITE_ETRANSFER_EMAIL: "payments@maplecrestcleaning.ca",
});

const seconds = (ms: number) => (ms < 1000 ? Math.round(ms / 10) / 100 : Math.round(ms / 100) / 10);

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
}

/** What a pass leaves: reminder rows, timeline events, e-mails; checked after each scenario. */
async function tally(database: Database) {
  const [row] = await queryRows<{ recorded: number; events: number; mails: number; invoices: number }>(
    database.db,
    sql`select (select count(*)::int from billing_reminders) as recorded, (select count(*)::int from invoice_events) as events,
      (select count(*)::int from outbox where kind = 'invoice.reminder') as mails,
      (select count(distinct document_id)::int from billing_reminders) as invoices`,
  );
  if (row!.mails !== INVOICES || row!.events !== INVOICES || row!.invoices !== INVOICES) throw new Error(`unexpected outcome ${JSON.stringify(row)}`);
  return row!;
}

async function reset(database: Database) {
  await database.db.execute(sql`truncate billing_reminders, invoice_events, outbox_attachments, outbox, jobs`);
  await database.db.execute(sql`analyze`);
}

type Result = { kind: DbKind; seedSeconds: number; rows: { scenario: string; ms: number; transactions: number; longestMs: number; note: string }[] };

async function runOn(kind: DbKind): Promise<Result> {
  const seedStart = performance.now();
  const { database, seedDb, closeSeedDb } = await openBenchDb(kind);
  await seedClients(seedDb, CLIENTS);
  await seedOverdueInvoices(seedDb, INVOICES);
  await closeSeedDb();
  const seedSeconds = seconds(performance.now() - seedStart);
  const rows: Result["rows"] = [];
  const now = new Date();
  const today = businessDay(now);

  // The hourly job, as the server runs it: its clock set to 10:00 in Ottawa (reminders wait for 8:00).
  const clock = () => new Date(`${today}T15:00:00Z`);
  const runs: number[] = [];
  const handler = reminderJobHandler({ config, clock });
  const handlers: JobHandlers = {
    "billing.reminders": async (payload, context) => {
      const start = performance.now();
      await handler(payload, context);
      runs.push(performance.now() - start);
    },
  };
  const runner = createJobRunner({ db: database.db, handlers, logger: silentLogger });
  await scheduleReminderRun(database.db, now);
  const job = await timed(async () => {
    while ((await runner.runDue()).ran > 0);
  });
  const jobTally = await tally(database);
  rows.push({
    scenario: `hourly job, batches of ${REMINDER_BATCH.toLocaleString("en-CA")} (follow-up jobs)`,
    ms: job.ms,
    transactions: runs.length,
    longestMs: Math.max(...runs),
    note: `${jobTally.recorded.toLocaleString("en-CA")} stages recorded, ${jobTally.mails.toLocaleString("en-CA")} e-mails`,
  });
  console.log(kind, rows.at(-1));
  // The next hour's pass: the same overdue invoices, all of their reached stages already recorded.
  const idle = await timed(() => transaction(database.db, (tx) => runReminderPass(tx, { config, today, now: clock() })));
  if (idle.result.invoiceReminders !== 0) throw new Error("the next pass sent reminders again");
  rows.push({ scenario: "the next hour's pass, nothing new to send", ms: idle.ms, transactions: 1, longestMs: idle.ms, note: "" });
  console.log(kind, rows.at(-1));
  await reset(database);

  const single = await timed(() => transaction(database.db, (tx) => runReminderPass(tx, { config, today, now, limit: INVOICES })));
  await tally(database);
  rows.push({ scenario: "one pass in one transaction (runReminderPass)", ms: single.ms, transactions: 1, longestMs: single.ms, note: "" });
  console.log(kind, rows.at(-1));
  await reset(database);

  // The e-mails alone, as the pass writes them, queued two ways.
  const overdue = await queryRows<OverdueInvoice>(
    database.db,
    sql`select i.id, 7 as stage, i.number, i.title, i.total_cents - i.paid_cents as balance_cents, i.due_date::text as due_date,
      ${today}::date - i.due_date as days_overdue, c.full_name, c.email, c.language
    from invoices i join clients c on c.id = i.client_id order by i.id`,
  );
  const requests: MailRequest[] = overdue.map((r) => invoiceReminderRequest(config, r));
  const oneByOne = await timed(() =>
    transaction(database.db, async (tx) => {
      for (const request of requests) await enqueueMail(tx, request);
    }),
  );
  await reset(database);
  const batched = await timed(() => transaction(database.db, (tx) => enqueueMails(tx, requests)));
  const ratio = Math.round((oneByOne.ms / batched.ms) * 10) / 10;
  rows.push({ scenario: "reference: the e-mails alone, enqueueMails (500 a statement)", ms: batched.ms, transactions: 1, longestMs: batched.ms, note: "" });
  rows.push({
    scenario: "reference: the e-mails alone, enqueueMail (one statement each)",
    ms: oneByOne.ms,
    transactions: 1,
    longestMs: oneByOne.ms,
    note: `${ratio} times the batched queueing`,
  });
  console.log(kind, rows.slice(-2));
  await database.close();
  return { kind, seedSeconds, rows };
}

export async function remindersSection(kinds: DbKind[]): Promise<string> {
  const loadBefore = os.loadavg()[0]!;
  const results = [];
  for (const kind of kinds) results.push(await runOn(kind));
  const loadAfter = os.loadavg()[0]!;
  const n = INVOICES.toLocaleString("en-CA");
  return `${REMINDERS_MARKER}
## Reminder pass over ${n} overdue invoices

Run with \`npm run bench:admin\` (this section alone: \`BENCH_ONLY=reminders npm run bench:admin\`) on ${os.cpus().length} cores, Node ${process.version},
in process. Date: ${new Date().toISOString().slice(0, 10)}. Load average (1 minute) at the start and the end: ${loadBefore.toFixed(1)} and ${loadAfter.toFixed(1)}.
${n} issued invoices of ${CLIENTS.toLocaleString("en-CA")} clients, due 1 to 60 days ago and never reminded (what a pass finds after a
long downtime): each reaches one to three of the stages 1, 7 and 14 days, all are recorded, and one e-mail per invoice is
queued with its timeline event. The job rows run the "billing.reminders" job through the job worker's runner until
nothing is due; "longest" is the longest handler run, the time one transaction holds the embedded database's only
connection. The database starts empty of reminders before each row. Goal: the whole pass under 10 s.

| database | scenario | total (s) | transactions | longest (ms) | notes |
| --- | --- | --- | --- | --- | --- |
${results.flatMap((r) => r.rows.map((l) => `| ${r.kind} | ${l.scenario} | ${seconds(l.ms)} | ${l.transactions} | ${Math.round(l.longestMs)} | ${l.note} |`)).join("\n")}

Seeding (${CLIENTS.toLocaleString("en-CA")} clients, ${n} invoices): ${results.map((r) => `${r.kind} ${r.seedSeconds} s`).join(", ")}.
`;
}
