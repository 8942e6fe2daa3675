import { randomBytes } from "node:crypto";
import type http from "node:http";
import type { FakeSession } from "./fake-stripe";

// The fake Stripe's saved cards (decision 074): customers (created under an Idempotency-Key, as
// Stripe does: the same key and body answer the first customer again), Checkout sessions in setup
// mode with their hosted "Save card" page (a choice of two test cards, one of which declines when
// charged), PaymentMethods and their detach. Saving a card sends payment_method.attached, then
// checkout.session.completed (mode setup); detaching sends payment_method.detached.

export type FakePaymentMethod = {
  id: string;
  object: "payment_method";
  type: "card";
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: string; country: string };
  billing_details: { email: string | null; name: string | null };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  /** Not part of Stripe's answer: charges of this card are declined (the lead's payment_intents read it). */
  declines?: boolean;
};

export type FakeCustomer = {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

/** A setup-mode session: Stripe's fields that a payment session of the fake has no use for. */
export type FakeSetupSession = FakeSession & { customer: string | null; setup_intent: string | null; currency: string };

/** The test cards the hosted page offers: Stripe's own numbers' last four digits. */
export const TEST_CARDS = {
  "4242": { brand: "visa", last4: "4242", label: "Visa 4242", declines: false },
  "0341": { brand: "visa", last4: "0341", label: "Visa 0341 (declines when charged)", declines: true },
} as const;
export type TestCard = keyof typeof TEST_CARDS;

/** The expiry saved cards get: December of next year. */
const defaultExpiry = () => ({ exp_month: 12, exp_year: new Date().getUTCFullYear() + 1 });

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Reply = { body: string; answer: string };

export function fakeCards(o: {
  /** The fake's Checkout sessions: setup ones are stored there too (so GET /v1/checkout/sessions/{id} reads them). */
  sessions: Map<string, FakeSession>;
  /** The fake's address, once it listens. */
  base: () => string;
  /** Send an event now, or hold it when the fake holds webhooks. */
  emit: (type: string, object: object) => Promise<unknown>;
  /** Payment methods whose charges are declined, with the decline code (the fake's payment_intents). */
  declining?: Map<string, string>;
}) {
  const customers = new Map<string, FakeCustomer>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const replies = new Map<string, Reply>();
  const state = { customerCreates: 0, setupCreates: 0 };

  const json = (res: http.ServerResponse, status: number, answer: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { "content-type": "application/json", ...headers }).end(typeof answer === "string" ? answer : JSON.stringify(answer));
  const error = (res: http.ServerResponse, status: number, type: string, message: string, code?: string) =>
    json(res, status, { error: { type, message, ...(code ? { code } : {}) } });
  /** What the API answers of a payment method: without the fake's own field. */
  const shown = ({ declines: _declines, ...pm }: FakePaymentMethod) => pm;
  const sessionAnswer = ({ line_name: _name, ...s }: FakeSetupSession) => s;

  /** Answer the request under `key` as the first time (same body), refuse it (another body), or make it anew. */
  function idempotent(res: http.ServerResponse, key: string | null, body: string, make: () => unknown) {
    const earlier = key ? replies.get(key) : undefined;
    if (earlier && earlier.body !== body) {
      return error(res, 400, "idempotency_error", "Keys for idempotent requests can only be used with the same parameters they were first used with.");
    }
    if (earlier) return json(res, 200, earlier.answer, { "idempotent-replayed": "true" });
    const answer = JSON.stringify(make());
    if (key) replies.set(key, { body, answer });
    return json(res, 200, answer);
  }

  function createSetupSession(params: Record<string, unknown>): FakeSetupSession {
    const id = randomId("cs");
    const session: FakeSetupSession = {
      id,
      object: "checkout.session",
      mode: "setup",
      status: "open",
      payment_status: "unpaid",
      amount_total: 0,
      currency: String(params.currency ?? "cad"),
      client_reference_id: (params.client_reference_id as string) ?? null,
      customer_email: null,
      customer: (params.customer as string) ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      payment_intent: null,
      setup_intent: null,
      success_url: String(params.success_url),
      cancel_url: (params.cancel_url as string) ?? null,
      url: `${o.base()}/pay/${id}`,
      created: now(),
      expires_at: params.expires_at ? Number(params.expires_at) : now() + 24 * 3600,
      livemode: false,
      line_name: "",
    };
    o.sessions.set(id, session);
    state.setupCreates++;
    return session;
  }

  /** Save `card` on the setup session's customer: payment_method.attached, then checkout.session.completed. */
  async function saveCard(sessionId: string, card: TestCard = "4242"): Promise<FakePaymentMethod> {
    const session = o.sessions.get(sessionId) as FakeSetupSession | undefined;
    if (!session || session.mode !== "setup") throw new Error(`no such setup session ${sessionId}`);
    if (session.status !== "open") throw new Error(`session ${sessionId} is ${session.status}`);
    const test = TEST_CARDS[card];
    const customer = session.customer ? customers.get(session.customer) : undefined;
    const pm: FakePaymentMethod = {
      id: randomId("pm"),
      object: "payment_method",
      type: "card",
      customer: session.customer,
      card: { brand: test.brand, last4: test.last4, ...defaultExpiry(), funding: "credit", country: "US" },
      billing_details: { email: customer?.email ?? null, name: customer?.name ?? null },
      metadata: {},
      created: now(),
      livemode: false,
      ...(test.declines ? { declines: true } : {}),
    };
    paymentMethods.set(pm.id, pm);
    if (test.declines) o.declining?.set(pm.id, "generic_decline");
    Object.assign(session, { status: "complete", setup_intent: randomId("seti"), url: null });
    await o.emit("payment_method.attached", shown(pm));
    await o.emit("checkout.session.completed", sessionAnswer(session));
    return pm;
  }

  /** Set a saved card's expiry, and send the event Stripe would (none when `event` is null). */
  async function setCardExpiry(
    id: string,
    expMonth: number,
    expYear: number,
    event: "payment_method.updated" | "payment_method.automatically_updated" | null = "payment_method.updated",
  ): Promise<void> {
    const pm = paymentMethods.get(id);
    if (!pm) throw new Error(`no such payment method ${id}`);
    Object.assign(pm.card, { exp_month: expMonth, exp_year: expYear });
    if (event) await o.emit(event, shown(pm));
  }

  /** Detach: the card leaves its customer, and payment_method.detached is sent. */
  async function detach(id: string): Promise<FakePaymentMethod | "missing" | "not_attached"> {
    const pm = paymentMethods.get(id);
    if (!pm) return "missing";
    if (!pm.customer) return "not_attached";
    pm.customer = null;
    await o.emit("payment_method.detached", shown(pm));
    return pm;
  }

  /** Answer a request for customers, setup sessions or payment methods; false when it is none of these. */
  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string, params: Record<string, unknown>): Promise<boolean> {
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    if (req.method === "POST" && url.pathname === "/v1/customers") {
      idempotent(res, key, body, () => {
        const customer: FakeCustomer = {
          id: randomId("cus"),
          object: "customer",
          email: (params.email as string) ?? null,
          name: (params.name as string) ?? null,
          metadata: (params.metadata as Record<string, string>) ?? {},
          created: now(),
          livemode: false,
        };
        customers.set(customer.id, customer);
        state.customerCreates++;
        return customer;
      });
      return true;
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions" && params.mode === "setup") {
      if (params.customer && !customers.has(String(params.customer))) {
        error(res, 400, "invalid_request_error", `No such customer: '${String(params.customer)}'`, "resource_missing");
        return true;
      }
      idempotent(res, key, body, () => sessionAnswer(createSetupSession(params)));
      return true;
    }
    const read = /^\/v1\/payment_methods\/(\w+)$/.exec(url.pathname);
    if (req.method === "GET" && read) {
      const pm = paymentMethods.get(read[1]!);
      if (pm) json(res, 200, shown(pm));
      else error(res, 404, "invalid_request_error", `No such PaymentMethod: '${read[1]}'`, "resource_missing");
      return true;
    }
    const detaching = /^\/v1\/payment_methods\/(\w+)\/detach$/.exec(url.pathname);
    if (req.method === "POST" && detaching) {
      const pm = paymentMethods.get(detaching[1]!);
      if (!pm) error(res, 404, "invalid_request_error", `No such PaymentMethod: '${detaching[1]}'`, "resource_missing");
      else if (!pm.customer)
        error(
          res,
          400,
          "invalid_request_error",
          "The payment method you provided is not attached to a customer so detachment is impossible.",
          "payment_method_unexpected_state",
        );
      else {
        pm.customer = null;
        json(res, 200, shown(pm));
        await o.emit("payment_method.detached", shown(pm));
      }
      return true;
    }
    return false;
  }

  /** The hosted page of a setup session: GET shows the choice of card and "Save card"; POST saves it and goes back. */
  async function page(req: http.IncomingMessage, res: http.ServerResponse, session: FakeSession, body: string) {
    const setup = session as FakeSetupSession;
    if (req.method === "POST") {
      const choice = new URLSearchParams(body).get("card");
      const card: TestCard = choice === "0341" ? "0341" : "4242";
      if (setup.status === "open") await saveCard(setup.id, card);
      return res.writeHead(303, { location: setup.success_url }).end();
    }
    const options = Object.entries(TEST_CARDS)
      .map(([value, c]) => `<option value="${value}">${escapeHtml(c.label)}</option>`)
      .join("");
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Save card - Test Checkout</title></head>
<body><main>
<h1>Test Checkout</h1>
<p>Save a card for future payments (${escapeHtml(setup.currency.toUpperCase())}).</p>
${
  setup.status === "open"
    ? `<form method="post" action="/pay/${setup.id}"><p><label for="card">Test card</label> <select id="card" name="card">${options}</select></p><button type="submit">Save card</button></form>${setup.cancel_url ? `<p><a href="${escapeHtml(setup.cancel_url)}">Back</a></p>` : ""}`
    : `<p>This checkout session is ${setup.status}.</p>`
}
</main></body></html>`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  }

  return { customers, paymentMethods, state, saveCard, setCardExpiry, detach, handle, page };
}
