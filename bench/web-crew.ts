import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { businessDay } from "../src/shared/business-time";
import { freePort } from "../src/server/test/server-process";

// The crew page (/crew/, decision 070) in Lighthouse's default mobile configuration (emulated
// phone, simulated throttling), signed in: `BENCH_ONLY=crew npm run bench:web`. Its first load:
// Lighthouse clears the cache and storage (the service worker's too) before each run, and the
// session cookie rides along as a header. A staff account is made in an empty data directory
// before the server starts (create-admin), with a client and a visit today on its crew, so the
// page shows a day's card as a cleaner sees it. A prerendered public page is audited in the same
// turns, so a busy host shows in both. Writes its section of BENCHMARKS.md.

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-dev-shm-usage"];
const MARKER = "<!-- bench:crew -->";
const END = "<!-- /bench:crew -->";
/** The reference, audited in the same turns: a prerendered public page of about the crew page's size. */
const REFERENCE = "/client-login";
const ACCOUNT = { email: "crew.bench@example.com", password: "a long bench passphrase 42", username: "benchcrew" };

type Metrics = { perf: number; fcp: number; lcp: number; tbt: number; cls: number; bytes: number };

const metricsOf = (lhr: Result): Metrics => {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    perf: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: num("first-contentful-paint"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    bytes: num("total-byte-weight"),
  };
};
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function startServer(tree: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["scripts/run-server.mjs", "serve"], {
    cwd: tree,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (d) => (err += d));
  const url = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${err}`);
    if (
      await fetch(`${url}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGTERM");
  throw new Error(`server did not start:\n${err}`);
}

/** Signed in as the bench's account, with a client and a visit today on its crew; the session cookie. */
async function signedInWithAVisit(url: string): Promise<string> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const call = async (route: string, body: unknown) => {
    const res = await fetch(`${url}${route}`, {
      method: "POST",
      headers: { cookie, Origin: url, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(answer)}`);
    return answer as { id: string; addresses: { id: string }[] };
  };
  // The account's user id, for the visit's crew: the owner's staff list names it.
  const staff = (await (await fetch(`${url}/api/admin/staff`, { headers: { cookie } })).json()) as { members: { userId: string; email: string }[] };
  const me = staff.members.find((m) => m.email === ACCOUNT.email);
  if (!me) throw new Error("the bench's account is not in the staff list");
  const client = await call("/api/admin/clients", {
    fullName: "Bench Client",
    phoneNumber: "613-555-0100",
    addresses: [{ street: "45 Sparks St", city: "Ottawa", province: "ON", postalCode: "K1P 5A8", accessNotes: "Lockbox 4821 by the side door" }],
  });
  await call("/api/admin/service-visits", {
    clientId: client.id,
    addressId: client.addresses[0]!.id,
    date: businessDay(),
    windowStart: "06:00",
    windowEnd: "21:00",
    service: "Office cleaning",
    crew: [me.userId],
    crewNotes: "Alarm panel by the back door",
  });
  return cookie;
}

function writeSection(repo: string, block: string): string {
  const file = path.join(repo, "BENCHMARKS.md");
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n";
  const section = `${MARKER}
## The crew page in Lighthouse (mobile)

Run with \`BENCH_ONLY=crew npm run bench:web\`: Lighthouse's default mobile configuration (emulated
phone, simulated throttling) in headless Chromium on \`/crew/\`, signed in, with one visit today on the
account's crew, served by the project's own server from an empty data directory. Each run is a first load
(Lighthouse clears the cache and the service worker's storage first). One warm-up run, then the measured
runs; each column is the median of the measured runs on its own. Goal (decision 062): performance 100,
at most 150 KB of JavaScript (brotli; its byte test is \`scripts/crew-budget.test.ts\`).

${block}${END}`;
  const start = current.indexOf(MARKER);
  const end = current.indexOf(END);
  const next = start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + END.length) : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
  return section;
}

export async function benchCrewPage(tree: string, repo: string): Promise<void> {
  if (process.env.BENCH_BUILD === "1" || !fs.existsSync(path.join(tree, "build/client/__spa-fallback.html"))) {
    execFileSync("npm", ["run", "build"], { cwd: tree, stdio: "inherit" });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-crew-"));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  execFileSync(
    process.execPath,
    ["scripts/run-server.mjs", "create-admin", "--email", ACCOUNT.email, "--password", ACCOUNT.password, "--username", ACCOUNT.username],
    {
      cwd: tree,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: "ignore",
    },
  );
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const runs: Result[] = [];
  const references: Result[] = [];
  try {
    server = await startServer(tree, { ...env, PORT: String(await freePort()) });
    const cookie = await signedInWithAVisit(server.url);
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, logLevel: "error" });
    try {
      const audit = async (page: string) => {
        const result = await lighthouse(`${server!.url}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          extraHeaders: { Cookie: cookie },
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`${page}: ${lhr?.runtimeError?.message ?? "no result"}`);
        return lhr;
      };
      // A run whose trace Lighthouse could not record (NO_NAVSTART, now and then) is tried once more.
      const auditOnce = (page: string) => audit(page).catch((err: unknown) => (console.warn(`${String(err)}; trying again`), audit(page)));
      for (let i = 0; i <= RUNS; i++) {
        const lhr = await auditOnce("/crew/");
        if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== "/crew/")
          throw new Error(`/crew/ ended at ${lhr.finalDisplayedUrl}: not signed in?`);
        const reference = await auditOnce(REFERENCE);
        const [m, r] = [metricsOf(lhr), metricsOf(reference)];
        console.log(
          `${i === 0 ? "warm-up" : `run ${i}/${RUNS}`}: perf ${m.perf} FCP ${Math.round(m.fcp)} ms LCP ${Math.round(m.lcp)} ms TBT ${Math.round(m.tbt)} ms CLS ${m.cls}; ${REFERENCE} perf ${r.perf} LCP ${Math.round(r.lcp)} ms TBT ${Math.round(r.tbt)} ms`,
        );
        // The whole report of each run, for reading its diagnostics (long tasks, scripts' boot-up time).
        if (process.env.BENCH_LHR_DIR) fs.writeFileSync(`${process.env.BENCH_LHR_DIR}/crew-${i}.json`, JSON.stringify(lhr));
        if (i > 0) {
          runs.push(lhr);
          references.push(reference);
        }
      }
    } finally {
      chrome.kill();
    }
  } finally {
    if (server) {
      const { child } = server;
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const all = runs.map(metricsOf);
  const refs = references.map(metricsOf);
  const med = (k: keyof Metrics, of = all) => median(of.map((m) => m[k]));
  const row = (page: string, m: (k: keyof Metrics) => number) =>
    `| ${page} | ${m("perf")} | ${Math.round(m("fcp"))} | ${Math.round(m("lcp"))} | ${Math.round(m("tbt"))} | ${Number(m("cls").toPrecision(2))} | ${Math.round(m("bytes") / 1024)} |`;
  const lhr = runs[0]!;
  const lcpNode = (lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)
    ?.items?.[0]?.items?.[0]?.node?.snippet;
  const block = `### ${new Date().toISOString().slice(0, 10)}

Median of ${RUNS} run${RUNS === 1 ? "" : "s"} after one warm-up; Lighthouse ${lhr.lighthouseVersion}, Node ${process.version}, ${os.cpus().length} cores
(benchmark index ${Math.round(lhr.environment.benchmarkIndex)}, load average ${os.loadavg()[0]!.toFixed(1)} at the end).

| page | performance | FCP ms | LCP ms | TBT ms | CLS | transferred KB |
| --- | --- | --- | --- | --- | --- | --- |
${row("/crew/ (signed in, one visit today)", (k) => med(k))}
${row(`${REFERENCE} (reference, prerendered, same turns)`, (k) => med(k, refs))}

LCP over the reference's, the median of each turn's ratio: ${median(all.map((m, i) => m.lcp / refs[i]!.lcp)).toFixed(2)}.

Runs (performance, LCP ms, TBT ms): ${all.map((m) => `${m.perf}/${Math.round(m.lcp)}/${Math.round(m.tbt)}`).join(", ")}.${lcpNode ? ` LCP element: \`${lcpNode.replace(/\s+/g, " ").replaceAll("`", "'").slice(0, 100)}\`.` : ""}
`;
  console.log(writeSection(repo, block));
}
