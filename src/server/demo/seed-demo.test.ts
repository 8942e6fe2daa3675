import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { statutoryHolidays } from "../../shared/holidays";
import { addDays } from "../../shared/calendar-date";
import { PORTAL_INVOICE_STATES, PORTAL_QUOTE_STATES, portalInvoiceState, portalQuoteState } from "../../shared/portal";
import type { InvoiceStatus, QuoteStatus } from "../../shared/options/billing";
import { queryRows, type Database } from "../db/client";
import { createTestApp } from "../test/test-app";
import { createTestDb, testDbKinds } from "../test/test-db";
import { DEMO_LEAD_STATUSES } from "./demo-people";
import { DEMO_ADMIN, DEMO_CLIENT, DemoRefusedError, demoCounts, seedDemo } from "./seed-demo";

// `npm run seed:demo` on a fresh database: believable amounts of everything, every status a list
// can show, numbers that add up, and a refusal to touch a database that already has clients.

describe.each(testDbKinds)("seed:demo on %s", (kind) => {
  let database: Database;
  let t: ReturnType<typeof createTestApp>;
  const today = businessDay();
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
  const countBy = async (query: ReturnType<typeof sql>) =>
    Object.fromEntries((await rows<{ k: string; n: number }>(query)).map((r) => [r.k, Number(r.n)])) as Record<string, number>;

  beforeAll(async () => {
    database = await createTestDb(kind);
    t = createTestApp(database);
    // (Its time is not asserted here: on a busy machine a wall clock says more of the load than
    // of the seed, which takes 10-12 s of CPU either way.)
    await seedDemo({ db: database.db, config: t.config, today });
  }, 60_000);
  afterAll(() => database?.close());

  test("about forty clients in Ottawa (Ontario) and Gatineau (Quebec), each with an address and an e-mail", async () => {
    const byProvince = await countBy(sql`select a.province as k, count(*)::int as n from clients c join client_addresses a on a.client_id = c.id group by 1`);
    expect(byProvince.ON! + byProvince.QC!).toBe(40);
    expect(byProvince.QC).toBeGreaterThanOrEqual(10);
    const codes = await rows<{ city: string; postal_code: string }>(sql`select city, postal_code from client_addresses`);
    for (const { city, postal_code } of codes) expect(postal_code).toMatch(city === "Ottawa" ? /^K[12][A-Z] \d[A-Z]\d$/ : /^J[89][A-Z] \d[A-Z]\d$/);
    expect(await rows(sql`select 1 from clients where email is null`)).toEqual([]);
  });

  test("assessments over the last six months, a few tied to the client who asked from the portal", async () => {
    const [span] = await rows<{ n: number; oldest: string; newest: string; tied: number }>(
      sql`select count(*)::int as n, min(submitted_at)::date::text as oldest, max(submitted_at)::date::text as newest, count(client_id)::int as tied from job_assessments`,
    );
    expect(Number(span!.n)).toBeGreaterThanOrEqual(50);
    expect(span!.oldest < span!.newest).toBe(true);
    expect(Date.parse(today) - Date.parse(span!.oldest)).toBeGreaterThan(120 * 86_400_000);
    expect(Date.parse(today) - Date.parse(span!.oldest)).toBeLessThanOrEqual(184 * 86_400_000);
    expect(Number(span!.tied)).toBe(3);
  });

  test("leads in every status; the converted ones linked to their client", async () => {
    expect(await countBy(sql`select lead_status as k, count(*)::int as n from leads group by 1`)).toEqual(DEMO_LEAD_STATUSES);
    const [linked] = await rows<{ n: number }>(
      sql`select count(*)::int as n from leads l join clients c on c.lead_id = l.id where l.lead_status = 'Converted' and l.client_id = c.id`,
    );
    expect(Number(linked!.n)).toBe(DEMO_LEAD_STATUSES.Converted);
  });

  test("quotes in every status, numbered in date order", async () => {
    const quotes = await rows<{ status: QuoteStatus; valid_until: string; number: string; quote_date: string }>(
      sql`select status, valid_until::text, number, quote_date::text from quotes order by number`,
    );
    const states = new Set(quotes.map((q) => portalQuoteState(q.status, q.valid_until, today) ?? q.status));
    for (const state of [...PORTAL_QUOTE_STATES, "draft"]) expect(states, state).toContain(state);
    const sameYear = (a: { number: string }, b: { number: string }) => a.number.slice(0, 6) === b.number.slice(0, 6);
    quotes.forEach((q, i) => i > 0 && sameYear(quotes[i - 1]!, q) && expect(q.quote_date >= quotes[i - 1]!.quote_date, q.number).toBe(true));
  });

  test("invoices paid, outstanding and overdue (some with a part paid), drafts and a void one; the money adds up", async () => {
    const invoices = await rows<{
      status: InvoiceStatus;
      due_date: string | null;
      total: number;
      paid: number;
      credited: number;
      payments: number;
      tax_codes: string;
    }>(
      sql`select i.status, i.due_date::text, i.total_cents as total, i.paid_cents as paid, i.credited_cents as credited,
            (select coalesce(sum(amount_cents), 0)::int from invoice_payments p where p.invoice_id = i.id) as payments,
            (select string_agg(t->>'code', ',' order by t->>'code') from jsonb_array_elements(i.taxes) t) as tax_codes
          from invoices i`,
    );
    const states = invoices.map((i) => (i.due_date ? portalInvoiceState(i.status, i.due_date, today) : null) ?? i.status);
    for (const state of [...PORTAL_INVOICE_STATES, "draft", "void"]) expect(states, state).toContain(state);
    expect(states.filter((s) => s === "paid").length).toBeGreaterThanOrEqual(15);
    expect(invoices.some((i) => i.status === "issued" && Number(i.paid) > 0)).toBe(true);
    for (const i of invoices) {
      expect(Number(i.paid)).toBe(Number(i.payments));
      if (i.status === "paid") expect(Number(i.paid) + Number(i.credited)).toBe(Number(i.total));
    }
    // Ontario's HST and Quebec's GST and QST both appear.
    const taxes = new Set(invoices.map((i) => i.tax_codes));
    expect(taxes).toContain("HST");
    expect(taxes).toContain("GST,QST");
  });

  test("visits: past ones completed, some cancelled or missed; upcoming ones scheduled; the demo client has both", async () => {
    const visits = await countBy(
      sql`select status || case when visit_date >= ${today} then ':ahead' else ':past' end as k, count(*)::int as n from service_visits group by 1`,
    );
    expect(visits["completed:past"]).toBeGreaterThan(100);
    expect(visits["cancelled:past"]).toBeGreaterThan(0);
    expect(visits["missed:past"]).toBeGreaterThan(0);
    expect(visits["scheduled:ahead"]).toBeGreaterThan(20);
    expect(Object.keys(visits).sort()).toEqual(["cancelled:past", "completed:past", "missed:past", "scheduled:ahead"]);
    const demo = await countBy(
      sql`select v.status as k, count(*)::int as n from service_visits v join clients c on c.id = v.client_id where c.email = ${DEMO_CLIENT.email} group by 1`,
    );
    expect(demo.scheduled).toBeGreaterThan(0);
    expect(demo.completed).toBeGreaterThan(0);
  });

  test("recurring schedules of every kind, the demo client's among them, their visits generated 90 days ahead", async () => {
    const schedules = await rows<{ frequency: string; email: string; quote_status: string; generated_through: string; start_date: string }>(
      sql`select s.frequency, c.email, q.status as quote_status, s.generated_through::text, s.start_date::text
          from service_schedules s join clients c on c.id = s.client_id join quotes q on q.id = s.quote_id where s.ended_at is null`,
    );
    expect(schedules.length).toBeGreaterThanOrEqual(5);
    expect(schedules.length).toBeLessThanOrEqual(8);
    expect(new Set(schedules.map((s) => s.frequency))).toEqual(new Set(["weekly", "bi-weekly", "monthly", "custom"]));
    expect(schedules.map((s) => s.email)).toContain(DEMO_CLIENT.email);
    for (const s of schedules) {
      expect(s.quote_status).toBe("accepted");
      expect(s.start_date < today).toBe(true);
      expect(s.generated_through).toBe(addDays(today, 90));
    }
    // Their visits: the past ones closed (mostly completed), the next weeks scheduled, each for its occurrence.
    const visits = await countBy(
      sql`select status || case when visit_date >= ${today} then ':ahead' else ':past' end as k, count(*)::int as n
          from service_visits where schedule_id is not null group by 1`,
    );
    expect(visits["completed:past"]).toBeGreaterThan(20);
    expect(visits["scheduled:past"]).toBeUndefined();
    const [soon] = await rows<{ n: number }>(
      sql`select count(*)::int as n from service_visits where schedule_id is not null and status = 'scheduled' and visit_date between ${today} and ${addDays(today, 21)}`,
    );
    expect(Number(soon!.n)).toBeGreaterThanOrEqual(schedules.length);
    // A visit is on its occurrence, or moved off a statutory holiday to a later day (decision 051).
    const moved = await rows<{ occurrence: string; day: string }>(
      sql`select occurrence_date::text as occurrence, visit_date::text as day from service_visits where schedule_id is not null and occurrence_date is distinct from visit_date`,
    );
    const holidays = new Set([0, 1].flatMap((n) => statutoryHolidays(Number(today.slice(0, 4)) + n).map((h) => h.date)));
    for (const v of moved) {
      expect(holidays.has(v.occurrence), JSON.stringify(v)).toBe(true);
      expect(v.day > v.occurrence).toBe(true);
    }
  });

  test("no client has two visits on the same day", async () => {
    expect(await rows(sql`select client_id, visit_date from service_visits where status <> 'cancelled' group by 1, 2 having count(*) > 1`)).toEqual([]);
  });

  test("conversations with about ten clients: replies, a request to move a visit, ratings, an open follow-up, some unread for staff", async () => {
    const [c] = await rows<{ conversations: number; unread: number; staff: number; client: number; requests: number; open: number }>(
      sql`select (select count(*)::int from client_conversations) as conversations,
            (select coalesce(sum(staff_unread), 0)::int from client_conversations) as unread,
            (select count(*)::int from client_messages where author = 'staff') as staff,
            (select count(*)::int from client_messages where author = 'client') as client,
            (select count(*)::int from client_messages where kind = 'reschedule_request') as requests,
            (select count(*)::int from visit_ratings where follow_up_opened_at is not null and follow_up_closed_at is null) as open`,
    );
    expect(Number(c!.conversations)).toBeGreaterThanOrEqual(8);
    expect(Number(c!.unread)).toBeGreaterThan(0);
    expect(Number(c!.staff)).toBeGreaterThanOrEqual(8);
    expect(Number(c!.client)).toBeGreaterThanOrEqual(8);
    expect(Number(c!.requests)).toBe(1);
    expect(Number(c!.open)).toBe(1);
    expect((await rows<{ score: number }>(sql`select score from visit_ratings order by score`)).map((r) => Number(r.score))).toEqual(
      expect.arrayContaining([2, 5]),
    );
    // The conversation rows agree with their messages (the row's time is its transaction's start, a
    // message's the clock's), and everything happened before now.
    const mismatched = await rows(
      sql`select c.client_id from client_conversations c
          where c.staff_unread <> (select count(*) from client_messages m where m.client_id = c.client_id and m.author <> 'staff' and m.read_at is null)
             or c.client_unread <> (select count(*) from client_messages m where m.client_id = c.client_id and m.author = 'staff' and m.read_at is null)
             or c.last_message_at < (select max(created_at) from client_messages m where m.client_id = c.client_id) - interval '1 minute'`,
    );
    expect(mismatched).toEqual([]);
    expect(await rows(sql`select 1 from client_messages where created_at > now() or read_at < created_at`)).toEqual([]);
    // The demo client asked to move a visit staff have not moved yet.
    const demo = await countBy(
      sql`select m.kind as k, count(*)::int as n from client_messages m join clients c on c.id = m.client_id where c.email = ${DEMO_CLIENT.email} group by 1`,
    );
    expect(demo.reschedule_request).toBe(1);
    expect(demo.rating).toBe(1);
    expect(demo.message).toBeGreaterThanOrEqual(2);
  });

  test("no e-mail of the past waits in the outbox", async () => {
    expect(await rows(sql`select kind from outbox where sent_at is null`)).toEqual([]);
  });

  test("the demo admin signs in with the printed password", async () => {
    const res = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    });
    expect(res.status).toBe(200);
  });

  test("the demo client's portal account dates from when they became a client", async () => {
    const [account] = await rows<{ since: string; client_since: string }>(
      sql`select (u.created_at at time zone 'America/Toronto')::date::text as since, (c.created_at at time zone 'America/Toronto')::date::text as client_since
          from users u join clients c on lower(c.email) = lower(u.email) where u.email = ${DEMO_CLIENT.email}`,
    );
    expect(account!.since).toBe(account!.client_since);
    expect(account!.since < today).toBe(true);
  });

  test("a second run is refused and changes nothing", async () => {
    const before = await demoCounts(database.db);
    await expect(seedDemo({ db: database.db, config: t.config, today })).rejects.toThrow(DemoRefusedError);
    await expect(seedDemo({ db: database.db, config: t.config, today })).rejects.toThrow(/already has 40 clients/);
    expect(await demoCounts(database.db)).toEqual(before);
  });
});
