import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import type { PortalOverview } from "../../shared/portal";
import type { QuoteDetail } from "../../shared/schemas/quotes";
import { invoices, serviceVisits } from "../db/schema/index";
import { signInNewClient } from "../test/auth-fixtures";
import { call } from "../test/auth-helpers";
import { useClientTestApp } from "../test/client-fixtures";
import { invoiceRow } from "../test/invoice-fixtures";
import { adminCall } from "../test/lead-fixtures";
import { QUOTE_FORM, QUOTES, seedQuoteClient } from "../test/quote-fixtures";
import { testDbKinds } from "../test/test-db";

// The portal dashboard's overview (GET /api/portal/overview, decision 050): what the client owes
// and on which invoices, the quotes waiting for their answer, the next visit, the staff replies
// not read yet; only their own, read from the same lists as the portal's pages.

describe.each(testDbKinds)("the portal's overview on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const today = businessDay();
  let n = 0;

  async function client() {
    const email = `overview${++n}-${kind}@example.com`;
    const { clientId, addressId } = await seedQuoteClient(ctx.database, email, "ON", `Client ${n}`);
    const { cookie } = await signInNewClient(ctx.t, ctx.database, email);
    const overview = async () => {
      const res = await call(ctx.t, "/api/portal/overview", { cookie });
      const text = await res.text();
      expect(res.status, text).toBe(200);
      return JSON.parse(text) as PortalOverview;
    };
    const invoice = async (status: "issued" | "paid" | "draft" | "void", dueIn: number, totalCents: number, paidCents = 0) => {
      const [row] = await ctx.database.db
        .insert(invoices)
        .values({
          ...invoiceRow({
            clientId,
            addressId,
            title: `Invoice ${status} ${dueIn}`,
            totalCents,
            status,
            issueDate: addDays(today, -20),
            dueDate: addDays(today, dueIn),
          }),
          paidCents,
        })
        .returning({ id: invoices.id });
      return row!.id;
    };
    const quote = async (title: string, send = true) => {
      const { quote } = await adminCall<QuoteDetail>(ctx, QUOTES, { body: { ...QUOTE_FORM, title, clientId, addressId } }, 201);
      if (send) await adminCall(ctx, `${QUOTES}/${quote.id}/send`, { body: {} });
      return quote.id;
    };
    const visit = async (days: number, service: string, status: "scheduled" | "completed" = "scheduled") =>
      ctx.database.db
        .insert(serviceVisits)
        .values({ clientId, addressId, visitDate: addDays(today, days), windowStart: "08:00", windowEnd: "12:00", service, status });
    return { clientId, cookie, overview, invoice, quote, visit };
  }

  test("a new client: nothing owed, nothing waiting, no visit, no unread reply", async () => {
    const { overview } = await client();
    expect(await overview()).toEqual({ balanceCents: 0, unpaidInvoices: [], pendingQuotes: [], nextVisit: null, unreadMessages: 0 });
  });

  test("the balance owed is what is left on Outstanding and Overdue invoices (oldest due first); pending quotes only, soonest to expire first; the next scheduled visit", async () => {
    const c = await client();
    const overdue = await c.invoice("issued", -5, 10_000);
    const partly = await c.invoice("issued", 10, 45_200, 20_000);
    await c.invoice("paid", -30, 9_900, 9_900);
    await c.invoice("draft", 30, 5_000);
    await c.invoice("void", 30, 7_000);
    const later = await c.quote("Later quote");
    await ctx.database.db.execute(sql`update quotes set valid_until = ${addDays(today, 40)} where id = ${later}`);
    const sooner = await c.quote("Sooner quote");
    const expired = await c.quote("Expired quote");
    await ctx.database.db.execute(sql`update quotes set valid_until = ${addDays(today, -1)} where id = ${expired}`);
    await c.quote("Draft quote", false);
    const withdrawn = await c.quote("Withdrawn quote");
    await adminCall(ctx, `${QUOTES}/${withdrawn}/void`, { body: { reason: "Wrong building" } });
    await c.visit(-3, "Done already", "completed");
    await c.visit(9, "Second visit");
    await c.visit(2, "Next visit");

    const o = await c.overview();
    expect(o.balanceCents).toBe(10_000 + 25_200);
    expect(o.unpaidInvoices.map((i) => [i.id, i.status, i.balanceCents])).toEqual([
      [overdue, "overdue", 10_000],
      [partly, "outstanding", 25_200],
    ]);
    expect(o.pendingQuotes.map((q) => q.id)).toEqual([sooner, later]);
    expect(o.nextVisit).toMatchObject({ service: "Next visit", date: addDays(today, 2) });
    // Only their own: another client's records change nothing.
    const other = await client();
    await other.invoice("issued", 3, 99_900);
    await other.quote("Theirs");
    expect(await c.overview()).toEqual(o);
  });

  test("unread replies: staff messages the client has not read; reading the conversation clears them", async () => {
    const c = await client();
    for (const body of ["We can come Tuesday.", "Also, the key is with the concierge?"])
      await adminCall(ctx, `/api/admin/messaging/${c.clientId}`, { body: { body } }, 201);
    expect((await c.overview()).unreadMessages).toBe(2);
    // The client's own message is not a reply to read.
    expect((await call(ctx.t, "/api/portal/messages", { cookie: c.cookie, body: { body: "Thanks!" } })).status).toBe(201);
    expect((await call(ctx.t, "/api/portal/messages", { cookie: c.cookie })).status).toBe(200);
    expect((await c.overview()).unreadMessages).toBe(0);
  });

  test("property: for any invoices, the balance owed is the sum of total less paid over the issued ones, to the cent, and each is listed once", async () => {
    const invoice = fc.record({
      status: fc.constantFrom("issued" as const, "paid" as const, "draft" as const, "void" as const),
      dueIn: fc.integer({ min: -60, max: 60 }),
      totalCents: fc.integer({ min: 1, max: 10_000_000 }),
      paidShare: fc.integer({ min: 0, max: 99 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(invoice, { maxLength: 6 }), async (made) => {
        const c = await client();
        let owed = 0;
        let count = 0;
        for (const i of made) {
          const paid = i.status === "paid" ? i.totalCents : Math.floor((i.totalCents * i.paidShare) / 100);
          await c.invoice(i.status, i.dueIn, i.totalCents, paid);
          if (i.status === "issued") {
            owed += i.totalCents - paid;
            count += 1;
          }
        }
        const o = await c.overview();
        expect(o.balanceCents).toBe(owed);
        expect(o.unpaidInvoices).toHaveLength(count);
        expect(o.unpaidInvoices.reduce((sum, i) => sum + i.balanceCents, 0)).toBe(owed);
      }),
      { numRuns: 8 },
    );
  });

  test("only a signed-in client: anonymous 401, staff 403", async () => {
    expect((await call(ctx.t, "/api/portal/overview")).status).toBe(401);
    expect((await call(ctx.t, "/api/portal/overview", { cookie: ctx.admin })).status).toBe(403);
  });
});
