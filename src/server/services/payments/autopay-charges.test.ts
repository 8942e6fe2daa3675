import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import pino from "pino";
import { describe, expect, test, vi } from "vitest";
import { businessDay } from "../../../shared/business-time";
import type { Database } from "../../db/client";
import { autopayAgreements, clientCards, invoiceCheckouts, invoices, stripeCustomers } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { countOf, makeClient, rowsOf, type TestApp } from "../../test/auth-fixtures";
import { fakeEvent, type FakeStripe } from "../../test/fake-stripe";
import { useStripeTestApp } from "../../test/stripe-test-app";
import { invoiceRow } from "../../test/invoice-fixtures";
import { testDbKinds } from "../../test/test-db";
import { issueRow } from "../invoices/issue-invoice";
import { loadInvoice } from "../invoices/invoice-record";
import { recordPayment } from "../invoices/record-payment";
import { agreementTime } from "./autopay-card";
import { closeUnknownCharge, retryWithNewCard } from "./autopay-charges";
import { MAX_SEND_TRIES, sendDueCharges } from "./charge-sender";
import { startCheckout } from "./start-checkout";

// Automatic payment by the card on file (decision 074), against the local fake of Stripe: an issued
// invoice of a client paying automatically is charged once, off-session, under a key of its own;
// it turns Paid only on Stripe's signed event; a decline tells the client and is tried again after
// 3 and 7 days, then the office is told; asking Stripe again after an interruption never charges twice.

const TOTAL = 12_345;
const DAY = 24 * 3600 * 1000;
const logger = pino({ level: "silent" });

describe.each(testDbKinds)("automatic payment on %s", (kind) => {
  let fake: FakeStripe;
  let database: Database;
  let t: TestApp;
  useStripeTestApp(kind, (db, app, stripe) => ((database = db), (t = app), (fake = stripe)));
  const worker = randomUUID();
  /** The charge worker's passes until nothing is due. */
  const pass = async (w = worker, config = t.config) => {
    while ((await sendDueCharges({ db: database.db, config, stripe: config.stripe!, logger, worker: w })).more);
  };

  let n = 0;
  /** A client paying automatically (or not) with a card on file; their id and the card's payment method. */
  async function autopayClient(o: { autopay?: boolean; declines?: string } = {}) {
    const clientId = await makeClient(database, `auto${++n}-${kind}@example.com`, `Auto Payer ${n}`);
    const paymentMethodId = `pm_test_${randomUUID().slice(0, 8)}`;
    await database.db.insert(stripeCustomers).values({ clientId, customerId: `cus_test_${n}` });
    await database.db.insert(clientCards).values({ clientId, paymentMethodId, brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });
    if (o.autopay !== false)
      await database.db.insert(autopayAgreements).values({ clientId, enabled: true, text: "I agree.", version: "2026-11", language: "en", channel: "portal" });
    if (o.declines) fake.paymentIntents.state.declining.set(paymentMethodId, o.declines);
    return { clientId, paymentMethodId };
  }

  /** An invoice of `clientId` issued the way staff and the billing jobs issue one. */
  async function issuedInvoice(clientId: string) {
    const [draft] = await database.db
      .insert(invoices)
      .values(invoiceRow({ clientId, title: "Weekly cleaning", totalCents: TOTAL, status: "draft", issueDate: null, dueDate: null }))
      .returning();
    const today = businessDay();
    await transaction(database.db, async (tx) =>
      issueRow(tx, (await loadInvoice(tx, draft!.id, true))!, { issueDate: today, actor: { type: "system", name: "Test" }, today, config: t.config }),
    );
    return draft!.id;
  }

  const chargesOf = (invoiceId: string) =>
    rowsOf<{ attempt: number; status: string; amountCents: number; paymentIntentId: string | null; sendAfter: Date; idempotencyKey: string; tries: number }>(
      database,
      sql`select attempt, status, amount_cents::int as "amountCents", payment_intent_id as "paymentIntentId", send_after as "sendAfter",
            idempotency_key as "idempotencyKey", tries from invoice_charges where invoice_id = ${invoiceId} order by attempt`,
    ).then((rows) => rows.map((r) => ({ ...r, sendAfter: new Date(r.sendAfter) })));
  const invoiceNow = async (id: string) =>
    (await rowsOf<{ status: string; paidCents: number }>(database, sql`select status, paid_cents::int as "paidCents" from invoices where id = ${id}`))[0]!;
  const paymentsOf = (id: string) =>
    rowsOf<{ amountCents: number; reference: string; source: string }>(
      database,
      sql`select amount_cents::int as "amountCents", reference, source from invoice_payments where invoice_id = ${id}`,
    );
  const mails = (mailKind: string, to?: string) =>
    rowsOf<{ to: string; text: string; language: string }>(
      database,
      sql`select "to", text, language from outbox where kind = ${mailKind} ${to ? sql`and "to" = ${to}` : sql``} order by created_at`,
    );
  /** The next attempt's time comes now. */
  const timeComes = (invoiceId: string) =>
    database.db.execute(sql`update invoice_charges set send_after = now() where invoice_id = ${invoiceId} and status = 'queued'`);

  test("an issued invoice is charged once, off-session, for its total, and turns Paid only on Stripe's signed event", async () => {
    const { clientId, paymentMethodId } = await autopayClient();
    const invoiceId = await issuedInvoice(clientId);
    expect(await chargesOf(invoiceId)).toMatchObject([{ attempt: 1, status: "queued", amountCents: TOTAL, idempotencyKey: `autopay:${invoiceId}:1` }]);

    fake.state.holdWebhooks = true;
    await pass();
    expect(fake.paymentIntents.state.creates).toBe(1);
    const request = fake.state.requests.find((r) => r.path === "/v1/payment_intents")!;
    expect(request.idempotencyKey).toBe(`autopay:${invoiceId}:1`);
    expect(request.body).toMatchObject({
      amount: String(TOTAL),
      currency: "cad",
      customer: expect.stringMatching(/^cus_test_/),
      payment_method: paymentMethodId,
      off_session: "true",
      confirm: "true",
      metadata: { invoice_id: invoiceId },
    });
    // Stripe took it, but only its signed event says the money came in.
    expect((await chargesOf(invoiceId))[0]).toMatchObject({ status: "processing", paymentIntentId: expect.stringMatching(/^pi_test_/) });
    expect(await invoiceNow(invoiceId)).toEqual({ status: "issued", paidCents: 0 });

    expect(await fake.releaseWebhooks()).toEqual([200]);
    expect(await invoiceNow(invoiceId)).toEqual({ status: "paid", paidCents: TOTAL });
    const [charge] = await chargesOf(invoiceId);
    expect(charge!.status).toBe("succeeded");
    expect(await paymentsOf(invoiceId)).toEqual([{ amountCents: TOTAL, reference: charge!.paymentIntentId, source: "stripe" }]);
    const to = `auto${n}-${kind}@example.com`;
    const [receipt] = await mails("invoice.receipt", to);
    expect(receipt!.text).toContain("It was charged automatically to your Visa •••• 4242, as you asked.");
    // The invoice's own e-mail said so, instead of the ways to pay.
    const [sent] = await mails("invoice.send", to);
    expect(sent!.text).toContain("You pay automatically: your Visa •••• 4242 is charged this amount today");
    expect(sent!.text).not.toContain("How to pay:");

    // Nothing more to send; the same event again changes nothing.
    await pass();
    expect(fake.paymentIntents.state.creates).toBe(1);
    const [delivered] = fake.state.deliveries.slice(-1);
    expect(await fake.deliver(delivered!.event)).toBe(200);
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
    const kinds = await rowsOf<{ kind: string }>(database, sql`select kind from invoice_events where invoice_id = ${invoiceId} order by at, kind`);
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(["issued", "charge_sent", "payment_recorded", "paid"]));
  });

  test("no charge without autopay on, or once the client turned it off, or with no card", async () => {
    const off = await autopayClient({ autopay: false });
    expect(await chargesOf(await issuedInvoice(off.clientId))).toEqual([]);

    const turnedOff = await autopayClient();
    await database.db
      .insert(autopayAgreements)
      .values({ clientId: turnedOff.clientId, at: agreementTime(turnedOff.clientId), enabled: false, language: "en", channel: "portal" });
    expect(await chargesOf(await issuedInvoice(turnedOff.clientId))).toEqual([]);

    const cardGone = await autopayClient();
    await database.db.execute(sql`delete from client_cards where client_id = ${cardGone.clientId}`);
    expect(await chargesOf(await issuedInvoice(cardGone.clientId))).toEqual([]);
  });

  test("a charge queued for an invoice paid another way, or whose client turned autopay off since, is not sent", async () => {
    const paid = await autopayClient();
    const paidId = await issuedInvoice(paid.clientId);
    const today = businessDay();
    await transaction(database.db, (tx) =>
      recordPayment(tx, {
        invoiceId: paidId,
        payment: { amountCents: TOTAL, paidOn: today, method: "etransfer", reference: "ET-1" },
        source: "staff",
        actor: { type: "system", name: "Test" },
        today,
        config: t.config,
      }),
    );
    const stopped = await autopayClient();
    const stoppedId = await issuedInvoice(stopped.clientId);
    await database.db
      .insert(autopayAgreements)
      .values({ clientId: stopped.clientId, at: agreementTime(stopped.clientId), enabled: false, language: "en", channel: "portal" });

    await pass();
    expect(fake.paymentIntents.state.creates).toBe(0);
    expect((await chargesOf(paidId))[0]!.status).toBe("canceled");
    expect((await chargesOf(stoppedId))[0]!.status).toBe("canceled");
  });

  test("a declined card: the client is told with the next try's day, tried again after 3 and 7 days, then the office is told", async () => {
    const { clientId } = await autopayClient({ declines: "insufficient_funds" });
    const invoiceId = await issuedInvoice(clientId);
    const to = `auto${n}-${kind}@example.com`;

    await pass();
    let charges = await chargesOf(invoiceId);
    expect(charges.map((c) => [c.attempt, c.status])).toEqual([
      [1, "failed"],
      [2, "queued"],
    ]);
    // Stripe's own event of the decline came too: it changes nothing more.
    await vi.waitFor(() => expect(fake.state.deliveries.at(-1)!.event.type).toBe("payment_intent.payment_failed"));
    const firstFailure = Date.now();
    expect(Math.abs(charges[1]!.sendAfter.getTime() - (firstFailure + 3 * DAY))).toBeLessThan(60_000);
    let told = await mails("autopay.failed", to);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("We could not charge your Visa •••• 4242 the $123.45 of invoice");
    expect(told[0]!.text).toContain("insufficient funds");
    expect(told[0]!.text).toContain(`We will try your card again on`);
    expect(await invoiceNow(invoiceId)).toEqual({ status: "issued", paidCents: 0 });

    // Not before its day.
    await pass();
    expect(fake.paymentIntents.state.creates).toBe(1);
    await timeComes(invoiceId);
    await pass();
    charges = await chargesOf(invoiceId);
    expect(charges.map((c) => [c.attempt, c.status])).toEqual([
      [1, "failed"],
      [2, "failed"],
      [3, "queued"],
    ]);
    expect(Math.abs(charges[2]!.sendAfter.getTime() - (firstFailure + 7 * DAY))).toBeLessThan(60_000);
    await timeComes(invoiceId);
    await pass();
    charges = await chargesOf(invoiceId);
    expect(charges.map((c) => c.status)).toEqual(["failed", "failed", "failed"]);
    expect(fake.paymentIntents.state.creates).toBe(3);
    told = await mails("autopay.failed", to);
    expect(told).toHaveLength(3);
    expect(told[2]!.text).toContain("We will not try this card again for this invoice");
    const office = await mails("autopay.failed-notify");
    expect(office.filter((m) => m.text.includes(`Auto Payer ${n}`))).toHaveLength(1);
    expect(office.at(-1)!.to).toBe("office@example.com");
  });

  test("a declined invoice is tried again at once, with the new card, when the client saves another card", async () => {
    const { clientId, paymentMethodId } = await autopayClient({ declines: "insufficient_funds" });
    const invoiceId = await issuedInvoice(clientId);
    await pass();
    expect((await chargesOf(invoiceId)).map((c) => c.status)).toEqual(["failed", "queued"]);
    // The new card, as Stripe's payment_method.attached event leaves it.
    const newCard = `pm_test_new_${n}`;
    await database.db.execute(sql`update client_cards set payment_method_id = ${newCard}, last4 = '1881' where client_id = ${clientId}`);
    expect(await transaction(database.db, (tx) => retryWithNewCard(tx, clientId))).toBe(1);
    await pass();
    const asked = fake.state.requests.filter((r) => r.path === "/v1/payment_intents").map((r) => r.body.payment_method);
    expect(asked).toEqual([paymentMethodId, newCard]);
    await vi.waitFor(async () => expect(await invoiceNow(invoiceId)).toEqual({ status: "paid", paidCents: TOTAL }));
    expect((await chargesOf(invoiceId)).map((c) => c.status)).toEqual(["failed", "succeeded"]);
  });

  test("while the client pays by themselves (a card payment page open), the charge waits; while a charge is out, no card payment page is opened", async () => {
    const { clientId } = await autopayClient();
    const invoiceId = await issuedInvoice(clientId);
    const expiresAt = new Date(Date.now() + 3600_000);
    await database.db
      .insert(invoiceCheckouts)
      .values({ id: `cs_open_${n}`, invoiceId, idempotencyKey: `k-${n}`, amountCents: TOTAL, url: "https://x", expiresAt });
    await pass();
    expect(fake.paymentIntents.state.creates).toBe(0);
    const [waiting] = await chargesOf(invoiceId);
    expect(waiting).toMatchObject({ status: "queued", tries: 0 });
    expect(Math.abs(waiting!.sendAfter.getTime() - expiresAt.getTime())).toBeLessThan(1000);

    // Its time comes and the page was not used: the charge goes; while it is out, Checkout is refused.
    await timeComes(invoiceId);
    await database.db.execute(sql`update invoice_checkouts set expires_at = now() where invoice_id = ${invoiceId}`);
    fake.state.holdWebhooks = true;
    await pass();
    expect((await chargesOf(invoiceId))[0]!.status).toBe("processing");
    const asker = { clientId, email: null, actor: { type: "client" as const, userId: null, name: "Auto Payer" } };
    await expect(startCheckout({ db: database.db, config: t.config, logger, invoiceId, asker })).rejects.toMatchObject({ code: "conflict" });
    await fake.releaseWebhooks();
    expect(await invoiceNow(invoiceId)).toEqual({ status: "paid", paidCents: TOTAL });
  });

  test("a declined attempt that went through after all while a later one is out: that money is to be refunded, and the invoice keeps one charge", async () => {
    const { clientId, paymentMethodId } = await autopayClient({ declines: "insufficient_funds" });
    const invoiceId = await issuedInvoice(clientId);
    await pass();
    const [first] = await chargesOf(invoiceId);
    fake.paymentIntents.state.declining.delete(paymentMethodId);
    fake.state.holdWebhooks = true;
    await timeComes(invoiceId);
    await pass();
    expect((await chargesOf(invoiceId)).map((c) => c.status)).toEqual(["failed", "processing"]);
    // Stripe says the first one succeeded after all.
    const late = { ...fake.paymentIntents.intents.get(first!.paymentIntentId!)!, status: "succeeded", amount_received: TOTAL };
    expect(await fake.deliver(fakeEvent("payment_intent.succeeded", late))).toBe(200);
    expect(await countOf(database, sql`from invoice_events where invoice_id = ${invoiceId} and kind = 'refund_needed'`)).toBe(1);
    await fake.releaseWebhooks();
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
    expect((await chargesOf(invoiceId)).map((c) => c.status)).toEqual(["failed", "succeeded"]);
  });

  test("the client is told in French when that is their language", async () => {
    const { clientId } = await autopayClient({ declines: "expired_card" });
    await database.db.execute(sql`update clients set language = 'fr' where id = ${clientId}`);
    await issuedInvoice(clientId);
    await pass();
    const [mail] = await mails("autopay.failed", `auto${n}-${kind}@example.com`);
    expect(mail!.language).toBe("fr");
    expect(mail!.text).toContain("Nous n’avons pas pu prélever 123,45\u00a0$ sur votre carte Visa •••• 4242");
    expect(mail!.text).toContain("La carte est expirée.");
  });

  test("interrupted between Stripe's charge and our record: asked again under the same key, Stripe answers the first charge", async () => {
    const { clientId } = await autopayClient();
    const invoiceId = await issuedInvoice(clientId);
    fake.state.holdWebhooks = true;
    await pass();
    const [sent] = await chargesOf(invoiceId);
    // As a process that died before recording the answer leaves it: taken, its lease run out.
    await database.db.execute(
      sql`update invoice_charges set status = 'sending', payment_intent_id = null, locked_by = ${randomUUID()}::uuid, locked_until = now() - interval '1 second' where invoice_id = ${invoiceId}`,
    );
    await pass(randomUUID());
    const [again] = await chargesOf(invoiceId);
    expect(again).toMatchObject({ status: "processing", paymentIntentId: sent!.paymentIntentId, tries: 2 });
    const asked = fake.state.requests.filter((r) => r.path === "/v1/payment_intents");
    expect(asked.map((r) => r.idempotencyKey)).toEqual([`autopay:${invoiceId}:1`, `autopay:${invoiceId}:1`]);
    expect(fake.paymentIntents.state.creates).toBe(1);
    await fake.releaseWebhooks();
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
    expect(await invoiceNow(invoiceId)).toEqual({ status: "paid", paidCents: TOTAL });
  });

  test("two processes sending at once take each charge once", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await issuedInvoice((await autopayClient()).clientId));
    await Promise.all([pass(randomUUID()), pass(randomUUID()), pass(randomUUID())]);
    expect(fake.paymentIntents.state.creates).toBe(4);
    // Stripe's events come after its answers.
    for (const id of ids) await vi.waitFor(async () => expect(await invoiceNow(id)).toEqual({ status: "paid", paidCents: TOTAL }));
  });

  test("Stripe does not answer: asked again later under the same key, and after the last try the office is told", async () => {
    const { clientId } = await autopayClient();
    const invoiceId = await issuedInvoice(clientId);
    const dead = { ...t.config, stripe: { ...t.config.stripe!, apiUrl: "http://127.0.0.1:9" } };
    for (let i = 1; i <= MAX_SEND_TRIES; i++) {
      await pass(worker, dead);
      const [charge] = await chargesOf(invoiceId);
      expect(charge!.tries).toBe(i);
      if (i < MAX_SEND_TRIES) {
        expect(charge!.status).toBe("sending");
        await database.db.execute(sql`update invoice_charges set locked_until = now() - interval '1 second' where invoice_id = ${invoiceId}`);
      } else expect(charge!.status).toBe("unknown");
    }
    expect((await mails("autopay.failed-notify")).at(-1)!.text).toContain("Stripe could not tell us whether");
    // Its open state holds: no second charge is queued for the invoice.
    await pass();
    expect(fake.paymentIntents.state.creates).toBe(0);

    // Staff found no payment in Stripe and close it: the invoice has no open charge, and it says so.
    const staff = { type: "system" as const, name: "Owner" };
    const detail = await closeUnknownCharge({ db: database.db, id: invoiceId, attempt: 1, actor: staff, today: businessDay() });
    expect(detail.invoice.charges.map((c) => c.status)).toEqual(["canceled"]);
    expect(detail.invoice.events.find((e) => e.kind === "charge_failed")!.details.reason).toBe("Not charged: no payment found in Stripe.");
    await expect(closeUnknownCharge({ db: database.db, id: invoiceId, attempt: 1, actor: staff, today: businessDay() })).rejects.toMatchObject({
      code: "conflict",
    });
    await expect(closeUnknownCharge({ db: database.db, id: invoiceId, attempt: 2, actor: staff, today: businessDay() })).rejects.toMatchObject({
      code: "not_found",
    });
  }, 60_000);

  test("property: whatever the cards answer and however Stripe's events come (late, twice, out of order), an invoice is paid at most once and its balance never goes below zero", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<string | null>(null, "insufficient_funds", "expired_card"), { minLength: 1, maxLength: 3 }),
        fc.array(fc.constantFrom("pass", "release", "replay", "time", "staff_pays"), { minLength: 3, maxLength: 12 }),
        async (answers, steps) => {
          fake.state.holdWebhooks = true;
          fake.state.pending.length = 0;
          const { clientId, paymentMethodId } = await autopayClient();
          const invoiceId = await issuedInvoice(clientId);
          const delivered: typeof fake.state.pending = [];
          let attempt = 0;
          for (const step of [...steps, "time", "pass", "release"]) {
            const answer = answers[Math.min(attempt, answers.length - 1)];
            if (answer) fake.paymentIntents.state.declining.set(paymentMethodId, answer);
            else fake.paymentIntents.state.declining.delete(paymentMethodId);
            if (step === "pass") {
              const before = fake.paymentIntents.state.creates;
              await pass();
              if (fake.paymentIntents.state.creates > before) attempt++;
            } else if (step === "release") {
              const events = fake.state.pending.splice(0).reverse();
              for (const e of events) {
                delivered.push(e);
                await fake.deliver(e);
              }
            } else if (step === "replay" && delivered.length > 0) await fake.deliver(delivered[0]!);
            else if (step === "time") await timeComes(invoiceId);
            else if (step === "staff_pays") {
              const row = (await loadInvoice(database.db, invoiceId))!;
              if (row.status === "issued") {
                const today = businessDay();
                await transaction(database.db, (tx) =>
                  recordPayment(tx, {
                    invoiceId,
                    payment: { amountCents: row.totalCents - row.paidCents, paidOn: today, method: "etransfer", reference: `ET-${invoiceId}` },
                    source: "staff",
                    actor: { type: "system", name: "Test" },
                    today,
                    config: t.config,
                  }),
                );
              }
            }
          }
          const payments = await paymentsOf(invoiceId);
          const paid = payments.reduce((s, p) => s + p.amountCents, 0);
          expect(paid).toBeLessThanOrEqual(TOTAL);
          const charges = await chargesOf(invoiceId);
          expect(charges.filter((c) => c.status === "succeeded").length).toBeLessThanOrEqual(1);
          expect(charges.filter((c) => ["queued", "sending", "processing", "succeeded", "unknown"].includes(c.status)).length).toBeLessThanOrEqual(1);
          // A charge that succeeded is on the invoice, or the office was told to refund it.
          for (const c of charges.filter((c) => c.status === "succeeded")) {
            const onInvoice = payments.some((p) => p.reference === c.paymentIntentId);
            const refund = await countOf(database, sql`from invoice_events where invoice_id = ${invoiceId} and kind = 'refund_needed'`);
            expect(onInvoice || refund > 0).toBe(true);
          }
          expect(charges.length).toBeLessThanOrEqual(3);
        },
      ),
      { numRuns: kind === "pglite" ? 12 : 20 },
    );
  }, 120_000);
});
