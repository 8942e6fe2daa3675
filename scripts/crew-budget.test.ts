import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { FIRST_VIEW_MARK } from "../src/shared/crew-page";
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

test("/crew/ has HTML of its own: the first view's mark first, the text face preloaded, the modules asked for after the first paint", () => {
  const shell = fs.readFileSync(path.join(CLIENT_DIR, "__spa-fallback.html"), "utf8");
  const crew = fs.readFileSync(path.join(CLIENT_DIR, "crew", "index.html"), "utf8");
  expect(crew).not.toContain('rel="modulepreload"');
  // The mark opens the body: the day is the first thing drawn.
  expect(crew).toMatch(new RegExp(`<body[^>]*>${FIRST_VIEW_MARK}`));
  const font = /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin=""\/>/.exec(crew)?.[1];
  expect(font).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  expect(fs.existsSync(path.join(CLIENT_DIR, font!))).toBe(true);
  // The same modules as the shell's, once the page has painted.
  const script = (html: string) => /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
  expect(script(crew)).toContain("requestAnimationFrame");
  expect(bootstrapImports(crew)).toEqual(bootstrapImports(shell));
  // Nothing else differs from the shell: the same bootstrap, hydrated the same way.
  const rest = (html: string) =>
    html
      .replace(script(html), "")
      .replace(FIRST_VIEW_MARK, "")
      .replace(/<link rel="(modulepreload|preload)" [^>]*\/>/g, "");
  expect(rest(crew)).toBe(rest(shell));
});
