import { randomBytes } from "node:crypto";
import type http from "node:http";

// The fake Stripe's refunds (decision 076): made from a form-encoded body under an Idempotency-Key
// (the same key and body answer the first request's result again, refusal included, without a
// second refund; the same key with another body is an idempotency_error), never more than what
// is left of the payment when the fake knows its amount, listed by payment_intent and read back.
// Tests can make the next refund be refused, answered "pending", or lose its answer (the socket
// closed after the refund is made, as when our server dies while Stripe answers).

export type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  status: "pending" | "succeeded" | "failed" | "canceled";
  failure_reason: string | null;
  created: number;
};

type Reply = { body: string; status: number; answer: string };
type Refusal = { type: "card_error" | "invalid_request_error"; code: string; message: string };

export function fakeRefunds(o: {
  /** The amount paid with a PaymentIntent, when the fake knows it (Checkout sessions, charges). */
  amountOf: (paymentIntent: string) => number | undefined;
  /** Send an event now, or hold it when the fake holds webhooks. */
  emit: (type: string, object: object) => Promise<unknown>;
}) {
  const replies = new Map<string, Reply>();
  const state = {
    /** Refunds actually made, in order (an idempotent replay adds none). */
    refunds: [] as FakeRefund[],
    /** Amounts of PaymentIntents the fake did not make (a test's own pi_...). */
    amounts: new Map<string, number>(),
    /** The next refund request is refused with this (then cleared). */
    failNext: null as Refusal | null,
    /** The next refund made answers "pending" (then cleared); `settle` finishes it. */
    pendingNext: false,
    /** Refund requests whose answer is lost: the refund is made, the connection closed without an answer. */
    dropAnswers: 0,
  };

  const amountOf = (pi: string) => state.amounts.get(pi) ?? o.amountOf(pi);
  const refundedOf = (pi: string) =>
    state.refunds.filter((r) => r.payment_intent === pi && r.status !== "failed" && r.status !== "canceled").reduce((sum, r) => sum + r.amount, 0);

  /** A refund made now, or the refusal Stripe would answer. */
  function create(params: Record<string, unknown>): { status: number; answer: string; refund?: FakeRefund } {
    const refuse = (status: number, error: Refusal) => ({ status, answer: JSON.stringify({ error }) });
    if (state.failNext) {
      const error = state.failNext;
      state.failNext = null;
      return refuse(error.type === "card_error" ? 402 : 400, error);
    }
    const pi = String(params.payment_intent ?? "");
    const paid = amountOf(pi);
    if (paid === undefined) return refuse(404, { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${pi}'` });
    const left = paid - refundedOf(pi);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left <= 0)
      return refuse(400, { type: "invalid_request_error", code: "charge_already_refunded", message: `Charge for ${pi} has already been refunded.` });
    if (!(amount > 0) || amount > left)
      return refuse(400, {
        type: "invalid_request_error",
        code: "amount_too_large",
        message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      });
    const refund: FakeRefund = {
      id: `re_test_${randomBytes(12).toString("hex")}`,
      object: "refund",
      amount,
      currency: "cad",
      payment_intent: pi,
      metadata: (params.metadata as Record<string, string>) ?? {},
      status: state.pendingNext ? "pending" : "succeeded",
      failure_reason: null,
      created: Math.floor(Date.now() / 1000),
    };
    state.pendingNext = false;
    state.refunds.push(refund);
    return { status: 200, answer: JSON.stringify(refund), refund };
  }

  /** Answer a /v1/refunds request; false when the path is not one of these. */
  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string, params: Record<string, unknown>): Promise<boolean> {
    const json = (status: number, answer: string, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(answer);
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const earlier = key ? replies.get(key) : undefined;
      // The same parameters however the brackets were escaped.
      const same = (a: string, b: string) => new URLSearchParams(a).toString() === new URLSearchParams(b).toString();
      if (earlier && !same(earlier.body, body)) {
        json(
          400,
          JSON.stringify({
            error: { type: "idempotency_error", message: "Keys for idempotent requests can only be used with the same parameters they were first used with." },
          }),
        );
        return true;
      }
      if (earlier && state.dropAnswers === 0) {
        json(earlier.status, earlier.answer, { "idempotent-replayed": "true" });
        return true;
      }
      const made: { status: number; answer: string; refund?: FakeRefund } = earlier ?? create(params);
      if (key && !earlier) replies.set(key, { body, status: made.status, answer: made.answer });
      if (state.dropAnswers > 0) {
        state.dropAnswers--;
        res.destroy();
      } else json(made.status, made.answer);
      if (made.refund && !earlier) await o.emit("refund.created", { ...made.refund });
      return true;
    }
    if (req.method === "GET" && url.pathname === "/v1/refunds") {
      const pi = url.searchParams.get("payment_intent");
      const data = state.refunds.filter((r) => !pi || r.payment_intent === pi).reverse();
      json(200, JSON.stringify({ object: "list", url: "/v1/refunds", has_more: false, data }));
      return true;
    }
    const read = /^\/v1\/refunds\/(\w+)$/.exec(url.pathname);
    if (req.method === "GET" && read) {
      const refund = state.refunds.find((r) => r.id === read[1]);
      if (refund) json(200, JSON.stringify(refund));
      else json(404, JSON.stringify({ error: { type: "invalid_request_error", code: "resource_missing", message: `No such refund: '${read[1]}'` } }));
      return true;
    }
    return false;
  }

  /** Stripe finishes a refund (a pending one succeeds or fails; a succeeded one can still fail): refund.updated, and refund.failed for a failure. */
  async function settle(id: string, status: "succeeded" | "failed", failureReason = "expired_or_canceled_card"): Promise<FakeRefund> {
    const refund = state.refunds.find((r) => r.id === id);
    if (!refund) throw new Error(`no such refund ${id}`);
    Object.assign(refund, { status, failure_reason: status === "failed" ? failureReason : null });
    await o.emit("refund.updated", { ...refund });
    if (status === "failed") await o.emit("refund.failed", { ...refund });
    return refund;
  }

  return { state, handle, settle };
}
