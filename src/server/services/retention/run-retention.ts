import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  RETENTION_CATEGORIES,
  type RetentionCategory,
  type RetentionRun,
  type RetentionSettingsValues,
  type RetentionTrigger,
} from "../../../shared/schemas/retention";
import type { Db } from "../../db/client";
import { retentionRunCounts, retentionRuns } from "../../db/schema/index";
import { afterCommit, transaction } from "../../db/transaction";
import { notFound } from "../../errors";
import { scheduleJob } from "../../jobs/schedule";
import { sweepSentCopies, type SentCopies } from "../../mail/sent-copies";
import { sweepPhotoFiles, type PhotoFiles } from "../photos/photo-files";
import { deleteEndedRateLimits } from "../common/hit-rate-limit";
import { deleteExpiredIdempotencyKeys } from "../idempotency/idempotency-keys";
import type { AuditActor } from "../common/record-audit";
import { readRetentionSettings } from "../settings/retention-settings";
import { RETENTION_BATCHES } from "./categories";
import { retentionCutoffs } from "./cutoffs";

// A retention run (decision 055): a row in retention_runs with, per category, its cutoff and the
// rows it changed. Each round does one batch of every category in the caller's transaction and
// adds what each changed to the run's counts in that same transaction: a count is exactly what
// committed, whatever crashes or runs alongside. A run whose rounds are not all done yet has no
// finishing time; the daily job continues it in follow-up jobs, or the next run takes the rest.

/** Rows per statement. */
export const RETENTION_BATCH = 500;

/**
 * Start a run in `tx`: its row and a zero count per category with the cutoffs of `settings` at `now`.
 * Rate-limit counters whose window has ended go first (decision 058): they are no record of anyone,
 * so they are neither counted nor a category. So do the answers kept for Idempotency-Keys once 7
 * days old (decision 062): copies of answers already given, kept only to give them again.
 */
export async function startRetentionRun(
  tx: Db,
  o: { trigger: RetentionTrigger; settings: RetentionSettingsValues; now: Date; actor?: AuditActor },
): Promise<string> {
  await deleteEndedRateLimits(tx);
  await deleteExpiredIdempotencyKeys(tx, o.now);
  const [run] = await tx
    .insert(retentionRuns)
    .values({ trigger: o.trigger, settings: o.settings, actorUserId: o.actor?.userId ?? null, actorEmail: o.actor?.email ?? null })
    .returning({ id: retentionRuns.id });
  const cutoffs = retentionCutoffs(o.settings, o.now);
  await tx.insert(retentionRunCounts).values(RETENTION_CATEGORIES.map((category) => ({ runId: run!.id, category, cutoff: cutoffs[category] })));
  return run!.id;
}

/**
 * One batch of every category for run `runId`, in `tx`, counted with it. `more` when a batch was
 * full: rows may remain.
 */
export async function retentionRound(tx: Db, o: { runId: string; limit?: number }): Promise<{ changed: Record<RetentionCategory, number>; more: boolean }> {
  const limit = o.limit ?? RETENTION_BATCH;
  const stored = await tx.select().from(retentionRunCounts).where(eq(retentionRunCounts.runId, o.runId));
  if (!stored.length) throw notFound("Retention run");
  const changed = {} as Record<RetentionCategory, number>;
  let more = false;
  for (const category of RETENTION_CATEGORIES) {
    const cutoff = stored.find((c) => c.category === category)!.cutoff;
    const n = await RETENTION_BATCHES[category](tx, { cutoff, limit });
    changed[category] = n;
    more ||= n === limit;
    if (n)
      await tx
        .update(retentionRunCounts)
        .set({ rows: sql`${retentionRunCounts.rows} + ${n}` })
        .where(and(eq(retentionRunCounts.runId, o.runId), eq(retentionRunCounts.category, category)));
  }
  return { changed, more };
}

/**
 * Mark run `runId` finished (in the transaction of its last round). Once that commits, the copies of
 * sent e-mails on disk follow their rows (`sentCopies`, decision 058): those whose contents or
 * address the run removed go, and those written before its cutoff for e-mail contents; and the
 * files of visit photos whose row is gone (`photoFiles`, decision 061: a deleted visit took it).
 */
export async function finishRetentionRun(tx: Db, runId: string, sentCopies?: SentCopies, photoFiles?: PhotoFiles): Promise<void> {
  await tx
    .update(retentionRuns)
    .set({ finishedAt: sql`now()` })
    .where(eq(retentionRuns.id, runId));
  if (photoFiles) afterCommit(tx, (db) => void sweepPhotoFiles({ db, ...photoFiles }));
  if (!sentCopies) return;
  const [mail] = await tx
    .select({ cutoff: retentionRunCounts.cutoff })
    .from(retentionRunCounts)
    .where(and(eq(retentionRunCounts.runId, runId), eq(retentionRunCounts.category, "mail_bodies")));
  afterCommit(tx, (db) => void sweepSentCopies({ db, ...sentCopies, writtenBefore: mail?.cutoff }));
}

/** The follow-up job that continues run `runId` (decision 023's jobs), due at once. */
export const continueRetentionRun = (tx: Db, o: { runId: string; key: string; runAt: Date }) =>
  scheduleJob(tx, { kind: "retention.run", dedupeKey: `retention.run:more:${o.key}`, runAt: o.runAt, payload: { runId: o.runId } });

/**
 * Run retention now (the admin's Run retention now): a manual run with the periods in force, each
 * round its own short transaction, until nothing is due. A backlog that takes longer than
 * `budgetMs` is left to a follow-up job, so the request answers. Running it again at once changes
 * nothing: what the first did is marked and what is not due stays. `sentCopies` and `photoFiles`:
 * the copies of sent e-mails and the photo files on disk that follow the run (the server's; a test
 * of the rows alone has none).
 */
export async function runRetentionNow(o: {
  db: Db;
  actor: AuditActor;
  now?: Date;
  limit?: number;
  budgetMs?: number;
  sentCopies?: SentCopies;
  photoFiles?: PhotoFiles;
}): Promise<RetentionRun> {
  const { db, now = new Date(), budgetMs = 10_000 } = o;
  const { updatedAt: _, ...settings } = await readRetentionSettings(db);
  const runId = await transaction(db, (tx) => startRetentionRun(tx, { trigger: "manual", settings, now, actor: o.actor }));
  const started = Date.now();
  for (let done = false; !done;) {
    done = await transaction(db, async (tx) => {
      const { more } = await retentionRound(tx, { runId, limit: o.limit });
      if (!more) await finishRetentionRun(tx, runId, o.sentCopies, o.photoFiles);
      else if (Date.now() - started > budgetMs) await continueRetentionRun(tx, { runId, key: runId, runAt: now });
      else return false;
      return true;
    });
  }
  return (await listRetentionRuns(db, { ids: [runId] }))[0]!;
}

/** The newest runs (or those of `ids`), each with its counts in the categories' order. */
export async function listRetentionRuns(db: Db, o: { limit?: number; ids?: string[] } = {}): Promise<RetentionRun[]> {
  const runs = await db
    .select()
    .from(retentionRuns)
    .where(o.ids ? inArray(retentionRuns.id, o.ids) : undefined)
    .orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id))
    .limit(o.limit ?? 10);
  if (!runs.length) return [];
  const counts = await db
    .select()
    .from(retentionRunCounts)
    .where(
      inArray(
        retentionRunCounts.runId,
        runs.map((r) => r.id),
      ),
    );
  const order = (c: RetentionCategory) => RETENTION_CATEGORIES.indexOf(c);
  return runs.map((r) => ({
    id: r.id,
    trigger: r.trigger,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    actorEmail: r.actorEmail,
    settings: r.settings as RetentionSettingsValues,
    counts: counts
      .filter((c) => c.runId === r.id)
      .sort((a, b) => order(a.category) - order(b.category))
      .map((c) => ({ category: c.category, rows: c.rows, cutoff: c.cutoff.toISOString() })),
  }));
}
