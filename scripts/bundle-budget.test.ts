import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { localeOfPath, localizedPath } from "../src/shared/paths";
import { NOT_FOUND_PRERENDER_PATH, NOT_FOUND_PRERENDER_PATHS, PRERENDERED_PATHS } from "../src/shared/prerendered-paths";
import { admin, adminAuth } from "../src/web/i18n/en/admin";
import { en } from "../src/web/i18n/en/index";
import { assessment } from "../src/web/i18n/en/assessment";
import { clientLogin } from "../src/web/i18n/en/client-login";
import { portal } from "../src/web/i18n/en/portal";
import { privacy } from "../src/web/i18n/en/privacy";
import { privacy as frPrivacy } from "../src/web/i18n/fr/privacy";
import { sidebar } from "../src/web/i18n/en/sidebar";
import { CLIENT_DIR, brotliBytes, htmlFileOf, pageAssets, sumBrotli } from "./bundle-graph";

// Byte budgets of the public pages, read off the build that `npm test` makes first. They are
// deterministic, so they are tests; speed is measured by `npm run bench:web`.
const KB = 1024;
/** JavaScript that `/` and `/fr` load before they are interactive (React and React Router are 93 KB of it). */
const HOME_JS_BUDGET = 100 * KB;
const CSS_BUDGET = 20 * KB;
const PUBLIC_PAGES = [...PRERENDERED_PATHS, ...NOT_FOUND_PRERENDER_PATHS];

const assets = Object.fromEntries(PUBLIC_PAGES.map((route) => [route, pageAssets(htmlFileOf(route))]));
/** Every string of a catalog (functions' literal parts too), long enough to be telling. */
function catalogStrings(catalog: unknown): string[] {
  if (typeof catalog === "string") return catalog.length >= 16 ? [catalog] : [];
  if (typeof catalog === "function") return (String(catalog).match(/`([^`$]{16,})/g) ?? []).map((s) => s.slice(1));
  if (catalog && typeof catalog === "object") return Object.values(catalog).flatMap(catalogStrings);
  return [];
}

// Phrases of the signed-in areas that no public page uses ("Skip to main content" is both).
const publicPhrases = new Set(catalogStrings({ en, assessment, clientLogin }));
const privatePhrases = () => catalogStrings({ admin, adminAuth, portal, sidebar }).filter((s) => !publicPhrases.has(s));
const read = (url: string) => fs.readFileSync(path.join(CLIENT_DIR, url), "utf8");

// The home page in each language: the French one is held to the English one's budget.
test.each(["/", "/fr"])(`%s loads at most ${HOME_JS_BUDGET / KB} KB of JavaScript (brotli) before it is interactive`, (home) => {
  const { scripts } = assets[home]!;
  const total = sumBrotli(scripts);
  expect(total, scripts.map((s) => `${s} ${brotliBytes(s)}`).join("\n")).toBeLessThanOrEqual(HOME_JS_BUDGET);
});

// The privacy page is HTML that is not hydrated (decision 056): as light as the lightest page, the
// not-found page of its language, and without the policy's code or words until it is reached from
// another page.
test.each(["/privacy", "/fr/privacy"])("%s loads no more JavaScript than the not-found page, and none of the policy", (route) => {
  const notFound = localizedPath(NOT_FOUND_PRERENDER_PATH, localeOfPath(route));
  const { scripts } = assets[route]!;
  expect(sumBrotli(scripts), scripts.map((s) => `${s} ${brotliBytes(s)}`).join("\n")).toBeLessThanOrEqual(sumBrotli(assets[notFound]!.scripts));
  const initial = scripts.map(read).join("\n");
  for (const words of [privacy.sections.collect, frPrivacy.sections.collect]) expect(initial).not.toContain(words);
  expect(assets[route]!.reachable.map(read).join("\n")).toContain(route === "/privacy" ? privacy.sections.collect : frPrivacy.sections.collect);
});

test("each page loads its own language's strings only", () => {
  for (const route of PUBLIC_PAGES) {
    const own = localeOfPath(route);
    const names = assets[route]!.scripts.map((url) => /\/core-(en|fr)-/.exec(url)?.[1]).filter(Boolean);
    expect(names, route).toEqual([own]);
  }
});

test(`the stylesheet is at most ${CSS_BUDGET / KB} KB (brotli)`, () => {
  const sheets = new Set(Object.values(assets).flatMap((a) => a.stylesheets));
  expect(sheets.size).toBe(1);
  expect(sumBrotli([...sheets])).toBeLessThanOrEqual(CSS_BUDGET);
});

describe.each(PUBLIC_PAGES)("public page %s", (route) => {
  const page = assets[route]!;

  test("asks for its stylesheet before any script", () => {
    const stylesheet = page.html.indexOf('<link rel="stylesheet"');
    const firstScript = page.html.search(/<link rel="modulepreload"|<script(?![^>]*application\/ld\+json)/);
    expect(stylesheet).toBeGreaterThan(0);
    expect(stylesheet).toBeLessThan(firstScript);
  });

  test("has every part in place in its HTML (nothing moved in later by a script)", () => {
    expect(page.html).not.toMatch(/<div hidden id="S:|<template id="B:/);
  });

  test("carries no admin or portal code or strings, no class merging and no query library", () => {
    const code = page.reachable.map(read).join("\n");
    expect(page.reachable.filter((url) => /\/(admin|client-(portal|dashboard|quotes|invoices))[-.]/.test(url))).toEqual([]);
    const leaked = privatePhrases().filter((s) => code.includes(JSON.stringify(s).slice(1, -1)));
    expect(leaked).toEqual([]);
    expect(code).not.toContain("No QueryClient set"); // TanStack Query
    expect(code).not.toContain("oldstyle-nums"); // tailwind-merge's class groups
  });
});

test("the home page loads no form library before the contact form is needed", () => {
  const initial = assets["/"]!.scripts.map(read).join("\n");
  const later = assets["/"]!.reachable.map(read).join("\n");
  expect(initial).not.toContain("invalid_type"); // zod
  expect(later).toContain("invalid_type"); // ...which the consultation form loads
});
