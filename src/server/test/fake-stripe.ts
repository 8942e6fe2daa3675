import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fakeCards } from "./fake-stripe-cards";
import { fakePaymentIntents } from "./fake-stripe-intents";
import { fakeRefunds } from "./fake-stripe-refunds";

// A small stand-in for the parts of Stripe's HTTP API the app uses (decision 033), for tests with
// no network: Checkout sessions (created from a form-encoded body, honouring Idempotency-Key, and
// read back), a hosted payment page with a Pay button, and webhooks signed the way Stripe signs
// them. Point the app at it with STRIPE_API_URL.

export type FakeSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not part of Stripe's answer: what the line items were called (one a line), for the payment page. */
  line_name: string;
};

export type FakeEvent = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: Record<string, unknown> };
};

/** A Stripe-Signature header for `payload`: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload" with the secret, hex>`. */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** An event as Stripe sends it, around `object`. */
export function fakeEvent(type: string, object: object, id = randomId("evt")): FakeEvent {
  return {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: object as Record<string, unknown> },
  };
}

/** `a[b][0][c]=x` pairs (how Stripe's libraries encode a body) as nested objects and lists. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const stripeError = (res: http.ServerResponse, status: number, type: string, message: string) => {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ error: { type, message } }));
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** How a webhook reaches the app: POST to `webhookUrl` by default; API tests pass the app's own `request`. */
export type WebhookSender = (payload: string, headers: Record<string, string>) => Promise<number>;

/**
 * Start the fake on a free local port. `webhookUrl` (settable later in `state`, once the app
 * listens) is where paying sends the signed checkout.session.completed event; with
 * `state.holdWebhooks` set the events wait in `pending` until `releaseWebhooks()`, as when Stripe
 * is slow to deliver.
 */
export async function startFakeStripe(options: { secretKey: string; webhookSecret: string; webhookUrl?: string; send?: WebhookSender }) {
  const sessions = new Map<string, FakeSession>();
  const replies = new Map<string, { body: string; session: FakeSession }>();
  const state = {
    webhookUrl: options.webhookUrl ?? "",
    holdWebhooks: false,
    /** Sessions actually created (an idempotent replay is not counted). */
    creates: 0,
    /** Every request the API part received: method, path, Idempotency-Key, parsed body. */
    requests: [] as { method: string; path: string; idempotencyKey: string | null; body: Record<string, unknown> }[],
    pending: [] as FakeEvent[],
    /** Each delivery and the app's answer. */
    deliveries: [] as { event: FakeEvent; status: number }[],
  };
  let base = "";

  function createSession(params: Record<string, unknown>): FakeSession {
    const lines = (params.line_items as { quantity?: string; price_data: { currency: string; unit_amount: string; product_data: { name: string } } }[]) ?? [];
    const id = randomId("cs");
    const session: FakeSession = {
      id,
      object: "checkout.session",
      mode: String(params.mode),
      status: "open",
      payment_status: "unpaid",
      amount_total: lines.reduce((sum, l) => sum + Number(l.price_data.unit_amount) * Number(l.quantity ?? 1), 0),
      currency: lines[0]?.price_data.currency ?? "usd",
      client_reference_id: (params.client_reference_id as string) ?? null,
      customer_email: (params.customer_email as string) ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      payment_intent: null,
      success_url: String(params.success_url),
      cancel_url: (params.cancel_url as string) ?? null,
      url: `${base}/pay/${id}`,
      created: now(),
      expires_at: params.expires_at ? Number(params.expires_at) : now() + 24 * 3600,
      livemode: false,
      line_name: lines.map((l) => `${l.price_data.product_data.name}: $${(Number(l.price_data.unit_amount) / 100).toFixed(2)}`).join("\n"),
    };
    sessions.set(id, session);
    state.creates++;
    return session;
  }

  /** What the API answers: the session without the fake's own fields (a closed one has no url). */
  const answer = ({ line_name: _name, ...s }: FakeSession) => JSON.stringify(s);

  const post: WebhookSender =
    options.send ??
    (async (payload, headers) => {
      const res = await fetch(state.webhookUrl, { method: "POST", headers, body: payload });
      await res.arrayBuffer();
      return res.status;
    });

  /** Send `event` to the app, signed with the webhook secret (or with `signature` as given); the app's status. */
  async function deliver(event: FakeEvent, signature?: string): Promise<number> {
    const payload = JSON.stringify(event, null, 2);
    const headers = { "content-type": "application/json; charset=utf-8", "stripe-signature": signature ?? signPayload(payload, options.webhookSecret) };
    const status = await post(payload, headers);
    state.deliveries.push({ event, status });
    return status;
  }

  /** Off-session charges of saved cards (fake-stripe-intents.ts); their events are sent like the rest (or held). */
  const paymentIntents = fakePaymentIntents({
    emit: async (type, object) => {
      const event = fakeEvent(type, object);
      if (state.holdWebhooks) state.pending.push(event);
      else await deliver(event).catch(() => state.deliveries.push({ event, status: 0 }));
    },
  });

  /** Saved cards (fake-stripe-cards.ts): customers, setup-mode sessions and their page, payment methods; events sent like the rest. */
  const cards = fakeCards({
    sessions,
    base: () => base,
    declining: paymentIntents.state.declining,
    emit: async (type, object) => {
      const event = fakeEvent(type, object);
      if (state.holdWebhooks) state.pending.push(event);
      else await deliver(event).catch(() => state.deliveries.push({ event, status: 0 }));
    },
  });

  /** Refunds (fake-stripe-refunds.ts), of what a paid session or a charge received; events sent like the rest. */
  const refunds = fakeRefunds({
    amountOf: (pi) => [...sessions.values()].find((x) => x.payment_intent === pi)?.amount_total ?? paymentIntents.intents.get(pi)?.amount_received,
    emit: async (type, object) => {
      const event = fakeEvent(type, object);
      if (state.holdWebhooks) state.pending.push(event);
      else await deliver(event).catch(() => state.deliveries.push({ event, status: 0 }));
    },
  });

  /** Pay the session: it completes with a PaymentIntent, and its event is sent (or held). */
  async function pay(sessionId: string): Promise<FakeEvent> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no such session ${sessionId}`);
    if (session.status !== "open") throw new Error(`session ${sessionId} is ${session.status}`);
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: randomId("pi"), url: null });
    const event = fakeEvent("checkout.session.completed", JSON.parse(answer(session)));
    if (state.holdWebhooks) state.pending.push(event);
    else await deliver(event);
    return event;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const url = new URL(req.url ?? "/", base);
    const page = /^\/pay\/([\w]+)$/.exec(url.pathname);
    if (page && sessions.get(page[1]!)?.mode === "setup") return cards.page(req, res, sessions.get(page[1]!)!, body);
    if (page) return payPage(req, res, page[1]!);
    if (!url.pathname.startsWith("/v1/")) return stripeError(res, 404, "invalid_request_error", "Unrecognized request URL");
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) return stripeError(res, 401, "invalid_request_error", "Invalid API Key provided");
    const params = parseStripeForm(body);
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    state.requests.push({ method: req.method!, path: url.pathname, idempotencyKey, body: params });
    if (url.pathname.startsWith("/v1/payment_intents") && (await paymentIntents.handle(req, res, url, body, params))) return;
    if (url.pathname.startsWith("/v1/refunds") && (await refunds.handle(req, res, url, body, params))) return;
    if (/^\/v1\/(customers|checkout\/sessions$|payment_methods)/.test(url.pathname) && (await cards.handle(req, res, url, body, params))) return;

    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (idempotencyKey) {
        const earlier = replies.get(idempotencyKey);
        if (earlier && earlier.body !== body) {
          return stripeError(
            res,
            400,
            "idempotency_error",
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          );
        }
        if (earlier) return res.writeHead(200, { "content-type": "application/json", "idempotent-replayed": "true" }).end(answer(earlier.session));
      }
      const session = createSession(params);
      if (idempotencyKey) replies.set(idempotencyKey, { body, session: { ...session } });
      return res.writeHead(200, { "content-type": "application/json" }).end(answer(session));
    }
    const read = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
    if (req.method === "GET" && read) {
      const session = sessions.get(read[1]!);
      if (!session) return stripeError(res, 404, "invalid_request_error", `No such checkout.session: '${read[1]}'`);
      return res.writeHead(200, { "content-type": "application/json" }).end(answer(session));
    }
    return stripeError(res, 404, "invalid_request_error", "Unrecognized request URL");
  }

  /** GET: the hosted page (what is paid, a Pay button, a way back); POST: pay, then back to success_url. */
  async function payPage(req: http.IncomingMessage, res: http.ServerResponse, id: string) {
    const session = sessions.get(id);
    if (!session) return res.writeHead(404, { "content-type": "text/plain" }).end("No such checkout session");
    if (req.method === "POST") {
      if (session.status === "open") await pay(id);
      return res.writeHead(303, { location: session.success_url }).end();
    }
    const amount = `$${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay - Test Checkout</title></head>
<body><main>
<h1>Test Checkout</h1>
${session.line_name
  .split("\n")
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join("")}
<p>Amount: <strong>${escapeHtml(amount)}</strong></p>
${
  session.status === "open"
    ? `<form method="post" action="/pay/${id}"><button type="submit">Pay</button></form>${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ""}`
    : `<p>This checkout session is ${session.status}.</p>`
}
</main></body></html>`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  }

  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      handle(req, res, body).catch((err: Error) => {
        if (!res.headersSent) stripeError(res, 500, "api_error", err.message);
        else res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    state,
    sessions,
    pay,
    deliver,
    paymentIntents,
    /** Refunds: `refunds.state.refunds` (made), `failNext`, `pendingNext`, `dropAnswers`, `amounts`; `refunds.settle(id, status)`. */
    refunds,
    /** Saved cards: `cards.paymentMethods` (with `declines`), `cards.saveCard(session, "4242" | "0341")`, `cards.setCardExpiry(pm, month, year)`, `cards.detach(pm)`. */
    cards,
    /** The saved cards (`declines`: charges of it are declined). */
    paymentMethods: cards.paymentMethods,
    setCardExpiry: cards.setCardExpiry,
    /** Send the held events now, in the order they were made. */
    async releaseWebhooks(): Promise<number[]> {
      const events = state.pending.splice(0);
      const statuses: number[] = [];
      for (const event of events) statuses.push(await deliver(event));
      return statuses;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
