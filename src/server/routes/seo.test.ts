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
  for (const p of ["/", "/gallery", "/vacancy", "/get-quote", "/client-login"]) {
    expect(xml).toContain(`<loc>https://clean.example${p}</loc>`);
  }
  expect(xml).not.toContain("/admin");
});

test("robots.txt points at the sitemap and keeps crawlers out of private areas", async () => {
  const { app } = createTestApp(database, { APP_URL: "https://clean.example" });
  const text = await (await app.request("/robots.txt")).text();
  expect(text).toContain("Sitemap: https://clean.example/sitemap.xml");
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /client-dashboard");
});
