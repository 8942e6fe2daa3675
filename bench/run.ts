import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { brotliBytes, htmlFileOf, pageAssets, sumBrotli } from "../scripts/bundle-graph";
import { ensureBuild } from "../src/server/ensure-build";
import { assessmentBody } from "../src/server/test/assessment-fixture";
import { ROOT, freePort, serverCommand, spawnServer, type ServerProcess } from "../src/server/test/server-process";

// Benchmarks of the built server (not tests: they measure, and write BENCHMARKS.md), on the
// embedded database and, when BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL names a
// PostgreSQL server, on PostgreSQL too (in a database created for the run and dropped after).
// Each scenario sends a fixed number of requests at a fixed concurrency over keep-alive
// connections. The same run measures a bare Node `http` server answering the same bytes from
// memory (the ceiling of this machine, client included), and each route's ratio to it.
const STATIC_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const WRITE_REQUESTS = Number(process.env.BENCH_WRITE_REQUESTS ?? 5_000);
const OTHER_REQUESTS = Number(process.env.BENCH_OTHER_REQUESTS ?? 2_000);
const READ_CONCURRENCY = 10;
// Writes at a concurrency this 2-core machine (client, server and database on it) serves without
// long queues: at 50 the extra requests only wait, and the tail grows with the queue.
const WRITE_CONCURRENCY = Number(process.env.BENCH_WRITE_CONCURRENCY ?? 32);
// BENCH_REUSE_BUILD=1: take build/client as it is (no web build, servers started with `serve`,
// which is `npm start` without the build check), e.g. while other work uses that build.
const REUSE_BUILD = process.env.BENCH_REUSE_BUILD === "1";
const ENTRY = REUSE_BUILD ? "serve" : "start";
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

type Result = { name: string; concurrency: number; p50: number; p95: number; p99: number; rps: number; ceiling?: number };
type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type Send = (i: number) => Promise<Reply>;

/** A keep-alive HTTP client with one socket per concurrent request (cheaper than fetch). */
function client(base: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL(base);
  const request = (method: string, pathname: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: url.hostname, port: url.port, method, path: pathname, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  return {
    get: (pathname: string, headers?: Record<string, string>) => request("GET", pathname, headers),
    post: (pathname: string, json: unknown, headers: Record<string, string> = {}) => {
      const body = JSON.stringify(json);
      return request(
        "POST",
        pathname,
        { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)), Origin: base, ...headers },
        body,
      );
    },
    close: () => agent.destroy(),
  };
}

async function measure(name: string, send: Send, options: { requests: number; concurrency: number; expect?: number }): Promise<Result> {
  const { requests, concurrency } = options;
  for (let i = 0; i < Math.min(200, requests / 10); i++) await send(requests + i); // warm up
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        const t = performance.now();
        const res = await send(i);
        if (options.expect ? res.status !== options.expect : res.status >= 400)
          throw new Error(`${name}: status ${res.status} ${res.body.toString().slice(0, 200)}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(times[Math.floor((times.length - 1) * p)]! * 100) / 100;
  const result = { name, concurrency, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), rps: Math.round(times.length / elapsed) };
  console.log(JSON.stringify(result));
  return result;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Poll until GET / answers 200; milliseconds since `since`. */
async function firstOk(server: ServerProcess, since: number, timeoutMs = 120_000): Promise<number> {
  const c = client(server.url, 1);
  try {
    while (performance.now() - since < timeoutMs) {
      if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
      const ok = await c.get("/").then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return Math.round(performance.now() - since);
      await sleep(10);
    }
    throw new Error(`server did not answer:\n${server.output()}`);
  } finally {
    c.close();
  }
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 20_000);
  await server.exited;
  clearTimeout(timer);
}

const ASSESSMENT = assessmentBody("bench@example.com");

type Routes = { home: string; asset: string };

/** What the ceiling answers for each route: the same bytes and headers, from memory. */
function ceilingTable(routes: Routes) {
  const file = (p: string) => path.join(ROOT, "build/client", p);
  const html = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", Vary: "Accept-Encoding" };
  return {
    [`GET /`]: { status: 200, file: file("index.html.br"), headers: { ...html, "Content-Encoding": "br" } },
    [`GET ${routes.asset}`]: {
      status: 200,
      file: file(`${routes.asset}.br`),
      headers: {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
        Vary: "Accept-Encoding",
        "Content-Encoding": "br",
      },
    },
    [`GET /does-not-exist`]: { status: 404, file: file("__not-found/index.html.br"), headers: { ...html, "Content-Encoding": "br" } },
    [`POST /api/visits`]: { status: 204, file: null, headers: {} },
    [`POST /api/assessments`]: {
      status: 201,
      file: null,
      headers: { "Content-Type": "application/json" },
      body: '{"id":"00000000-0000-4000-8000-000000000000"}',
    },
  };
}

const CEILING_SERVER = `
import http from "node:http";
import fs from "node:fs";
const table = new Map(Object.entries(JSON.parse(process.env.TABLE)).map(([k, r]) => [k, { ...r, bytes: r.file ? fs.readFileSync(r.file) : Buffer.from(r.body ?? "") }]));
http.createServer((req, res) => {
  const route = table.get(req.method + " " + req.url);
  const reply = () => {
    if (!route) { res.writeHead(404); res.end(); return; }
    res.writeHead(route.status, { ...route.headers, "Content-Length": route.bytes.length });
    res.end(route.bytes);
  };
  if (req.method === "POST") { req.resume(); req.on("end", reply); } else reply();
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
`;

/** A bare Node http server answering the routes' bytes from memory, as its own process. */
async function startCeiling(routes: Routes) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--input-type=module", "-e", CEILING_SERVER], {
    env: { ...process.env, PORT: String(port), TABLE: JSON.stringify(ceilingTable(routes)) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  return { url: `http://127.0.0.1:${port}`, close: () => child.kill() };
}

/**
 * A route and its bare-Node ceiling, measured alternately (`rounds` times each, the best round of
 * each kept), so that other load on the machine weighs on both alike.
 */
async function paired(
  name: string,
  server: Send,
  ceiling: Send,
  options: { requests: number; concurrency: number; expect?: number; rounds: number },
): Promise<Result> {
  let best: Result | undefined;
  let bestCeiling = 0;
  for (let round = 0; round < options.rounds; round++) {
    bestCeiling = Math.max(bestCeiling, (await measure(`ceiling: ${name}`, ceiling, options)).rps);
    const r = await measure(name, server, options);
    if (!best || r.rps > best.rps) best = r;
  }
  return { ...best!, ceiling: bestCeiling };
}

type DbRun = {
  kind: "pglite" | "postgres";
  startMs: number;
  firstStartMs: number;
  rssIdle: number;
  rssLoaded: number;
  results: Result[];
};

/** Start the server twice (the second time on existing data), then run every scenario. */
async function runServer(kind: DbRun["kind"], env: Record<string, string>, routes: Routes, ceilingUrl: string): Promise<DbRun> {
  const admin = { email: "bench@example.com", password: "bench admin passphrase 1" };
  let t = performance.now();
  let server = spawnServer(env, ENTRY);
  const firstStartMs = await firstOk(server, t);
  await stop(server);
  const [cmd, ...args] = serverCommand("create-admin");
  execFileSync(cmd!, [...args, "--email", admin.email, "--password", admin.password, "--username", "bench"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "ignore",
  });

  t = performance.now();
  server = spawnServer(env, ENTRY);
  const startMs = await firstOk(server, t);
  await sleep(3000);
  const rssIdle = rssMb(server.child.pid!);

  const base = server.url;
  const c = client(base, WRITE_CONCURRENCY);
  const br = { "Accept-Encoding": "br" };
  const signIn = () => c.post("/api/auth/sign-in/email", admin);
  const cookie = ((await signIn()).headers["set-cookie"] ?? []).map((s) => s.split(";")[0]).join("; ");
  const read = { requests: STATIC_REQUESTS, concurrency: READ_CONCURRENCY, rounds: 3 };
  const write = { requests: WRITE_REQUESTS, concurrency: WRITE_CONCURRENCY, rounds: 1 };
  const ceil = client(ceilingUrl, WRITE_CONCURRENCY);
  const results = [
    await paired(
      "GET / (prerendered HTML, brotli)",
      () => c.get("/", br),
      () => ceil.get("/", br),
      read,
    ),
    await paired(
      `GET ${routes.asset} (hashed asset, brotli)`,
      () => c.get(routes.asset, br),
      () => ceil.get(routes.asset, br),
      read,
    ),
    await paired(
      "GET /does-not-exist (404 page, brotli)",
      () => c.get("/does-not-exist", br),
      () => ceil.get("/does-not-exist", br),
      { ...read, expect: 404 },
    ),
    await paired(
      "POST /api/visits",
      (i) => c.post("/api/visits", { page: `/p${i % 20}` }),
      (i) => ceil.post("/api/visits", { page: `/p${i % 20}` }),
      write,
    ),
    await paired(
      "POST /api/assessments (row + 2 outbox rows in one transaction)",
      () => c.post("/api/assessments", ASSESSMENT),
      () => ceil.post("/api/assessments", ASSESSMENT),
      write,
    ),
    await measure(
      "POST /api/consultations (row + outbox in one transaction)",
      (i) => c.post("/api/consultations", { name: `Bench ${i}`, email: `b${i}@example.com`, phone: "613-555-0100", message: "Office of 2,000 sq ft" }),
      { requests: OTHER_REQUESTS, concurrency: READ_CONCURRENCY },
    ),
    await measure("GET /api/session (signed in: session row, role, sliding expiry)", () => c.get("/api/session", { cookie }), {
      requests: OTHER_REQUESTS,
      concurrency: READ_CONCURRENCY,
    }),
    await measure("POST /api/auth/sign-in/email (argon2id verify)", signIn, { requests: 200, concurrency: READ_CONCURRENCY }),
  ];
  const rssLoaded = rssMb(server.child.pid!);
  c.close();
  ceil.close();
  await stop(server);
  return { kind, startMs, firstStartMs, rssIdle, rssLoaded, results };
}

/** Single-row INSERT commits per second, one connection, and 10 connections at concurrency 50. */
async function pgCommitRate(url: string): Promise<{ one: number; ten: number }> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query("create table bench_commit (id bigserial primary key, v text not null)");
  const run = async (n: number, concurrency: number) => {
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < n) await pool.query("insert into bench_commit (v) values ($1)", ["x"]);
      }),
    );
    return Math.round(n / ((performance.now() - start) / 1000));
  };
  await run(200, 1);
  const one = await run(2000, 1);
  const ten = await run(5000, 50);
  await pool.query("drop table bench_commit");
  await pool.end();
  return { one, ten };
}

/** The same on the embedded database, in this process, on a fresh data directory. */
async function pgliteCommitRate(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pglite-"));
  const db = await PGlite.create({ dataDir: dir });
  await db.query("create table bench_commit (id bigserial primary key, v text not null)");
  for (let i = 0; i < 200; i++) await db.query("insert into bench_commit (v) values ($1)", ["x"]);
  const n = 2000;
  const start = performance.now();
  for (let i = 0; i < n; i++) await db.query("insert into bench_commit (v) values ($1)", ["x"]);
  const rate = Math.round(n / ((performance.now() - start) / 1000));
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return rate;
}

async function main() {
  // One port for every server of the run: without APP_URL the site's address (baked into the build)
  // comes from PORT, so the build made here is the one every start finds fresh (and the asset names
  // below stay valid).
  process.env.PORT = String(await freePort());
  if (!REUSE_BUILD) await ensureBuild((msg) => console.log(msg));
  // What the home page loads before it is interactive (its modules and what they import).
  const { scripts, stylesheets: css } = pageAssets(htmlFileOf("/"));
  // The largest script the home page loads that has a brotli copy.
  const asset = scripts
    .filter((p) => fs.existsSync(path.join(ROOT, "build/client", `${p}.br`)))
    .sort((a, b) => fs.statSync(path.join(ROOT, "build/client", b)).size - fs.statSync(path.join(ROOT, "build/client", a)).size)[0]!;
  const routes = { home: "/", asset };
  const jsKb = Math.round(sumBrotli(scripts) / 1024);
  const cssKb = Math.round(sumBrotli(css) / 1024);
  const htmlKb = Math.round(brotliBytes("/index.html") / 1024);

  const ceiling = await startCeiling(routes);
  const baseEnv = { LOG_LEVEL: "warn", CONSULTATION_RATE_LIMIT: "1000000" };

  const runs: DbRun[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  runs.push(await runServer("pglite", { ...baseEnv, PORT: process.env.PORT!, DATA_DIR: dataDir }, routes, ceiling.url));
  fs.rmSync(dataDir, { recursive: true, force: true });
  const pgliteCommits = await pgliteCommitRate();

  let pgCommits: { one: number; ten: number } | undefined;
  if (PG_URL) {
    const name = `bench_${process.pid}`;
    const adminClient = new pg.Client({ connectionString: PG_URL });
    await adminClient.connect();
    await adminClient.query(`drop database if exists ${name}`);
    await adminClient.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
    try {
      pgCommits = await pgCommitRate(url.toString());
      runs.push(await runServer("postgres", { ...baseEnv, PORT: process.env.PORT!, DATA_DIR: pgDataDir, DATABASE_URL: url.toString() }, routes, ceiling.url));
    } finally {
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
      fs.rmSync(pgDataDir, { recursive: true, force: true });
    }
  }

  ceiling.close();
  const ratio = (r: Result) => (r.ceiling ? `${(r.rps / r.ceiling).toFixed(2)}` : "");
  const table = (run: DbRun) =>
    run.results.map((r) => `| ${r.name} | ${r.concurrency} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.ceiling ?? ""} | ${ratio(r)} |`).join("\n");
  const sections = runs
    .map(
      (run) => `### ${run.kind === "pglite" ? "Embedded database (PGlite)" : "PostgreSQL"}

| scenario | concurrency | p50 | p95 | p99 | req/s | bare Node req/s | ratio |
| --- | --- | --- | --- | --- | --- | --- | --- |
${table(run)}
`,
    )
    .join("\n");
  const memory = runs.map((run) => `| ${run.kind} | ${run.firstStartMs} | ${run.startMs} | ${run.rssIdle} | ${run.rssLoaded} |`).join("\n");
  const commits = [
    `| PGlite, one connection (in process, fresh data directory) | ${pgliteCommits} |`,
    ...(pgCommits ? [`| PostgreSQL, one connection | ${pgCommits.one} |`, `| PostgreSQL, 10 connections, 50 concurrent | ${pgCommits.ten} |`] : []),
  ].join("\n");

  const report = `# Benchmarks

Run with \`npm run bench\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, client and
server on one machine. Date: ${new Date().toISOString().slice(0, 10)}. Static routes: ${STATIC_REQUESTS} requests per round at concurrency
${READ_CONCURRENCY}; \`POST /api/visits\` and \`POST /api/assessments\`: ${WRITE_REQUESTS} at concurrency ${WRITE_CONCURRENCY}; the other
API routes: ${OTHER_REQUESTS} (sign-in: 200) at concurrency ${READ_CONCURRENCY}; keep-alive connections, \`LOG_LEVEL=warn\`. "bare Node" is a plain \`node:http\` server in its own process answering the same
bytes and headers from memory (writes: it reads the body and answers 204/201), measured in the same run: the
ceiling of this machine with this client. Each static route and its ceiling are measured alternately,
three rounds each, and the best round of each is kept (writes: one round each), so that other load on the
machine weighs on both alike. The ratio is the route's req/s over that ceiling.

## HTTP latency (ms) and throughput

${sections}
## Commit rate of a single-row INSERT (commits/s, same run)

| database | commits/s |
| --- | --- |
${commits}

## Start and memory

Start: from spawning the server process (\`node scripts/run-server.mjs ${ENTRY}\`${REUSE_BUILD ? ", which is `npm start` without its check of the web client build" : ", what `npm start` runs"}) to the first 200 of \`GET /\`.
The second start is on an existing data directory (PGlite) or migrated database (PostgreSQL). RSS of the
server process, idle 3 s after the second start and after the runs above.

| database | first start (ms) | start on existing data (ms) | RSS idle (MB) | RSS after load (MB) |
| --- | --- | --- | --- | --- |
${memory}

## Weight of the home page (brotli, as served)

| part | KB |
| --- | --- |
| HTML of / | ${htmlKb} |
| JavaScript loaded by / (${scripts.length} files) | ${jsKb} |
| CSS | ${cssKb} |
`;
  // Keep the section `npm run bench:admin` appends.
  const file = path.join(ROOT, "BENCHMARKS.md");
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const adminSection = previous.includes("<!-- bench:admin -->") ? `\n${previous.slice(previous.indexOf("<!-- bench:admin -->"))}` : "";
  const out = process.env.BENCH_OUT ?? file;
  fs.writeFileSync(out, report + adminSection);
  console.log(report);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
