// First step of `npm test`: the browser tests drive Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
// When it is missing and this runs as root (a fresh Debian machine, CI), it is installed from
// Debian's packages; otherwise `npm test` stops here with one line saying how to install it.
//
//   node scripts/ensure-chromium.mjs
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { pathToFileURL } from "node:url";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";
export const INSTALL_COMMAND = "sudo apt-get install -y chromium";

/**
 * Finds Chromium at `path`, installing it when it may (the default path, as root). The checks and
 * the install come in as functions, so that the decision can be tested without apt.
 * @param {{ path: string, exists: (path: string) => boolean, isRoot: () => boolean, install: () => boolean, log: (line: string) => void }} checks
 * @returns {{ ok: true, installed: boolean } | { ok: false, message: string }}
 */
export function ensureChromium({ path, exists, isRoot, install, log }) {
  if (exists(path)) return { ok: true, installed: false };
  if (path !== DEFAULT_CHROMIUM) {
    // Debian's package would not put it there.
    return {
      ok: false,
      message: `The browser tests need Chromium at ${path} (CHROMIUM_PATH): point CHROMIUM_PATH at it, or unset it and run \`${INSTALL_COMMAND}\`.`,
    };
  }
  if (!isRoot()) return { ok: false, message: `The browser tests need Chromium at ${path}: install it with \`${INSTALL_COMMAND}\`.` };
  log("Installing Chromium for the browser tests (apt-get install chromium)");
  if (install() && exists(path)) return { ok: true, installed: true };
  return { ok: false, message: `Chromium could not be installed at ${path} by apt-get; install it with \`${INSTALL_COMMAND}\`.` };
}

/** `apt-get update && apt-get install chromium`, quietly; true when both succeed. */
function aptInstall() {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const apt = (/** @type {string[]} */ args) => spawnSync("apt-get", args, { env, stdio: ["ignore", "ignore", "inherit"] }).status === 0;
  return apt(["update", "-qq"]) && apt(["install", "-y", "-qq", "chromium"]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = ensureChromium({
    path: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM,
    exists: (path) => fs.existsSync(path),
    isRoot: () => process.getuid?.() === 0,
    install: aptInstall,
    log: (line) => console.log(line),
  });
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
}
