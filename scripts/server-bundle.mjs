// The compiled server: src/server/start.ts (npm start), src/server/serve.ts (serve the build as it
// is: tests, benchmarks) and the commands scripts/create-admin.ts, backup.ts, restore.ts and seed-demo.ts, each
// bundled by esbuild into one ES module in
// dist/server with the packages left as imports of node_modules. Plain JavaScript, so that
// `npm start` needs no TypeScript loader: it rebuilds the bundle when it is missing or older than
// its sources (dist/server/.stamp), then imports it.
//
//   node scripts/server-bundle.mjs    build now (npm run build:server)
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const OUT_DIR = path.join(ROOT, "dist/server");
const STAMP = path.join(OUT_DIR, ".stamp");
const ENTRIES = {
  start: "src/server/start.ts",
  serve: "src/server/serve.ts",
  "create-admin": "scripts/create-admin.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  "seed-demo": "scripts/seed-demo.ts",
};
const INPUTS = [
  "src/server",
  "src/shared",
  ...Object.values(ENTRIES).filter((e) => e.startsWith("scripts/")),
  "scripts/cli.ts",
  "scripts/server-bundle.mjs",
  "package-lock.json",
  "tsconfig.json",
];
const isTestFile = (rel) => /\.test\.tsx?$/.test(rel) || rel.startsWith(`src${path.sep}server${path.sep}test${path.sep}`);

/**
 * Feed every file under `inputs` (paths relative to `root`, files or folders), name and contents
 * in a stable order, into `hash`, except those `skip` names. The web build's stamp
 * (src/server/ensure-build.ts) and the server bundle's are made this way.
 */
export function hashFiles(hash, root, inputs, skip = () => false) {
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    if (fs.statSync(p).isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
      return;
    }
    const rel = path.relative(root, p);
    if (!skip(rel)) hash.update(rel).update(fs.readFileSync(p));
  };
  for (const input of inputs) walk(path.join(root, input));
  return hash;
}

/** A hash of every source file the bundle is made from (tests excluded). */
export function serverInputsHash() {
  return hashFiles(createHash("sha256"), ROOT, INPUTS, isTestFile).update(process.version).digest("hex");
}

/** The path of one compiled entry point. */
export const bundlePath = (entry) => path.join(OUT_DIR, `${entry}.js`);

/** Write a file so that a concurrent reader sees the old or the new content, never a part. */
function writeAtomic(file, contents) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, contents);
  fs.renameSync(tmp, file);
}

/** Bundle the server now (synchronous: esbuild's buildSync, loaded only when a build is needed). */
export function buildServer() {
  const { buildSync } = createRequire(import.meta.url)("esbuild");
  const hash = serverInputsHash();
  const result = buildSync({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
    outdir: OUT_DIR,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    write: false,
    logLevel: "warning",
  });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const file of result.outputFiles) writeAtomic(file.path, file.contents);
  writeAtomic(STAMP, hash);
}

/** Rebuild the bundle when it is missing or its sources changed; true when it rebuilt. */
export function ensureServerBundle(log = () => {}) {
  const have = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, "utf8") : "";
  if (have && have === serverInputsHash() && Object.keys(ENTRIES).every((e) => fs.existsSync(bundlePath(e)))) return false;
  log(have ? "server sources changed since the last server build; bundling" : "no server build found; bundling");
  buildServer();
  return true;
}

// Run as a command (not when bundled into the server through ensure-build.ts, which uses hashFiles).
if (import.meta.url === `file://${process.argv[1]}` && import.meta.url.endsWith("/scripts/server-bundle.mjs")) {
  buildServer();
  console.log(`bundled the server into ${path.relative(process.cwd(), OUT_DIR)}`);
}
