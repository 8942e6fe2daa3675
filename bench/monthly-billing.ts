import os from "node:os";
import { sql } from "drizzle-orm";
import { queryRows, type Database, type Db } from "../src/server/db/client";
import { loadConfig } from "../src/server/env";
import type { JobHandlers } from "../src/server/jobs/kinds";
import { createJobRunner } from "../src/server/jobs/worker";
import { MONTHLY_BATCH, monthlyBillingJobHandler, scheduleMonthlyBilling } from "../src/server/services/invoices/billing-jobs";
import { invoicePdf } from "../src/server/services/invoices/invoice-mail";
import { invoiceDocument, loadInvoice } from "../src/server/services/invoices/invoice-record";
import { TEST_TAX_NUMBERS } from "../src/server/test/tax-numbers";
import { silentLogger } from "../src/server/test/test-app";
import type { DbKind } from "../src/server/test/test-db";
import { businessDay } from "../src/shared/business-time";
import { seedClients } from "./admin-seed";
import { openBenchDb } from "./bench-db";

// The monthly billing run (decision 073) over 2,000 schedules billed monthly and their 10,000
// visits completed last month, on PGlite and PostgreSQL: the "billing.monthly" job and its
// follow-up jobs (MONTHLY_BATCH clients and addresses each, each its own transaction) through the
// job worker's runner until nothing is due, as the server runs it. Each invoice is made, numbered
// and issued, and its e-mail rendered (subject, text, HTML) and queued in the outbox with its PDF,
// all in the job's transaction; the outbox sender (delivery, later) is not part of the run.
// Checked after: every completed visit billed by exactly one live invoice, one invoice per client
// and address. References, on the same database after each job (so under the same load): that
// job's invoice rows written by one INSERT ... SELECT, and as many single-row commits as invoices.

export const MONTHLY_MARKER = "<!-- bench:admin:monthly-billing -->";

const SCHEDULES = Number(process.env.BENCH_MONTHLY_SCHEDULES ?? 2_000);
const VISITS = Number(process.env.BENCH_MONTHLY_VISITS ?? 10_000);
/** Clients seeded: with every third given a second address, enough addresses for the schedules. */
const CLIENTS = Math.ceil(SCHEDULES * 0.75);
/** Addresses with a schedule: the rest of the schedules are a second schedule at one of them (one invoice for both). */
const ADDRESSES = Math.round(SCHEDULES * 0.925);
/** Invoices of each job whose PDF is rendered again alone, to say what share of the run the PDFs are. */
const PDF_PER_PASS = 20;
const config = loadConfig({
  DATA_DIR: "/tmp/unused-bench-data",
  APP_URL: "https://maplecrestcleaning.ca",
  SITE_ETRANSFER_EMAIL: "payments@maplecrestcleaning.ca",
  // The server's secret, as resolveServerSecret leaves it at boot (e-mails sign their unsubscribe links with it).
  AUTH_SECRET: "monthly-billing-bench-secret-32-chars!",
  ...TEST_TAX_NUMBERS,
});

const seconds = (ms: number) => (ms < 1000 ? Math.round(ms / 10) / 100 : Math.round(ms / 100) / 10);
const round = (n: number) => Math.round(n * 10) / 10;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
}

/** The first day of the month before `day`'s. */
function previousMonth(day: string): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, "0")}-01`;
}

/**
 * Run seedClients first. A quarter of the addresses moved to Quebec (GST and QST), then
 * `schedules` accepted quotes and monthly-billed schedules over the first ADDRESSES addresses (so
 * clients with two addresses have a schedule at each, and some addresses two schedules): every
 * quote a recurring cleaning line, a fifth a second recurring line, a third an optional line (chosen
 * at acceptance by half of them), a quarter a one-time line; each acceptance keeps a 16 KB signed
 * PDF, as a real one does. `visits` completed visits dated last month, spread evenly over the
 * schedules; a cancelled visit last month for one schedule in ten and a scheduled one this month
 * for each (neither is billed).
 */
async function seedMonthly(db: Db, schedules: number, visits: number, today: string) {
  const year = today.slice(0, 4);
  const lastMonth = previousMonth(today);
  const thisMonth = `${today.slice(0, 7)}-01`;
  await db.execute(sql`
    update client_addresses set province = 'QC', city = 'Gatineau', postal_code = 'J8X 3X7'
    where abs(hashtext(id::text)) % 4 = 1`);
  await db.execute(sql`
    with a as (select id, client_id, province, row_number() over (order by client_id, position) as r from client_addresses),
         s as (select k, a.* from generate_series(1, ${schedules}) as k join a on a.r = 1 + (k - 1) % ${ADDRESSES}),
         l as (
           select s.*,
             jsonb_build_array(jsonb_build_object('id', md5('base' || k)::uuid, 'description', 'Recurring cleaning', 'quantity', 1,
                 'unitPriceCents', 9000 + (k * 37) % 9000, 'lineTotalCents', 9000 + (k * 37) % 9000, 'optional', false, 'oneTime', false))
             || case when k % 5 = 0 then jsonb_build_array(jsonb_build_object('id', md5('windows' || k)::uuid, 'description', 'Inside windows',
                 'quantity', 2, 'unitPriceCents', 2000, 'lineTotalCents', 4000, 'optional', false, 'oneTime', false)) else '[]'::jsonb end
             || case when k % 3 = 0 then jsonb_build_array(jsonb_build_object('id', md5('fridge' || k)::uuid, 'description', 'Inside the fridge',
                 'quantity', 1, 'unitPriceCents', 3500, 'lineTotalCents', 3500, 'optional', true, 'oneTime', false)) else '[]'::jsonb end
             || case when k % 4 = 0 then jsonb_build_array(jsonb_build_object('id', md5('oven' || k)::uuid, 'description', 'Oven cleaning before the first visit',
                 'quantity', 1, 'unitPriceCents', 4500, 'lineTotalCents', 4500, 'optional', false, 'oneTime', true)) else '[]'::jsonb end as lines,
             9000 + (k * 37) % 9000 + case when k % 5 = 0 then 4000 else 0 end + case when k % 4 = 0 then 4500 else 0 end as subtotal
           from s)
    insert into quotes (number, client_id, address_id, title, status, version, lines, province, taxes, subtotal_cents, tax_cents, total_cents,
                        quote_date, valid_until, sent_at, created_at, updated_at, terms_version, terms_text)
    select 'Q-' || ${year} || '-' || lpad(k::text, 5, '0'), client_id, id, 'Recurring cleaning ' || k, 'accepted', 1, lines, province,
           case when province = 'QC'
             then jsonb_build_array(jsonb_build_object('code', 'GST', 'rate', 5000, 'registrationNumber', null, 'amountCents', round(subtotal * 0.05)),
                                    jsonb_build_object('code', 'QST', 'rate', 9975, 'registrationNumber', null, 'amountCents', round(subtotal * 0.09975)))
             else jsonb_build_array(jsonb_build_object('code', 'HST', 'rate', 13000, 'registrationNumber', null, 'amountCents', round(subtotal * 0.13))) end,
           subtotal, round(subtotal * case when province = 'QC' then 0.14975 else 0.13 end),
           subtotal + round(subtotal * case when province = 'QC' then 0.14975 else 0.13 end),
           ${lastMonth}::date - 60, ${lastMonth}::date - 30, ${lastMonth}::date - 60, now() - interval '90 days', now() - interval '60 days',
           '2026-11-01', 'Terms'
    from l`);
  await db.execute(sql`
    insert into quote_acceptances (quote_id, version, pdf_sha256, pdf, terms_version, terms_text, signed_name, channel, optional_line_ids, total_cents, accepted_at)
    select q.id, 1, repeat('0', 64), (select decode(string_agg(md5(q.id::text || g), ''), 'hex') from generate_series(1, 1000) g), '2026-11-01', 'Terms', c.full_name, 'portal',
           case when split_part(q.number, '-', 3)::int % 6 = 0 then jsonb_build_array(md5('fridge' || split_part(q.number, '-', 3)::int)::uuid) else '[]'::jsonb end,
           q.total_cents, now() - interval '60 days'
    from quotes q join clients c on c.id = q.client_id`);
  await db.execute(sql`
    insert into service_schedules (client_id, address_id, quote_id, service, frequency, start_date, window_start, window_end, billing, generated_through)
    select q.client_id, q.address_id, q.id, 'Recurring cleaning', 'weekly', ${lastMonth}::date - 60,
           (array['08:00','10:00','13:00'])[1 + k % 3]::time, (array['10:00','12:00','15:00'])[1 + k % 3]::time, 'monthly', ${thisMonth}::date + 30
    from (select q.*, split_part(q.number, '-', 3)::int as k from quotes q) q`);
  const perSchedule = Math.floor(visits / schedules);
  const extra = visits - perSchedule * schedules;
  // Completed visits: perSchedule for each schedule, one more for the first `extra`; days spread over the month.
  await db.execute(sql`
    with s as (select s.*, row_number() over (order by s.id) as k from service_schedules s)
    insert into service_visits (client_id, address_id, quote_id, schedule_id, occurrence_date, visit_date, window_start, window_end, service, status, completed_at)
    select s.client_id, s.address_id, s.quote_id, s.id, d.day, d.day, s.window_start, s.window_end, s.service, 'completed', d.day + time '15:00'
    from s cross join generate_series(0, ${perSchedule}) as j
    cross join lateral (select ${lastMonth}::date + (j * 26 / ${perSchedule + 1})::int + (s.k % 2)::int as day) d
    where j < ${perSchedule} or s.k <= ${extra}`);
  await db.execute(sql`
    with s as (select s.*, row_number() over (order by s.id) as k from service_schedules s)
    insert into service_visits (client_id, address_id, quote_id, schedule_id, occurrence_date, visit_date, window_start, window_end, service, status, cancelled_at, reason)
    select s.client_id, s.address_id, s.quote_id, s.id, ${lastMonth}::date + 27, ${lastMonth}::date + 27, s.window_start, s.window_end, s.service,
           'cancelled', now() - interval '10 days', 'Client away'
    from s where s.k % 10 = 0`);
  await db.execute(sql`
    insert into service_visits (client_id, address_id, quote_id, schedule_id, occurrence_date, visit_date, window_start, window_end, service, status)
    select s.client_id, s.address_id, s.quote_id, s.id, ${thisMonth}::date + 27, ${thisMonth}::date + 27, s.window_start, s.window_end, s.service, 'scheduled'
    from service_schedules s`);
  for (const table of ["client_addresses", "quotes", "quote_acceptances", "service_schedules", "service_visits"]) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
}

/** What the run must have made; throws when anything is off. */
async function check(database: Database, before: string) {
  const [row] = await queryRows<{
    visits: number;
    wrong: number;
    links: number;
    invoices: number;
    issued: number;
    pairs: number;
    one_time: number;
    one_time_quotes: number;
    qc: number;
    qst: number;
    mails: number;
    with_email: number;
    stray: number;
  }>(
    database.db,
    sql`select
      (select count(*)::int from service_visits where status = 'completed' and visit_date < ${before}) as visits,
      (select count(*)::int from service_visits v where v.status = 'completed' and v.visit_date < ${before}
         and (select count(*) from invoice_visits iv join invoices i on i.id = iv.invoice_id where iv.visit_id = v.id and iv.live and i.status <> 'void') <> 1) as wrong,
      (select count(*)::int from invoice_visits where live) as links,
      (select count(*)::int from invoices where kind = 'visits') as invoices,
      (select count(*)::int from invoices where kind = 'visits' and status = 'issued' and number like 'F-%') as issued,
      (select count(*)::int from (select distinct client_id, address_id from service_schedules where billing = 'monthly') p) as pairs,
      (select count(*)::int from invoice_visits where live and one_time) as one_time,
      (select count(*)::int from quotes where lines @> '[{"oneTime": true}]') as one_time_quotes,
      (select count(*)::int from invoices i join client_addresses a on a.id = i.address_id where a.province = 'QC') as qc,
      (select count(*)::int from invoices where taxes @> '[{"code": "QST"}]') as qst,
      (select count(*)::int from outbox where kind = 'invoice.send') as mails,
      (select count(*)::int from invoices i join clients c on c.id = i.client_id where c.email is not null) as with_email,
      (select count(*)::int from invoice_visits iv join service_visits v on v.id = iv.visit_id where v.status <> 'completed' or v.visit_date >= ${before}) as stray`,
  );
  const r = row!;
  const problems = [
    r.visits !== VISITS && `${r.visits} completed visits seeded, not ${VISITS}`,
    r.wrong !== 0 && `${r.wrong} completed visits not billed by exactly one live invoice`,
    r.links !== r.visits && `${r.links} live invoice_visits rows for ${r.visits} visits`,
    r.invoices !== r.pairs && `${r.invoices} invoices for ${r.pairs} clients and addresses`,
    r.issued !== r.invoices && `${r.issued} of ${r.invoices} invoices issued`,
    r.one_time !== r.one_time_quotes && `${r.one_time} one-time links for ${r.one_time_quotes} quotes with a one-time line`,
    (r.qc === 0 || r.qst !== r.qc) && `${r.qst} invoices with QST, ${r.qc} at a Quebec address`,
    r.mails !== r.with_email && `${r.mails} e-mails queued for ${r.with_email} invoices of clients with an e-mail`,
    r.stray !== 0 && `${r.stray} visits billed that should not be`,
  ].filter(Boolean);
  if (problems.length) {
    const failed = await queryRows<{ dedupe_key: string; attempts: number; last_error: string | null }>(
      database.db,
      sql`select dedupe_key, attempts, last_error from jobs where last_error is not null or done_at is null order by run_at`,
    );
    throw new Error(`monthly billing run is wrong:\n${problems.join("\n")}\njobs not done or failed: ${JSON.stringify(failed)}`);
  }
  return r;
}

type Row = { scenario: string; ms: number; transactions: number; longestMs: number; note: string };
type Result = { kind: DbKind; seedSeconds: number; rows: Row[]; invoices: number; perInvoiceMs: number; pdfMs: number; ratio: number; rowsRatio: number };

async function runOn(kind: DbKind): Promise<Result> {
  const seedStart = performance.now();
  const { database, seedDb, closeSeedDb } = await openBenchDb(kind);
  const now = new Date();
  const today = businessDay(now);
  const before = `${today.slice(0, 7)}-01`;
  await seedClients(seedDb, CLIENTS);
  await seedMonthly(seedDb, SCHEDULES, VISITS, today);
  await closeSeedDb();
  const seedSeconds = seconds(performance.now() - seedStart);
  const rows: Row[] = [];

  // The run, as the server does it: the month's job (scheduled at start), then its follow-ups.
  const runs: number[] = [];
  const handler = monthlyBillingJobHandler({ config });
  const handlers: JobHandlers = {
    "billing.monthly": async (payload, context) => {
      const start = performance.now();
      await handler(payload, context);
      runs.push(performance.now() - start);
    },
  };
  const runner = createJobRunner({ db: database.db, handlers, logger: silentLogger });
  await database.db.execute(sql`create table bench_ref_invoices (like invoices including defaults including indexes)`);
  await database.db.execute(sql`create table bench_ref_commits (n integer primary key, at timestamptz not null default now())`);
  await scheduleMonthlyBilling(database.db, now);

  // Each pass of the runner runs one job (a follow-up is scheduled in its job's transaction, after
  // the pass claimed). After each, not timed with the run, the references over that job's invoices,
  // so that the run and its references see the same load on this shared machine: the same rows in
  // one INSERT ... SELECT, as many single-row commits, and the PDFs of a sample rendered again alone.
  let runMs = 0;
  let bareMs = 0;
  let commitsMs = 0;
  let pdfMs = 0;
  let pdfs = 0;
  let last = "";
  for (let n = 0; ;) {
    const pass = await timed(() => runner.runDue());
    runMs += pass.ms;
    if (pass.result.ran === 0) break;
    const made = await queryRows<{ id: string; number: string }>(
      database.db,
      sql`select id, number from invoices where kind = 'visits' and number > ${last} order by number`,
    );
    if (made.length === 0) continue;
    bareMs += (await timed(() => database.db.execute(sql`insert into bench_ref_invoices select * from invoices where kind = 'visits' and number > ${last}`)))
      .ms;
    commitsMs += (
      await timed(async () => {
        for (let i = 0; i < made.length; i++) await database.db.execute(sql`insert into bench_ref_commits (n) values (${n++})`);
      })
    ).ms;
    for (const { id } of made.slice(0, PDF_PER_PASS)) {
      const row = (await loadInvoice(database.db, id))!;
      const document = await invoiceDocument(database.db, row, today);
      pdfMs += (await timed(() => invoicePdf(config, document, row.company))).ms;
      pdfs++;
    }
    last = made.at(-1)!.number;
  }
  const made = await check(database, before);
  const perInvoiceMs = runMs / made.invoices;
  const invoices = made.invoices.toLocaleString("en-CA");
  rows.push({
    scenario: `monthly run: ${SCHEDULES.toLocaleString("en-CA")} schedules, ${VISITS.toLocaleString("en-CA")} visits (job + follow-ups, ${MONTHLY_BATCH} clients and addresses each)`,
    ms: runMs,
    transactions: runs.length,
    longestMs: Math.max(...runs),
    note: `${invoices} invoices issued (${made.qc} in Quebec), ${made.one_time} with one-time lines, ${made.mails.toLocaleString("en-CA")} e-mails queued; ${round(perInvoiceMs)} ms per invoice`,
  });
  const pdfEach = pdfMs / pdfs;
  rows.push({
    scenario: `the invoice PDFs alone (renderInvoicePdf, ${pdfs} of the invoices made rendered again, times ${invoices})`,
    ms: pdfEach * made.invoices,
    transactions: 0,
    longestMs: 0,
    note: `${round(pdfEach)} ms each: ${Math.round(((pdfEach * made.invoices) / runMs) * 100)}% of the run`,
  });
  const rowsRatio = Math.round(runMs / bareMs);
  rows.push({
    scenario: "reference: the same invoice rows, one INSERT ... SELECT per job into a copy of the table (with its indexes)",
    ms: bareMs,
    transactions: runs.length,
    longestMs: 0,
    note: `the run is ${rowsRatio} times this`,
  });
  const ratio = round(runMs / commitsMs);
  rows.push({
    scenario: `reference: ${invoices} single-row INSERTs, each its own commit`,
    ms: commitsMs,
    transactions: made.invoices,
    longestMs: 0,
    note: `${round(commitsMs / made.invoices)} ms each; the run is ${ratio} times this`,
  });
  console.log(kind, rows);
  await database.close();
  return { kind, seedSeconds, rows, invoices: made.invoices, perInvoiceMs, pdfMs: pdfEach, ratio, rowsRatio };
}

export async function monthlyBillingSection(kinds: DbKind[]): Promise<string> {
  const loadBefore = os.loadavg()[0]!;
  const results: Result[] = [];
  for (const kind of kinds) results.push(await runOn(kind));
  const loadAfter = os.loadavg()[0]!;
  const n = SCHEDULES.toLocaleString("en-CA");
  const v = VISITS.toLocaleString("en-CA");
  return `${MONTHLY_MARKER}
## Monthly billing run: ${n} schedules, ${v} visits

Run with \`npm run bench:admin\` (this section alone: \`BENCH_ONLY=monthly npm run bench:admin\`) on ${os.cpus().length} cores, Node ${process.version},
in process. Date: ${new Date().toISOString().slice(0, 10)}. Load average (1 minute) at the start and the end: ${loadBefore.toFixed(1)} and ${loadAfter.toFixed(1)}.
${n} schedules billed monthly (decision 073), each with its accepted quote (signed acceptance), of ${CLIENTS.toLocaleString("en-CA")} clients
(a third with a second address, a quarter of the addresses in Quebec: GST and QST, the rest Ontario HST); the schedules are on
${ADDRESSES.toLocaleString("en-CA")} addresses, so some addresses have two (one invoice for both quotes). Quote lines: a recurring cleaning, a
fifth with a second recurring line, a third with an optional line (chosen by half), a quarter with a one-time line.
${v} visits completed last month (five per schedule), plus a cancelled visit last month for one schedule in ten and a
scheduled visit this month for each, neither billed. The "billing.monthly" job is scheduled as the server does at start and
run through the job worker's runner until nothing is due: each job bills ${MONTHLY_BATCH} clients and addresses in its own
transaction and leaves the rest to a follow-up job; "longest" is the longest job, the time one transaction holds the embedded
database's only connection. Each invoice is made from its visits, numbered, issued, its PDF rendered and its e-mail queued
in the outbox with the PDF attached, in that transaction. The e-mail is rendered (subject, text, HTML) when it is queued, so
that is in the run too. Not measured: the outbox sender (the delivery, later, outside the run), automatic payment
(card payments are off here: no charge queued). Checked after the run, or the bench fails: every completed visit of
last month billed by exactly one live invoice, nothing else billed, one issued invoice per client and address, each quote's one-time line billed once, QST on every Quebec invoice, one e-mail per
invoice of a client with an e-mail. After each job, not counted in the run, and so under the same load as it: the PDFs of
${PDF_PER_PASS} of its invoices rendered again alone (the PDF row: their mean times the invoices), and the references, on the same
database: that job's invoice rows written again by one INSERT ... SELECT into a copy of the table, and as many single-row
INSERTs as it made invoices, each its own commit.

| database | scenario | total (s) | transactions | longest (ms) | notes |
| --- | --- | --- | --- | --- | --- |
${results.flatMap((r) => r.rows.map((l) => `| ${r.kind} | ${l.scenario} | ${seconds(l.ms)} | ${l.transactions || ""} | ${l.longestMs ? Math.round(l.longestMs) : ""} | ${l.note} |`)).join("\n")}

Seeding (${CLIENTS.toLocaleString("en-CA")} clients, ${n} quotes and schedules, ${v} visits): ${results.map((r) => `${r.kind} ${r.seedSeconds} s`).join(", ")}.

In short: ${results.map((r) => `${r.kind} ${seconds(r.rows[0]!.ms)} s for ${r.invoices.toLocaleString("en-CA")} invoices, ${round(r.perInvoiceMs)} ms each, ${r.ratio} times as many single-row commits`).join("; ")}.
Where the time goes (PostgreSQL, 600 invoices, every statement timed at the driver, and a CPU profile of the process):
about 19 statements per invoice, about half the run's time: locking the visits and quotes, the checks that nothing is billed
twice, the invoice, its visit links, the year's counter, the issue, three timeline events (created, issued, sent), the
reads of the document for the PDF (quote number, client, address, payments, credits) and the outbox row with the PDF,
the dearest statement (1 to 2 ms). The PDF (pdfkit) is about 40% of the CPU profile, 3 to 6 ms an invoice; the e-mail's
subject, text and HTML are rendered when it is queued, in the run, under 1% of it; garbage collection about 10%. The
rest of the work is linear in the invoices, one job after another, no query grows with the month. On PGlite each job
holds the embedded database's only connection for its whole transaction (the "longest" column): the site's other
requests wait behind it that long. With 200 clients and addresses a job, that was 4 to 9 seconds, ten times in a row;
the batch is now 25 (decision 073), a job's longest hold well under a second, for about the same total.
Changes made after this profile (billVisits): the options the client chose at acceptance are read for all the invoice's
quotes in one statement, without the signed PDF the acceptance keeps (16 KB each here: was the whole acceptance row,
one query per quote), and the new draft's row comes from its INSERT ... RETURNING instead of being read again with a
lock (one statement fewer an invoice). Measured by this bench before them (end-of-run references then), at load 4.2 to
6.1: PGlite 53.6 s, PostgreSQL 21.5 s; after, at load 5.7 to 4.0: PGlite 30.1 s, PostgreSQL 23.2 s. The load on this
machine moves the figures more than the changes do.
`;
}
