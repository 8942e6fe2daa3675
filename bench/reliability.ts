import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureServerBundle } from "../scripts/server-bundle.mjs";
import { crashRound, type RoundResult, type Target } from "../src/server/test/crash-round";
import { ROOT } from "../src/server/test/server-process";
import { createPostgresDatabase } from "../src/server/test/test-db";

// Crash rounds (src/server/test/crash-round.ts, the same round as the crash durability test):
// submissions stream into the compiled server, it is SIGKILLed in the middle of them and of their
// e-mail delivery, started again on the same data, and every submission is counted at the database
// and at an SMTP catcher. Each scenario runs BENCH_ROUNDS rounds on one data directory (PGlite) or
// one database (PostgreSQL, when BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL is set);
// the PGlite and PostgreSQL scenarios run side by side (on 2 shared cores, 20 rounds each took 26 min).
// Writes its section at the end of BENCHMARKS.md, after the marker below.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
/** In the second scenario the SMTP server is down during the crash and returns this long after the restart. */
const SMTP_DOWN_MS = Number(process.env.BENCH_SMTP_DOWN_MS ?? 5000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const MARKER = "<!-- bench:reliability -->";

type Scenario = { kind: Target["kind"]; smtpDown: boolean; results: RoundResult[]; seconds: number; load: number };

async function runScenario(target: Target, smtpDown: boolean): Promise<Scenario> {
  const results: RoundResult[] = [];
  const loads: number[] = [];
  const started = performance.now();
  for (let round = 1; round <= ROUNDS; round++) {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-mail-"));
    try {
      const r = await crashRound({
        target,
        mailDir,
        prefix: `${smtpDown ? "down" : "up"}${round}`,
        ...(smtpDown ? { smtpDownUntilMsAfterRestart: SMTP_DOWN_MS } : {}),
      });
      results.push(r);
      loads.push(os.loadavg()[0]!);
      const { delaysMs, ...counts } = r;
      console.log(JSON.stringify({ kind: target.kind, smtpDown, round, ...counts, maxDelayMs: Math.max(0, ...delaysMs) }));
    } finally {
      fs.rmSync(mailDir, { recursive: true, force: true });
    }
  }
  const load = Math.round((loads.reduce((a, b) => a + b, 0) / loads.length) * 10) / 10;
  return { kind: target.kind, smtpDown, results, seconds: Math.round((performance.now() - started) / 1000), load };
}

const sum = (rs: RoundResult[], f: (r: RoundResult) => number) => rs.reduce((n, r) => n + f(r), 0);
function pct(values: number[], p: number): string {
  if (values.length === 0) return "-";
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! / 1000).toFixed(1);
}

function row(s: Scenario): string {
  const rs = s.results;
  const delays = rs.flatMap((r) => r.delaysMs);
  const cells = [
    s.kind === "pglite" ? "PGlite" : "PostgreSQL",
    s.smtpDown ? `down during the crash, back ${SMTP_DOWN_MS / 1000} s after the restart` : "up",
    rs.length,
    sum(rs, (r) => r.acknowledged),
    sum(rs, (r) => r.lost),
    sum(rs, (r) => r.storedTwice),
    sum(rs, (r) => r.mailsExpected),
    sum(rs, (r) => r.mailsMissing),
    sum(rs, (r) => r.mailedTwice),
    sum(rs, (r) => r.repeats),
    pct(delays, 0.5),
    pct(delays, 0.95),
    pct(delays, 1),
    s.seconds,
    s.load,
  ];
  return `| ${cells.join(" | ")} |`;
}

function writeSection(scenarios: Scenario[]) {
  const section = `${MARKER}
## Crash durability of submissions and their e-mail

Run with \`npm run bench:reliability\` on ${os.cpus().length} cores, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}.
Each round: the compiled server (\`serve\`) with \`SMTP_URL\` pointing at a local SMTP catcher; four clients
submit assessments and consultations alternately; 0.3 s after the 20th acknowledgement and the first
delivered e-mail (with SMTP down: after the 20th acknowledgement) the server is SIGKILLed; it is started again
on the same data; then every submission is counted in the database and every e-mail at the catcher (an
assessment causes two e-mails, a consultation one). All rounds of a scenario share one data directory or
database. The catcher (\`smtp-server\`) waits 100 ms before its greeting and 5 ms over each message, so
one worker delivers about 8 messages a second here: most of the delay below is the queue being worked off.

- lost: acknowledged (2xx) submissions not stored; stored twice: submissions stored more than once
  (acknowledged or not).
- e-mails missing: e-mails of acknowledged submissions that never arrived; sent twice: one e-mail that
  arrived from two outbox rows (no receiver could drop it); repeats: deliveries that repeat a Message-ID
  already delivered, the one message a kill can catch between the SMTP server's acceptance and the
  outbox's record of it (decision 016).
- load: the machine's one-minute load average after each round, averaged (2 cores, shared with other
  work; the PGlite and PostgreSQL scenarios run side by side, each on its own server processes,
  database and catcher).
- delay: for each e-mail of an acknowledged submission not yet delivered at the kill, from the restart
  (the new process being spawned) or, with SMTP down, from the SMTP server's return, to its arrival. On
  PostgreSQL the messages the killed process had claimed wait for its lease (30 s) to run out; on PGlite
  the restarted process frees them at once (it is the only possible worker).

| database | SMTP | rounds | acknowledged | lost | stored twice | e-mails expected | e-mails missing | sent twice | repeats | delay p50 (s) | delay p95 (s) | delay max (s) | run (s) | load |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${scenarios.map(row).join("\n")}
`;
  const file = path.join(ROOT, "BENCHMARKS.md");
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n";
  const at = current.indexOf(MARKER);
  const next = at >= 0 ? current.indexOf("<!-- bench:", at + MARKER.length) : -1;
  const before = at >= 0 ? current.slice(0, at) : `${current.trimEnd()}\n\n`;
  const after = next >= 0 ? `\n${current.slice(next)}` : "";
  fs.writeFileSync(file, before + section + after);
  console.log(section);
}

async function main() {
  ensureServerBundle((msg: string) => console.log(msg));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-reliability-"));
  // Each database's two scenarios, one after the other; the two databases side by side.
  const onPglite = async () => {
    const pglite: Target = { kind: "pglite", dataDir: path.join(dir, "pglite") };
    fs.mkdirSync(pglite.dataDir);
    return [await runScenario(pglite, false), await runScenario(pglite, true)];
  };
  const onPostgres = async () => {
    if (!PG_URL) return [];
    process.env.TEST_DATABASE_URL = PG_URL;
    const { url, drop } = await createPostgresDatabase();
    try {
      const postgres: Target = { kind: "postgres", dataDir: path.join(dir, "postgres"), url };
      fs.mkdirSync(postgres.dataDir);
      return [await runScenario(postgres, false), await runScenario(postgres, true)];
    } finally {
      await drop();
    }
  };
  let scenarios: Scenario[];
  try {
    scenarios = (await Promise.all([onPglite(), onPostgres()])).flat();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  writeSection(scenarios);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
