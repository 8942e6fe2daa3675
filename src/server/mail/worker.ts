import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { queryRows, type Db } from "../db/client";
import { outbox } from "../db/schema/index";
import type { SendMail } from "./transport";

const BATCH = 25;
/** A poke waits this long, so that a burst of submissions is delivered in a few batches, not one each. */
const POKE_DELAY_MS = 25;
const LEASE_SECONDS = 300;
const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 3600;

/** Delay before the next try after `attempts` failures: 30 s, 60 s, 120 s ... capped at 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

type ClaimedRow = Pick<typeof outbox.$inferSelect, "id" | "to" | "subject" | "text" | "kind" | "attempts"> & {
  reply_to: string | null;
  html: string | null;
};

/**
 * Claim the due messages (FOR UPDATE SKIP LOCKED, then a lease, so several server processes never
 * send one message twice and no lock is held while talking to SMTP), send each, and record the
 * outcome of each as soon as it is known: a crash between sending and recording can repeat at most
 * that one message. Returns how many were sent.
 */
export async function deliverDueMail(options: {
  db: Db;
  send: SendMail;
  from: string;
  logger: Logger;
  now?: Date;
}): Promise<number> {
  const { db, send, from, logger } = options;
  const now = (options.now ?? new Date()).toISOString();
  const claimed = await queryRows<ClaimedRow>(db, sql`
    update outbox set attempts = attempts + 1,
      locked_until = ${now}::timestamptz + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from outbox
      where sent_at is null and next_attempt_at <= ${now}::timestamptz
        and (locked_until is null or locked_until < ${now}::timestamptz)
      order by next_attempt_at
      limit ${BATCH}
      for update skip locked)
    returning id, "to", reply_to, subject, text, html, kind, attempts`);
  let sent = 0;
  for (const row of claimed) {
    try {
      await send(
        {
          from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        },
        row.id,
      );
      await db.update(outbox).set({ sentAt: new Date(), lockedUntil: null, lastError: null }).where(eq(outbox.id, row.id));
      sent++;
    } catch (err) {
      const delay = retryDelaySeconds(row.attempts);
      const next = new Date(new Date(now).getTime() + delay * 1000);
      await db
        .update(outbox)
        .set({ nextAttemptAt: next, lockedUntil: null, lastError: String((err as Error).message ?? err).slice(0, 1000) })
        .where(eq(outbox.id, row.id));
      logger.warn({ id: row.id, kind: row.kind, attempts: row.attempts, retryInSeconds: delay, err: (err as Error).message }, "mail delivery failed; will retry");
    }
  }
  return sent;
}

/**
 * Poll the outbox until stopped; `stop()` waits for the batch in progress. A poke runs a batch
 * shortly after (POKE_DELAY_MS, so a burst of submissions shares batches instead of claiming one
 * message each); pokes during a batch are folded into one more batch after it, so batches never
 * run side by side (each would hold a database connection the requests need).
 */
export function startMailWorker(options: Parameters<typeof deliverDueMail>[0] & { intervalMs?: number }) {
  const { intervalMs = 2000, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let due = Infinity; // when the scheduled batch runs
  let running: Promise<unknown> = Promise.resolve();
  let active = false;
  let again = false;
  let stopped = false;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    due = Date.now() + ms;
    timer = setTimeout(tick, ms);
  };
  const tick = () => {
    clearTimeout(timer);
    due = Infinity;
    active = true;
    running = deliverDueMail(options)
      .then((sent) => {
        if (sent === BATCH) again = true; // a full batch: more may be due
      })
      .catch((err) => logger.error({ err }, "mail worker failed"))
      .finally(() => {
        active = false;
        if (stopped) return;
        if (again) {
          again = false;
          tick();
        } else schedule(intervalMs);
      });
  };
  schedule(100);
  return {
    /** Run a batch soon (after a submission), or right after the batch in progress. */
    poke() {
      if (stopped) return;
      if (active) again = true;
      else if (due > Date.now() + POKE_DELAY_MS) schedule(POKE_DELAY_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
