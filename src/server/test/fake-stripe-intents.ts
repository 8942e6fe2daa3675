import { randomBytes } from "node:crypto";
import type http from "node:http";

// The fake Stripe's PaymentIntents (decision 074): off-session charges of a saved card, created
// from a form-encoded body under an Idempotency-Key (the same key and body answer the first
// request's result again, as Stripe does, without charging twice), read back, and searched by
// metadata. A card listed in `declining` is declined with its decline code. Each charge's event
// (payment_intent.succeeded or payment_intent.payment_failed) is sent after the answer, or held.

export type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  status: "succeeded" | "requires_payment_method";
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
  created: number;
  livemode: false;
};

const DECLINE_MESSAGES: Record<string, string> = {
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  authentication_required: "Your card was declined. This transaction requires authentication.",
  generic_decline: "Your card was declined.",
};

type Reply = { body: string; status: number; answer: string };

export function fakePaymentIntents(o: {
  /** Send an event now, or hold it when the fake holds webhooks. */
  emit: (type: string, object: object) => Promise<unknown>;
}) {
  const intents = new Map<string, FakeIntent>();
  const replies = new Map<string, Reply>();
  const state = {
    /** Payment methods that decline, with the decline code. */
    declining: new Map<string, string>(),
    /** Charges actually made (an idempotent replay is not counted). */
    creates: 0,
    /** Run after a charge is made and before it is answered: a test kills the app here. */
    beforeAnswer: null as null | (() => Promise<void>),
  };

  function create(params: Record<string, unknown>): { status: number; intent: FakeIntent } {
    const pm = (params.payment_method as string | undefined) ?? null;
    const declineCode = pm ? state.declining.get(pm) : undefined;
    const amount = Number(params.amount);
    const intent: FakeIntent = {
      id: `pi_test_${randomBytes(12).toString("hex")}`,
      object: "payment_intent",
      amount,
      amount_received: declineCode ? 0 : amount,
      currency: String(params.currency ?? "cad"),
      customer: (params.customer as string | undefined) ?? null,
      payment_method: pm,
      description: (params.description as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      status: declineCode ? "requires_payment_method" : "succeeded",
      last_payment_error: declineCode
        ? { type: "card_error", code: "card_declined", decline_code: declineCode, message: DECLINE_MESSAGES[declineCode] ?? DECLINE_MESSAGES.generic_decline! }
        : null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(intent.id, intent);
    state.creates++;
    return { status: declineCode ? 402 : 200, intent };
  }

  const answerOf = (status: number, intent: FakeIntent) =>
    JSON.stringify(status === 200 ? intent : { error: { ...intent.last_payment_error!, payment_intent: intent } });

  /** Answer a /v1/payment_intents request; false when the path is not one of these. */
  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string, params: Record<string, unknown>): Promise<boolean> {
    const json = (status: number, answer: string, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(answer);
    if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const earlier = key ? replies.get(key) : undefined;
      if (earlier && earlier.body !== body) {
        json(
          400,
          JSON.stringify({
            error: { type: "idempotency_error", message: "Keys for idempotent requests can only be used with the same parameters they were first used with." },
          }),
        );
        return true;
      }
      if (earlier) {
        json(earlier.status, earlier.answer, { "idempotent-replayed": "true" });
        return true;
      }
      const { status, intent } = create(params);
      const answer = answerOf(status, intent);
      if (key) replies.set(key, { body, status, answer });
      await state.beforeAnswer?.();
      json(status, answer);
      await o.emit(status === 200 ? "payment_intent.succeeded" : "payment_intent.payment_failed", { ...intent });
      return true;
    }
    if (req.method === "GET" && url.pathname === "/v1/payment_intents/search") {
      const query = url.searchParams.get("query") ?? "";
      const m = /^metadata\['(\w+)'\]:'([^']*)'$/.exec(query);
      const data = m ? [...intents.values()].filter((i) => i.metadata[m[1]!] === m[2]) : [];
      json(200, JSON.stringify({ object: "search_result", url: "/v1/payment_intents/search", has_more: false, next_page: null, data }));
      return true;
    }
    const read = /^\/v1\/payment_intents\/(\w+)$/.exec(url.pathname);
    if (req.method === "GET" && read) {
      const intent = intents.get(read[1]!);
      if (intent) json(200, JSON.stringify(intent));
      else json(404, JSON.stringify({ error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${read[1]}'` } }));
      return true;
    }
    return false;
  }

  return { intents, state, handle };
}
