import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { transaction } from "../db/transaction";
import { onWake } from "../db/wake";
import { startPollLoop } from "../poll-loop";
import { releaseAllLeases, releaseUntried } from "../db/leased-rows";
import { JOBS, JOB_LEASE_SECONDS, claimJobs, recordJobFailure, renewJobLeases, startJobRun, type ClaimedJob } from "./claim";
import type { JobHandler, JobHandlers, JobKind } from "./kinds";

const BATCH = 10;

type JobWorkerOptions = { db: Db; handlers: JobHandlers; logger: Logger; leaseSeconds?: number };

/**
 * The worker's passes. A pass claims up to BATCH due jobs of the kinds it has handlers for and runs
 * them one after another, each in its own transaction that first marks the job done (only while
 * this worker still holds it) and then runs the handler: the handler's writes and the mark commit
 * together, or, when it throws, roll back together and the failure is recorded with its backoff.
 * The leases of the claimed jobs still waiting their turn are renewed meanwhile. After `stop()`
 * the jobs not started are given back.
 */
export function createJobRunner(options: JobWorkerOptions) {
  const { db, handlers, logger, leaseSeconds = JOB_LEASE_SECONDS } = options;
  const worker = randomUUID();
  const kinds = Object.keys(handlers) as JobKind[];
  let stopping = false;

  async function run(job: ClaimedJob): Promise<"done" | "lost" | "failed"> {
    const handler = handlers[job.kind] as JobHandler<JobKind>;
    const { payload, ...info } = job;
    try {
      return await transaction(db, async (tx) => {
        if (!(await startJobRun(tx, { worker, id: job.id }))) return "lost";
        await handler(payload as never, { tx, job: info, logger });
        return "done";
      });
    } catch (err) {
      const error = String((err as Error)?.message ?? err);
      const retryInSeconds = await recordJobFailure(db, { worker, job, error });
      const context = { id: job.id, kind: job.kind, dedupeKey: job.dedupeKey, attempts: job.attempts, err: error };
      if (retryInSeconds === undefined) logger.error(context, "job failed and has no tries left");
      else logger.warn({ ...context, retryInSeconds }, "job failed; will retry");
      return "failed";
    }
  }

  return {
    worker,
    /** One pass: `ran` jobs done, `more` when the batch was full (more may be due). */
    async runDue(): Promise<{ ran: number; more: boolean }> {
      const claimed = await claimJobs(db, { worker, kinds, limit: BATCH, leaseSeconds });
      const waiting = new Set(claimed.map((j) => j.id));
      const renew = setInterval(
        () => {
          renewJobLeases(db, { worker, ids: [...waiting], leaseSeconds }).catch((err) => logger.warn({ err }, "job lease renewal failed"));
        },
        (leaseSeconds * 1000) / 3,
      );
      let ran = 0;
      try {
        for (const job of claimed) {
          if (stopping) break;
          waiting.delete(job.id);
          const outcome = await run(job);
          if (outcome === "done") ran++;
          if (outcome === "lost") logger.warn({ id: job.id, kind: job.kind }, "job lease lost before its run: another worker has it");
        }
      } finally {
        clearInterval(renew);
        await releaseUntried(db, JOBS, { worker, ids: [...waiting] });
      }
      return { ran, more: claimed.length === BATCH && !stopping };
    },
    /** Start no further job; the one running finishes. */
    stop() {
      stopping = true;
    },
  };
}

/**
 * Run due jobs until stopped: a pass every `intervalMs`, at once when a pass found a full batch,
 * and soon after a commit that scheduled a job due now (scheduleJob, db/wake.ts). The first pass
 * comes right after the start, so jobs that fell due while the server was down run at once.
 * `soleWorker`: no other process can be running jobs (the embedded database's lock), so leases a
 * dead process left are freed at start. `stop()` lets the running job finish and waits for it.
 */
export function startJobWorker(options: JobWorkerOptions & { intervalMs?: number; soleWorker?: boolean }) {
  const { db, logger, intervalMs = 5000 } = options;
  const runner = createJobRunner(options);
  const loop = startPollLoop({
    pass: () => runner.runDue(),
    intervalMs,
    pokeDelayMs: 0,
    logger,
    failure: "job worker failed",
    first: options.soleWorker
      ? releaseAllLeases(db, JOBS).then(
          (n) => n > 0 && logger.info({ jobs: n }, "freed the job leases of a previous process"),
          (err) => logger.error({ err }, "freeing old job leases failed"),
        )
      : undefined,
  });
  const unsubscribe = onWake(db, "jobs", loop.poke);
  return {
    poke: loop.poke,
    async stop() {
      runner.stop();
      unsubscribe();
      await loop.stop();
    },
  };
}
