import path from "node:path";

// The import graph of the built client's modules, read off their text: what a page's inline
// bootstrap script imports and what each module imports in turn. Used by the build (the crew
// page's preloads), the byte-budget tests and the benchmarks.

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
const PRELOAD_DEPS = /__vite__mapDeps=[^\n]*?\[((?:"assets\/[^"]+",?)+)\]/g;
const MODULE_SCRIPT = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g;
const ASSET_URL = /["'](\/assets\/[^"']+\.js)["']/g;

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

export type RouteManifest = { routes: Record<string, { module: string; imports?: string[] }> };

/** The route manifest the SPA shell's bootstrap imports (`window.__reactRouterManifest = {...};`), read with `read(url)`. */
export function routeManifest(html: string, read: (url: string) => string): RouteManifest {
  const url = bootstrapImports(html).find((u) => /\/manifest-[\w-]+\.js$/.test(u));
  if (!url) throw new Error("the SPA shell names no route manifest");
  const code = read(url);
  return JSON.parse(
    code
      .slice(code.indexOf("=") + 1)
      .trim()
      .replace(/;$/, ""),
  ) as RouteManifest;
}
