// `npm install`'s last step (postinstall): the product runs on Node.js 24 LTS. When the Node.js that
// runs npm is older (Debian's system Node.js is 20), this installs Node.js 24 from the npm registry
// (the same binaries nodejs.org publishes, as the package node-<platform>-<arch>) under
// node_modules/.node-runtime and links it as node_modules/.bin/node. npm puts node_modules/.bin
// first on the PATH of every npm script, so `npm start`, `npm test` and the rest run on it, and so
// does every process they start (process.execPath). Whoever runs npm on Node.js 24 or newer keeps
// their own: the link is removed. (docs/decisions/044)
//
//   node scripts/node-runtime.mjs
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const NODE_VERSION = "24.21.0";
export const MIN_MAJOR = 24;

/** The major version of the Node.js that runs npm, read from npm's user agent ("npm/11.6.2 node/v20.20.2 linux x64 …"). */
export function npmNodeMajor(userAgent = process.env.npm_config_user_agent ?? "", fallback = process.versions.node) {
  const version = /\bnode\/v?(\d+)\./.exec(userAgent)?.[1] ?? fallback.split(".")[0];
  return Number(version);
}

/** The registry package holding Node.js's binary for this machine (as the `node` package names it). */
export function binaryPackage(platform = process.platform, arch = process.arch) {
  const prefix = platform === "darwin" && arch === "arm64" ? "node-bin" : "node";
  return `${prefix}-${platform}-${arch}`;
}

function run() {
  const root = path.resolve(import.meta.dirname, "..");
  const link = path.join(root, "node_modules/.bin/node");
  const home = path.join(root, "node_modules/.node-runtime");
  const major = npmNodeMajor();
  // npm run on the project's own Node.js (node_modules/.bin first on the PATH): the link stays.
  if (isInside(process.execPath, home)) return;
  if (major >= MIN_MAJOR) {
    if (fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) fs.rmSync(link);
    return;
  }
  if (process.platform === "win32") {
    console.warn(`This project runs on Node.js ${MIN_MAJOR} or newer; install it (npm ran on Node.js ${major}).`);
    return;
  }
  const pkg = binaryPackage();
  const binary = path.join(home, "node_modules", pkg, "bin/node");
  if (versionOf(binary) !== `v${NODE_VERSION}`) {
    console.log(`Node.js ${major} runs npm here; installing Node.js ${NODE_VERSION} for the project's scripts (${pkg} from the npm registry)`);
    fs.rmSync(home, { recursive: true, force: true });
    fs.mkdirSync(home, { recursive: true });
    const npm = process.env.npm_execpath;
    const args = ["install", "--prefix", home, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--loglevel=error", `${pkg}@${NODE_VERSION}`];
    const done = npm ? spawnSync(process.execPath, [npm, ...args], { stdio: "inherit" }) : spawnSync("npm", args, { stdio: "inherit" });
    if (done.status !== 0 || versionOf(binary) !== `v${NODE_VERSION}`) {
      console.error(`Node.js ${NODE_VERSION} could not be installed from the npm registry; install Node.js ${MIN_MAJOR} or newer and run npm install again.`);
      process.exit(1);
    }
  }
  fs.rmSync(link, { force: true });
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(path.relative(path.dirname(link), binary), link);
}

/** Whether `file` (symbolic links followed) lies under `dir`. */
export function isInside(file, dir) {
  if (!fs.existsSync(dir)) return false;
  return !path.relative(fs.realpathSync(dir), fs.realpathSync(file)).startsWith("..");
}

/** `binary --version`, or null when it does not run. */
function versionOf(binary) {
  if (!fs.existsSync(binary)) return null;
  const out = spawnSync(binary, ["--version"], { encoding: "utf8" });
  return out.status === 0 ? out.stdout.trim() : null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) run();
