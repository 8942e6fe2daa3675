import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { queryRows, type Database, type Db } from "../db/client";
import { jobs, outbox } from "../db/schema/index";
import { transaction } from "../db/transaction";
import { enqueueMail } from "../mail/outbox";
import { silentLogger } from "../test/test-app";
import { postgresOnly, testDbKinds } from "../test/test-db";
import { useTestDb, useTwoPools } from "../test/use-test-db";
import { claimJobs, jobRetryDelaySeconds, startJobRun } from "./claim";
import type { JobHandlers } from "./kinds";
import { scheduleJob } from "./schedule";
import { createJobRunner, startJobWorker } from "./worker";
import { SAMPLE_SENDER } from "../mail/templates/inputs/sender";

const logger = silentLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ago = (ms: number) => new Date(Date.now() - ms);
const HOUR = 3600_000;
const inbox = { name: "Maple Crest Cleaning", email: "quotes@maplecrestcleaning.ca", sender: SAMPLE_SENDER };

/** A test handler recording each run by label; labels starting with "fail" throw. */
function recorder() {
  const runs: string[] = [];
  const handlers: JobHandlers = {
    "test.run": async ({ label }, { tx }) => {
      runs.push(label);
      // A write of the job's own: it commits with the job, or not at all.
      await enqueueMail(tx, {
        kind: "consultation.notify",
        data: {
          consultation: { name: label, email: "jane@example.com", phone: "613-555-0100", company: undefined, service: undefined, message: undefined },
          inbox,
        },
      });
      if (label.startsWith("fail")) throw new Error(`${label} broke on try ${runs.filter((r) => r === label).length}`);
    },
  };
  return { runs, handlers };
}

const schedule = (db: Db, label: string, runAt: Date, maxAttempts?: number) =>
  scheduleJob(db, { kind: "test.run", dedupeKey: `test:${label}`, runAt, payload: { label }, ...(maxAttempts ? { maxAttempts } : {}) });

describe.each(testDbKinds)("jobs on %s", (kind) => {
  let database: Database;
  useTestDb(kind, (db) => (database = db));

  const job = async (label: string) =>
    (
      await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `test:${label}`))
    )[0]!;
  const dbNow = async () => (await queryRows<{ now: Date | string }>(database.db, sql`select now() as now`)).map((r) => new Date(r.now))[0]!;
  const mailSubjects = async () => (await database.db.select({ subject: outbox.subject }).from(outbox)).map((r) => r.subject).sort();

  test("scheduling one dedupe key twice makes one job; the first stays as it was", async () => {
    expect(await schedule(database.db, "once", ago(1000))).toBe(true);
    expect(await scheduleJob(database.db, { kind: "test.run", dedupeKey: "test:once", runAt: new Date(Date.now() + HOUR), payload: { label: "again" } })).toBe(
      false,
    );

    const rows = await database.db.select().from(jobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "test.run", payload: { label: "once" }, attempts: 0, maxAttempts: 10, doneAt: null });
  });

  test("a job scheduled in the caller's transaction exists only if it commits", async () => {
    await transaction(database.db, async (tx) => {
      await schedule(tx, "rolled back", ago(1000));
      throw new Error("the caller failed");
    }).catch(() => {});
    expect(await transaction(database.db, (tx) => schedule(tx, "committed", ago(1000)))).toBe(true);

    expect((await database.db.select().from(jobs)).map((j) => j.dedupeKey)).toEqual(["test:committed"]);
  });

  test("a due job runs once and is marked done, with what its handler wrote; a future one waits", async () => {
    const { runs, handlers } = recorder();
    await schedule(database.db, "due", ago(1000));
    await schedule(database.db, "later", new Date(Date.now() + HOUR));
    const runner = createJobRunner({ db: database.db, handlers, logger });

    expect(await runner.runDue()).toEqual({ ran: 1, more: false });
    expect(await runner.runDue()).toEqual({ ran: 0, more: false });

    expect(runs).toEqual(["due"]);
    const done = await job("due");
    expect(done.doneAt).toBeInstanceOf(Date);
    expect(done).toMatchObject({ attempts: 1, lockedBy: null, leaseUntil: null, lastError: null });
    expect(await job("later")).toMatchObject({ attempts: 0, doneAt: null });
    expect(await mailSubjects()).toEqual(["New Quote Request from due"]);
  });

  test("a failing job is retried with backoff, its writes undone each time, and stops at its last try with the error", async () => {
    const { runs, handlers } = recorder();
    await schedule(database.db, "failing", ago(1000), 3);
    const runner = createJobRunner({ db: database.db, handlers, logger });
    const makeDue = () => database.db.update(jobs).set({ runAt: ago(1000) });

    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await runner.runDue()).toEqual({ ran: 0, more: false });
      const failed = await job("failing");
      expect(failed).toMatchObject({ attempts: attempt, lastError: `failing broke on try ${attempt}`, doneAt: null, lockedBy: null, leaseUntil: null });
      if (attempt < 3) {
        // Not due again until its backoff (30 s, then 60 s) has passed.
        const wait = failed.runAt.getTime() - (await dbNow()).getTime();
        expect(wait).toBeGreaterThan(jobRetryDelaySeconds(attempt) * 1000 - 5000);
        expect(wait).toBeLessThanOrEqual(jobRetryDelaySeconds(attempt) * 1000);
        expect(await runner.runDue()).toEqual({ ran: 0, more: false });
        expect(runs).toHaveLength(attempt);
      }
      await makeDue();
    }
    // No tries left: due or not, it is not claimed again.
    expect(await runner.runDue()).toEqual({ ran: 0, more: false });
    expect(runs).toEqual(["failing", "failing", "failing"]);
    expect(await job("failing")).toMatchObject({ attempts: 3, lastError: "failing broke on try 3", doneAt: null });
    expect(await mailSubjects()).toEqual([]);
  });

  test("a job whose worker died is taken over once its lease has run out; the dead worker cannot run it any more", async () => {
    const { runs, handlers } = recorder();
    await schedule(database.db, "orphan", ago(1000));
    const dead = randomUUID();
    expect(await claimJobs(database.db, { worker: dead, kinds: ["test.run"], limit: 10, leaseSeconds: 60 })).toHaveLength(1);
    const runner = createJobRunner({ db: database.db, handlers, logger });

    expect(await runner.runDue()).toEqual({ ran: 0, more: false }); // its lease is live
    await database.db.execute(sql`update jobs set lease_until = now() - interval '1 second'`); // a minute later
    expect(await runner.runDue()).toEqual({ ran: 1, more: false });

    expect(runs).toEqual(["orphan"]);
    expect(await job("orphan")).toMatchObject({ attempts: 2, lockedBy: null });
    const orphan = await job("orphan");
    expect(await transaction(database.db, (tx) => startJobRun(tx, { worker: dead, id: orphan.id }))).toBe(false);
  });

  test("jobs that fell due while the server was down run as soon as the worker starts, a leased one too when it is the only worker", async () => {
    const { runs, handlers } = recorder();
    await schedule(database.db, "a day overdue", ago(24 * HOUR));
    await schedule(database.db, "an hour overdue", ago(HOUR));
    await schedule(database.db, "tomorrow", new Date(Date.now() + 24 * HOUR));
    await schedule(database.db, "claimed by the killed process", ago(2 * HOUR));
    await database.db
      .update(jobs)
      .set({ lockedBy: randomUUID(), leaseUntil: new Date(Date.now() + HOUR), attempts: 1 })
      .where(eq(jobs.dedupeKey, "test:claimed by the killed process"));

    const worker = startJobWorker({ db: database.db, handlers, logger, intervalMs: 60_000, soleWorker: true });
    try {
      await expect.poll(() => runs.length, { timeout: 5_000, interval: 20 }).toBe(3);
    } finally {
      await worker.stop();
    }
    expect(runs).toEqual(["a day overdue", "claimed by the killed process", "an hour overdue"]); // oldest first
    expect(await job("tomorrow")).toMatchObject({ attempts: 0, doneAt: null });
  });

  test("a job due now, scheduled in a transaction, wakes the worker at its commit and not on a rollback", async () => {
    const { runs, handlers } = recorder();
    const worker = startJobWorker({ db: database.db, handlers, logger, intervalMs: 60_000 });
    try {
      await sleep(300); // the first pass, with nothing due
      await transaction(database.db, async (tx) => {
        await schedule(tx, "rolled back", ago(1000));
        throw new Error("the caller failed");
      }).catch(() => {});
      await transaction(database.db, (tx) => schedule(tx, "committed", ago(1000)));
      // Well before the next poll, a minute away.
      await expect.poll(() => runs, { timeout: 10_000, interval: 20 }).toEqual(["committed"]);
    } finally {
      await worker.stop();
    }
  });

  test("stopping lets the running job finish and gives the claimed ones not started back", async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const started: string[] = [];
    const handlers: JobHandlers = {
      "test.run": async ({ label }) => {
        started.push(label);
        await gate;
      },
    };
    for (const label of ["first", "second", "third"]) await schedule(database.db, label, ago(60_000 - label.length));
    const worker = startJobWorker({ db: database.db, handlers, logger, intervalMs: 60_000 });
    await expect.poll(() => started.length, { timeout: 5_000, interval: 10 }).toBe(1);
    const stopped = worker.stop();
    release();
    await stopped;

    const rows = await database.db.select().from(jobs);
    const byState = rows
      .map((r) => [r.payload, r.doneAt ? "done" : "waiting", r.attempts, r.lockedBy])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(byState).toEqual([
      [{ label: started[0] }, "done", 1, null],
      [expect.anything(), "waiting", 0, null],
      [expect.anything(), "waiting", 0, null],
    ]);
  });
});

describe.each(postgresOnly)("two job workers on one %s database", () => {
  let pools: Database[];
  useTwoPools((opened) => (pools = opened));

  test("200 jobs run exactly once each between two worker loops with separate connection pools", async () => {
    const [a, b] = pools as [Database, Database];
    await a.db.execute(sql`create table job_test_runs (job_id uuid not null, pool text not null)`);
    const total = 200;
    await transaction(a.db, async (tx) => {
      for (let i = 0; i < total; i++) await schedule(tx, `job ${i}`, ago(1000));
    });
    const runs = new Map<string, number>();
    const handlersFor = (pool: string): JobHandlers => ({
      "test.run": async (_payload, { tx, job }) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await tx.execute(sql`insert into job_test_runs (job_id, pool) values (${job.id}::uuid, ${pool})`);
        await sleep(1); // the two loops interleave
      },
    });
    const workers = [
      startJobWorker({ db: a.db, handlers: handlersFor("a"), logger, intervalMs: 50 }),
      startJobWorker({ db: b.db, handlers: handlersFor("b"), logger, intervalMs: 50 }),
    ];
    const doneCount = async () => (await queryRows<{ n: number }>(a.db, sql`select count(*)::int as n from jobs where done_at is not null`))[0]!.n;
    try {
      await expect.poll(doneCount, { timeout: 60_000, interval: 100 }).toBe(total);
    } finally {
      for (const w of workers) await w.stop();
    }

    expect(runs.size).toBe(total);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const perJob = await queryRows<{ job_id: string; n: number }>(a.db, sql`select job_id, count(*)::int as n from job_test_runs group by job_id`);
    expect(perJob).toHaveLength(total);
    expect(perJob.every((r) => r.n === 1)).toBe(true);
    const perPool = await queryRows<{ pool: string; n: number }>(a.db, sql`select pool, count(*)::int as n from job_test_runs group by pool order by pool`);
    expect(perPool.map((r) => r.pool)).toEqual(["a", "b"]);
    expect(await queryRows(a.db, sql`select id from jobs where attempts <> 1`)).toEqual([]);
  }, 90_000);
});
