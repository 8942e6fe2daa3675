import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Written into the client build by `npm run build`, so it is swapped in with the pages it
 * describes; read with the build at start and never served (static-files.ts skips it).
 */
export const SCRIPT_HASHES_FILE = ".script-hashes.json";

/** Build file ("/index.html") -> the CSP sources ("sha256-...") of its inline scripts. */
export type ScriptHashes = Record<string, string[]>;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(^|\s)src\s*=/i;

/** The CSP hash sources of the inline scripts of a page, as the browser hashes them (the exact text). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes!)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

/** Hash the inline scripts of every HTML file under `clientDir` into its hashes file; how many pages. */
export function writeScriptHashes(clientDir: string): number {
  const pages: ScriptHashes = {};
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${rel}/${entry.name}`);
      else if (entry.name.endsWith(".html")) pages[`${rel}/${entry.name}`] = inlineScriptHashes(fs.readFileSync(path.join(dir, entry.name), "utf8"));
    }
  };
  walk(clientDir, "");
  fs.writeFileSync(path.join(clientDir, SCRIPT_HASHES_FILE), `${JSON.stringify(pages, null, 1)}\n`);
  return Object.keys(pages).length;
}

/** The hashes the build recorded for `clientDir`, or undefined when the build has none. */
export function readScriptHashes(clientDir: string): ScriptHashes | undefined {
  const file = path.join(clientDir, SCRIPT_HASHES_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as ScriptHashes) : undefined;
}
