import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DbKind } from "../src/server/test/test-db";
import { createTestApp } from "../src/server/test/test-app";
import { call, makeAdmin, signInAdmin } from "../src/server/test/auth-helpers";
import { ROOT } from "../src/server/test/server-process";
import { getAssessmentStats } from "../src/server/services/assessments/assessment-stats";
import { seedAssessments, seedClients, seedInvoices, seedLeads, seedQuotes } from "./admin-seed";
import { benchDbKinds, openBenchDb } from "./bench-db";
import { MONTHLY_MARKER, monthlyBillingSection } from "./monthly-billing";
import { PHOTOS_MARKER, photosSection } from "./photos";
import { PDF_MARKER, quotePdfSection } from "./quote-pdf";
import { REMINDERS_MARKER, remindersSection } from "./reminders";
import { SCHEDULES_MARKER, schedulesSection } from "./schedules";
import { VISITS_WEEK_MARKER, visitsWeekSection } from "./visits-week";

// The admin assessments API at 100,000 rows and the leads and clients APIs at 20,000 each, in
// process (app.request, no HTTP socket), on PGlite and, when TEST_DATABASE_URL or DATABASE_URL is
// set, on that PostgreSQL server (in a fresh database that is dropped afterwards), then the quote
// PDF (bench/quote-pdf.ts), the reminder pass (bench/reminders.ts), the visit generator
// (bench/schedules.ts), the week view (bench/visits-week.ts), the visit photos (bench/photos.ts)
// and the monthly billing run (bench/monthly-billing.ts). Writes its sections of BENCHMARKS.md.
// BENCH_ONLY=pdf, reminders, schedules, visits, photos or monthly: that section alone.

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const LEAD_ROWS = Number(process.env.BENCH_LEAD_ROWS ?? 20_000);
const CLIENT_ROWS = Number(process.env.BENCH_CLIENT_ROWS ?? 20_000);
const QUOTE_ROWS = Number(process.env.BENCH_QUOTE_ROWS ?? 50_000);
const INVOICE_ROWS = Number(process.env.BENCH_INVOICE_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const MARKER = "<!-- bench:admin -->";
const ONLY = process.env.BENCH_ONLY;

type Line = { kind: string; scenario: string; p50: number; p95: number };

const round = (n: number) => Math.round(n * 10) / 10;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A request read to its end; refused unless 200. */
const fetched = (send: (i: number) => Promise<Response>) => async (i: number) => {
  const res = await send(i);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`status ${res.status}`);
};

async function latency(run: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: round(times[Math.floor(times.length * 0.5)]!), p95: round(times[Math.floor(times.length * 0.95)]!) };
}

async function runOn(kind: DbKind) {
  const seedStart = performance.now();
  const { database, seedDb, closeSeedDb } = await openBenchDb(kind);
  const t = createTestApp(database);
  await makeAdmin(t, database);
  const cookie = (await signInAdmin(t)).cookie;
  await seedAssessments(seedDb, ROWS);
  await seedLeads(seedDb, LEAD_ROWS);
  await seedClients(seedDb, CLIENT_ROWS);
  await seedQuotes(seedDb, QUOTE_ROWS);
  await seedInvoices(seedDb, INVOICE_ROWS);
  await closeSeedDb();
  const seedSeconds = round((performance.now() - seedStart) / 1000);
  const get = async (p: string) => call(t, p, { cookie });

  const searches = ["smith", "tremblay", "jane", "user12", "5550142", "613-555"];
  const leadSearches = ["smith", "tremblay", "jane", "lead12", "5550142", "(613) 555"];
  const statuses = ["New", "Contacted", "In%20Progress", "Converted", "Lost"];
  const clientSearches = ["smith", "côté", "jane", "client12", "5550142", "(613) 555"];
  const quoteStates = ["draft", "sent", "expired", "accepted", "declined", "void"];
  const quoteSearches = ["q-2026-0123", "deep", "tremblay", "client12", "move-out"];
  const invoiceStates = ["draft", "outstanding", "overdue", "paid", "void"];
  const invoiceSearches = ["f-2026-0123", "deep", "tremblay", "client12", "office"];
  const lastClientPage = Math.max(1, Math.ceil(CLIENT_ROWS / 50));
  const scenarios: [string, (i: number) => Promise<unknown>][] = [
    ["assessments: first page (no filters, newest first)", fetched(() => get("/api/admin/assessments"))],
    ["assessments: page 100, sorted by name", fetched(() => get("/api/admin/assessments?sort=full_name&dir=asc&page=100"))],
    ["assessments: type + month filters", fetched(() => get("/api/admin/assessments?propertyType=office&serviceType=deep&range=month"))],
    ["assessments: search + type + range", fetched((i) => get(`/api/admin/assessments?search=${searches[i % searches.length]}&propertyType=home&range=month`))],
    ["assessments: search only (name, e-mail, phone digits)", fetched((i) => get(`/api/admin/assessments?search=${searches[i % searches.length]}`))],
    // The stat cards alone: the counts the list answer carries, without a page, filters or facets.
    ["assessments: stat cards (Total, This Week, With Pets; service call)", () => getAssessmentStats({ db: database.db })],
    ["leads: first page (newest first)", fetched(() => get("/api/admin/leads"))],
    [
      "leads: search (name, e-mail, phone digits)",
      fetched((i) => get(`/api/admin/leads?search=${encodeURIComponent(leadSearches[i % leadSearches.length]!)}`)),
    ],
    ["leads: status filter", fetched((i) => get(`/api/admin/leads?status=${statuses[i % statuses.length]}`))],
    ["leads: status filter, page 20", fetched((i) => get(`/api/admin/leads?status=${statuses[i % statuses.length]}&page=20`))],
    ["clients: first page (newest first)", fetched(() => get("/api/admin/clients"))],
    [
      "clients: search (name, e-mail, phone digits)",
      fetched((i) => get(`/api/admin/clients?search=${encodeURIComponent(clientSearches[i % clientSearches.length]!)}`)),
    ],
    [`clients: last page (${lastClientPage}, newest first)`, fetched(() => get(`/api/admin/clients?page=${lastClientPage}`))],
    [`clients: page ${Math.ceil(lastClientPage / 2)} sorted by name`, fetched(() => get(`/api/admin/clients?sort=name&page=${Math.ceil(lastClientPage / 2)}`))],
    ["quotes: first page (newest first)", fetched(() => get("/api/admin/quotes"))],
    ["quotes: state filter (rotating, expired computed)", fetched((i) => get(`/api/admin/quotes?status=${quoteStates[i % quoteStates.length]}`))],
    ["quotes: search (number, title, client)", fetched((i) => get(`/api/admin/quotes?search=${encodeURIComponent(quoteSearches[i % quoteSearches.length]!)}`))],
    ["quotes: page 200", fetched(() => get("/api/admin/quotes?page=200"))],
    ["quotes: cards (open value, sent this month, acceptance rate)", fetched(() => get("/api/admin/quotes/stats"))],
    ["invoices: first page (newest first)", fetched(() => get("/api/admin/invoices"))],
    ["invoices: state filter (rotating, overdue computed)", fetched((i) => get(`/api/admin/invoices?status=${invoiceStates[i % invoiceStates.length]}`))],
    [
      "invoices: search (number, title, client)",
      fetched((i) => get(`/api/admin/invoices?search=${encodeURIComponent(invoiceSearches[i % invoiceSearches.length]!)}`)),
    ],
    ["invoices: page 500", fetched(() => get("/api/admin/invoices?page=500"))],
    ["invoices: cards (outstanding, overdue, paid this month, aging)", fetched(() => get("/api/admin/invoices/stats"))],
  ];
  const lines: Line[] = [];
  for (const [scenario, run] of scenarios) {
    lines.push({ kind, scenario, ...(await latency(run)) });
    console.log(kind, scenario, lines.at(-1));
  }

  // The export: time and the growth of this process's memory while it streams.
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const start = performance.now();
  const res = await get("/api/admin/assessments/export.csv");
  const reader = res.body!.getReader();
  let bytes = 0;
  let lineCount = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const b of value) if (b === 10) lineCount++;
  }
  const exportSeconds = round((performance.now() - start) / 1000);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  if (lineCount !== ROWS + 1) throw new Error(`export had ${lineCount} lines`);
  await database.close();
  return { kind, lines, seedSeconds, exportSeconds, exportMb: round(bytes / 1024 / 1024), rssGrowthMb: mb(peak - rssBefore) };
}

/** Put `section` (starting with `marker`) in BENCHMARKS.md in place of its last run, or at the end; other sections stay. */
function writeSection(marker: string, section: string) {
  const file = path.join(ROOT, "BENCHMARKS.md");
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n";
  const kept = current.includes(marker) ? current.slice(0, current.indexOf(marker)) : `${current.trimEnd()}\n\n`;
  // Any later section (such as `npm run bench:web`'s) stays after this one.
  const at = current.indexOf(marker);
  const next = at >= 0 ? current.indexOf("<!-- bench:", at + marker.length) : -1;
  fs.writeFileSync(file, kept + section + (next >= 0 ? `\n${current.slice(next)}` : ""));
  console.log(section);
}

async function main() {
  if (!ONLY) await benchLists();
  if (!ONLY || ONLY === "pdf") writeSection(PDF_MARKER, await quotePdfSection(REQUESTS));
  if (!ONLY || ONLY === "reminders") writeSection(REMINDERS_MARKER, await remindersSection(benchDbKinds()));
  if (!ONLY || ONLY === "schedules") writeSection(SCHEDULES_MARKER, await schedulesSection(benchDbKinds()));
  if (!ONLY || ONLY === "visits") writeSection(VISITS_WEEK_MARKER, await visitsWeekSection(benchDbKinds(), REQUESTS));
  if (!ONLY || ONLY === "photos") writeSection(PHOTOS_MARKER, await photosSection());
  if (!ONLY || ONLY === "monthly") writeSection(MONTHLY_MARKER, await monthlyBillingSection(benchDbKinds()));
}

async function benchLists() {
  const kinds = benchDbKinds();
  const results = [];
  const loadBefore = os.loadavg()[0]!;
  for (const kind of kinds) results.push(await runOn(kind));
  const loadAfter = os.loadavg()[0]!;

  const section = `${MARKER}
## Admin assessments at ${ROWS.toLocaleString("en-CA")} rows, leads at ${LEAD_ROWS.toLocaleString("en-CA")}, clients at ${CLIENT_ROWS.toLocaleString("en-CA")}, quotes at ${QUOTE_ROWS.toLocaleString("en-CA")}, invoices at ${INVOICE_ROWS.toLocaleString("en-CA")}

Run with \`npm run bench:admin\` on ${os.cpus().length} cores, Node ${process.version}, in process (\`app.request\`, no socket),
${REQUESTS} sequential requests per scenario, signed in as an admin. Date: ${new Date().toISOString().slice(0, 10)}.
Load average (1 minute) at the start and the end of the run: ${loadBefore.toFixed(1)} and ${loadAfter.toFixed(1)} (other work on the machine slows every figure).
The assessments list answer includes the stat cards and the filter options (one counting pass and GIN lookups); the
stat cards row times their query alone through the service (no HTTP). Lead searches rotate over names, e-mail and
phone fragments; the status filter rotates over the five statuses. Each lead page carries the matching total.
Clients each have a service address (a third two); each client page carries the matching total and every row's
first address; searches rotate like the leads'. Goal for the clients list: p95 at most 30 ms on PostgreSQL.
Quotes are spread over the clients in every status, sent over the last 120 days; the list joins each row's client
and carries the matching total. Goal for the quotes list: p95 at most 30 ms on PostgreSQL.
Invoices are spread over two years in every status (most paid, with their payments); the list joins each row's
client and carries the matching total. Goal for the invoices list: p95 at most 30 ms on PostgreSQL.
The tables are analyzed but not vacuumed after the bulk load, so the counts still read the heap: on PostgreSQL,
after autovacuum has set the visibility map, the stat cards query takes about half as long (index-only scans).

| database | scenario | p50 ms | p95 ms |
| --- | --- | --- | --- |
${results.flatMap((r) => r.lines.map((l) => `| ${l.kind} | ${l.scenario} | ${l.p50} | ${l.p95} |`)).join("\n")}

| database | seed (s) | CSV export of all rows (s) | CSV size (MB) | process RSS growth during export (MB) |
| --- | --- | --- | --- | --- |
${results.map((r) => `| ${r.kind} | ${r.seedSeconds} | ${r.exportSeconds} | ${r.exportMb} | ${r.rssGrowthMb} |`).join("\n")}
`;
  writeSection(MARKER, section);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
