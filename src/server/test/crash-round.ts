import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { startMailCatcher } from "../../../e2e/support/mail-catcher";
import { openPglite, openPostgres, queryRows, type Database } from "../db/client";
import { assessmentBody } from "./assessment-fixture";
import { deliveries, quiet } from "./caught-mail";
import { freePort, spawnServer, waitForListening, type ServerProcess } from "./server-process";

/**
 * One crash round against real server processes (the test of crash durability and
 * `npm run bench:reliability`): submissions of assessments and consultations stream in, a server
 * is SIGKILLed in the middle of them and of their delivery, it is started again on the same data
 * (or another server on the same database carries on), and then the stored rows and the e-mails
 * at an SMTP catcher are counted for every submission.
 */
export type Target = { kind: "pglite"; dataDir: string } | { kind: "postgres"; dataDir: string; url: string };

export type RoundOptions = {
  target: Target;
  mailDir: string;
  /** Unique per round: the submissions' e-mail addresses start with it. */
  prefix: string;
  /** Server processes on the target (2 needs PostgreSQL); the first is killed. */
  servers?: 1 | 2;
  /** Start the killed server again (otherwise the other server must carry on). */
  restart?: boolean;
  /** The SMTP server is down from before the submissions until this long after the restart. */
  smtpDownUntilMsAfterRestart?: number;
  concurrency?: number;
  /** Kill once this long has passed since the 20th acknowledgement (and the first delivered e-mail, with SMTP up). */
  killAfterMs?: number;
  /** How long the SMTP catcher takes over each message (so that delivery is still going on at the kill). */
  smtpDelayMs?: number;
  deadlineMs?: number;
};

export type RoundResult = {
  submitted: number;
  acknowledged: number;
  mailedBeforeKill: number;
  /** Acknowledged submissions not stored. */
  lost: number;
  /** Submissions (acknowledged or not) stored more than once. */
  storedTwice: number;
  mailsExpected: number;
  /** E-mails of acknowledged submissions that never arrived. */
  mailsMissing: number;
  /** One e-mail of a submission sent from two outbox rows (a receiver could not tell). */
  mailedTwice: number;
  /** Distinct Message-IDs delivered. */
  messageIds: number;
  /** Deliveries repeating a Message-ID already delivered (the crash-between-acceptance-and-record window). */
  repeats: number;
  /** The round's outbox rows; those still queued at the end; those recorded as sent whose Message-ID never arrived. */
  outboxRows: number;
  outboxQueued: number;
  outboxUndelivered: number;
  /** For each e-mail of an acknowledged submission not delivered before the kill: ms from the restart (or SMTP's return) to its arrival. */
  delaysMs: number[];
};

type Submission = { kind: "assessment" | "consultation"; email: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function crashRound(o: RoundOptions): Promise<RoundResult> {
  const { target, mailDir, prefix } = o;
  const smtpDown = o.smtpDownUntilMsAfterRestart !== undefined;
  const smtpPort = await freePort();
  let catcher = smtpDown ? undefined : await startMailCatcher(mailDir, { port: smtpPort, delayMs: o.smtpDelayMs ?? 5 });
  const servers: ServerProcess[] = [];
  const start = async () => {
    const s = spawnServer({
      PORT: String(await freePort()),
      DATA_DIR: target.dataDir,
      ...(target.kind === "postgres" ? { DATABASE_URL: target.url } : {}),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONSULTATION_RATE_LIMIT: "1000000",
    });
    servers.push(s);
    await waitForListening(s, 60_000);
    return s;
  };
  try {
    const first = await start();
    const urls = [first.url, ...(o.servers === 2 ? [(await start()).url] : [])];
    const stream = submit(urls, prefix, o.concurrency ?? 4);
    while (stream.acked.length < 20 || (!smtpDown && deliveries(mailDir, prefix).length === 0)) {
      if (first.child.exitCode !== null) throw new Error(`server exited:\n${first.output()}`);
      await sleep(20);
    }
    await sleep(o.killAfterMs ?? 300);
    first.child.kill("SIGKILL");
    const killedAt = Date.now();
    await first.exited;
    const mailedBeforeKill = deliveries(mailDir, prefix).length;
    await stream.stop();

    let since = Date.now();
    if (o.restart !== false) await start();
    if (smtpDown) {
      await sleep(o.smtpDownUntilMsAfterRestart!);
      since = Date.now();
      catcher = await startMailCatcher(mailDir, { port: smtpPort, delayMs: o.smtpDelayMs ?? 5 });
    }
    const expected = stream.acked.flatMap((s) => mailsOf(s));
    const deadline = Date.now() + (o.deadlineMs ?? 120_000);
    // PostgreSQL can be read while the servers run: wait for the whole outbox of the round, the
    // e-mails of unacknowledged submissions that were stored too.
    const queued = target.kind === "postgres" ? await queuedCounter(target.url, prefix) : undefined;
    try {
      for (;;) {
        const got = new Set(deliveries(mailDir, prefix).map((d) => `${d.visitor} ${d.mail}`));
        if (expected.every((k) => got.has(k)) && (!queued || (await queued.count()) === 0)) break;
        if (Date.now() > deadline) break;
        await sleep(100);
      }
    } finally {
      await queued?.close();
    }
    // On PGlite, let the e-mails of unacknowledged submissions that were stored go out too.
    await quiet(mailDir, prefix, 1000);
    for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGTERM");
    await Promise.all(servers.map((s) => s.exited));

    const stored = await readStored(target, prefix);
    const all = deliveries(mailDir, prefix);
    const firstArrival = new Map<string, number>();
    const idsOf = new Map<string, Set<string>>();
    for (const d of all) {
      const key = `${d.visitor} ${d.mail}`;
      firstArrival.set(key, Math.min(firstArrival.get(key) ?? Infinity, d.at));
      idsOf.set(key, (idsOf.get(key) ?? new Set()).add(d.messageId));
    }
    const delivered = new Set(all.map((d) => d.messageId));
    const deliveredRows = new Set([...delivered].map((m) => m.slice(1, m.indexOf("@"))));
    return {
      submitted: stream.sent,
      acknowledged: stream.acked.length,
      mailedBeforeKill,
      lost: stream.acked.filter((s) => !stored.counts.get(s.email)).length,
      storedTwice: [...stored.counts.values()].filter((n) => n > 1).length,
      mailsExpected: expected.length,
      mailsMissing: expected.filter((k) => !firstArrival.has(k)).length,
      mailedTwice: [...idsOf.values()].filter((ids) => ids.size > 1).length,
      messageIds: delivered.size,
      repeats: all.length - delivered.size,
      outboxRows: stored.outbox.length,
      outboxQueued: stored.outbox.filter((r) => !r.sent).length,
      outboxUndelivered: stored.outbox.filter((r) => r.sent && !deliveredRows.has(r.id)).length,
      delaysMs: expected
        .map((k) => firstArrival.get(k))
        .filter((t): t is number => t !== undefined && t > killedAt)
        .map((t) => Math.max(0, t - since)),
    };
  } finally {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGKILL");
    await Promise.all(servers.map((s) => s.exited));
    await catcher?.close();
  }
}

/** The e-mails a submission causes: the company's notification, and for an assessment the visitor's confirmation. */
function mailsOf(s: Submission): string[] {
  return s.kind === "assessment" ? [`${s.email} notify`, `${s.email} confirm`] : [`${s.email} notify`];
}

/** Submit assessments and consultations, alternately, from `concurrency` clients until stopped. */
function submit(urls: string[], prefix: string, concurrency: number) {
  const acked: Submission[] = [];
  let n = 0;
  let stopped = false;
  const loops = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      const i = n++;
      const s: Submission = { kind: i % 2 ? "consultation" : "assessment", email: `${prefix}-${i}@example.com` };
      const body = s.kind === "assessment" ? assessmentBody(s.email) : { name: `Crash ${i}`, email: s.email, phone: "613-555-0100", message: "After a crash" };
      try {
        const res = await fetch(`${urls[i % urls.length]}/api/${s.kind}s`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        if (res.status >= 200 && res.status < 300) acked.push(s);
        else throw new Error(`${s.kind}: status ${res.status}`);
      } catch (err) {
        if (!stopped && urls.length === 1) await sleep(10); // the server is gone: wait for stop()
        if ((err as Error).message.includes("status")) throw err;
      }
    }
  });
  return {
    acked,
    get sent() {
      return n;
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Rows stored per submission e-mail, and the round's outbox row ids, read after the servers stopped. */
async function readStored(target: Target, prefix: string) {
  const database: Database = target.kind === "pglite" ? await openPglite(path.join(target.dataDir, "pgdata")) : await openPostgres(target.url);
  try {
    const rows = await queryRows<{ email: string; n: number }>(
      database.db,
      sql`select email, count(*)::int as n from (select email from job_assessments union all select email from consultations) s group by email`,
    );
    const outbox = await queryRows<{ id: string; sent: boolean }>(
      database.db,
      sql`select id, sent_at is not null as sent from outbox where ${roundRows(prefix)}`,
    );
    return { counts: new Map(rows.map((r) => [r.email, r.n])), outbox };
  } finally {
    await database.close();
  }
}

const roundRows = (prefix: string) => sql`("to" like ${`${prefix}-%`} or reply_to like ${`${prefix}-%`})`;

/** Counts the round's unsent outbox rows on a PostgreSQL database while the servers run. */
async function queuedCounter(url: string, prefix: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const like = `${prefix}-%`;
  return {
    count: async () =>
      Number((await client.query(`select count(*) as n from outbox where sent_at is null and ("to" like $1 or reply_to like $1)`, [like])).rows[0].n),
    close: () => client.end(),
  };
}
