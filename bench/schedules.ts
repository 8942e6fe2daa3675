import os from "node:os";
import { sql } from "drizzle-orm";
import { queryRows, type Database, type Db } from "../src/server/db/client";
import { transaction } from "../src/server/db/transaction";
import type { JobHandlers } from "../src/server/jobs/kinds";
import { createJobRunner } from "../src/server/jobs/worker";
import { GENERATE_BATCH, generateJobHandler, scheduleGenerateRun } from "../src/server/services/service-schedules/generate-job";
import { generateScheduleVisits } from "../src/server/services/service-schedules/generate-visits";
import { silentLogger } from "../src/server/test/test-app";
import type { DbKind } from "../src/server/test/test-db";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { seedClients } from "./admin-seed";
import { openBenchDb } from "./bench-db";

// The daily visit generator (decision 037) over 2,000 recurring schedules never generated (weekly,
// bi-weekly, monthly and every 10 days, started over the last two months): their next 90 days of
// visits, with each visit's timeline entry, through the "visits.generate" job as the server runs
// it (batches of GENERATE_BATCH schedules, each its own transaction). Then the same day's run
// again (nothing new) and the next day's (one day more each). Goal: under 10 s on PostgreSQL.

export const SCHEDULES_MARKER = "<!-- bench:admin:schedules -->";

const SCHEDULES = Number(process.env.BENCH_SCHEDULES ?? 2_000);

const seconds = (ms: number) => (ms < 1000 ? Math.round(ms / 10) / 100 : Math.round(ms / 100) / 10);

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
}

async function seedSchedules(db: Db, n: number, today: string) {
  await db.execute(sql`
    with a as (select distinct on (client_id) client_id, id from client_addresses order by client_id, position),
         c as (select a.client_id, a.id, row_number() over (order by a.client_id) as k from a)
    insert into service_schedules (client_id, address_id, service, frequency, interval_days, start_date, window_start, window_end, staff, crew_notes)
    select c.client_id, c.id, 'Recurring cleaning ' || c.k,
      (array['weekly','bi-weekly','monthly','custom'])[1 + c.k % 4],
      case when c.k % 4 = 3 then 10 end,
      ${today}::date - (c.k % 60)::int,
      (array['08:00','10:00','13:00'])[1 + c.k % 3]::time, (array['10:00','12:00','15:00'])[1 + c.k % 3]::time,
      array['boss'], case when c.k % 5 = 0 then 'Side door' end
    from c where c.k <= ${n}`);
  await db.execute(sql`analyze service_schedules`);
}

type Row = { scenario: string; ms: number; transactions: number; longestMs: number; note: string };

async function runOn(kind: DbKind): Promise<{ kind: DbKind; seedSeconds: number; rows: Row[] }> {
  const seedStart = performance.now();
  const { database, seedDb, closeSeedDb } = await openBenchDb(kind);
  const now = new Date();
  const today = businessDay(now);
  await seedClients(seedDb, SCHEDULES);
  await seedSchedules(seedDb, SCHEDULES, today);
  await closeSeedDb();
  const seedSeconds = seconds(performance.now() - seedStart);
  const rows: Row[] = [];

  const runs: number[] = [];
  const handler = generateJobHandler({ clock: () => now });
  const handlers: JobHandlers = {
    "visits.generate": async (payload, context) => {
      const start = performance.now();
      await handler(payload, context);
      runs.push(performance.now() - start);
    },
  };
  const runner = createJobRunner({ db: database.db, handlers, logger: silentLogger });
  await scheduleGenerateRun(database.db, now);
  const job = await timed(async () => {
    while ((await runner.runDue()).ran > 0);
  });
  const visits = await count(database);
  if (visits.schedules !== SCHEDULES) throw new Error(`only ${visits.schedules} schedules generated`);
  rows.push({
    scenario: `generate 90 days for ${SCHEDULES.toLocaleString("en-CA")} recurring schedules (daily job, batches of ${GENERATE_BATCH})`,
    ms: job.ms,
    transactions: runs.length,
    longestMs: Math.max(...runs),
    note: `${visits.visits.toLocaleString("en-CA")} visits and as many timeline entries`,
  });
  console.log(kind, rows.at(-1));
  const through = addDays(today, 90);
  const again = await timed(() => transaction(database.db, (tx) => generateScheduleVisits(tx, { from: today, through })));
  if (again.result.visits !== 0) throw new Error("the same day's run wrote visits again");
  rows.push({ scenario: "the same day's run again, nothing new", ms: again.ms, transactions: 1, longestMs: again.ms, note: "" });
  const next = await timed(() => transaction(database.db, (tx) => generateScheduleVisits(tx, { from: addDays(today, 1), through: addDays(through, 1) })));
  rows.push({
    scenario: "the next day's run (one day more), one transaction",
    ms: next.ms,
    transactions: 1,
    longestMs: next.ms,
    note: `${next.result.visits.toLocaleString("en-CA")} visits`,
  });
  console.log(kind, rows.slice(-2));
  await database.close();
  return { kind, seedSeconds, rows };
}

async function count(database: Database) {
  const [row] = await queryRows<{ visits: number; schedules: number }>(
    database.db,
    sql`select (select count(*)::int from service_visits) as visits, (select count(distinct schedule_id)::int from service_visits) as schedules`,
  );
  return row!;
}

export async function schedulesSection(kinds: DbKind[]): Promise<string> {
  const loadBefore = os.loadavg()[0]!;
  const results = [];
  for (const kind of kinds) results.push(await runOn(kind));
  const loadAfter = os.loadavg()[0]!;
  const n = SCHEDULES.toLocaleString("en-CA");
  return `${SCHEDULES_MARKER}
## Visit generation for ${n} recurring schedules

Run with \`npm run bench:admin\` (this section alone: \`BENCH_ONLY=schedules npm run bench:admin\`) on ${os.cpus().length} cores, Node ${process.version},
in process. Date: ${new Date().toISOString().slice(0, 10)}. Load average (1 minute) at the start and the end: ${loadBefore.toFixed(1)} and ${loadAfter.toFixed(1)}.
${n} live schedules of as many clients (weekly, bi-weekly, monthly and every 10 days in turn, started over the last 60
days), none generated yet: the "visits.generate" job runs through the job worker's runner until nothing is due, each
batch one INSERT ... SELECT over generate_series (with each visit's timeline entry and the watermark) in its own
transaction; "longest" is the longest batch. Goal: the whole generation under 10 s on PostgreSQL.

| database | scenario | total (s) | transactions | longest (ms) | notes |
| --- | --- | --- | --- | --- | --- |
${results.flatMap((r) => r.rows.map((l) => `| ${r.kind} | ${l.scenario} | ${seconds(l.ms)} | ${l.transactions} | ${Math.round(l.longestMs)} | ${l.note} |`)).join("\n")}

Seeding (${n} clients and schedules): ${results.map((r) => `${r.kind} ${r.seedSeconds} s`).join(", ")}.
`;
}
