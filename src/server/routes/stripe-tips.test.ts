import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { businessDay } from "../../shared/business-time";
import type { PortalCheckout, PortalInvoiceDetail } from "../../shared/portal";
import type { InvoiceKind } from "../../shared/schemas/invoices";
import type { Timesheet } from "../../shared/schemas/timesheets";
import type { Database } from "../db/client";
import { clientAddresses, invoiceVisits, invoices, quotes, serviceVisitCrew, serviceVisitEvents, serviceVisits } from "../db/schema/index";
import { countOf, makeClient, rowsOf, signInNewClient, type TestApp } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { fakeEvent, type FakeStripe } from "../test/fake-stripe";
import { useStripeTestApp } from "../test/stripe-test-app";
import { invoiceRow } from "../test/invoice-fixtures";
import { quoteRow } from "../test/quote-fixtures";
import { testDbKinds } from "../test/test-db";

// Tips for the crew when paying by card (decision 075), through the real app and a local fake of
// Stripe: the tip is a second line of the Checkout session, recorded on the payment apart from
// what it pays of the invoice, never applied to the balance, and shared by the crew of the
// invoice's visits on the timesheets.

/** Subtotal $120.00, 13 % HST: $135.60. */
const SUBTOTAL = 12_000;
const TOTAL = 13_560;

describe.each(testDbKinds)("tips on card payments on %s", (kind) => {
  let fake: FakeStripe;
  let database: Database;
  let t: TestApp;
  useStripeTestApp(kind, (db, app, stripe) => ((database = db), (t = app), (fake = stripe)));
  let n = 0;
  /** A signed-in client with an issued invoice (subtotal SUBTOTAL, total TOTAL) of `invoiceKind`. */
  async function clientWithInvoice(invoiceKind: InvoiceKind = "standard") {
    const email = `tipper${++n}-${kind}@example.com`;
    const clientId = await makeClient(database, email, `Tipper ${n}`);
    const [invoice] = await database.db
      .insert(invoices)
      .values({
        ...invoiceRow({ clientId, title: "Weekly cleaning", totalCents: TOTAL, status: "issued", issueDate: businessDay(), dueDate: "2999-03-17" }),
        kind: invoiceKind,
        subtotalCents: SUBTOTAL,
        taxCents: TOTAL - SUBTOTAL,
      })
      .returning();
    const { cookie } = await signInNewClient(t, database, email);
    return { cookie, clientId, invoice: invoice! };
  }

  const checkout = (cookie: string, id: string, body?: unknown) => call(t, `/api/portal/invoices/${id}/checkout`, { method: "POST", cookie, body });
  async function checkoutUrl(cookie: string, id: string, tipCents?: number) {
    const res = await checkout(cookie, id, tipCents === undefined ? undefined : { tipCents });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return (JSON.parse(text) as PortalCheckout).url;
  }
  const sessionOf = (url: string) => new URL(url).pathname.split("/").pop()!;
  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
  const invoiceNow = async (id: string) =>
    (await rowsOf<{ status: string; paidCents: number }>(database, sql`select status, paid_cents::int as "paidCents" from invoices where id = ${id}`))[0]!;
  const payments = (id: string) =>
    rowsOf<{ amountCents: number; tipCents: number; source: string }>(
      database,
      sql`select amount_cents::int as "amountCents", tip_cents::int as "tipCents", source from invoice_payments where invoice_id = ${id} order by created_at`,
    );
  const eventDetails = async (id: string, eventKind: string) =>
    (
      await rowsOf<{ details: Record<string, unknown> }>(database, sql`select details from invoice_events where invoice_id = ${id} and kind = ${eventKind}`)
    ).map((e) => (typeof e.details === "string" ? (JSON.parse(e.details) as Record<string, unknown>) : e.details));

  test("15 %: a second line for the crew, the tip in the metadata; paid, the invoice gets its balance and the payment carries the tip", async () => {
    const { cookie, invoice } = await clientWithInvoice();
    const url = await checkoutUrl(cookie, invoice.id, 1_800);
    const [request] = fake.state.requests;
    expect(request!.body).toMatchObject({
      line_items: [
        { quantity: "1", price_data: { currency: "cad", unit_amount: String(TOTAL), product_data: { name: `Invoice ${invoice.number} - Weekly cleaning` } } },
        { quantity: "1", price_data: { currency: "cad", unit_amount: "1800", product_data: { name: "Tip for the crew" } } },
      ],
      metadata: { invoice_id: invoice.id, tip_cents: "1800" },
    });
    const session = fake.sessions.get(sessionOf(url))!;
    expect(session.amount_total).toBe(TOTAL + 1_800);
    // The stored checkout is for the balance; its timeline entry names the tip.
    expect(await countOf(database, sql`from invoice_checkouts where invoice_id = ${invoice.id} and amount_cents = ${TOTAL}`)).toBe(1);
    expect(await eventDetails(invoice.id, "checkout_started")).toEqual([expect.objectContaining({ amount: "$135.60", tip: "$18.00" })]);

    await fake.pay(session.id);
    expect(fake.state.deliveries.map((d) => d.status)).toEqual([200]);
    expect(await payments(invoice.id)).toEqual([{ amountCents: TOTAL, tipCents: 1_800, source: "stripe" }]);
    // Paid in full, and not one cent more: the tip is not the invoice's money.
    expect(await invoiceNow(invoice.id)).toEqual({ status: "paid", paidCents: TOTAL });
    expect(await eventDetails(invoice.id, "payment_recorded")).toEqual([expect.objectContaining({ amount: "$135.60", tip: "$18.00" })]);
    const read = (await (await call(t, `/api/portal/invoices/${invoice.id}`, { cookie })).json()) as PortalInvoiceDetail;
    expect(read.invoice).toMatchObject({ status: "paid", paidCents: TOTAL, balanceCents: 0 });
    expect(read.invoice.payments).toEqual([expect.objectContaining({ amountCents: TOTAL, tipCents: 1_800 })]);
    // The receipt says the tip apart.
    const [receipt] = await rowsOf<{ text: string }>(database, sql`select text from outbox where kind = 'invoice.receipt' and "to" like ${"tipper%"}`);
    expect(receipt!.text).toContain("payment of $135.60 (Card)");
    expect(receipt!.text).toContain("Your tip of $18.00 for the crew was received too");
  });

  test("a partial balance with a tip: the tip is never applied, the balance goes down by the invoice's part only", async () => {
    const { cookie, invoice } = await clientWithInvoice();
    await database.db
      .update(invoices)
      .set({ paidCents: 10_000 })
      .where(sql`id = ${invoice.id}`);
    const url = await checkoutUrl(cookie, invoice.id, 500);
    expect(fake.sessions.get(sessionOf(url))!.amount_total).toBe(TOTAL - 10_000 + 500);
    await fake.pay(sessionOf(url));
    expect(await payments(invoice.id)).toEqual([{ amountCents: TOTAL - 10_000, tipCents: 500, source: "stripe" }]);
    expect(await invoiceNow(invoice.id)).toEqual({ status: "paid", paidCents: TOTAL });
  });

  test("the same invoice with two tips gets two sessions; the same tip again, the stored one; no tip, a third", async () => {
    const { cookie, invoice } = await clientWithInvoice();
    const fifteen = await checkoutUrl(cookie, invoice.id, 1_800);
    const twenty = await checkoutUrl(cookie, invoice.id, 2_400);
    expect(twenty).not.toBe(fifteen);
    expect(await checkoutUrl(cookie, invoice.id, 1_800)).toBe(fifteen);
    expect(await checkoutUrl(cookie, invoice.id, 2_400)).toBe(twenty);
    const none = await checkoutUrl(cookie, invoice.id, 0);
    // A request without a body is the same as no tip.
    expect(await checkoutUrl(cookie, invoice.id)).toBe(none);
    expect(new Set([fifteen, twenty, none]).size).toBe(3);
    expect(fake.state.creates).toBe(3);
    const keys = fake.state.requests.map((r) => r.idempotencyKey!);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(new RegExp(`^invoice-checkout:${invoice.id}:paid=0:credited=0:[0-9a-f]{16}:1$`));
    expect(await countOf(database, sql`from invoice_checkouts where invoice_id = ${invoice.id} and amount_cents = ${TOTAL}`)).toBe(3);
    expect(fake.sessions.get(sessionOf(none))!.amount_total).toBe(TOTAL);
  });

  test("a bad tip is 400 naming tipCents, in the client's words; above half of the subtotal or $500 too; Stripe is not asked", async () => {
    const { cookie, invoice } = await clientWithInvoice();
    for (const tipCents of [-1, 12.5, "500", null, 50_001, SUBTOTAL / 2 + 1]) {
      const res = await checkout(cookie, invoice.id, { tipCents });
      expect(res.status, String(tipCents)).toBe(400);
      const error = await errorOf(res);
      expect(Object.keys(error.fields ?? {}), String(tipCents)).toEqual(["tipCents"]);
      expect(error.fields!.tipCents).toMatch(/^Tip /);
    }
    const french = await call(t, `/api/portal/invoices/${invoice.id}/checkout`, {
      method: "POST",
      cookie,
      body: { tipCents: -5 },
      headers: { "accept-language": "fr-CA" },
    });
    expect(french.status).toBe(400);
    expect((await errorOf(french)).fields!.tipCents).toMatch(/^Le pourboire doit être un montant en cents\u00a0:/);
    // At the cap exactly: accepted.
    await checkoutUrl(cookie, invoice.id, SUBTOTAL / 2);
    expect(fake.state.creates).toBe(1);
  });

  test("a deposit invoice takes no tip (409); without one it is paid as before", async () => {
    const { cookie, invoice } = await clientWithInvoice("deposit");
    const res = await checkout(cookie, invoice.id, { tipCents: 1_000 });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe("A tip cannot be added to a deposit invoice: it is added when paying for the work.");
    expect(fake.state.requests).toHaveLength(0);
    await checkoutUrl(cookie, invoice.id, 0);
    expect(fake.state.creates).toBe(1);
  });

  test("a session whose tip metadata is not a tip we made: the whole amount is the payment (and more than the balance is a refund to make)", async () => {
    const { cookie, invoice } = await clientWithInvoice();
    const url = await checkoutUrl(cookie, invoice.id, 1_000);
    const session = { ...fake.sessions.get(sessionOf(url))!, status: "complete", payment_status: "paid", payment_intent: "pi_test_forged", url: null };
    const forged = { ...session, metadata: { ...session.metadata, tip_cents: String(TOTAL + 1_000) } };
    expect(await fake.deliver(fakeEvent("checkout.session.completed", forged))).toBe(200);
    expect(await payments(invoice.id)).toEqual([]);
    expect(await eventDetails(invoice.id, "refund_needed")).toEqual([expect.objectContaining({ amount: "$145.60" })]);
    expect(await invoiceNow(invoice.id)).toEqual({ status: "issued", paidCents: 0 });
  });

  test("the timesheets share a tip by the crew of the invoice's visits; an invoice without visits leaves it unattributed; the CSV has them", async () => {
    await makeAdmin(t, database, "owner@example.com", "boss", "owner");
    await makeAdmin(t, database, "mia@example.com", "Mia", "cleaner");
    await makeAdmin(t, database, "leo@example.com", "Leo", "cleaner");
    const owner = (await signInAdmin(t, "owner@example.com")).cookie;
    const userIdOf = async (username: string) =>
      (await rowsOf<{ user_id: string }>(database, sql`select user_id from admin_users where username = ${username}`))[0]!.user_id;
    const [mia, leo] = [await userIdOf("Mia"), await userIdOf("Leo")];

    // A visits invoice: one visit Mia was assigned to and Leo checked in on (a stand-in).
    const visitsInvoice = await clientWithInvoice("visits");
    const [address] = await database.db
      .insert(clientAddresses)
      .values({ clientId: visitsInvoice.clientId, street: "1 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1", position: 0 })
      .returning({ id: clientAddresses.id });
    const [quote] = await database.db
      .insert(quotes)
      .values(
        quoteRow({
          clientId: visitsInvoice.clientId,
          title: "Weekly cleaning",
          totalCents: SUBTOTAL,
          status: "accepted",
          quoteDate: "2026-01-02",
          validUntil: "2026-02-02",
        }),
      )
      .returning({ id: quotes.id });
    const [visit] = await database.db
      .insert(serviceVisits)
      .values({
        clientId: visitsInvoice.clientId,
        addressId: address!.id,
        visitDate: businessDay(),
        windowStart: "09:00",
        windowEnd: "11:00",
        service: "Weekly cleaning",
      })
      .returning({ id: serviceVisits.id });
    await database.db.insert(serviceVisitCrew).values({ visitId: visit!.id, userId: mia });
    await database.db.insert(serviceVisitEvents).values({ visitId: visit!.id, kind: "checked_in", actorUserId: leo, actorName: "Leo" });
    await database.db.insert(invoiceVisits).values({ invoiceId: visitsInvoice.invoice.id, visitId: visit!.id, quoteId: quote!.id });
    await fake.pay(sessionOf(await checkoutUrl(visitsInvoice.cookie, visitsInvoice.invoice.id, 1_801)));

    // A one-off job's invoice: nobody to give it to.
    const oneOff = await clientWithInvoice();
    await fake.pay(sessionOf(await checkoutUrl(oneOff.cookie, oneOff.invoice.id, 500)));
    expect(fake.state.deliveries.map((d) => d.status)).toEqual([200, 200]);

    const res = await call(t, `/api/admin/timesheets?date=${businessDay()}`, { cookie: owner });
    expect(res.status).toBe(200);
    const sheet = (await res.json()) as Timesheet;
    // 18.01 in two equal shares, the odd cent to the first by name.
    expect(sheet.tips).toEqual({
      cleaners: [
        { userId: leo, name: "Leo", tipCents: 901 },
        { userId: mia, name: "Mia", tipCents: 900 },
      ],
      unattributed: [{ invoiceId: oneOff.invoice.id, invoiceNumber: oneOff.invoice.number, tipCents: 500 }],
    });
    const csv = await (await call(t, `/api/admin/timesheets/export.csv?date=${businessDay()}`, { cookie: owner })).text();
    const rows = csv.split("\r\n");
    expect(rows[0]!.replace(/^\uFEFF/, "")).toBe("Cleaner,Date,Client,Visit ID,Start,End,Hours,Corrected,Reason,Tips");
    expect(rows).toContain("Mia,Total,,,,,0.00,,,9.00");
    expect(rows).toContain(`Unattributed tip,,,,,,,,Invoice ${oneOff.invoice.number} bills no visit,5.00`);
    // Leo checked in (an open entry): his total row carries his tip.
    expect(rows).toContain("Leo,Total,,,,,0.00,,,9.01");
    // The company's money is the invoices' alone.
    expect(await invoiceNow(visitsInvoice.invoice.id)).toEqual({ status: "paid", paidCents: TOTAL });
    expect(await invoiceNow(oneOff.invoice.id)).toEqual({ status: "paid", paidCents: TOTAL });
  });
});
