import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../db/client";
import { createTestApp } from "../test/test-app";
import { createTestDb } from "../test/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDb("pglite");
});
afterAll(() => database.close());

test("sitemap.xml lists the public pages with absolute URLs from APP_URL", async () => {
  const { app } = createTestApp(database, { APP_URL: "https://clean.example" });
  const res = await app.request("/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/xml");
  const xml = await res.text();
  for (const p of ["/", "/gallery", "/vacancy", "/get-quote", "/client-login", "/privacy"]) {
    expect(xml).toContain(`<loc>https://clean.example${p}</loc>`);
  }
  expect(xml).not.toContain("/admin");
});

test("sitemap.xml is bilingual: every page in French under /fr, each naming both languages as alternates", async () => {
  const { app } = createTestApp(database, { APP_URL: "https://clean.example" });
  const xml = await (await app.request("/sitemap.xml")).text();
  const entries = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  expect(entries).toHaveLength(12);
  for (const [en, fr] of [
    ["/", "/fr"],
    ["/gallery", "/fr/gallery"],
    ["/get-quote", "/fr/get-quote"],
    ["/client-login", "/fr/client-login"],
    ["/privacy", "/fr/privacy"],
  ]) {
    for (const loc of [en, fr]) {
      const entry = entries.find((e) => e.includes(`<loc>https://clean.example${loc}</loc>`));
      expect(entry, loc).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="https://clean.example${en}"/>`);
      expect(entry, loc).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="https://clean.example${fr}"/>`);
      expect(entry, loc).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="https://clean.example${en}"/>`);
    }
  }
  expect(xml).not.toContain("/request");
});

test("robots.txt points at the sitemap and keeps crawlers out of private areas", async () => {
  const { app } = createTestApp(database, { APP_URL: "https://clean.example" });
  const text = await (await app.request("/robots.txt")).text();
  expect(text).toContain("Sitemap: https://clean.example/sitemap.xml");
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /client-dashboard");
});
