import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { NOT_FOUND_PRERENDER_PATH, PRERENDERED_PATHS } from "../src/shared/prerendered-paths";
import { freePort } from "../src/server/test/server-process";
import { benchCrewPage } from "./web-crew";

// Lighthouse (mobile preset: emulated phone, simulated throttling) on every public page of the
// built site, served by the project's own server, each beside its floor: a copy of that page's
// prerendered HTML with every script and module preload removed, served the same way (same
// compression, same headers), so it paints only what HTML and CSS can. One warm-up run per URL,
// then BENCH_RUNS measured runs of the page and its floor in turn; writes its section of BENCHMARKS.md.
//
// BENCH_ROOT   the tree to measure (default: this repository); it is built when build/client is
//              missing, or always with BENCH_BUILD=1.
// BENCH_LABEL  which table of the section to replace: "after" (default) or "before"; the other is kept.
// BENCH_RUNS   measured runs per URL (default 5).
// BENCH_PAGES  only these paths, comma-separated (each with its floor); for a quick look.
// BENCH_LHR    a directory to keep each page's median Lighthouse report in (JSON), to read its traces' findings.
// CHROME_PATH  the browser (default /usr/bin/chromium).
// BENCH_ONLY   "crew": the crew page only, signed in (bench/web-crew.ts), in a section of its own.

const REPO = path.resolve(import.meta.dirname, "..");
const TREE = path.resolve(process.env.BENCH_ROOT ?? REPO);
const LABEL = process.env.BENCH_LABEL ?? "after";
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const FLOOR_DIR = "__floor";
const MARKER = "<!-- bench:web -->";
const END = "<!-- /bench:web -->";
const GOAL = { lcpRatio: 1.05, tbtMs: 30, cls: 0 };

if (LABEL !== "before" && LABEL !== "after") throw new Error(`BENCH_LABEL must be "before" or "after", not "${LABEL}"`);

type Page = { name: string; path: string; status: 200 | 404; file: string };
const ONLY = process.env.BENCH_PAGES?.split(",");
/** Where a prerendered path's HTML is in build/client ("/" is index.html, "/fr/gallery" fr/gallery/index.html). */
const htmlFile = (p: string) => (p === "/" ? "index.html" : `${p.slice(1)}/index.html`);
const ALL_PAGES: Page[] = [
  ...PRERENDERED_PATHS.map((p): Page => ({ name: p, path: p, status: 200, file: htmlFile(p) })),
  // An unknown path is answered with the prerendered not-found page, the same bytes for any of them.
  { name: "404 (/no-such-page)", path: "/no-such-page", status: 404, file: htmlFile(NOT_FOUND_PRERENDER_PATH) },
];
const PAGES = ALL_PAGES.filter((page) => !ONLY || ONLY.includes(page.path));
/** A page's floor: its own HTML with every script removed, served from under FLOOR_DIR. */
const floorOf = (page: Page): Page => ({
  name: `${page.name} without JavaScript`,
  path: `/${FLOOR_DIR}/${page.file.replace(/index\.html$/, "").replace(/\.html$/, "/")}`,
  status: 200,
  file: page.file,
});

type Metrics = { perf: number; a11y: number; bp: number; seo: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; bytes: number };
type Measured = { page: Page; median: Metrics; lhr: Result; floor: Metrics };

const metricsOf = (lhr: Result): Metrics => {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcp: num("first-contentful-paint"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    si: num("speed-index"),
    bytes: num("total-byte-weight"),
  };
};

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Each metric's median on its own; the reported run (for the audits) is the median by performance score, then LCP. */
function summarize(page: Page, runs: Result[], floorRuns: Result[]): Measured {
  const all = runs.map(metricsOf);
  const floors = floorRuns.map(metricsOf);
  const floor = Object.fromEntries(Object.keys(floors[0]!).map((k) => [k, median(floors.map((m) => m[k as keyof Metrics]))])) as Metrics;
  const med = Object.fromEntries(Object.keys(all[0]!).map((k) => [k, median(all.map((m) => m[k as keyof Metrics]))])) as Metrics;
  const order = runs.map((lhr, i) => ({ lhr, m: all[i]! })).sort((a, b) => b.m.perf - a.m.perf || a.m.lcp - b.m.lcp);
  return { page, median: med, lhr: order[Math.floor((order.length - 1) / 2)]!.lhr, floor };
}

/** Each measured page's HTML less every script and module preload, under FLOOR_DIR: no JavaScript is fetched or run. */
function writeFloors(clientDir: string): string {
  const dir = path.join(clientDir, FLOOR_DIR);
  for (const page of PAGES) {
    const html = fs
      .readFileSync(path.join(clientDir, page.file), "utf8")
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
      .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "");
    if (/<script\b|modulepreload/i.test(html)) throw new Error(`the floor of ${page.name} still has a script`);
    const file = path.join(clientDir, floorOf(page).path, "index.html");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const data = Buffer.from(html);
    // The same compression as src/server/web-build/compress.ts gives every other page.
    fs.writeFileSync(file, data);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
  return dir;
}

/** The server of the measured tree, started the way its `npm start` does, less the build check. */
function serverArgs(): string[] {
  if (fs.existsSync(path.join(TREE, "scripts/run-server.mjs"))) return ["scripts/run-server.mjs", "serve"];
  if (fs.existsSync(path.join(TREE, "src/server/serve.ts"))) return ["--import", "tsx", "src/server/serve.ts"];
  return ["--import", "tsx", "src/server/main.ts"];
}

type Server = { child: ChildProcess; url: string; stderr: () => string };

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: TREE,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (d) => (err += d));
  const url = `http://127.0.0.1:${env.PORT}`;
  // Long enough for a first compile of the server.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${err}`);
    if (
      await fetch(`${url}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url, stderr: () => err };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGTERM");
  throw new Error(`server did not start:\n${err}`);
}

async function audit(url: string, port: number, page: Page): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // The 404 page is meant to answer 404: measure it rather than stop at the status.
    ignoreStatusCode: page.status === 404,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`${url}: no result`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** One run, tried a second time when Lighthouse could not load the page (and the server still runs). */
async function auditOnce(url: string, port: number, page: Page, server: Server): Promise<Result> {
  try {
    return await audit(url, port, page);
  } catch (err) {
    if (server.child.exitCode !== null) throw new Error(`the server stopped:\n${server.stderr()}`, { cause: err });
    console.warn(`${String(err)}; trying again`);
    return audit(url, port, page);
  }
}

async function measure(server: Server): Promise<Measured[]> {
  const base = server.url;
  const out: Measured[] = [];
  for (const page of PAGES) {
    // A fresh browser per URL; Lighthouse clears the cache and storage before each run.
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, logLevel: "error" });
    try {
      const [url, floorUrl] = [base + page.path, base + floorOf(page).path];
      // Warm-ups, then the page and its floor in turn, so that other load weighs on both alike.
      await auditOnce(url, chrome.port, page, server);
      await auditOnce(floorUrl, chrome.port, floorOf(page), server);
      const runs: Result[] = [];
      const floorRuns: Result[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await auditOnce(url, chrome.port, page, server));
        floorRuns.push(await auditOnce(floorUrl, chrome.port, floorOf(page), server));
        const [m, f] = [metricsOf(runs.at(-1)!), metricsOf(floorRuns.at(-1)!)];
        console.log(
          `${page.name} run ${i + 1}/${RUNS}: perf ${m.perf} a11y ${m.a11y} bp ${m.bp} seo ${m.seo} LCP ${Math.round(m.lcp)} ms (floor ${Math.round(f.lcp)} ms) TBT ${Math.round(m.tbt)} ms CLS ${m.cls}`,
        );
      }
      const measured = summarize(page, runs, floorRuns);
      if (process.env.BENCH_LHR) {
        fs.mkdirSync(process.env.BENCH_LHR, { recursive: true });
        const name = page.path.replace(/^\/$/, "home").replace(/\//g, "_");
        fs.writeFileSync(path.join(process.env.BENCH_LHR, `${name}.json`), JSON.stringify(measured.lhr));
        fs.writeFileSync(path.join(process.env.BENCH_LHR, `${name}.floor.json`), JSON.stringify(floorRuns.at(-1)));
      }
      out.push(measured);
    } finally {
      chrome.kill();
    }
  }
  return out;
}

const ms = (n: number) => String(Math.round(n));
const kb = (n: number) => String(Math.round(n / 1024));
// Two significant digits: a shift too small for three decimals is still not the goal's 0.
const clsText = (n: number) => String(Number(n.toPrecision(2)));

function table(results: Measured[]): string {
  const rows = results.map(({ page, median: m, floor }) => {
    const ratio = m.lcp / floor.lcp;
    const met =
      [m.a11y, m.bp, m.seo].every((s) => s === 100) && m.perf >= floor.perf && ratio <= GOAL.lcpRatio && m.tbt - floor.tbt < GOAL.tbtMs && m.cls <= floor.cls;
    const cells = [
      page.name,
      m.perf,
      floor.perf,
      m.a11y,
      m.bp,
      m.seo,
      ms(m.fcp),
      ms(m.lcp),
      ms(floor.lcp),
      ratio.toFixed(2),
      ms(m.tbt),
      ms(floor.tbt),
      clsText(m.cls),
      ms(m.si),
      kb(m.bytes),
    ];
    return `| ${cells.join(" | ")} | ${met ? "yes" : "no"} |`;
  });
  return [
    `| page | performance | floor performance | accessibility | best practices | SEO | FCP ms | LCP ms | floor LCP ms | LCP / floor | TBT ms | floor TBT ms | CLS | speed index ms | transferred KB | goal met |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    ...rows,
  ].join("\n");
}

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/** Per page: the audits that cost points in the median run, and the performance audits that flag savings. */
function losses(results: Measured[]): string {
  const lines: string[] = [];
  for (const { page, lhr } of results) {
    const origin = new URL(lhr.finalDisplayedUrl).origin;
    const items: string[] = [];
    for (const id of ["accessibility", "best-practices", "seo"] as const) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
        if (a.scoreDisplayMode !== "binary" && a.scoreDisplayMode !== "numeric") continue;
        const first = (a.details as { items?: { description?: unknown; reason?: unknown }[] } | undefined)?.items?.[0];
        const why = typeof first?.description === "string" ? first.description : typeof first?.reason === "string" ? first.reason : "";
        items.push(`${id}: \`${a.id}\` ${oneLine(a.title)}${why ? ` (${oneLine(why).slice(0, 140)})` : ""}`);
      }
    }
    const perf = (lhr.categories.performance?.auditRefs ?? [])
      .filter((ref) => ref.weight === 0 && ref.group !== "hidden")
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a && a.score !== null && a.score < 1 && ["metricSavings", "numeric", "binary"].includes(a.scoreDisplayMode))
      .map((a) => {
        const details = a.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
        const saved = Object.entries(a.metricSavings ?? {}).filter(([, v]) => (v ?? 0) > 0);
        const savingsMs = details?.overallSavingsMs ?? Math.max(0, ...saved.filter(([k]) => k !== "CLS").map(([, v]) => v ?? 0));
        const parts = saved.map(([k, v]) => (k === "CLS" ? `CLS ${(v ?? 0).toFixed(3)}` : `${k} ${Math.round(v ?? 0)} ms`));
        if (details?.overallSavingsBytes) parts.push(`${kb(details.overallSavingsBytes)} KB`);
        const first = (a.details as { items?: { reason?: unknown }[] } | undefined)?.items?.[0];
        const reason = typeof first?.reason === "string" ? `: ${oneLine(first.reason).slice(0, 140)}` : "";
        const shown = a.displayValue ? ` (${oneLine(a.displayValue)}${reason})` : "";
        // Flagged with nothing to gain (such as the one stylesheet blocking render for 0 ms): left out.
        if (a.scoreDisplayMode === "metricSavings" && !parts.length) return undefined;
        return { savingsMs, text: `performance: \`${a.id}\` ${oneLine(a.title)}${shown}${parts.length ? `; estimated savings ${parts.join(", ")}` : ""}` };
      })
      .filter((p) => p !== undefined)
      .sort((x, y) => y.savingsMs - x.savingsMs)
      .slice(0, 5);
    items.push(...perf.map((p) => p.text));
    const lcpNode = (lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)
      ?.items?.[0]?.items?.[0]?.node?.snippet;
    lines.push(
      `- ${page.name}${lcpNode ? ` (LCP element: \`${oneLine(lcpNode).replaceAll(origin, "").replaceAll("`", "'").slice(0, 100)}\`)` : ""}:${items.length ? "" : " nothing flagged"}`,
    );
    for (const item of items) lines.push(`  - ${item}`);
    // The 404 page's status is expected; any other warning is worth reading.
    const warnings = lhr.runWarnings.map((w) => oneLine(String(w))).filter((w) => !(page.status === 404 && w.includes("Status code: 404")));
    for (const w of new Set(warnings)) lines.push(`  - warning: ${w}`);
  }
  return lines.join("\n");
}

function browserVersion(): string {
  try {
    return execFileSync(CHROME, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .join(" ");
  } catch {
    return "Chromium";
  }
}

function describeTree(): string {
  try {
    const head = execFileSync("git", ["-C", TREE, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["-C", TREE, "status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim();
    return `commit ${head}${dirty ? " with uncommitted changes" : ""}`;
  } catch {
    return "a tree outside git";
  }
}

function writeSection(block: string) {
  const file = path.join(REPO, "BENCHMARKS.md");
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n";
  const start = current.indexOf(MARKER);
  const end = current.indexOf(END);
  const old = start >= 0 && end > start ? current.slice(start, end + END.length) : "";
  const blockOf = (label: string) => {
    const open = `<!-- bench:web:${label} -->`;
    const close = `<!-- /bench:web:${label} -->`;
    const i = old.indexOf(open);
    const j = old.indexOf(close);
    return i >= 0 && j > i ? old.slice(i, j + close.length) : `${open}\n### ${label === "before" ? "Before" : "After"}\n\nNot run yet.\n${close}`;
  };
  const blocks = { before: blockOf("before"), after: blockOf("after") };
  blocks[LABEL as "before" | "after"] = `<!-- bench:web:${LABEL} -->\n${block}<!-- /bench:web:${LABEL} -->`;
  const section = `${MARKER}
## Public pages in Lighthouse (mobile)

Run with \`npm run bench:web\`: Lighthouse's default mobile configuration (emulated phone, simulated
throttling) in headless Chromium, on the built site served by the project's own server (\`npm start\`
with an empty data directory). Each URL gets a warm-up run, then the measured runs; each column is the
median of the measured runs on its own. Each page is measured beside its floor, run for run: the page's own
prerendered HTML (the 404 page: the prerendered not-found page it is served) with every script and module preload
removed, served by the same server with the same compression and headers: the fastest that page can
paint with its HTML, CSS and images. The 404 page is any unknown path; it answers
with status 404 and is marked noindex, which SEO scores as failures (\`http-status-code\`, \`is-crawlable\`),
and the browser logs the 404 as a console error, which best practices scores as one (\`errors-in-console\`):
those three are by design.

Goal: 100 in all four categories on every public page, LCP within ${GOAL.lcpRatio}x of the floor, TBT under ${GOAL.tbtMs} ms, CLS ${GOAL.cls}.
Performance, TBT and CLS depend on the host as much as on the page: Lighthouse times the main thread's
work, the floor's too (its HTML and CSS alone: style, layout, paint), and on a slow host (a low benchmark
index) the floor itself reads hundreds of milliseconds of TBT. So "goal met" reads each page beside its
floor: accessibility, best practices and SEO 100, performance at least the floor's, LCP within
${GOAL.lcpRatio}x of the floor's, TBT less than ${GOAL.tbtMs} ms above the floor's, CLS no more than the floor's.
Re-running replaces one table (\`BENCH_LABEL=after\`, the default, or \`BENCH_LABEL=before\`) and keeps the other.

${blocks.before}

${blocks.after}
${END}`;
  const next = old ? current.replace(old, section) : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
  return section;
}

async function main() {
  if (process.env.BENCH_ONLY === "crew") return benchCrewPage(TREE, REPO);
  const clientDir = path.join(TREE, "build/client");
  if (process.env.BENCH_BUILD === "1" || !fs.existsSync(path.join(clientDir, "index.html"))) {
    execFileSync("npm", ["run", "build"], { cwd: TREE, stdio: "inherit" });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-web-"));
  const floorDir = writeFloors(clientDir);
  let server: Server | undefined;
  let results: Measured[];
  try {
    server = await startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    for (const page of PAGES) {
      const floor = await fetch(server.url + floorOf(page).path, { headers: { "Accept-Encoding": "br" } });
      if (floor.status !== 200 || floor.headers.get("content-encoding") !== "br")
        throw new Error(`the server does not serve the floor of ${page.name} (${floor.status})`);
    }
    results = await measure(server);
  } finally {
    if (server) {
      server.child.kill("SIGTERM");
      await new Promise((r) => (server!.child.exitCode !== null ? r(null) : server!.child.once("exit", r)));
    }
    fs.rmSync(floorDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const lhr = results[0]!.lhr;
  const block = `### ${LABEL === "before" ? "Before" : "After"}: ${describeTree()}, ${new Date().toISOString().slice(0, 10)}

Median of ${RUNS} run${RUNS === 1 ? "" : "s"} per URL after one warm-up; Lighthouse ${lhr.lighthouseVersion},
${browserVersion()}, Node ${process.version}, ${os.cpus().length} cores
(benchmark index ${Math.round(lhr.environment.benchmarkIndex)}).

${table(results)}

What keeps each page under 100, in the median run (by performance score, then LCP): the audits that cost
points in accessibility, best practices and SEO, and the performance audits with the largest estimated
savings (at most five).

${losses(results)}
`;
  const section = writeSection(block);
  console.log(section);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
