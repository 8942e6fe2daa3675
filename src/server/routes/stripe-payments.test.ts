import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { businessDay } from "../../shared/business-time";
import type { PortalCheckout } from "../../shared/portal";
import type { Database } from "../db/client";
import { invoices } from "../db/schema/index";
import { transaction } from "../db/transaction";
import { recordPayment } from "../services/invoices/record-payment";
import { countOf, makeClient, rowsOf, type TestApp, signInNewClient } from "../test/auth-fixtures";
import { call } from "../test/auth-helpers";
import { fakeEvent, signPayload, type FakeEvent, type FakeStripe } from "../test/fake-stripe";
import { STRIPE_TEST_KEYS, STRIPE_WEBHOOK, useStripeTestApp } from "../test/stripe-test-app";
import { invoiceRow } from "../test/invoice-fixtures";
import { createTestApp } from "../test/test-app";
import { testDbKinds } from "../test/test-db";

// Card payments through Stripe Checkout (decision 033), against a local fake of Stripe's API: the
// session made on the server with our own idempotency key, and the invoice marked paid only by
// the signed webhook, each event once, in any order, however often it comes.

const WEBHOOK_SECRET = STRIPE_TEST_KEYS.webhookSecret;
const WEBHOOK = STRIPE_WEBHOOK;
const TOTAL = 45_200;

describe.each(testDbKinds)("card payments on %s", (kind) => {
  let fake: FakeStripe;
  let database: Database;
  let t: TestApp;
  useStripeTestApp(kind, (db, app, stripe) => ((database = db), (t = app), (fake = stripe)));
  let n = 0;
  /** A client with a signed-in account and an issued invoice of TOTAL; their cookie and the invoice. */
  async function clientWithInvoice(status: "issued" | "paid" = "issued") {
    const email = `payer${++n}-${kind}@example.com`;
    const clientId = await makeClient(database, email, `Payer ${n}`);
    const [invoice] = await database.db
      .insert(invoices)
      .values(invoiceRow({ clientId, title: "Spring deep clean", totalCents: TOTAL, status, issueDate: "2026-03-02", dueDate: "2999-03-17" }))
      .returning();
    const { cookie } = await signInNewClient(t, database, email);
    return { cookie, invoice: invoice!, email };
  }

  const checkout = (cookie: string, id: string, app = t) => call(app, `/api/portal/invoices/${id}/checkout`, { method: "POST", cookie });
  async function checkoutUrl(cookie: string, id: string) {
    const res = await checkout(cookie, id);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return (JSON.parse(text) as PortalCheckout).url;
  }
  const sessionOf = (url: string) => new URL(url).pathname.split("/").pop()!;
  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;

  const invoiceNow = async (id: string) =>
    (await rowsOf<{ status: string; paidCents: number }>(database, sql`select status, paid_cents::int as "paidCents" from invoices where id = ${id}`))[0]!;
  const payments = (id: string) =>
    rowsOf<{ amountCents: number; method: string; source: string; reference: string; paidOn: string }>(
      database,
      sql`select amount_cents::int as "amountCents", method, source, reference, paid_on::text as "paidOn" from invoice_payments where invoice_id = ${id} order by created_at`,
    );
  /** The kinds of the invoice's timeline entries, sorted by name (entries of one change share their millisecond). */
  const eventKinds = async (id: string) =>
    (await rowsOf<{ kind: string }>(database, sql`select kind from invoice_events where invoice_id = ${id}`)).map((e) => e.kind).sort();
  const mailsOf = (kindOfMail: string) =>
    rowsOf<{ to: string; subject: string; text: string }>(database, sql`select "to", subject, text from outbox where kind = ${kindOfMail} order by created_at`);
  const staffPayment = (invoiceId: string, amountCents: number, reference: string) =>
    transaction(database.db, (tx) =>
      recordPayment(tx, {
        invoiceId,
        payment: { amountCents, paidOn: businessDay(), method: "etransfer", reference },
        source: "staff",
        actor: { type: "system", name: "Test" },
        today: businessDay(),
        config: t.config,
      }),
    );

  describe("starting a checkout", () => {
    test("a Checkout session for the balance, in CAD, back to the invoice's page; a double click gets the same one", async () => {
      const { cookie, invoice, email } = await clientWithInvoice();
      const url = await checkoutUrl(cookie, invoice.id);
      expect(url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_\\w+$`));
      expect(fake.state.creates).toBe(1);
      const [request] = fake.state.requests;
      expect(request!.idempotencyKey).toMatch(new RegExp(`^invoice-checkout:${invoice.id}:paid=0:credited=0:[0-9a-f]{16}:1$`));
      const page = `${t.config.appUrl}/client-dashboard/invoices/${invoice.id}`;
      expect(request!.body).toMatchObject({
        mode: "payment",
        allowed_payment_method_types: ["card"],
        line_items: [
          {
            quantity: "1",
            price_data: { currency: "cad", unit_amount: String(TOTAL), product_data: { name: `Invoice ${invoice.number} - Spring deep clean` } },
          },
        ],
        customer_email: email,
        client_reference_id: invoice.id,
        metadata: { invoice_id: invoice.id, invoice_number: invoice.number },
        success_url: `${page}?paid=1`,
        cancel_url: `${page}?cancelled=1`,
      });

      // Clicked again, and twice at once: the stored session, without asking Stripe again.
      const again = await Promise.all([checkoutUrl(cookie, invoice.id), checkoutUrl(cookie, invoice.id), checkoutUrl(cookie, invoice.id)]);
      expect(again).toEqual([url, url, url]);
      expect(fake.state.requests).toHaveLength(1);
      expect(await countOf(database, sql`from invoice_checkouts where invoice_id = ${invoice.id} and amount_cents = ${TOTAL}`)).toBe(1);
      expect(await eventKinds(invoice.id)).toEqual(["checkout_started"]);
      // Nothing is paid by starting a checkout.
      expect(await invoiceNow(invoice.id)).toEqual({ status: "issued", paidCents: 0 });
    });

    test("two first clicks at once: Stripe sees the same idempotency key and makes one session, stored once", async () => {
      const { cookie, invoice } = await clientWithInvoice();
      const urls = await Promise.all([checkoutUrl(cookie, invoice.id), checkoutUrl(cookie, invoice.id)]);
      expect(urls[0]).toBe(urls[1]);
      expect(fake.state.creates).toBe(1);
      expect(new Set(fake.state.requests.map((r) => r.idempotencyKey)).size).toBe(1);
      expect(await countOf(database, sql`from invoice_checkouts where invoice_id = ${invoice.id}`)).toBe(1);
      expect(await eventKinds(invoice.id)).toEqual(["checkout_started"]);
    });

    test("a changed balance gets a new session for what is left; an expiring one is replaced", async () => {
      const { cookie, invoice } = await clientWithInvoice();
      const first = await checkoutUrl(cookie, invoice.id);
      await staffPayment(invoice.id, 10_000, "ET-PART");
      const second = await checkoutUrl(cookie, invoice.id);
      expect(second).not.toBe(first);
      expect(fake.state.creates).toBe(2);
      const [a, b] = fake.state.requests;
      expect(b!.idempotencyKey).not.toBe(a!.idempotencyKey);
      expect(b!.idempotencyKey).toContain(":paid=10000:credited=0:");
      expect((b!.body.line_items as { price_data: { unit_amount: string } }[])[0]!.price_data.unit_amount).toBe(String(TOTAL - 10_000));

      // Close to its end, a stored session is not handed out: a new attempt, with a new key.
      await database.db.execute(sql`update invoice_checkouts set expires_at = now() + interval '5 minutes' where id = ${sessionOf(second)}`);
      const third = await checkoutUrl(cookie, invoice.id);
      expect(third).not.toBe(second);
      expect(fake.state.requests[2]!.idempotencyKey).toBe(b!.idempotencyKey!.replace(/:1$/, ":2"));
      expect(await countOf(database, sql`from invoice_checkouts where invoice_id = ${invoice.id}`)).toBe(3);
    });

    test("404 for another client's invoice or none; 409 when paid, or when card payments are not set up", async () => {
      const mine = await clientWithInvoice();
      const other = await clientWithInvoice();
      for (const id of [other.invoice.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
        const res = await checkout(mine.cookie, id);
        expect(res.status, id).toBe(404);
        expect((await errorOf(res)).message).toBe("Invoice not found");
      }
      const paid = await clientWithInvoice("paid");
      const res = await checkout(paid.cookie, paid.invoice.id);
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe("This invoice is already paid.");

      const withoutCards = createTestApp(database);
      const off = await checkout(mine.cookie, mine.invoice.id, withoutCards);
      expect(off.status).toBe(409);
      expect((await errorOf(off)).message).toMatch(/^Paying by card is not available/);
      expect((await checkout(mine.cookie, other.invoice.id, withoutCards)).status).toBe(404);
      expect(fake.state.requests).toHaveLength(0);
      expect(await countOf(database, sql`from invoice_checkouts`)).toBe(0);
    });

    test("Stripe out of reach: 503 asking to try again, nothing stored", async () => {
      const { cookie, invoice } = await clientWithInvoice();
      const unreachable = createTestApp(database, {
        STRIPE_SECRET_KEY: "sk_test_wrongkey",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
      });
      const res = await checkout(cookie, invoice.id, unreachable);
      expect(res.status).toBe(503);
      expect((await errorOf(res)).message).toMatch(/try again/);
      expect(await countOf(database, sql`from invoice_checkouts`)).toBe(0);
      expect(await eventKinds(invoice.id)).toEqual([]);
    });
  });

  describe("the webhook", () => {
    /** A started checkout for a new client's invoice, and its session id. */
    async function started() {
      const made = await clientWithInvoice();
      const session = sessionOf(await checkoutUrl(made.cookie, made.invoice.id));
      return { ...made, session };
    }
    /** Pay on the fake with delivery held: the event to send by hand. */
    async function paidEvent(session: string): Promise<FakeEvent> {
      fake.state.holdWebhooks = true;
      const event = await fake.pay(session);
      fake.state.pending.length = 0;
      return event;
    }

    test("a signed checkout.session.completed marks the invoice paid, with a receipt", async () => {
      const { invoice, session, email } = await started();
      expect(await invoiceNow(invoice.id)).toEqual({ status: "issued", paidCents: 0 });
      const event = await fake.pay(session);
      expect(fake.state.deliveries.at(-1)).toEqual({ event, status: 200 });
      expect(await invoiceNow(invoice.id)).toEqual({ status: "paid", paidCents: TOTAL });
      const intent = (event.data.object as { payment_intent: string }).payment_intent;
      expect(await payments(invoice.id)).toEqual([{ amountCents: TOTAL, method: "card", source: "stripe", reference: intent, paidOn: businessDay() }]);
      expect(await countOf(database, sql`from invoice_checkouts where id = ${session} and completed_at is not null`)).toBe(1);
      expect(await countOf(database, sql`from stripe_events where id = ${event.id} and type = 'checkout.session.completed'`)).toBe(1);
      expect(await eventKinds(invoice.id)).toEqual(["checkout_started", "paid", "payment_recorded"]);
      const [receipt] = await mailsOf("invoice.receipt");
      expect(receipt!.to).toBe(email);
      expect(receipt!.text).toContain("(Card)");
    });

    test("a bad or missing signature: 400, nothing changed", async () => {
      const { invoice, session } = await started();
      const event = await paidEvent(session);
      const payload = JSON.stringify(event, null, 2);
      const tampered = JSON.stringify({ ...event, data: { object: { ...event.data.object, amount_total: 1 } } }, null, 2);
      const send = (body: string, signature?: string) =>
        t.app.request(WEBHOOK, {
          method: "POST",
          headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
          body,
        });
      const refused: [string, Response][] = [
        ["no signature", await send(payload)],
        ["another secret", await send(payload, signPayload(payload, "whsec_notours"))],
        ["another body", await send(tampered, signPayload(payload, WEBHOOK_SECRET))],
        ["too old", await send(payload, signPayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600))],
        ["garbage", await send(payload, "t=1,v1=nothex")],
      ];
      for (const [what, res] of refused) {
        expect(res.status, what).toBe(400);
        expect((await errorOf(res)).message, what).toMatch(/Stripe-Signature/);
      }
      expect(await countOf(database, sql`from stripe_events`)).toBe(0);
      expect(await payments(invoice.id)).toEqual([]);
      expect(await invoiceNow(invoice.id)).toEqual({ status: "issued", paidCents: 0 });
      expect(await countOf(database, sql`from invoice_checkouts where completed_at is not null`)).toBe(0);
      expect(await mailsOf("invoice.receipt")).toEqual([]);

      // The same event, signed as Stripe signs it (its own library's test header agrees with the fake's).
      const stamp = Math.floor(Date.now() / 1000);
      const stripeSigned = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: stamp });
      expect(stripeSigned).toBe(signPayload(payload, WEBHOOK_SECRET, stamp));
      expect((await send(payload, stripeSigned)).status).toBe(200);
      expect(await invoiceNow(invoice.id)).toEqual({ status: "paid", paidCents: TOTAL });
    });

    test("the same event delivered 5 times, twice of them at once, records one payment", async () => {
      const { invoice, session } = await started();
      const event = await paidEvent(session);
      const statuses = [
        await fake.deliver(event),
        await fake.deliver(event),
        ...(await Promise.all([fake.deliver(event), fake.deliver(event)])),
        await fake.deliver(event),
      ];
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      expect(await payments(invoice.id)).toHaveLength(1);
      expect(await invoiceNow(invoice.id)).toEqual({ status: "paid", paidCents: TOTAL });
      expect(await countOf(database, sql`from stripe_events`)).toBe(1);
      expect(await mailsOf("invoice.receipt")).toHaveLength(1);
      expect(await eventKinds(invoice.id)).toEqual(["checkout_started", "paid", "payment_recorded"]);
    });

    test("a payment's events in reverse order, and a second event of the same payment: one payment; unknown types acknowledged", async () => {
      const { invoice, session } = await started();
      const completed = await paidEvent(session);
      const intent = (completed.data.object as { payment_intent: string }).payment_intent;
      const intentObject = { id: intent, object: "payment_intent", amount: TOTAL, currency: "cad", status: "succeeded", metadata: { invoice_id: invoice.id } };
      const inOrder = [
        fakeEvent("payment_intent.created", { ...intentObject, status: "requires_payment_method" }),
        fakeEvent("charge.succeeded", { id: "ch_test_1", object: "charge", amount: TOTAL, payment_intent: intent }),
        fakeEvent("payment_intent.succeeded", intentObject),
        completed,
        fakeEvent("checkout.session.async_payment_succeeded", completed.data.object),
        fakeEvent("some.future_event", { id: "thing_1", object: "thing" }),
      ];
      for (const event of inOrder.reverse()) expect(await fake.deliver(event), event.type).toBe(200);
      expect(await payments(invoice.id)).toHaveLength(1);
      expect(await invoiceNow(invoice.id)).toEqual({ status: "paid", paidCents: TOTAL });
      expect(await countOf(database, sql`from stripe_events`)).toBe(6);
      expect(await eventKinds(invoice.id)).toEqual(["checkout_started", "paid", "payment_recorded"]);
    });

    test("a completed event that comes before its session was stored finds the invoice by its metadata", async () => {
      const { invoice } = await clientWithInvoice();
      const session = {
        id: "cs_test_notstoredyet",
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        amount_total: TOTAL,
        currency: "cad",
        client_reference_id: invoice.id,
        metadata: { invoice_id: invoice.id },
        payment_intent: "pi_test_early",
      };
      expect(await fake.deliver(fakeEvent("checkout.session.completed", session))).toBe(200);
      expect(await payments(invoice.id)).toMatchObject([{ reference: "pi_test_early", amountCents: TOTAL }]);
      // Not ours (no invoice by that id), or not paid yet: stored and acknowledged, nothing else.
      for (const other of [
        { ...session, id: "cs_test_other", metadata: {}, client_reference_id: null, payment_intent: "pi_test_other" },
        { ...session, id: "cs_test_foreign", metadata: { invoice_id: "00000000-0000-4000-8000-000000000000" }, client_reference_id: null },
        { ...session, id: "cs_test_unpaid", payment_status: "unpaid", payment_intent: "pi_test_unpaid" },
      ]) {
        expect(await fake.deliver(fakeEvent("checkout.session.completed", other))).toBe(200);
      }
      expect(await countOf(database, sql`from invoice_payments`)).toBe(1);
      expect(await countOf(database, sql`from stripe_events`)).toBe(4);
    });

    test("paid by e-Transfer meanwhile: the card payment is logged as to refund, the office is told, and the answer is 200", async () => {
      const { invoice, session } = await started();
      await staffPayment(invoice.id, TOTAL, "ET-ARRIVED");
      const event = await paidEvent(session);
      for (let i = 0; i < 3; i++) expect(await fake.deliver(event)).toBe(200);
      expect(await payments(invoice.id)).toMatchObject([{ method: "etransfer", reference: "ET-ARRIVED" }]);
      expect(await invoiceNow(invoice.id)).toEqual({ status: "paid", paidCents: TOTAL });
      expect(await eventKinds(invoice.id)).toEqual(["checkout_started", "paid", "payment_recorded", "refund_needed"]);
      const [logged] = await rowsOf<{ details: Record<string, string> }>(
        database,
        sql`select details from invoice_events where invoice_id = ${invoice.id} and kind = 'refund_needed'`,
      );
      const intent = (event.data.object as { payment_intent: string }).payment_intent;
      expect(logged!.details).toMatchObject({
        amount: "$452.00",
        reference: intent,
        session,
        reason: "This invoice is paid in full and can no longer be changed.",
      });
      const mails = await mailsOf("invoice.card-refund-notify");
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toBe("office@example.com");
      expect(mails[0]!.subject).toBe(`Card payment to refund: invoice ${invoice.number} (Payer ${n})`);
      expect(mails[0]!.text).toContain(intent);
      expect(mails[0]!.text).toContain(`/admin/invoices/${invoice.id}`);
    });

    test("a voided invoice, and a second card payment for one already paid by card: to refund as well", async () => {
      const { invoice, session } = await started();
      await fake.pay(session);
      expect(await invoiceNow(invoice.id)).toEqual({ status: "paid", paidCents: TOTAL });
      // Another session for the same invoice paid as well (one made before the balance changed, in another tab).
      const second = fakeEvent("checkout.session.completed", {
        id: "cs_test_second",
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        amount_total: TOTAL,
        currency: "cad",
        client_reference_id: invoice.id,
        metadata: { invoice_id: invoice.id },
        payment_intent: "pi_test_second",
      });
      expect(await fake.deliver(second)).toBe(200);
      expect(await payments(invoice.id)).toHaveLength(1);
      expect((await eventKinds(invoice.id)).filter((k) => k === "refund_needed")).toHaveLength(1);

      const voided = await clientWithInvoice();
      await database.db.execute(sql`update invoices set status = 'void', void_reason = 'Billed twice', voided_at = now() where id = ${voided.invoice.id}`);
      const late = fakeEvent("checkout.session.completed", {
        ...second.data.object,
        id: "cs_test_void",
        client_reference_id: voided.invoice.id,
        metadata: { invoice_id: voided.invoice.id },
        payment_intent: "pi_test_void",
      });
      expect(await fake.deliver(late)).toBe(200);
      expect(await payments(voided.invoice.id)).toEqual([]);
      expect(await eventKinds(voided.invoice.id)).toEqual(["refund_needed"]);
      expect(await mailsOf("invoice.card-refund-notify")).toHaveLength(2);
    });
  });

  test("without Stripe set up the webhook is not there", async () => {
    const withoutCards = createTestApp(database);
    const res = await withoutCards.app.request(WEBHOOK, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      body: "{}",
    });
    expect(res.status).toBe(404);
    expect(await countOf(database, sql`from stripe_events`)).toBe(0);
  });
});
