import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type Stripe from "stripe";
import { invoiceBalance } from "../../../shared/billing/invoice-actions";
import { localeFormat } from "../../../shared/locale-format";
import { queryRows, type Db } from "../../db/client";
import { invoiceCharges } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { onWake } from "../../db/wake";
import type { Config } from "../../env";
import { startPollLoop } from "../../poll-loop";
import { stripeClient, type StripeConfig } from "../../payments/stripe-client";
import { loadInvoice } from "../invoices/invoice-record";
import { recordInvoiceEvent } from "../invoices/record-event";
import { autopayCardOf } from "./autopay-card";
import { chargeFailed, failureReason, tellOffice, type ChargeFailure, type ChargeRow } from "./autopay-charges";
import { STRIPE } from "./card-payment";

// Sending the queued automatic charges to Stripe (decision 074), outside any transaction: a charge
// is taken under a lease (status "sending"), sent with its own idempotency key, and its answer
// recorded only while the lease is still this process's. A process that dies between Stripe's
// charge and our record leaves the charge "sending": once its lease ends another process (or this
// one restarted) takes it and asks Stripe again with the same key, which answers with the first
// request's result instead of charging again. Past the key's 24 hours it searches Stripe instead.

const en = localeFormat("en");

/** How long a process holds a charge it is sending before another may take it over. */
export const CHARGE_LEASE_SECONDS = 30;
/** Charges one pass takes: one, so that no charge waits under a lease while another is sent. */
const BATCH = 1;
/** Sends of one charge that met no answer (Stripe down, a timeout) before the office is told. */
export const MAX_SEND_TRIES = 6;
/** Stripe keeps an idempotency key's answer 24 hours; past 23, a charge is searched for instead. */
const KEY_LIFE_MS = 23 * 3600 * 1000;

type Sent =
  | { kind: "intent"; intent: Stripe.PaymentIntent }
  | { kind: "declined"; failure: ChargeFailure }
  /** No answer: the charge may or may not have been made. */
  | { kind: "no_answer"; detail: string }
  /** Searched for (past the key's life) and not found: most likely never made, but search can lag. */
  | { kind: "not_found" }
  /** Not found, and no longer owed: never to be made. */
  | { kind: "not_wanted" };

/** Take the due charges for `worker`: queued ones whose time came, and sending ones whose holder died or met no answer. */
async function claimCharges(db: Db, worker: string, leaseSeconds: number): Promise<ChargeRow[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update invoice_charges c set status = 'sending', locked_by = ${worker}::uuid,
          locked_until = now() + make_interval(secs => ${leaseSeconds}), tries = c.tries + 1
        where c.id in (select id from invoice_charges
          where (status = 'queued' and send_after <= now()) or (status = 'sending' and locked_until < now())
          order by send_after limit ${BATCH} for update skip locked)
        returning c.id`,
  );
  if (rows.length === 0) return [];
  return db
    .select()
    .from(invoiceCharges)
    .where(
      sql`${invoiceCharges.id} in (${sql.join(
        rows.map((r) => sql`${r.id}::uuid`),
        sql`, `,
      )})`,
    );
}

/** While this worker still holds `charge`: the condition every record of its answer is made under. */
const heldBy = (charge: ChargeRow, worker: string) =>
  and(eq(invoiceCharges.id, charge.id), eq(invoiceCharges.status, "sending"), sql`${invoiceCharges.lockedBy} = ${worker}::uuid`);

/**
 * Before a charge's first send: still owed, still paying automatically, with the card on file now
 * (the client may have changed it since the charge was queued). While the client is paying by
 * themselves (a card payment page open, or an e-Transfer they said they sent), it waits: until the
 * page expires, or a day. Returns the charge to send, or null when it was canceled or put off.
 */
async function readyToSend(db: Db, charge: ChargeRow, worker: string): Promise<ChargeRow | null> {
  return transaction(db, async (tx) => {
    const row = await loadInvoice(tx, charge.invoiceId, true);
    const card = row?.clientId ? await autopayCardOf(tx, row.clientId) : null;
    const balance = row ? invoiceBalance(row) : 0;
    if (!row || row.status !== "issued" || balance <= 0 || !card) {
      await tx.update(invoiceCharges).set({ status: "canceled", lockedBy: null, lockedUntil: null }).where(heldBy(charge, worker));
      return null;
    }
    const [paying] = await queryRows<{ until: Date }>(
      tx,
      sql`select greatest(
            (select max(expires_at) from invoice_checkouts where invoice_id = ${row.id} and completed_at is null and expires_at > now()),
            case when ${row.etransferSentAt?.toISOString() ?? null}::timestamptz is not null then now() + interval '1 day' end) as until`,
    );
    if (paying?.until) {
      // Never sent: back in the queue as new, for after the client's own payment had its chance.
      await tx
        .update(invoiceCharges)
        .set({ status: "queued", sendAfter: new Date(paying.until), tries: 0, lockedBy: null, lockedUntil: null })
        .where(heldBy(charge, worker));
      return null;
    }
    const [ready] = await tx
      .update(invoiceCharges)
      .set({ amountCents: balance, ...card })
      .where(heldBy(charge, worker))
      .returning();
    return ready ?? null;
  });
}

/** After an interruption: whether the invoice still wants this charge (otherwise Stripe is only asked what became of it). */
async function stillOwed(db: Db, charge: ChargeRow): Promise<boolean> {
  const row = await loadInvoice(db, charge.invoiceId);
  return !!row && row.status === "issued" && invoiceBalance(row) >= charge.amountCents;
}

/** Ask Stripe for the charge: made off-session with the card on file, under the charge's own key. */
async function sendToStripe(stripe: Stripe, charge: ChargeRow, invoiceNumber: string): Promise<Sent> {
  const params: Stripe.PaymentIntentCreateParams = {
    amount: charge.amountCents,
    currency: "cad",
    customer: charge.customerId,
    payment_method: charge.paymentMethodId,
    off_session: true,
    confirm: true,
    description: `Invoice ${invoiceNumber}`,
    metadata: { invoice_id: charge.invoiceId, invoice_number: invoiceNumber, charge_id: charge.id, attempt: String(charge.attempt) },
  };
  try {
    return { kind: "intent", intent: await stripe.paymentIntents.create(params, { idempotencyKey: charge.idempotencyKey }) };
  } catch (err) {
    return stripeRefusal(err);
  }
}

/** A thrown Stripe error as an outcome: a decline or a refused request, or no answer at all. */
function stripeRefusal(err: unknown): Sent {
  const e = err as { type?: string; code?: string; decline_code?: string; message?: string; payment_intent?: { id: string }; statusCode?: number };
  const paymentIntentId = e.payment_intent?.id ?? null;
  if (e.type === "StripeCardError")
    return { kind: "declined", failure: { reason: failureReason(e.decline_code ?? e.code), detail: e.message ?? "Declined.", paymentIntentId } };
  // The card or customer is gone, or the request is not one Stripe will ever take: trying again cannot help.
  if (e.type === "StripeInvalidRequestError" && e.code !== "idempotency_key_in_use")
    return { kind: "declined", failure: { reason: failureReason(e.code), detail: e.message ?? "Refused by Stripe.", paymentIntentId } };
  return { kind: "no_answer", detail: e.message ?? String(err) };
}

/** Past the key's life: the charge's PaymentIntent, found by our metadata, or none. */
async function searchStripe(stripe: Stripe, charge: ChargeRow): Promise<Sent> {
  try {
    const found = await stripe.paymentIntents.search({ query: `metadata['charge_id']:'${charge.id}'`, limit: 1 });
    const intent = found.data[0];
    return intent ? { kind: "intent", intent } : { kind: "not_found" };
  } catch (err) {
    return { kind: "no_answer", detail: (err as Error).message };
  }
}

/** Record what Stripe answered, while the lease is still ours (Stripe's own event may have settled it first). */
async function recordAnswer(db: Db, config: Config, charge: ChargeRow, worker: string, sent: Sent, logger: Logger): Promise<void> {
  await transaction(db, async (tx) => {
    if (sent.kind === "declined") {
      const [held] = await tx.select({ id: invoiceCharges.id }).from(invoiceCharges).where(heldBy(charge, worker)).for("update");
      if (held) await chargeFailed(tx, config, charge.id, sent.failure);
      return;
    }
    if (sent.kind === "intent") {
      const { intent } = sent;
      if (intent.status === "succeeded" || intent.status === "processing") {
        const [taken] = await tx
          .update(invoiceCharges)
          .set({ status: "processing", paymentIntentId: intent.id, lockedBy: null, lockedUntil: null })
          .where(heldBy(charge, worker))
          .returning();
        if (taken)
          await recordInvoiceEvent(tx, {
            invoiceId: charge.invoiceId,
            kind: "charge_sent",
            actor: STRIPE,
            details: { card: charge.card, amount: en.money(charge.amountCents), reference: intent.id },
          });
        return;
      }
      // The bank wants the client to confirm it (or the card needs replacing): a decline for our purposes.
      const error = intent.last_payment_error;
      const reason = intent.status === "requires_action" ? "authentication_required" : failureReason(error?.decline_code ?? error?.code);
      const [held] = await tx.select({ id: invoiceCharges.id }).from(invoiceCharges).where(heldBy(charge, worker)).for("update");
      if (held) await chargeFailed(tx, config, charge.id, { reason, detail: error?.message ?? `Payment ${intent.status}.`, paymentIntentId: intent.id });
      return;
    }
    if (sent.kind === "not_wanted") {
      await tx
        .update(invoiceCharges)
        .set({ status: "canceled", lockedBy: null, lockedUntil: null, settledAt: sql`now()` })
        .where(heldBy(charge, worker));
      return;
    }
    // No answer: the same key is asked again later (it is safe), a few times, then the office is
    // told. Not found by a search: Stripe's search can lag, so rather than risk a second charge the
    // office looks.
    if (sent.kind === "not_found" || charge.tries >= MAX_SEND_TRIES) {
      const detail = sent.kind === "not_found" ? "No payment for this charge was found at Stripe after an interruption." : sent.detail;
      const [given] = await tx
        .update(invoiceCharges)
        .set({ status: "unknown", failureMessage: detail.slice(0, 500), lockedBy: null, lockedUntil: null, settledAt: sql`now()` })
        .where(heldBy(charge, worker))
        .returning();
      if (given) await tellOffice(tx, config, (await loadInvoice(tx, charge.invoiceId))!, given, detail, true);
      return;
    }
    const waitSeconds = Math.min(3600, 60 * 2 ** charge.tries);
    await tx
      .update(invoiceCharges)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${waitSeconds})`, failureMessage: sent.detail.slice(0, 500) })
      .where(heldBy(charge, worker));
    logger.warn({ chargeId: charge.id, tries: charge.tries, err: sent.detail }, "automatic charge met no answer; asking again later");
  });
}

/** One pass: send the due charges, one after another. */
export async function sendDueCharges(o: { db: Db; config: Config; stripe: StripeConfig; logger: Logger; worker: string; leaseSeconds?: number }) {
  const { db, config, logger, worker } = o;
  const leaseSeconds = o.leaseSeconds ?? CHARGE_LEASE_SECONDS;
  const claimed = await claimCharges(db, worker, leaseSeconds);
  const stripe = claimed.length > 0 ? await stripeClient(o.stripe) : null;
  for (const taken of claimed) {
    // The lease is kept while Stripe is asked (a call may take a minute): only a dead process's charge is taken over.
    const renew = setInterval(
      () => {
        db.execute(
          sql`update invoice_charges set locked_until = now() + make_interval(secs => ${leaseSeconds})
              where id = ${taken.id} and status = 'sending' and locked_by = ${worker}::uuid`,
        ).catch((err: unknown) => logger.warn({ err, chargeId: taken.id }, "charge lease renewal failed"));
      },
      (leaseSeconds * 1000) / 3,
    );
    try {
      // A first send checks the charge is still wanted; a later one must ask Stripe whatever changed since.
      const charge = taken.tries === 1 ? await readyToSend(db, taken, worker) : taken;
      if (!charge) continue;
      const invoice = await loadInvoice(db, charge.invoiceId);
      // Asked again after an interruption: the key still holds Stripe's first answer unless the charge is a
      // day old; and an invoice no longer owed is not charged again, only asked about.
      const owed = charge.tries === 1 || (await stillOwed(db, charge));
      const search = charge.tries > 1 && (!owed || Date.now() - charge.sendAfter.getTime() > KEY_LIFE_MS);
      const sent = search ? await searchStripe(stripe!, charge) : await sendToStripe(stripe!, charge, invoice?.number ?? "");
      await recordAnswer(db, config, charge, worker, sent.kind === "not_found" && !owed ? { kind: "not_wanted" } : sent, logger);
      logger.info(
        { chargeId: charge.id, invoiceId: charge.invoiceId, attempt: charge.attempt, tries: charge.tries, outcome: sent.kind },
        "automatic charge sent",
      );
    } finally {
      clearInterval(renew);
    }
  }
  return { more: claimed.length === BATCH };
}

/**
 * The charge worker of a server: a pass every `intervalMs`, and soon after a commit that queued a
 * charge. Nothing when card payments are not set up. `soleWorker` (the embedded database) frees a
 * dead process's leases at start, so its charges are asked about at once.
 */
export function startChargeWorker(o: { db: Db; config: Config; logger: Logger; intervalMs?: number; soleWorker?: boolean }) {
  const stripe = o.config.stripe;
  if (!stripe) return { stop: async () => {} };
  const worker = randomUUID();
  const first = o.soleWorker ? o.db.execute(sql`update invoice_charges set locked_until = now() where status = 'sending'`) : undefined;
  const loop = startPollLoop({
    pass: () => sendDueCharges({ db: o.db, config: o.config, stripe, logger: o.logger, worker }),
    intervalMs: o.intervalMs ?? 5000,
    pokeDelayMs: 0,
    logger: o.logger,
    failure: "charge worker failed",
    first,
  });
  const unsubscribe = onWake(o.db, "charges", loop.poke);
  return {
    async stop() {
      unsubscribe();
      await loop.stop();
    },
  };
}
