import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { onWake } from "../db/wake";
import { startPollLoop } from "../poll-loop";
import { outbox } from "../db/schema/index";
import { readAttachments } from "./attachments";
import { heldBack } from "./consent-at-delivery";
import { classifyMailError } from "./failure";
import { releaseAllLeases, releaseUntried } from "../db/leased-rows";
import { LEASE_SECONDS, OUTBOX, bringForwardWaiting, claimMail, renewLease, type ClaimedRow } from "./lease";
import type { MailMessage, SendMail } from "./transport";
import { FORGET_RECIPIENT } from "./kinds";

const BATCH = 25;
/** A poke waits this long, so that a burst of submissions is delivered in a few batches, not one each. */
const POKE_DELAY_MS = 25;
/** While the mail server is unreachable, one message checks whether it is back this often. */
export const PROBE_SECONDS = 20;
const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 3600;

/** Delay before the next try after `attempts` failures: 30 s, 60 s, 120 s ... capped at 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/** One Message-ID per outbox row, the same on every attempt: `<row id@sender's domain>`. */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${id}@${domain}>`;
}

type DeliveryOptions = { db: Db; send: SendMail; from: string; logger: Logger; leaseSeconds?: number };

/**
 * The worker's delivery passes, with what one process knows about the mail server between them.
 * A pass claims due messages (see lease.ts), renews their lease while it sends, and records each
 * outcome as soon as it is known: a crash between the server's acceptance and that record can
 * repeat that one message, with the same Message-ID.
 *
 * When the server is unreachable, the pass stops (the untried rest of the batch is given back),
 * and until it is back the process only tries one message every PROBE_SECONDS, chosen among the
 * due and the waiting ones. The first pass of a process is such a check too. The first success
 * after a failure (and the first of the process) brings the waiting messages forward, so they go
 * out at once instead of at the end of their backoff. Rejected and deferred messages keep theirs.
 *
 * A commercial message whose recipient's consent is no longer current when its batch is delivered
 * is not sent: it is marked withheld, for good (consent-at-delivery.ts, decision 059).
 */
export function createMailDelivery(options: DeliveryOptions) {
  const { db, send, from, logger, leaseSeconds = LEASE_SECONDS } = options;
  const worker = randomUUID();
  let unreachable = false;
  let nextProbe = 0;
  let bringForward = true;

  return async function deliver(at?: Date): Promise<{ sent: number; more: boolean }> {
    const started = Date.now();
    const now = at ?? new Date(started);
    const clock = () => new Date(now.getTime() + Date.now() - started);
    const probe = now.getTime() >= nextProbe;
    if (unreachable && !probe) return { sent: 0, more: false };
    if (probe) nextProbe = now.getTime() + PROBE_SECONDS * 1000;
    const limit = unreachable ? 1 : BATCH;
    const claimed = await claimMail(db, { worker, now, limit, waiting: probe, leaseSeconds });
    if (claimed.length === 0) unreachable = false; // nothing waits, so nothing to check
    const pending = new Set(claimed.map((r) => r.id));
    const renew = setInterval(
      () => {
        renewLease(db, { worker, ids: [...pending], now: clock(), leaseSeconds }).catch((err) => logger.warn({ err }, "mail lease renewal failed"));
      },
      (leaseSeconds * 1000) / 3,
    );
    let sent = 0;
    let more = false;
    try {
      const withheld = await heldBack(db, claimed, clock());
      for (const row of claimed) {
        const withheldAt = withheld.get(row.id);
        if (withheldAt) {
          pending.delete(row.id);
          await recordWithheld(db, row, withheldAt, logger);
          continue;
        }
        const attachments = row.attachments > 0 ? await readAttachments(db, row.id) : [];
        try {
          await send(mailOf(row, from, attachments), row.id);
        } catch (err) {
          pending.delete(row.id);
          const failure = await recordFailure(db, row, err, clock(), logger);
          if (failure !== "unreachable") {
            unreachable = false; // the server answered
            continue;
          }
          unreachable = true;
          bringForward = true;
          nextProbe = clock().getTime() + PROBE_SECONDS * 1000;
          await releaseUntried(db, OUTBOX, { worker, ids: [...pending] });
          pending.clear();
          break;
        }
        pending.delete(row.id);
        // The last e-mail to an erased client keeps no address once sent (kinds.ts, FORGET_RECIPIENT).
        const forget = FORGET_RECIPIENT.has(row.kind) ? { to: "" } : {};
        await db
          .update(outbox)
          .set({ sentAt: clock(), lockedUntil: null, lockedBy: null, lastError: null, failure: null, ...forget })
          .where(eq(outbox.id, row.id));
        sent++;
        unreachable = false;
        if (bringForward) {
          bringForward = false;
          const moved = await bringForwardWaiting(db, clock());
          if (moved > 0) {
            more = true;
            logger.info({ messages: moved }, "mail server reachable again: waiting messages are due now");
          }
        }
      }
    } finally {
      clearInterval(renew);
    }
    if (claimed.length === limit && !unreachable) more = true; // a full batch: more may be due
    return { sent, more };
  };
}

function mailOf(row: ClaimedRow, from: string, attachments: NonNullable<MailMessage["attachments"]>): MailMessage {
  return {
    from,
    to: row.to,
    subject: row.subject,
    text: row.text,
    messageId: messageIdFor(row.id, from),
    ...(row.html ? { html: row.html } : {}),
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    ...(row.headers ? { headers: row.headers } : {}),
    ...(attachments.length ? { attachments } : {}),
  };
}

async function recordFailure(db: Db, row: ClaimedRow, err: unknown, now: Date, logger: Logger) {
  const failure = classifyMailError(err);
  const delay = retryDelaySeconds(row.attempts);
  const message = String((err as Error)?.message ?? err);
  await db
    .update(outbox)
    .set({
      nextAttemptAt: new Date(now.getTime() + delay * 1000),
      lockedUntil: null,
      lockedBy: null,
      lastError: message.slice(0, 1000),
      failure,
    })
    .where(eq(outbox.id, row.id));
  logger.warn({ id: row.id, kind: row.kind, attempts: row.attempts, failure, retryInSeconds: delay, err: message }, "mail delivery failed; will retry");
  return failure;
}

/** A message held back for good: no lease, no failure, never claimed again. Its address is not logged. */
async function recordWithheld(db: Db, row: ClaimedRow, at: Date, logger: Logger) {
  await db.update(outbox).set({ withheldAt: at, lockedUntil: null, lockedBy: null, lastError: null, failure: null }).where(eq(outbox.id, row.id));
  logger.info({ id: row.id, kind: row.kind }, "commercial mail withheld: no current consent at delivery");
}

/** One delivery pass with no memory of earlier ones (tests, tools). Returns how many were sent. */
export async function deliverDueMail(options: DeliveryOptions & { now?: Date }): Promise<number> {
  return (await createMailDelivery(options)(options.now)).sent;
}

/**
 * Poll the outbox until stopped; `stop()` waits for the batch in progress. Mail queued on `db` in
 * this process pokes it after the commit (enqueueMail, db/wake.ts). A poke runs a batch
 * shortly after (POKE_DELAY_MS, so a burst of submissions shares batches instead of claiming one
 * message each); pokes during a batch are folded into one more batch after it, so batches never
 * run side by side (each would hold a database connection the requests need). `soleWorker`: no
 * other process can be delivering (the embedded database's lock), so leases left by a process
 * that died are freed at start instead of waiting for them to run out.
 */
export function startMailWorker(options: DeliveryOptions & { intervalMs?: number; soleWorker?: boolean }) {
  const { intervalMs = 2000, logger } = options;
  const deliver = createMailDelivery(options);
  const loop = startPollLoop({
    pass: () => deliver(),
    intervalMs,
    pokeDelayMs: POKE_DELAY_MS,
    logger,
    failure: "mail worker failed",
    first: options.soleWorker
      ? releaseAllLeases(options.db, OUTBOX).then(
          (n) => n > 0 && logger.info({ messages: n }, "freed the mail leases of a previous process"),
          (err) => logger.error({ err }, "freeing old mail leases failed"),
        )
      : undefined,
  });
  const unsubscribe = onWake(options.db, "mail", loop.poke);
  return {
    poke: loop.poke,
    async stop() {
      unsubscribe();
      await loop.stop();
    },
  };
}
