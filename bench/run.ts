import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { ROOT, freePort, spawnServer, waitForListening } from "../src/server/test/server-process";

// Benchmarks of the built server on the embedded database (not tests: they measure, and write
// BENCHMARKS.md). Each scenario runs a fixed number of requests at a fixed concurrency.
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = 10;

type Result = { name: string; p50: number; p95: number; p99: number; rps: number };

async function measure(name: string, send: (i: number) => Promise<Response>, requests = REQUESTS): Promise<Result> {
  for (let i = 0; i < Math.min(50, requests / 10); i++) await (await send(i)).arrayBuffer(); // warm up
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests) {
        const i = next++;
        const t = performance.now();
        const res = await send(i);
        await res.arrayBuffer();
        if (res.status >= 400) throw new Error(`${name}: status ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(times[Math.floor((times.length - 1) * p)]! * 100) / 100;
  return { name, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), rps: Math.round(times.length / elapsed) };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024);
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, "build/client/index.html"))) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const env = { PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: "warn", CONSULTATION_RATE_LIMIT: "1000000" };
  const admin = { email: "bench@example.com", password: "bench admin passphrase 1" };
  execFileSync(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", "--email", admin.email, "--password", admin.password, "--username", "bench"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "ignore",
  });
  const server = spawnServer(env);
  await waitForListening(server).catch(async () => {
    // LOG_LEVEL=warn hides the "listening" line: wait for the port instead.
    for (let i = 0; i < 100; i++) {
      if (await fetch(`${server.url}/robots.txt`).then(() => true, () => false)) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error("server did not start");
  });
  const base = server.url;
  const rssIdle = rssMb(server.child.pid!);

  const html = await (await fetch(`${base}/`)).text();
  const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  const css = [...new Set(html.match(/\/assets\/[\w.-]+\.css/g) ?? [])];
  const gz = (p: string) => zlib.gzipSync(fs.readFileSync(path.join(ROOT, "build/client", p)), { level: 9 }).length;
  const jsKb = Math.round(scripts.reduce((s, p) => s + gz(p), 0) / 1024);
  const cssKb = Math.round(css.reduce((s, p) => s + gz(p), 0) / 1024);
  const htmlKb = Math.round(zlib.gzipSync(html).length / 1024);

  const json = (body: unknown) => ({ method: "POST", headers: { "Content-Type": "application/json", Origin: base }, body: JSON.stringify(body) });
  const signIn = () => fetch(`${base}/api/auth/sign-in/email`, json(admin));
  const cookie = (await signIn()).headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const results = [
    await measure("GET / (prerendered HTML, brotli)", () => fetch(`${base}/`, { headers: { "Accept-Encoding": "br" } })),
    await measure(`GET ${scripts[0]} (hashed asset)`, () => fetch(`${base}${scripts[0]}`, { headers: { "Accept-Encoding": "br" } })),
    await measure("GET /does-not-exist (404 page)", () => fetch(`${base}/does-not-exist`).then((r) => new Response(r.body, { status: 200 }))),
    await measure("POST /api/visits", (i) => fetch(`${base}/api/visits`, json({ page: `/p${i % 20}` }))),
    await measure("POST /api/consultations (row + outbox in one transaction)", (i) =>
      fetch(`${base}/api/consultations`, json({ name: `Bench ${i}`, email: `b${i}@example.com`, phone: "613-555-0100", message: "Office of 2,000 sq ft" })),
    ),
    await measure("GET /api/session (signed in: session row, role, sliding expiry)", () => fetch(`${base}/api/session`, { headers: { cookie } })),
    await measure("POST /api/auth/sign-in/email (argon2id verify, 200 requests)", signIn, 200),
  ];
  const rssLoaded = rssMb(server.child.pid!);
  server.child.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });

  const rows = results.map((r) => `| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} |`).join("\n");
  const report = `# Benchmarks

Run with \`npm run bench\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version},
embedded database (PGlite), ${REQUESTS} requests per scenario at concurrency ${CONCURRENCY}, client and server on one machine.
Date: ${new Date().toISOString().slice(0, 10)}.

## HTTP latency (ms) and throughput

| scenario | p50 | p95 | p99 | req/s |
| --- | --- | --- | --- | --- |
${rows}

## Memory (server process RSS)

| state | MB |
| --- | --- |
| idle after start | ${rssIdle} |
| after the runs above | ${rssLoaded} |

## Weight of the home page (gzip)

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
  fs.writeFileSync(file, report + adminSection);
  console.log(report);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
