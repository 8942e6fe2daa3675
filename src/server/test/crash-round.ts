import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { startMailCatcher } from "../../../e2e/support/mail-catcher";
import { openPglite, openPostgres, queryRows, type Database } from "../db/client";
import { assessmentBody } from "./assessment-fixture";
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
  /** Deliveries repeating a Message-ID already delivered (the crash-between-acceptance-and-record window). */
  repeats: number;
  /** Outbox rows, and those whose Message-ID never arrived, after the round. */
  outboxRows: number;
  outboxUndelivered: number;
  /** For each e-mail of an acknowledged submission not delivered before the kill: ms from the restart (or SMTP's return) to its arrival. */
  delaysMs: number[];
};

type Submission = { kind: "assessment" | "consultation"; email: string };
type Delivery = { messageId: string; visitor: string; mail: "notify" | "confirm"; at: number };

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
    for (;;) {
      const got = new Set(deliveries(mailDir, prefix).map((d) => `${d.visitor} ${d.mail}`));
      if (expected.every((k) => got.has(k))) break;
      if (Date.now() > deadline) break;
      await sleep(100);
    }
    // Let the mails of unacknowledged submissions that were stored go out too, then stop cleanly.
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
      repeats: all.length - delivered.size,
      outboxRows: stored.outboxIds.length,
      outboxUndelivered: stored.outboxIds.filter((id) => !deliveredRows.has(id)).length,
      delaysMs: expected.map((k) => firstArrival.get(k)).filter((t): t is number => t !== undefined && t > killedAt).map((t) => Math.max(0, t - since)),
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

/** The messages at the catcher that belong to this round, with who they are about and when they came. */
function deliveries(dir: string, prefix: string): Delivery[] {
  if (!fs.existsSync(dir)) return [];
  const out: Delivery[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".eml"))) {
    const head = fs.readFileSync(path.join(dir, file), "utf8").split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1] ?? "";
    const address = (v: string) => /[^\s<>"]+@[^\s<>"]+/.exec(v)?.[0]?.toLowerCase() ?? "";
    const to = address(header("To"));
    const replyTo = address(header("Reply-To"));
    const visitor = to.startsWith(`${prefix}-`) ? to : replyTo;
    if (!visitor.startsWith(`${prefix}-`)) continue;
    out.push({ messageId: header("Message-ID").trim(), visitor, mail: visitor === to ? "confirm" : "notify", at: Number(file.split("-")[0]) });
  }
  return out;
}

/** Wait until no message of the round has arrived for `ms`. */
async function quiet(dir: string, prefix: string, ms: number) {
  let count = -1;
  for (;;) {
    const now = deliveries(dir, prefix).length;
    if (now === count) return;
    count = now;
    await sleep(ms);
  }
}

/** Rows stored per submission e-mail, and the round's outbox row ids, read after the servers stopped. */
async function readStored(target: Target, prefix: string) {
  const database: Database = target.kind === "pglite" ? await openPglite(path.join(target.dataDir, "pgdata")) : await openPostgres(target.url);
  try {
    const rows = await queryRows<{ email: string; n: number }>(
      database.db,
      sql`select email, count(*)::int as n from (select email from job_assessments union all select email from consultations) s group by email`,
    );
    const outboxIds = (await queryRows<{ id: string }>(database.db, sql`select id from outbox where "to" like ${`${prefix}-%`} or reply_to like ${`${prefix}-%`}`)).map((r) => r.id);
    return { counts: new Map(rows.map((r) => [r.email, r.n])), outboxIds };
  } finally {
    await database.close();
  }
}
