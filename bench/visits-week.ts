import os from "node:os";
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { call, makeAdmin, signInAdmin } from "../src/server/test/auth-helpers";
import { createTestApp } from "../src/server/test/test-app";
import type { DbKind } from "../src/server/test/test-db";
import { buildWeekDays } from "../src/server/services/service-visits/week-view";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import type { ServiceVisitRange } from "../src/shared/schemas/service-visits";
import { seedClients } from "./admin-seed";
import { openBenchDb } from "./bench-db";

// The admin week view (GET /api/admin/service-visits/range) for a week holding 5,000 visits, among
// 100,000 over two years, on PGlite and PostgreSQL, with a check-in every CHANGE_EVERY requests
// (each makes the kept answer be built again, decision 071). Goal: p95 at most 50 ms on PostgreSQL.

export const VISITS_WEEK_MARKER = "<!-- bench:admin:visits-week -->";

const WEEK_VISITS = Number(process.env.BENCH_WEEK_VISITS ?? 5_000);
const OTHER_VISITS = Number(process.env.BENCH_OTHER_VISITS ?? 100_000);
const CLIENTS = 2_000;
/** A check-in before one request in this many: a busy morning's crews against an office that reloads its week. */
const CHANGE_EVERY = 10;

const round = (n: number) => Math.round(n * 10) / 10;

/** The Monday of the week after `day`'s. */
export function nextMonday(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, 7 - ((weekday + 6) % 7));
}

/**
 * `week` visits from `monday` to its Sunday (on the quarter hour from 06:00, every status, one to
 * three staff), and `other` more over the year before and after it, spread over the clients.
 */
export async function seedVisits(db: Db, monday: string, week: number, other: number): Promise<void> {
  const insert = (n: number, day: ReturnType<typeof sql>) => sql`
    with c as (select id, row_number() over (order by id) as k, count(*) over () as total from clients),
         a as (select distinct on (client_id) client_id, id from client_addresses order by client_id, position)
    insert into service_visits (client_id, address_id, visit_date, window_start, window_end, service, status, crew_notes)
    select c.id, a.id, ${day},
           (time '06:00' + ((i % 48) * interval '15 minutes')),
           (time '06:00' + ((i % 48) * interval '15 minutes') + interval '2 hours'),
           (array['Weekly cleaning','Deep cleaning','Move-out clean','Office cleaning','Windows and floors'])[1 + i % 5],
           (array['scheduled','scheduled','scheduled','completed','cancelled','missed'])[1 + i % 6],
           case when i % 4 = 0 then 'Side door; the code is 1234' end
    from generate_series(1, ${n}) as i
    join c on c.k = 1 + (i * 7919) % c.total
    join a on a.client_id = c.id`;
  await db.execute(insert(week, sql`${monday}::date + (i % 7)`));
  await db.execute(insert(other, sql`${monday}::date - 365 + (i % 730) + case when (i % 730) between 365 and 371 then 7 else 0 end`));
  // Twelve cleaners; each visit but one in ten has one to three of them (decision 064).
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-crew-' || k, 'crew' || k, 'crew' || k || '@bench.example.com', true from generate_series(1, 12) k`);
  await db.execute(sql`
    insert into admin_users (user_id, username, email, role)
    select 'bench-crew-' || k, 'crew' || k, 'crew' || k || '@bench.example.com', 'cleaner' from generate_series(1, 12) k`);
  await db.execute(sql`
    insert into service_visit_crew (visit_id, user_id)
    select v.id, 'bench-crew-' || (1 + (abs(hashtext(v.id::text)) + m) % 12)
    from service_visits v cross join generate_series(0, 2) m
    where abs(hashtext(v.id::text)) % 10 <> 0 and m <= abs(hashtext(v.id::text)) % 3
    on conflict do nothing`);
  // The week's check-ins: a quarter of its visits checked in, half of those checked out too.
  await db.execute(sql`
    insert into service_visit_events (visit_id, kind, actor_user_id, actor_name, at)
    select c.visit_id, k.kind, c.user_id, 'crew', now()
    from service_visit_crew c join service_visits v on v.id = c.visit_id
    cross join (values ('checked_in', 0), ('checked_out', 1)) as k(kind, half)
    where v.visit_date between ${monday}::date and ${monday}::date + 6 and abs(hashtext(v.id::text)) % 4 = 0
      and (k.half = 0 or abs(hashtext(v.id::text)) % 8 = 0)`);
  await db.execute(sql`analyze service_visits`);
  await db.execute(sql`analyze service_visit_crew`);
  await db.execute(sql`analyze service_visit_events`);
}

type Row = {
  kind: DbKind;
  p50: number;
  p95: number;
  keptP95: number;
  rebuiltP50: number;
  rebuiltP95: number;
  refP50: number;
  refP95: number;
  routeP50: number;
  routeP95: number;
  items: number;
  kb: number;
  seedSeconds: number;
};

async function runOn(kind: DbKind, requests: number): Promise<Row> {
  const seedStart = performance.now();
  const { database, seedDb, closeSeedDb } = await openBenchDb(kind);
  const t = createTestApp(database);
  await makeAdmin(t, database);
  const cookie = (await signInAdmin(t)).cookie;
  const monday = nextMonday(businessDay());
  await seedClients(seedDb, CLIENTS);
  await seedVisits(seedDb, monday, WEEK_VISITS, OTHER_VISITS);
  await closeSeedDb();
  const seedSeconds = round((performance.now() - seedStart) / 1000);
  const path = `/api/admin/service-visits/range?from=${monday}&to=${addDays(monday, 6)}`;

  let text = "";
  const once = async () => {
    const res = await call(t, path, { cookie });
    text = await res.text();
    if (res.status !== 200) throw new Error(`status ${res.status}: ${text.slice(0, 200)}`);
  };
  for (let i = 0; i < 10; i++) await once();
  const items = (JSON.parse(text) as ServiceVisitRange).visits.length;
  const bytes = text.length;
  // The reference, measured in turn with the route so both see the same load: the range's own
  // statement on the same database, without HTTP, session or routing.
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const times: number[] = [];
  const refTimes: number[] = [];
  const routeTimes: number[] = [];
  // A reference route too, in the same turns: the visits list's first page (50 visits with their crews).
  const listPage = async () => {
    const res = await call(t, "/api/admin/service-visits", { cookie });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`list status ${res.status}`);
  };
  const kept: number[] = [];
  const rebuilt: number[] = [];
  // A crew member checks in to one of the week's visits not yet started (not timed).
  const checkIn = () =>
    database.db.execute(sql`
      insert into service_visit_events (visit_id, kind, actor_user_id, actor_name, at)
      select v.id, 'checked_in', 'bench-crew-1', 'crew1', now() from service_visits v
      where v.visit_date between ${monday}::date and ${monday}::date + 6 and v.status = 'scheduled'
        and not exists (select 1 from service_visit_events e where e.visit_id = v.id)
      order by v.visit_date, v.window_start limit 1`);
  for (let i = 0; i < requests; i++) {
    const changed = i % CHANGE_EVERY === 0;
    if (changed) await checkIn();
    let start = performance.now();
    await once();
    const took = performance.now() - start;
    times.push(took);
    (changed ? rebuilt : kept).push(took);
    start = performance.now();
    await buildWeekDays(database.db, days);
    refTimes.push(performance.now() - start);
    start = performance.now();
    await listPage();
    routeTimes.push(performance.now() - start);
  }
  if (items !== WEEK_VISITS) throw new Error(`the week had ${items} visits`);
  await database.close();
  const at = (list: number[], q: number) => round([...list].sort((a, b) => a - b)[Math.floor(list.length * q)]!);
  const row = {
    kind,
    p50: at(times, 0.5),
    p95: at(times, 0.95),
    keptP95: at(kept, 0.95),
    rebuiltP50: at(rebuilt, 0.5),
    rebuiltP95: at(rebuilt, 0.95),
    refP50: at(refTimes, 0.5),
    refP95: at(refTimes, 0.95),
    routeP50: at(routeTimes, 0.5),
    routeP95: at(routeTimes, 0.95),
    items,
    kb: Math.round(bytes / 1024),
    seedSeconds,
  };
  console.log(row);
  return row;
}

/** Whether the PostgreSQL run met the goal, in words. */
const goal = (rows: Row[]) => {
  const pg = rows.find((r) => r.kind === "postgres");
  return !pg ? "not measured (no PostgreSQL)" : pg.p95 <= 50 ? "met in this run" : `not met in this run (${pg.p95} ms)`;
};

/** The section of BENCHMARKS.md. */
export async function visitsWeekSection(kinds: DbKind[], requests: number): Promise<string> {
  const rows: Row[] = [];
  const loadBefore = os.loadavg()[0]!;
  for (const kind of kinds) rows.push(await runOn(kind, requests));
  const loadAfter = os.loadavg()[0]!;
  return `${VISITS_WEEK_MARKER}
## Admin week view: ${WEEK_VISITS.toLocaleString("en-CA")} visits in one week

Run with \`npm run bench:admin\` (\`BENCH_ONLY=visits\` for this section alone) on ${os.cpus().length} cores, Node ${process.version},
in process (\`app.request\`, no socket), ${requests} sequential requests, signed in as an admin. Date: ${new Date().toISOString().slice(0, 10)}.
Load average (1 minute) at the start and the end: ${loadBefore.toFixed(1)} and ${loadAfter.toFixed(1)}.
The week (next Monday to Sunday) holds ${WEEK_VISITS.toLocaleString("en-CA")} visits of ${CLIENTS.toLocaleString("en-CA")} clients, among
${OTHER_VISITS.toLocaleString("en-CA")} more over the year before and after it; every answer carries all the week's visits, each
with what its card shows (window, client, service, crew, status, crew state: checked in, late or done; \`GET /api/admin/service-visits/range\`, read to its end),
and each cleaner's load for the week (decision 064): twelve cleaners, nine visits in ten with one to three of them, a quarter of the
week's visits checked in and half of those checked out.
How it got here (decision 038), on this shared 2-core machine under other load: the visits read as rows and
mapped in the process, each whole (2.8 MB; each answer parsed as well), p50 375 ms, p95 968 ms; the same answer written by the database
(json_agg), p50 157 ms, p95 290 ms; the card's fields only, each visit an object (1.3 MB), on a quiet machine p50 45.1 ms, p95 69 ms;
each visit an array of its card's fields in a fixed order (no field names, no client id), as below.
Kept days (decision 071): each day of the answer is kept in the process until a visit, crew or check-in of that day changes, or a
client's or staff member's name (stamps changed by triggers, read in one statement with the staff before kept days are served),
or a visit of the day turns late; a change builds its own day again, not the week. Before one request in
${CHANGE_EVERY} a cleaner checks in to one of the week's visits, so that request builds that day again ("rebuilt"); the others
are served kept. Before this, every request built it: p95 159 ms on PostgreSQL, 128.5 ms on PGlite (same seed, 100 requests).
Reference, timed in turn with each request so both see the same load: the answer's statement alone, built every time on the
same database (no HTTP, session or routing, no kept answer). A reference route in the same turns: the visits list's first page
(\`GET /api/admin/service-visits\`, 50 visits with their crews).
The crews and crew states (decision 064): first two lateral probes per visit (its crew, its check-ins), p95 485 ms at a load average
of 13.5; then the week's visits read once and their crew rows and check-in events one aggregate each, joined by visit id (the
statement below). Its plan on PostgreSQL 15 (EXPLAIN ANALYZE, 77 ms in all): the crews' two ordered aggregates sort each crew on
its own (20 ms), the crew table is hashed whole (11 ms), and the 5,000 arrays are built and ordered (18 ms).
Goal: p95 at most 50 ms on PostgreSQL: ${goal(rows)}.

| database | visits in the answer | answer (KB) | p50 ms | p95 ms | kept p95 ms | rebuilt p50 ms | rebuilt p95 ms | statement p50 ms | statement p95 ms | list route p50 ms | list route p95 ms | seed (s) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.map((r) => `| ${r.kind} | ${r.items.toLocaleString("en-CA")} | ${r.kb} | ${r.p50} | ${r.p95} | ${r.keptP95} | ${r.rebuiltP50} | ${r.rebuiltP95} | ${r.refP50} | ${r.refP95} | ${r.routeP50} | ${r.routeP95} | ${r.seedSeconds} |`).join("\n")}
`;
}
