import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { AUTOPAY_AGREEMENT_VERSION, autopayAgreement } from "../../shared/billing/autopay-agreement";
import type { PortalCardSetup, PortalPaymentMethod } from "../../shared/portal-payment-method";
import type { ClientDetail } from "../../shared/schemas/clients";
import type { Database } from "../db/client";
import { invoices } from "../db/schema/index";
import { countOf, makeClient, makeClientUser, rowsOf, signInNewClient, type TestApp } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin, signInClient } from "../test/auth-helpers";
import { fakeEvent, type FakeStripe } from "../test/fake-stripe";
import { STRIPE_TEST_KEYS, useStripeTestApp } from "../test/stripe-test-app";
import { invoiceRow } from "../test/invoice-fixtures";
import { createTestApp } from "../test/test-app";
import { testDbKinds } from "../test/test-db";

// The card on file and automatic payment (decision 074) through the real app, against the fake
// Stripe: the page that saves a card (setup mode, the client's Stripe customer made once), the card
// arriving only by Stripe's signed events, its removal, and the agreement turned on and off, with
// every refusal.

const WEBHOOK_SECRET = STRIPE_TEST_KEYS.webhookSecret;
const UA = "Mozilla/5.0 (test) card-on-file";

describe.each(testDbKinds)("card on file and autopay on %s", (kind) => {
  let fake: FakeStripe;
  let database: Database;
  let t: TestApp;
  useStripeTestApp(kind, (db, app, stripe) => ((database = db), (t = app), (fake = stripe)));
  let n = 0;
  /** A client with a signed-in account: their cookie, id and e-mail. */
  async function signedInClient() {
    const email = `card${++n}-${kind}@example.com`;
    const clientId = await makeClient(database, email, `Card Holder ${n}`);
    const { cookie } = await signInNewClient(t, database, email);
    return { cookie, clientId, email };
  }
  type Init = { method?: string; body?: unknown; headers?: Record<string, string> };
  const api = (cookie: string, path: string, init: Init = {}, app = t) =>
    call(app, `/api/portal${path}`, { ...init, cookie, headers: { "user-agent": UA, ...init.headers } });
  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
  async function ok<T>(res: Response, status = 200): Promise<T> {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text) as T;
  }
  const view = async (cookie: string, headers: Record<string, string> = {}) => ok<PortalPaymentMethod>(await api(cookie, "/payment-method", { headers }));
  const setupUrl = async (cookie: string) => (await ok<PortalCardSetup>(await api(cookie, "/payment-method/setup", { method: "POST", body: {} }))).url;
  const sessionOf = (url: string) => new URL(url).pathname.split("/").pop()!;
  const autopay = (cookie: string, body: unknown, headers: Record<string, string> = {}) => api(cookie, "/autopay", { method: "PUT", body, headers });
  const turnOn = (cookie: string, extra: Record<string, unknown> = {}) => autopay(cookie, { enabled: true, version: AUTOPAY_AGREEMENT_VERSION, ...extra });
  /** Save a test card on the fake's page for this client: the card on file once Stripe's events are in. */
  async function savedCard(cookie: string, card: "4242" | "0341" = "4242") {
    const pm = await fake.cards.saveCard(sessionOf(await setupUrl(cookie)), card);
    return pm;
  }
  const agreements = (clientId: string) =>
    rowsOf<{
      enabled: boolean;
      text: string | null;
      version: string | null;
      language: string;
      channel: string;
      card: string | null;
      userId: string | null;
      ip: string | null;
      userAgent: string | null;
    }>(
      database,
      sql`select enabled, text, version, language, channel, card, user_id as "userId", ip, user_agent as "userAgent"
          from autopay_agreements where client_id = ${clientId} order by at, id`,
    );
  const cardRow = async (clientId: string) =>
    (
      await rowsOf<{ paymentMethodId: string; brand: string; last4: string; expMonth: number; expYear: number; expiryPromptedFor: string | null }>(
        database,
        sql`select payment_method_id as "paymentMethodId", brand, last4, exp_month as "expMonth", exp_year as "expYear", expiry_prompted_for as "expiryPromptedFor"
            from client_cards where client_id = ${clientId}`,
      )
    )[0];
  const userIdOf = async (email: string) => (await rowsOf<{ id: string }>(database, sql`select id from users where email = ${email}`))[0]!.id;
  const nextYear = new Date().getUTCFullYear() + 1;

  describe("GET /api/portal/payment-method", () => {
    test("no card, autopay off, the agreement in the page's language, card payments available", async () => {
      const { cookie } = await signedInClient();
      expect(await view(cookie)).toEqual({
        card: null,
        autopay: { enabled: false, since: null },
        agreement: autopayAgreement("en"),
        cardPaymentsAvailable: true,
      });
      const en = autopayAgreement("en").text;
      for (const words of [
        "on the day it is issued",
        "invoice's total",
        "receipt by e-mail",
        "3 days and then 7 days later",
        "turn automatic payment off at any time",
      ])
        expect(en).toContain(words);
      const fr = await view(cookie, { "accept-language": "fr-CA,fr;q=0.9" });
      expect(fr.agreement).toEqual({ version: AUTOPAY_AGREEMENT_VERSION, text: autopayAgreement("fr").text });
      expect(fr.agreement.text).toContain("3\u00a0jours");
      expect(fr.agreement.text).toContain("«\u00a0Factures\u00a0»");
      expect(fr.agreement.text).not.toMatch(/[^\u00a0][:;!?]/);

      const withoutCards = createTestApp(database);
      expect((await ok<PortalPaymentMethod>(await api(cookie, "/payment-method", {}, withoutCards))).cardPaymentsAvailable).toBe(false);
    });

    test("a signed-in user with no client record: 404 on every route; signed out: 401", async () => {
      const email = `nobody${++n}-${kind}@example.com`;
      await makeClientUser(database, email);
      const { cookie } = await signInClient(t, database, email);
      const answers = [
        await api(cookie, "/payment-method"),
        await api(cookie, "/payment-method/setup", { method: "POST", body: {} }),
        await api(cookie, "/payment-method", { method: "DELETE" }),
        await turnOn(cookie),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect((await errorOf(res)).message).toBe("Client not found");
      }
      expect((await call(t, "/api/portal/payment-method")).status).toBe(401);
      expect(fake.state.requests).toHaveLength(0);
    });
  });

  describe("saving a card", () => {
    test("the client's Stripe customer (once), a setup-mode page back to the portal, reused while it lives", async () => {
      const { cookie, clientId, email } = await signedInClient();
      const url = await setupUrl(cookie);
      expect(url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_\\w+$`));
      const [customer, session] = fake.state.requests;
      expect(customer).toMatchObject({ method: "POST", path: "/v1/customers", idempotencyKey: `customer:${clientId}` });
      expect(customer!.body).toMatchObject({ email, name: `Card Holder ${n}`, metadata: { client_id: clientId } });
      const [stored] = await rowsOf<{ customerId: string }>(
        database,
        sql`select customer_id as "customerId" from stripe_customers where client_id = ${clientId}`,
      );
      const back = `${t.config.appUrl}/client-dashboard/invoices?card=`;
      expect(session).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", idempotencyKey: `card-setup:${clientId}:1` });
      expect(session!.body).toMatchObject({
        mode: "setup",
        customer: stored!.customerId,
        allowed_payment_method_types: ["card"],
        currency: "cad",
        client_reference_id: clientId,
        success_url: `${back}saved`,
        cancel_url: `${back}cancelled`,
      });
      expect(await countOf(database, sql`from card_setups where client_id = ${clientId} and id = ${sessionOf(url)} and completed_at is null`)).toBe(1);

      // Again, and twice at once: the stored page, Stripe not asked.
      expect(await Promise.all([setupUrl(cookie), setupUrl(cookie)])).toEqual([url, url]);
      expect(fake.state.requests).toHaveLength(2);

      // Once used (or close to its end), a new page on the same customer, with a new key.
      await fake.cards.saveCard(sessionOf(url));
      const second = await setupUrl(cookie);
      expect(second).not.toBe(url);
      expect(fake.state.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(1);
      expect(fake.state.requests.at(-1)!.idempotencyKey).toBe(`card-setup:${clientId}:2`);
      await database.db.execute(sql`update card_setups set expires_at = now() + interval '5 minutes' where id = ${sessionOf(second)}`);
      const third = await setupUrl(cookie);
      expect(third).not.toBe(second);
      expect(fake.state.requests.at(-1)!.idempotencyKey).toBe(`card-setup:${clientId}:3`);
      expect(fake.cards.customers.size).toBeGreaterThan(0);
    });

    test("two first clicks at once: one customer and one page, stored once", async () => {
      const { cookie, clientId } = await signedInClient();
      const before = fake.cards.state.customerCreates;
      const urls = await Promise.all([setupUrl(cookie), setupUrl(cookie)]);
      expect(urls[0]).toBe(urls[1]);
      expect(fake.cards.state.customerCreates - before).toBe(1);
      expect(await countOf(database, sql`from stripe_customers where client_id = ${clientId}`)).toBe(1);
      expect(await countOf(database, sql`from card_setups where client_id = ${clientId}`)).toBe(1);
    });

    test("409 when card payments are not set up; 503 when Stripe cannot be reached; nothing stored", async () => {
      const { cookie, clientId } = await signedInClient();
      const off = await api(cookie, "/payment-method/setup", { method: "POST", body: {} }, createTestApp(database));
      expect(off.status).toBe(409);
      expect((await errorOf(off)).message).toMatch(/^Saving a card is not available: card payments are not set up/);
      const unreachable = createTestApp(database, { STRIPE_SECRET_KEY: "sk_test_wrongkey", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url });
      const down = await api(cookie, "/payment-method/setup", { method: "POST", body: {} }, unreachable);
      expect(down.status).toBe(503);
      expect(down.headers.get("retry-after")).toBe("60");
      expect((await errorOf(down)).message).toMatch(/try again in a few minutes/);
      expect(await countOf(database, sql`from stripe_customers where client_id = ${clientId}`)).toBe(0);
      expect(await countOf(database, sql`from card_setups where client_id = ${clientId}`)).toBe(0);
    });

    test("Stripe's events put the card on file and complete the page; no invoice is paid by them", async () => {
      const { cookie, clientId } = await signedInClient();
      const [invoice] = await database.db
        .insert(invoices)
        .values(invoiceRow({ clientId, title: "Weekly cleaning", totalCents: 12_000, status: "issued", issueDate: "2026-03-02", dueDate: "2999-03-17" }))
        .returning();
      const url = await setupUrl(cookie);
      const pm = await fake.cards.saveCard(sessionOf(url));
      const [attached, completed] = fake.state.deliveries.slice(-2);
      expect(attached!.event.type).toBe("payment_method.attached");
      expect(completed!.event.type).toBe("checkout.session.completed");
      expect(completed!.event.data.object).toMatchObject({ mode: "setup", setup_intent: expect.stringMatching(/^seti_/) });
      expect([attached!.status, completed!.status]).toEqual([200, 200]);
      expect(await cardRow(clientId)).toEqual({
        paymentMethodId: pm.id,
        brand: "visa",
        last4: "4242",
        expMonth: 12,
        expYear: nextYear,
        expiryPromptedFor: null,
      });
      expect(await countOf(database, sql`from card_setups where id = ${sessionOf(url)} and completed_at is not null`)).toBe(1);
      expect(await countOf(database, sql`from invoice_payments where invoice_id = ${invoice!.id}`)).toBe(0);
      expect(await countOf(database, sql`from invoices where id = ${invoice!.id} and status = 'issued'`)).toBe(1);
      expect((await view(cookie)).card).toEqual({ brand: "visa", last4: "4242", expMonth: 12, expYear: nextYear });

      // The same event again: acknowledged, nothing done twice.
      expect(await fake.deliver(attached!.event)).toBe(200);
      expect(await countOf(database, sql`from client_cards where client_id = ${clientId}`)).toBe(1);
    });

    test("the completion may come first; a new card replaces the old one, which is detached at Stripe", async () => {
      const { cookie, clientId } = await signedInClient();
      fake.state.holdWebhooks = true;
      const first = await fake.cards.saveCard(sessionOf(await setupUrl(cookie)));
      const [attached, completed] = fake.state.pending.splice(0);
      expect(await fake.deliver(completed!)).toBe(200);
      expect(await cardRow(clientId)).toBeUndefined();
      expect(await fake.deliver(attached!)).toBe(200);
      expect((await cardRow(clientId))!.paymentMethodId).toBe(first.id);
      fake.state.holdWebhooks = false;

      await database.db.execute(sql`update client_cards set expiry_prompted_for = '2027-12' where client_id = ${clientId}`);
      const second = await savedCard(cookie, "0341");
      expect(await cardRow(clientId)).toMatchObject({ paymentMethodId: second.id, last4: "0341", expiryPromptedFor: null });
      expect(fake.paymentMethods.get(second.id)).toMatchObject({ declines: true, customer: expect.stringMatching(/^cus_/) });
      // The replaced card leaves the customer once the event's transaction is committed; its
      // detached event does not touch the new card.
      await expect.poll(() => fake.paymentMethods.get(first.id)!.customer).toBeNull();
      await expect.poll(() => fake.state.deliveries.some((d) => d.event.type === "payment_method.detached" && d.status === 200)).toBe(true);
      expect((await cardRow(clientId))!.paymentMethodId).toBe(second.id);

      // An older card's late attached event does not bring it back.
      expect(await fake.deliver(fakeEvent("payment_method.attached", { ...attached!.data.object, created: first.created - 60 }))).toBe(200);
      expect((await cardRow(clientId))!.paymentMethodId).toBe(second.id);
    });

    test("events about a card that is not ours, or not a card, change nothing", async () => {
      const { cookie, clientId } = await signedInClient();
      await savedCard(cookie);
      const before = await cardRow(clientId);
      const card = { brand: "mastercard", last4: "4444", exp_month: 1, exp_year: 2030 };
      const events = [
        fakeEvent("payment_method.attached", {
          id: "pm_test_stranger",
          object: "payment_method",
          type: "card",
          customer: "cus_test_notours",
          card,
          created: 1,
        }),
        fakeEvent("payment_method.attached", { id: "pm_test_bank", object: "payment_method", type: "acss_debit", customer: null, created: 1 }),
        fakeEvent("payment_method.detached", { id: "pm_test_stranger", object: "payment_method", type: "card", customer: null, card, created: 1 }),
        fakeEvent("payment_method.updated", { id: "pm_test_stranger", object: "payment_method", type: "card", customer: null, card, created: 1 }),
      ];
      for (const event of events) expect(await fake.deliver(event), event.type).toBe(200);
      expect(await cardRow(clientId)).toEqual(before);
      expect(await countOf(database, sql`from client_cards`)).toBe(1);
    });

    test("a new expiry from Stripe (updated, or the card network's automatic update) is the card's", async () => {
      const { cookie, clientId } = await signedInClient();
      const pm = await savedCard(cookie);
      await database.db.execute(sql`update client_cards set expiry_prompted_for = ${`${nextYear}-12`} where client_id = ${clientId}`);
      await fake.setCardExpiry(pm.id, 12, nextYear);
      expect(await cardRow(clientId)).toMatchObject({ expMonth: 12, expYear: nextYear, expiryPromptedFor: `${nextYear}-12` });
      await fake.setCardExpiry(pm.id, 3, nextYear + 3, "payment_method.automatically_updated");
      expect(await cardRow(clientId)).toMatchObject({ expMonth: 3, expYear: nextYear + 3, expiryPromptedFor: null });
      expect(fake.state.deliveries.at(-1)).toMatchObject({ event: { type: "payment_method.automatically_updated" }, status: 200 });
      expect((await view(cookie)).card).toEqual({ brand: "visa", last4: "4242", expMonth: 3, expYear: nextYear + 3 });
    });
  });

  describe("PUT /api/portal/autopay", () => {
    test("400 naming the field for bad input", async () => {
      const { cookie, clientId } = await signedInClient();
      await savedCard(cookie);
      const cases: [unknown, string][] = [
        [{}, "enabled"],
        [{ enabled: "yes" }, "enabled"],
        [{ enabled: true }, "version"],
        [{ enabled: true, version: "" }, "version"],
        [{ enabled: true, version: "x".repeat(41) }, "version"],
        [{ enabled: true, version: AUTOPAY_AGREEMENT_VERSION, channel: "staff" }, "channel"],
        [[], "body"],
      ];
      for (const [body, field] of cases) {
        const res = await autopay(cookie, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        const error = await errorOf(res);
        expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toEqual([field]);
        expect(error.message).toContain(`${field}: `);
      }
      const notJson = await call(t, "/api/portal/autopay", { method: "PUT", cookie, headers: { "content-type": "text/plain" } });
      expect(notJson.status).toBe(415);
      expect(await agreements(clientId)).toEqual([]);
    });

    test("turning on needs a card on file, the current words and card payments; each refusal says why", async () => {
      const { cookie, clientId } = await signedInClient();
      const noCard = await turnOn(cookie);
      expect(noCard.status).toBe(409);
      expect((await errorOf(noCard)).message).toBe("Save a card first: automatic payment charges the card on file, and you have none.");

      await savedCard(cookie);
      const stale = await autopay(cookie, { enabled: true, version: "2020-01-01" });
      expect(stale.status).toBe(409);
      expect((await errorOf(stale)).message).toMatch(/^The terms of automatic payment have changed/);
      const off = await autopay(cookie, { enabled: false });
      expect(off.status).toBe(409);
      expect((await errorOf(off)).message).toBe("Automatic payment is already off.");
      const withoutCards = await api(
        cookie,
        "/autopay",
        { method: "PUT", body: { enabled: true, version: AUTOPAY_AGREEMENT_VERSION } },
        createTestApp(database),
      );
      expect(withoutCards.status).toBe(409);
      expect((await errorOf(withoutCards)).message).toMatch(/card payments are not set up/);
      const french = await autopay(cookie, { enabled: true, version: "2020-01-01" }, { "accept-language": "fr" });
      expect((await errorOf(french)).message).toBe("Les conditions du paiement automatique ont changé\u00a0: relisez-les, puis activez-le.");
      expect(await agreements(clientId)).toEqual([]);
    });

    test("on: the words as shown recorded with the card, who and where; off: recorded; the same twice is refused", async () => {
      const { cookie, clientId, email } = await signedInClient();
      await savedCard(cookie);
      const on = await ok<PortalPaymentMethod>(await turnOn(cookie));
      expect(on.autopay.enabled).toBe(true);
      expect(Date.now() - Date.parse(on.autopay.since!)).toBeLessThan(60_000);
      expect((await view(cookie)).autopay).toEqual(on.autopay);
      const userId = await userIdOf(email);
      expect(await agreements(clientId)).toEqual([
        {
          enabled: true,
          text: autopayAgreement("en").text,
          version: AUTOPAY_AGREEMENT_VERSION,
          language: "en",
          channel: "portal",
          card: "Visa •••• 4242",
          userId,
          ip: "203.0.113.9",
          userAgent: UA,
        },
      ]);
      const again = await turnOn(cookie);
      expect(again.status).toBe(409);
      expect((await errorOf(again)).message).toBe("Automatic payment is already on.");

      const off = await ok<PortalPaymentMethod>(await autopay(cookie, { enabled: false }));
      expect(off.autopay).toEqual({ enabled: false, since: null });
      expect((await agreements(clientId)).at(-1)).toEqual({
        enabled: false,
        text: null,
        version: null,
        language: "en",
        channel: "portal",
        card: "Visa •••• 4242",
        userId,
        ip: "203.0.113.9",
        userAgent: UA,
      });
      expect((await autopay(cookie, { enabled: false })).status).toBe(409);
    });

    test("from the offer after a quote's acceptance, in French: that channel and the French words", async () => {
      const { cookie, clientId } = await signedInClient();
      await savedCard(cookie);
      await ok(await turnOn(cookie, { channel: "quote_acceptance" }));
      await ok(await autopay(cookie, { enabled: false }));
      await ok(await autopay(cookie, { enabled: true, version: AUTOPAY_AGREEMENT_VERSION }, { "accept-language": "fr-CA" }));
      const rows = await agreements(clientId);
      expect(rows.map((r) => [r.enabled, r.channel, r.language])).toEqual([
        [true, "quote_acceptance", "en"],
        [false, "portal", "en"],
        [true, "portal", "fr"],
      ]);
      expect(rows[0]!.text).toBe(autopayAgreement("en").text);
      expect(rows[2]!.text).toBe(autopayAgreement("fr").text);
    });

    test("another client's card is not theirs: each client sees and changes only their own", async () => {
      const a = await signedInClient();
      const b = await signedInClient();
      await savedCard(a.cookie);
      await ok(await turnOn(a.cookie));
      expect(await view(b.cookie)).toMatchObject({ card: null, autopay: { enabled: false, since: null } });
      expect((await turnOn(b.cookie)).status).toBe(409);
      expect((await api(b.cookie, "/payment-method", { method: "DELETE" })).status).toBe(404);
      expect((await view(a.cookie)).autopay.enabled).toBe(true);
      expect(await agreements(b.clientId)).toEqual([]);
    });
  });

  describe("DELETE /api/portal/payment-method", () => {
    test("404 when no card is on file", async () => {
      const { cookie } = await signedInClient();
      const res = await api(cookie, "/payment-method", { method: "DELETE" });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("You have no card on file.");
      expect(fake.state.requests).toHaveLength(0);
    });

    test("detached at Stripe, forgotten here, and automatic payment recorded off", async () => {
      const { cookie, clientId, email } = await signedInClient();
      const pm = await savedCard(cookie);
      await ok(await turnOn(cookie));
      fake.state.requests.length = 0;
      // Stripe's detached event comes after the answer (held here, sent below).
      fake.state.holdWebhooks = true;
      const after = await ok<PortalPaymentMethod>(await api(cookie, "/payment-method", { method: "DELETE" }));
      expect(after).toMatchObject({ card: null, autopay: { enabled: false, since: null } });
      expect(fake.state.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST /v1/payment_methods/${pm.id}/detach`]);
      expect(fake.paymentMethods.get(pm.id)!.customer).toBeNull();
      expect(await cardRow(clientId)).toBeUndefined();
      const rows = await agreements(clientId);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toEqual({
        enabled: false,
        text: null,
        version: null,
        language: "en",
        channel: "card_removed",
        card: "Visa •••• 4242",
        userId: await userIdOf(email),
        ip: "203.0.113.9",
        userAgent: UA,
      });
      // Then Stripe's detached event: acknowledged, nothing more recorded.
      expect(fake.state.pending.map((e) => e.type)).toEqual(["payment_method.detached"]);
      expect(await fake.releaseWebhooks()).toEqual([200]);
      expect(await agreements(clientId)).toHaveLength(2);
      expect((await api(cookie, "/payment-method", { method: "DELETE" })).status).toBe(404);
    });

    test("the removal and Stripe's detached event at the same time: one off row, no error", async () => {
      const { cookie, clientId } = await signedInClient();
      await savedCard(cookie);
      await ok(await turnOn(cookie));
      // Not held: the fake sends the event as it answers the detach, racing the removal's own writes.
      await ok(await api(cookie, "/payment-method", { method: "DELETE" }));
      await expect.poll(() => fake.state.deliveries.at(-1)?.event.type).toBe("payment_method.detached");
      expect(fake.state.deliveries.at(-1)!.status).toBe(200);
      expect(await cardRow(clientId)).toBeUndefined();
      expect((await agreements(clientId)).map((r) => [r.enabled, r.channel])).toEqual([
        [true, "portal"],
        [false, "card_removed"],
      ]);
    });

    test("without autopay: no agreement row; Stripe out of reach: 503 and the card stays", async () => {
      const { cookie, clientId } = await signedInClient();
      const pm = await savedCard(cookie);
      const unreachable = createTestApp(database, { STRIPE_SECRET_KEY: "sk_test_wrongkey", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url });
      const down = await api(cookie, "/payment-method", { method: "DELETE" }, unreachable);
      expect(down.status).toBe(503);
      expect((await errorOf(down)).message).toMatch(/could not be removed just now/);
      expect((await cardRow(clientId))!.paymentMethodId).toBe(pm.id);
      // Already detached at Stripe (from its Dashboard, with the event still on its way): removed here all the same.
      fake.state.holdWebhooks = true;
      await fake.cards.detach(pm.id);
      await ok(await api(cookie, "/payment-method", { method: "DELETE" }));
      expect(await cardRow(clientId)).toBeUndefined();
      expect(await agreements(clientId)).toEqual([]);
    });

    test("a card removed at Stripe (its detached event) ends automatic payment too", async () => {
      const { cookie, clientId } = await signedInClient();
      const pm = await savedCard(cookie);
      await ok(await turnOn(cookie));
      await fake.cards.detach(pm.id);
      expect(await cardRow(clientId)).toBeUndefined();
      expect((await agreements(clientId)).at(-1)).toMatchObject({ enabled: false, channel: "card_removed", card: "Visa •••• 4242", userId: null });
      expect((await view(cookie)).autopay).toEqual({ enabled: false, since: null });
      // A card saved again does not turn automatic payment back on by itself.
      await savedCard(cookie);
      expect((await view(cookie)).autopay.enabled).toBe(false);
    });
  });

  test("the admin's client page shows the card on file and automatic payment", async () => {
    const { cookie, clientId } = await signedInClient();
    await makeAdmin(t, database);
    const admin = (await signInAdmin(t)).cookie;
    const detail = async () => ok<ClientDetail>(await call(t, `/api/admin/clients/${clientId}`, { cookie: admin }));
    expect((await detail()).payment).toEqual({ card: null, autopay: { enabled: false, since: null } });
    await savedCard(cookie);
    const on = await ok<PortalPaymentMethod>(await turnOn(cookie));
    expect((await detail()).payment).toEqual({ card: { brand: "visa", last4: "4242", expMonth: 12, expYear: nextYear }, autopay: on.autopay });
  });
});
