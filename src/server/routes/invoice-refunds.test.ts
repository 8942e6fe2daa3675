import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { businessDay } from "../../shared/business-time";
import type { InvoiceDetail } from "../../shared/schemas/invoices";
import type { RefundResult } from "../../shared/schemas/refunds";
import type { Database } from "../db/client";
import { invoiceCredits, invoices } from "../db/schema/index";
import { countOf, makeClient, rowsOf, type TestApp } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { fakeEvent, type FakeStripe } from "../test/fake-stripe";
import { STRIPE_TEST_KEYS, useStripeTestApp } from "../test/stripe-test-app";
import { invoiceRow } from "../test/invoice-fixtures";
import { createTestApp } from "../test/test-app";
import { testDbKinds } from "../test/test-db";

// Refunds of card payments from the admin invoice page (decision 076), against the local fake of
// Stripe: a credit note and a refund row in one transaction, then Stripe asked after the commit
// with the refund's id as idempotency key; every refusal changes nothing; Stripe's refusal keeps
// the credit note and says so; a lost answer is sent again without refunding twice; the webhook
// settles a pending refund.

const SECRET_KEY = STRIPE_TEST_KEYS.secretKey;
const INVOICES = "/api/admin/invoices";
const TOTAL = 45_200;
const year = businessDay().slice(0, 4);

describe.each(testDbKinds)("card refunds on %s", (kind) => {
  let fake: FakeStripe;
  let database: Database;
  let t: TestApp;
  let admin: string;
  useStripeTestApp(kind, (db, app, stripe) => ((database = db), (t = app), (fake = stripe)), { emptyEach: false });
  beforeAll(async () => {
    await makeAdmin(t, database);
    admin = (await signInAdmin(t)).cookie;
  });
  beforeEach(() => {
    Object.assign(fake.refunds.state, { failNext: null, pendingNext: false, dropAnswers: 0 });
  });

  let n = 0;
  /** An issued invoice of `total` for a new client (in `language`). */
  async function invoiceFor(total = TOTAL, language: "en" | "fr" = "en") {
    const email = `refund${++n}-${kind}@example.com`;
    const clientId = await makeClient(database, email, `Refund Client ${n}`);
    if (language === "fr") await database.db.execute(sql`update clients set language = 'fr' where id = ${clientId}`);
    const [invoice] = await database.db
      .insert(invoices)
      .values(invoiceRow({ clientId, title: "Spring deep clean", totalCents: total, status: "issued", issueDate: "2026-03-02", dueDate: "2999-03-17" }))
      .returning();
    return { invoice: invoice!, email };
  }

  /** A card payment of `amount` through a Checkout session the fake pays: recorded by the signed webhook. Its payment id and PaymentIntent. */
  async function payByCard(invoiceId: string, amount: number) {
    const body = new URLSearchParams({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "cad",
      "line_items[0][price_data][unit_amount]": String(amount),
      "line_items[0][price_data][product_data][name]": "Invoice",
      "metadata[invoice_id]": invoiceId,
      success_url: "http://localhost/ok",
    });
    const res = await fetch(`${fake.url}/v1/checkout/sessions`, {
      method: "POST",
      headers: { authorization: `Bearer ${SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    const session = (await res.json()) as { id: string };
    const event = await fake.pay(session.id);
    const pi = (event.data.object as { payment_intent: string }).payment_intent;
    const [payment] = await rowsOf<{ id: string }>(database, sql`select id from invoice_payments where reference = ${pi}`);
    return { paymentId: payment?.id, pi };
  }

  const admin$ = (path: string, body?: unknown, app = t) => call(app, path, { method: "POST", body: body ?? {}, cookie: admin });
  const refund = (invoiceId: string, body: object, app = t) => admin$(`${INVOICES}/${invoiceId}/refunds`, body, app);
  async function refunded(invoiceId: string, body: object): Promise<RefundResult> {
    const res = await refund(invoiceId, body);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return JSON.parse(text) as RefundResult;
  }
  const errorOf = async (res: Response) => ({ status: res.status, ...((await res.json()) as ApiErrorBody).error });
  const detail = async (id: string) => ((await (await call(t, `${INVOICES}/${id}`, { cookie: admin })).json()) as InvoiceDetail).invoice;
  const mailsOf = (kindOfMail: string, to?: string) =>
    rowsOf<{ to: string; subject: string; text: string; language: string }>(
      database,
      sql`select "to", subject, text, language from outbox where kind = ${kindOfMail} ${to ? sql`and "to" = ${to}` : sql``} order by created_at`,
    );
  const refundsMadeFor = (pi: string) => fake.refunds.state.refunds.filter((r) => r.payment_intent === pi);

  /** Everything a refund could change, for "nothing changed". */
  const snapshot = async (invoiceId: string) => ({
    invoice: await rowsOf(
      database,
      sql`select status, paid_cents::int as paid, credited_cents::int as credited, updated_at::text as at from invoices where id = ${invoiceId}`,
    ),
    payments: await rowsOf(database, sql`select id, refunded_cents::int as refunded from invoice_payments where invoice_id = ${invoiceId} order by id`),
    credits: await countOf(database, sql`from invoice_credits where invoice_id = ${invoiceId}`),
    refunds: await countOf(database, sql`from invoice_refunds where invoice_id = ${invoiceId}`),
    events: await countOf(database, sql`from invoice_events where invoice_id = ${invoiceId}`),
    outbox: await countOf(database, sql`from outbox`),
    counters: await rowsOf(database, sql`select series, last from document_counters order by series, year`),
    stripe: fake.refunds.state.refunds.length,
  });

  test("a whole refund: a credit note and a Stripe refund under the refund's key; the invoice stays paid with the same balance; the client is told in French", async () => {
    const { invoice, email } = await invoiceFor(TOTAL, "fr");
    const { paymentId, pi } = await payByCard(invoice.id, TOTAL);
    expect((await detail(invoice.id)).status).toBe("paid");

    const { refund, invoice: after } = await refunded(invoice.id, { paymentId, amountCents: TOTAL, reason: "  Service cancelled  " });
    const made = refundsMadeFor(pi);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: TOTAL, payment_intent: pi, metadata: { invoice_id: invoice.id, refund_id: refund.id } });
    expect(fake.state.requests.filter((r) => r.path === "/v1/refunds").at(-1)!.idempotencyKey).toBe(`refund:${refund.id}`);
    expect(refund).toMatchObject({
      paymentId,
      paymentReference: pi,
      amountCents: TOTAL,
      reason: "Service cancelled",
      status: "succeeded",
      stripeRefundId: made[0]!.id,
      creditNumber: expect.stringMatching(new RegExp(`^C-${year}-\\d{4}$`)),
      failureMessage: null,
      createdBy: "boss",
    });
    expect(after).toMatchObject({ status: "paid", paidCents: 0, creditedCents: TOTAL, balanceCents: 0 });
    expect(after.payments).toEqual([expect.objectContaining({ id: paymentId, amountCents: TOTAL, refundedCents: TOTAL })]);
    expect(after.credits).toEqual([
      expect.objectContaining({ kind: "credit_note", number: refund.creditNumber, amountCents: TOTAL, reason: "Service cancelled" }),
    ]);
    expect(after.refunds).toEqual([refund]);
    const event = after.events.find((e) => e.kind === "refunded")!;
    expect(event).toMatchObject({
      actor: { type: "staff", name: "boss" },
      details: { amount: "$452.00", reason: "Service cancelled", reference: pi, number: refund.creditNumber },
    });
    // The client is told once, in their language, whichever of Stripe's answer and its event came first.
    const [mail, ...more] = await mailsOf("invoice.refund", email);
    expect(more).toEqual([]);
    expect(mail!.language).toBe("fr");
    expect(mail!.subject).toContain(`Remboursement pour la facture ${invoice.number}`);
    expect(mail!.text).toContain("452,00");
    expect(mail!.text).toContain(pi);
    expect(mail!.text).toContain(refund.creditNumber!);
    expect(mail!.text).toContain("Service cancelled");
  });

  test("partial refunds up to the payment; past it is refused with what is left; the balance never moves", async () => {
    const { invoice } = await invoiceFor();
    const { paymentId, pi } = await payByCard(invoice.id, 20_000); // part of the invoice: 25,200 still owed
    const before = await detail(invoice.id);
    expect(before).toMatchObject({ status: "outstanding", balanceCents: 25_200 });

    const first = await refunded(invoice.id, { paymentId, amountCents: 5_000, reason: "Oven not cleaned" });
    expect(first.invoice).toMatchObject({ status: "outstanding", paidCents: 15_000, creditedCents: 5_000, balanceCents: 25_200 });
    const second = await refunded(invoice.id, { paymentId, amountCents: 12_000, reason: "Windows skipped" });
    expect(second.invoice.payments[0]!.refundedCents).toBe(17_000);
    expect(second.refund.creditNumber).not.toBe(first.refund.creditNumber);

    const tooMuch = await snapshot(invoice.id);
    const over = await errorOf(await refund(invoice.id, { paymentId, amountCents: 3_001, reason: "More" }));
    expect(over).toMatchObject({ status: 409, code: "conflict", message: expect.stringContaining("at most $30.00") });
    expect(await snapshot(invoice.id)).toEqual(tooMuch);

    const last = await refunded(invoice.id, { paymentId, amountCents: 3_000, reason: "The rest" });
    expect(last.invoice).toMatchObject({ paidCents: 0, creditedCents: 20_000, balanceCents: 25_200 });
    expect(last.invoice.refunds.map((r) => [r.amountCents, r.status])).toEqual([
      [5_000, "succeeded"],
      [12_000, "succeeded"],
      [3_000, "succeeded"],
    ]);
    expect(refundsMadeFor(pi).map((r) => r.amount)).toEqual([5_000, 12_000, 3_000]);
    const done = await errorOf(await refund(invoice.id, { paymentId, amountCents: 1, reason: "Again" }));
    expect(done).toMatchObject({ status: 409, message: expect.stringContaining("already refunded in full") });
  });

  test("every refusal says why and changes nothing: bad input (400), unknown invoice or payment (404), not a Stripe card payment, void, not set up (409)", async () => {
    const { invoice } = await invoiceFor();
    const { paymentId } = await payByCard(invoice.id, 10_000);
    const etransfer = await call(t, `${INVOICES}/${invoice.id}/payments`, {
      method: "POST",
      cookie: admin,
      body: { amountCents: 5_000, paidOn: businessDay(), method: "etransfer", reference: "ET-1" },
    });
    expect(etransfer.status).toBe(200);
    const cardByHand = await call(t, `${INVOICES}/${invoice.id}/payments`, {
      method: "POST",
      cookie: admin,
      body: { amountCents: 1_000, paidOn: businessDay(), method: "card", reference: "pi_typed_by_hand" },
    });
    expect(cardByHand.status).toBe(200);
    const [eft, byHand] = await rowsOf<{ id: string }>(
      database,
      sql`select id from invoice_payments where invoice_id = ${invoice.id} and source = 'staff' order by amount_cents desc`,
    );
    const other = await invoiceFor();
    const { paymentId: otherPayment } = await payByCard(other.invoice.id, 1_000);
    const plain = createTestApp(database, { COMPANY_INBOX: "office@example.com" });
    const before = await snapshot(invoice.id);
    const good = { paymentId, amountCents: 1_000, reason: "Fine" };

    const cases: [string, object, number, string | RegExp, TestApp?][] = [
      ["amount zero", { ...good, amountCents: 0 }, 400, /amountCents/],
      ["amount in fractions of a cent", { ...good, amountCents: 10.5 }, 400, /amountCents/],
      ["amount as text", { ...good, amountCents: "10" }, 400, /amountCents/],
      ["amount negative", { ...good, amountCents: -5 }, 400, /amountCents/],
      ["reason blank", { ...good, reason: "   " }, 400, /reason/],
      ["reason missing", { paymentId, amountCents: 1_000 }, 400, /reason/],
      ["payment not an id", { ...good, paymentId: "pi_123" }, 400, /paymentId/],
      ["payment unknown", { ...good, paymentId: "00000000-0000-4000-8000-000000000001" }, 404, "Payment not found"],
      ["payment of another invoice", { ...good, paymentId: otherPayment }, 404, "Payment not found"],
      ["e-Transfer", { ...good, paymentId: eft!.id }, 409, /Interac e-Transfer.*not made by card through Stripe.*add a credit note/],
      ["card recorded by staff", { ...good, paymentId: byHand!.id }, 409, /recorded by staff.*credit note/],
      ["more than the payment", { ...good, amountCents: 10_001 }, 409, "at most $100.00"],
      ["card payments not set up", good, 409, /not set up/, plain],
    ];
    for (const [what, body, status, message, app] of cases) {
      const res = await refund(invoice.id, body, app);
      const error = await errorOf(res);
      expect(error.status, what).toBe(status);
      if (status === 400) expect(Object.keys(error.fields ?? {}).join(","), what).toMatch(message);
      else if (typeof message === "string") expect(error.message, what).toContain(message);
      else expect(error.message, what).toMatch(message);
      expect(await snapshot(invoice.id), what).toEqual(before);
    }
    const unknown = await errorOf(await refund("00000000-0000-4000-8000-000000000002", good));
    expect(unknown).toMatchObject({ status: 404, message: "Invoice not found" });

    // A void invoice (its payment put back by hand, as a void one refuses payments) is refused too.
    await database.db.execute(sql`update invoices set status = 'void', void_reason = 'test' where id = ${invoice.id}`);
    const voided = await snapshot(invoice.id);
    expect(await errorOf(await refund(invoice.id, good))).toMatchObject({ status: 409, message: expect.stringContaining("voided") });
    expect(await snapshot(invoice.id)).toEqual(voided);
  });

  test("a deposit already credited on the work's invoice is not refunded on the deposit invoice (it would go back twice)", async () => {
    const { invoice: deposit } = await invoiceFor(5_000);
    const { paymentId } = await payByCard(deposit.id, 5_000);
    const { invoice: work } = await invoiceFor(45_200);
    await database.db
      .insert(invoiceCredits)
      .values({ invoiceId: work.id, kind: "deposit", number: deposit.number!, amountCents: 5_000, reason: "Deposit", depositInvoiceId: deposit.id });
    const before = await snapshot(deposit.id);
    const refused = await errorOf(await refund(deposit.id, { paymentId, amountCents: 1_000, reason: "Changed plans" }));
    expect(refused).toMatchObject({ status: 409, message: expect.stringContaining(`already credited on invoice ${work.number}`) });
    expect(await snapshot(deposit.id)).toEqual(before);
  });

  test("Stripe refuses: the refund is failed with Stripe's words, the credit note stays, the office is told, the client is not", async () => {
    const { invoice, email } = await invoiceFor();
    const { paymentId, pi } = await payByCard(invoice.id, TOTAL);
    fake.refunds.state.failNext = { type: "invalid_request_error", code: "charge_disputed", message: "Charge ch_1 has been disputed." };
    const { refund, invoice: after } = await refunded(invoice.id, { paymentId, amountCents: 10_000, reason: "Damaged vase" });
    expect(refund).toMatchObject({ status: "failed", failureMessage: "Charge ch_1 has been disputed.", stripeRefundId: null });
    expect(after).toMatchObject({ status: "paid", paidCents: TOTAL - 10_000, creditedCents: 10_000, balanceCents: 0 });
    expect(after.credits).toHaveLength(1);
    expect(refundsMadeFor(pi)).toEqual([]);
    expect(await mailsOf("invoice.refund", email)).toEqual([]);
    const [office] = (await mailsOf("invoice.refund-failed-notify")).filter((m) => m.subject.includes(invoice.number!));
    expect(office).toMatchObject({ to: "office@example.com", subject: expect.stringContaining(`Card refund failed: invoice ${invoice.number}`) });
    expect(office!.text).toContain("Charge ch_1 has been disputed.");
    expect(office!.text).toContain(`${refund.creditNumber} stands`);
    // Sending it again is refused: Stripe answered.
    const again = await errorOf(await admin$(`${INVOICES}/${invoice.id}/refunds/${refund.id}/retry`));
    expect(again).toMatchObject({ status: 409, message: expect.stringContaining("already answered") });
  });

  test("Stripe's answer is lost: the refund stays pending; sending it again finds it at Stripe, one refund for one row", async () => {
    const { invoice } = await invoiceFor();
    const { paymentId, pi } = await payByCard(invoice.id, TOTAL);
    fake.state.holdWebhooks = true; // the event that would have told us is late
    fake.refunds.state.dropAnswers = 3; // the first request and the library's two retries
    const { refund } = await refunded(invoice.id, { paymentId, amountCents: 7_500, reason: "Late crew" });
    expect(refund).toMatchObject({ status: "pending", stripeRefundId: null });
    expect(refundsMadeFor(pi)).toHaveLength(1);
    const keys = fake.state.requests.filter((r) => r.path === "/v1/refunds" && r.method === "POST").map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`refund:${refund.id}`]));

    const retried = await admin$(`${INVOICES}/${invoice.id}/refunds/${refund.id}/retry`);
    expect(retried.status).toBe(200);
    const { refund: sent } = (await retried.json()) as RefundResult;
    expect(sent).toMatchObject({ status: "succeeded", stripeRefundId: refundsMadeFor(pi)[0]!.id });
    expect(refundsMadeFor(pi)).toHaveLength(1);
    // Twice at once, and the late event: still one refund, the client told once.
    const twice = await Promise.all([1, 2].map(() => admin$(`${INVOICES}/${invoice.id}/refunds/${refund.id}/retry`)));
    expect(twice.map((r) => r.status)).toEqual([409, 409]);
    expect(await fake.releaseWebhooks()).toEqual([200]);
    expect(refundsMadeFor(pi)).toHaveLength(1);
    expect((await mailsOf("invoice.refund")).filter((m) => m.subject.includes(invoice.number!))).toHaveLength(1);
  });

  test("a repeated request under the same key gets the same refund; the same key with other parameters is refused", async () => {
    const { invoice } = await invoiceFor();
    const { paymentId, pi } = await payByCard(invoice.id, TOTAL);
    fake.refunds.state.dropAnswers = 1; // the library's retry replays the key
    const { refund } = await refunded(invoice.id, { paymentId, amountCents: 2_000, reason: "Retry" });
    expect(refund.status).toBe("succeeded");
    expect(refundsMadeFor(pi)).toHaveLength(1);
    const sameKey = (amount: number) =>
      fetch(`${fake.url}/v1/refunds`, {
        method: "POST",
        headers: { authorization: `Bearer ${SECRET_KEY}`, "idempotency-key": `refund:${refund.id}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ payment_intent: pi, amount: String(amount), "metadata[invoice_id]": invoice.id, "metadata[refund_id]": refund.id }),
      });
    const replay = await sameKey(2_000);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { id: string }).id).toBe(refund.stripeRefundId);
    const changed = await sameKey(3_000);
    expect(changed.status).toBe(400);
    expect(((await changed.json()) as ApiErrorBody & { error: { type: string } }).error.type).toBe("idempotency_error");
    expect(refundsMadeFor(pi)).toHaveLength(1);
  });

  test("a pending refund is settled by Stripe's events: refund.updated succeeds it, refund.failed fails it and tells the office; charge.refunded by metadata", async () => {
    const { invoice } = await invoiceFor();
    const { paymentId, pi } = await payByCard(invoice.id, TOTAL);
    fake.refunds.state.pendingNext = true;
    const { refund: a } = await refunded(invoice.id, { paymentId, amountCents: 1_000, reason: "A" });
    expect(a).toMatchObject({ status: "pending", stripeRefundId: expect.stringMatching(/^re_/) });
    // No Stripe id to wait for: nothing to send again.
    expect((await errorOf(await admin$(`${INVOICES}/${invoice.id}/refunds/${a.id}/retry`))).message).toContain("nothing to send again");
    await fake.refunds.settle(a.stripeRefundId!, "succeeded");
    expect((await detail(invoice.id)).refunds[0]).toMatchObject({ status: "succeeded", settledAt: expect.any(String) });

    fake.refunds.state.pendingNext = true;
    const { refund: b } = await refunded(invoice.id, { paymentId, amountCents: 2_000, reason: "B" });
    await fake.refunds.settle(b.stripeRefundId!, "failed", "expired_or_canceled_card");
    const failed = (await detail(invoice.id)).refunds[1]!;
    expect(failed).toMatchObject({ status: "failed", failureMessage: "Stripe could not refund the card (expired or canceled card)." });
    expect((await mailsOf("invoice.refund-failed-notify")).filter((m) => m.subject.includes(invoice.number!))).toHaveLength(1);

    // An older API version's charge.refunded, carrying the refund: found by our metadata.
    fake.refunds.state.pendingNext = true;
    fake.state.holdWebhooks = true;
    fake.refunds.state.dropAnswers = 3;
    const { refund: c } = await refunded(invoice.id, { paymentId, amountCents: 3_000, reason: "C" });
    expect(c.stripeRefundId).toBeNull();
    const made = refundsMadeFor(pi).at(-1)!;
    const status = await fake.deliver(
      fakeEvent("charge.refunded", { id: "ch_1", object: "charge", refunds: { object: "list", data: [{ ...made, status: "succeeded" }] } }),
    );
    expect(status).toBe(200);
    expect((await detail(invoice.id)).refunds[2]).toMatchObject({ status: "succeeded", stripeRefundId: made.id });
    // A refund that is not ours is stored and ignored.
    const strange = await fake.deliver(fakeEvent("refund.updated", { ...made, id: "re_other", metadata: {} }));
    expect(strange).toBe(200);
  });

  test("property: any sequence of card and e-Transfer payments, refunds and credit notes keeps balance = total − paid − credited ≥ 0, and every refusal changes nothing", async () => {
    type Op =
      | { kind: "card"; amount: number }
      | { kind: "etransfer"; amount: number }
      | { kind: "credit"; amount: number }
      | { kind: "refund"; payment: number; amount: number; stripeRefuses: boolean };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant("card" as const), amount: fc.integer({ min: 1, max: 12_000 }) }),
      fc.record({ kind: fc.constant("etransfer" as const), amount: fc.integer({ min: 1, max: 12_000 }) }),
      fc.record({ kind: fc.constant("credit" as const), amount: fc.integer({ min: 1, max: 12_000 }) }),
      fc.record({
        kind: fc.constant("refund" as const),
        payment: fc.nat(4),
        amount: fc.integer({ min: 1, max: 12_000 }),
        stripeRefuses: fc.boolean(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1_000, max: 30_000 }), fc.array(op, { minLength: 1, maxLength: 8 }), async (total, ops) => {
        const { invoice } = await invoiceFor(total);
        let ref = 0;
        for (const o of ops) {
          const before = await snapshot(invoice.id);
          const payments = await rowsOf<{ id: string; amount: number; refunded: number; source: string }>(
            database,
            sql`select id, amount_cents::int as amount, refunded_cents::int as refunded, source from invoice_payments where invoice_id = ${invoice.id} order by created_at, id`,
          );
          const row = before.invoice[0] as { status: string; paid: number; credited: number };
          const balance = total - row.paid - row.credited;
          if (o.kind === "card") {
            await payByCard(invoice.id, o.amount);
            const recorded = (await snapshot(invoice.id)).payments.length > before.payments.length;
            expect(recorded).toBe(o.amount <= balance && row.status === "issued");
          } else if (o.kind === "etransfer" || o.kind === "credit") {
            const res = await admin$(
              `${INVOICES}/${invoice.id}/${o.kind === "credit" ? "credits" : "payments"}`,
              o.kind === "credit"
                ? { amountCents: o.amount, reason: "Goodwill" }
                : { amountCents: o.amount, paidOn: businessDay(), method: "etransfer", reference: `ET-${++ref}` },
            );
            expect(res.status).toBe(o.amount <= balance && row.status === "issued" ? 200 : 409);
            if (res.status !== 200) expect(await snapshot(invoice.id)).toEqual(before);
          } else {
            const payment = payments[o.payment % Math.max(payments.length, 1)];
            if (!payment) continue;
            fake.refunds.state.failNext = o.stripeRefuses ? { type: "card_error", code: "expired_card", message: "Card expired." } : null;
            const res = await refund(invoice.id, { paymentId: payment.id, amountCents: o.amount, reason: "Property" });
            const allowed = payment.source === "stripe" && o.amount <= payment.amount - payment.refunded;
            expect(res.status).toBe(allowed ? 200 : 409);
            if (!allowed) expect(await snapshot(invoice.id)).toEqual(before);
            else expect(((await res.json()) as RefundResult).refund.status).toBe(o.stripeRefuses ? "failed" : "succeeded");
            fake.refunds.state.failNext = null;
          }
          // The invariants, in the database and in what the page reads.
          const [sums] = await rowsOf<{ total: number; paid: number; credited: number; payments: number; credits: number }>(
            database,
            sql`select i.total_cents::int as total, i.paid_cents::int as paid, i.credited_cents::int as credited,
                  (select coalesce(sum(amount_cents - refunded_cents), 0)::int from invoice_payments where invoice_id = i.id) as payments,
                  (select coalesce(sum(amount_cents), 0)::int from invoice_credits where invoice_id = i.id) as credits
                from invoices i where i.id = ${invoice.id}`,
          );
          expect(sums!.paid).toBe(sums!.payments);
          expect(sums!.credited).toBe(sums!.credits);
          const page = await detail(invoice.id);
          expect(page.balanceCents).toBe(sums!.total - sums!.paid - sums!.credited);
          expect(page.balanceCents).toBeGreaterThanOrEqual(0);
          expect(page.status === "paid").toBe(page.balanceCents === 0);
        }
      }),
      { numRuns: kind === "pglite" ? 10 : 15 },
    );
  }, 120_000);
});
