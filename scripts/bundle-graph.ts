import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// What a prerendered page loads before it is interactive: the modules its inline bootstrap script
// imports (the route manifest, the route modules and the client entry) and everything they import
// statically. Dynamic `import()`s are left out: they load later, when the code asks for them.
// Used by the byte-budget tests and by the benchmarks, on the built files in `build/client`.

export const CLIENT_DIR = path.resolve(import.meta.dirname, "../build/client");

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
const PRELOAD_DEPS = /__vite__mapDeps=[^\n]*?\[((?:"assets\/[^"]+",?)+)\]/g;
const MODULE_SCRIPT = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g;
const ASSET_URL = /["'](\/assets\/[^"']+\.js)["']/g;

export type PageAssets = {
  html: string;
  /** Loaded before the page is interactive. */
  scripts: string[];
  /** Everything the page's code can load, later parts (`import()`) included. */
  reachable: string[];
  stylesheets: string[];
};

/** The HTML file of a prerendered route: `/` -> build/client/index.html, `/gallery` -> gallery/index.html. */
export function htmlFileOf(route: string): string {
  return path.join(CLIENT_DIR, route.replace(/^\//, ""), "index.html");
}

/**
 * The modules a page's inline bootstrap script imports (`/assets/...` URLs): statically, or, on a
 * prerendered page, once it has painted (src/web/module-script.ts): every module URL it names.
 */
export const bootstrapImports = (html: string) => [...html.matchAll(MODULE_SCRIPT)].flatMap((script) => [...script[1]!.matchAll(ASSET_URL)].map((m) => m[1]!));

/** The modules the module at `url` imports: statically, and with `withDynamic` its `import()`s too. */
export function moduleImports(url: string, code: string, withDynamic: boolean): string[] {
  const near = (m: RegExpMatchArray) => path.posix.join(path.posix.dirname(url), m[1]!);
  const found = [...code.matchAll(STATIC_IMPORT)].map(near);
  if (!withDynamic) return found;
  for (const m of code.matchAll(DYNAMIC_IMPORT)) found.push(near(m));
  for (const m of code.matchAll(PRELOAD_DEPS)) for (const dep of m[1]!.match(/assets\/[^"]+/g)!) found.push(`/${dep}`);
  return found;
}

/** The page's initial JavaScript files (as `/assets/...` URLs, in load order) and its stylesheets. */
export function pageAssets(htmlFile: string): PageAssets {
  const html = fs.readFileSync(htmlFile, "utf8");
  const roots = bootstrapImports(html);
  const closure = (withDynamic: boolean) => {
    const seen = new Set<string>();
    const visit = (url: string) => {
      if (seen.has(url)) return;
      seen.add(url);
      moduleImports(url, fs.readFileSync(path.join(CLIENT_DIR, url), "utf8"), withDynamic).forEach(visit);
    };
    roots.forEach(visit);
    return [...seen];
  };
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  return { html, scripts: closure(false), reachable: closure(true), stylesheets };
}

/** Brotli size of a built file (the `.br` copy the server sends, or compressed here for tiny files). */
export function brotliBytes(url: string): number {
  const file = path.join(CLIENT_DIR, url);
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(file)).length;
}

export const sumBrotli = (urls: string[]) => urls.reduce((n, u) => n + brotliBytes(u), 0);
