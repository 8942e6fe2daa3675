import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { CREW_ROUTE_ID } from "../src/server/web-build/crew-shell";
import { routeManifest } from "../src/server/web-build/module-graph";
import { CLIENT_DIR, bootstrapImports, brotliBytes, moduleImports, sumBrotli } from "./bundle-graph";

// The crew page's first load (decisions 062, 070): at most 150 KB of JavaScript (brotli), read off
// the build that `npm test` makes first, as the public pages' budgets are (bundle-budget.test.ts).
// /crew/ is a client-rendered route: the SPA shell's bootstrap (the client entry, the route
// manifest, the root), then the route's module, whose page is one lazy import away. Counted: all
// of that and everything the crew route's module can reach, lazy imports included (its French
// catalogs, the outbox's parts): more than one load takes, so a budget that cannot be gamed by
// moving code behind an `import()`. The root's own lazy parts (the public site's footer) are not
// the crew page's and are left out.
const KB = 1024;
const CREW_JS_BUDGET = 150 * KB;
const read = (url: string) => fs.readFileSync(path.join(CLIENT_DIR, url), "utf8");

function crewFirstLoad(): string[] {
  const html = fs.readFileSync(path.join(CLIENT_DIR, "__spa-fallback.html"), "utf8");
  const boot = bootstrapImports(html);
  const manifest = routeManifest(html, read);
  const route = manifest.routes[CREW_ROUTE_ID];
  if (!route) throw new Error(`no route "${CREW_ROUTE_ID}" in the manifest`);
  const seen = new Set<string>();
  const visit = (url: string, withDynamic: boolean) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const next of moduleImports(url, read(url), withDynamic)) visit(next, withDynamic);
  };
  // The SPA shell's modules (static imports only), then the route's module with its lazy parts
  // (what the shell already holds is not followed again: its own lazy parts are the public site's).
  for (const url of [...boot, manifest.routes.root!.module]) visit(url, false);
  visit(route.module, true);
  return [...seen];
}

test(`the crew page loads at most ${CREW_JS_BUDGET / KB} KB of JavaScript (brotli), its lazy parts included`, () => {
  const scripts = crewFirstLoad();
  const total = sumBrotli(scripts);
  const listing = scripts.map((s) => `${s} ${brotliBytes(s)}`).join("\n");
  expect(
    scripts.some((s) => /\/crew-layout-|\/crew-root-/.test(s)),
    listing,
  ).toBe(true);
  expect(total, listing).toBeLessThanOrEqual(CREW_JS_BUDGET);
});

test("the crew page carries neither the admin area's shell nor a form or schema library", () => {
  const carrying = (words: string) => crewFirstLoad().filter((url) => read(url).includes(words));
  expect(carrying("invalid_type")).toEqual([]); // zod
  expect(carrying("admin-shell")).toEqual([]);
});

test("/crew/ has HTML of its own: the SPA shell preloading the crew route's module and the page's chunk", () => {
  const shell = fs.readFileSync(path.join(CLIENT_DIR, "__spa-fallback.html"), "utf8");
  const crew = fs.readFileSync(path.join(CLIENT_DIR, "crew", "index.html"), "utf8");
  const preloads = [...crew.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]!);
  const route = routeManifest(shell, read).routes[CREW_ROUTE_ID]!;
  expect(preloads).toContain(route.module);
  expect(preloads.some((url) => /\/crew-root-[\w-]+\.js$/.test(url))).toBe(true);
  expect(new Set(preloads).size).toBe(preloads.length);
  // Nothing else differs from the shell: the same bootstrap, hydrated the same way.
  expect(crew.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")).toBe(shell.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, ""));
});
