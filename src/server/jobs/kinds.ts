import type { Logger } from "pino";
import type { Db } from "../db/client";

/**
 * Every kind of job and the payload it is scheduled with (stored as JSON, so plain data only).
 * "test.run" runs the worker's own tests and nothing in the product schedules it.
 */
export type JobPayloads = {
  "test.run": { label: string };
  /** An hour's pass of invoice reminders and quote expiry notices (services/reminders, decision 032). */
  "billing.reminders": Record<string, never>;
  /** A day's extension of the recurring schedules' visits to 90 days ahead (services/service-schedules, decision 037). */
  "visits.generate": Record<string, never>;
  /** An hour's pass of day-before visit reminders (services/service-visits/visit-reminders.ts, decision 037). */
  "visits.reminders": Record<string, never>;
  /** A completed visit of a schedule billed per visit: its invoice, issued (services/invoices/billing-jobs.ts, decision 073). */
  "billing.visit": { visitId: string };
  /**
   * A month's invoices of the schedules billed monthly, for the completed visits before `before`
   * (the 1st of the month it runs in); a follow-up of a run that had more to do carries the same.
   */
  "billing.monthly": { before: string };
  /**
   * The daily retention run (services/retention, decision 055); a follow-up of a run that had more
   * to do carries its id.
   */
  "retention.run": { runId?: string };
};

export type JobKind = keyof JobPayloads;

/** A claimed job as its handler sees it. */
export type JobInfo = { id: string; kind: JobKind; dedupeKey: string; attempts: number; maxAttempts: number; runAt: Date };

/**
 * Does the job's work in `tx`, the transaction that also marks the job done: what the handler
 * writes (rows, queued mail) is committed exactly once, with the mark, or not at all. A handler
 * throws to fail the attempt (it is retried with backoff); it should not talk to slow services
 * inside the transaction (on the embedded database a transaction holds the only connection).
 */
export type JobHandler<K extends JobKind> = (payload: JobPayloads[K], context: { tx: Db; job: JobInfo; logger: Logger }) => Promise<void>;

/** The handlers a worker runs, by kind. Jobs of other kinds are left to workers that have them. */
export type JobHandlers = { [K in JobKind]?: JobHandler<K> };
