import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { bootstrapImports, moduleImports } from "../src/server/web-build/module-graph";

export { bootstrapImports, moduleImports };

// What a prerendered page loads before it is interactive: the modules its inline bootstrap script
// imports (the route manifest, the route modules and the client entry) and everything they import
// statically. Dynamic `import()`s are left out: they load later, when the code asks for them.
// Used by the byte-budget tests and by the benchmarks, on the built files in `build/client`.

export const CLIENT_DIR = path.resolve(import.meta.dirname, "../build/client");

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
