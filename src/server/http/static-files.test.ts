import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../db/client";
import { createTestApp } from "../test/test-app";
import { createTestDb } from "../test/test-db";

let dir: string;
let database: Database;
let app: ReturnType<typeof createTestApp>["app"];

const write = (rel: string, body: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), body);
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
  write("index.html", "<h1>Home page</h1>");
  write("index.html.br", zlib.brotliCompressSync("<h1>Home page</h1>"));
  write("gallery/index.html", "<h1>Project Gallery</h1>");
  write("__spa-fallback.html", "<p>Loading...</p>");
  write("__not-found/index.html", "<h1>404 Oops! Page not found</h1>");
  write("assets/app-abc123.js", "console.log(1)");
  write("favicon.svg", "<svg/>");
  database = await createTestDb("pglite");
  ({ app } = createTestApp(database, {}, { clientDir: dir }));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("prerendered pages: 200, no-cache, brotli when accepted", async () => {
  const plain = await app.request("/gallery");
  expect(plain.status).toBe(200);
  expect(plain.headers.get("cache-control")).toBe("no-cache");
  expect(plain.headers.get("content-type")).toContain("text/html");
  expect(await plain.text()).toContain("Project Gallery");

  const br = await app.request("/", { headers: { "Accept-Encoding": "gzip, br" } });
  expect(br.headers.get("content-encoding")).toBe("br");
  expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe("<h1>Home page</h1>");
});

test("hashed assets are immutable; other files cache for an hour", async () => {
  const asset = await app.request("/assets/app-abc123.js");
  expect(asset.status).toBe(200);
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(asset.headers.get("content-type")).toContain("javascript");
  const icon = await app.request("/favicon.svg");
  expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
});

test("client areas get the SPA shell with 200", async () => {
  for (const p of ["/client-dashboard", "/client-dashboard/quotes", "/admin", "/admin/leads/edit"]) {
    const res = await app.request(p);
    expect(res.status, p).toBe(200);
    expect(await res.text()).toContain("Loading...");
  }
});

test("unknown paths get the not-found page with 404; the prerender path itself is not a page", async () => {
  for (const p of ["/does-not-exist", "/gallery/abc", "/vacancy/1", "/a/b/c", "/__not-found", "/assets/missing.js"]) {
    const res = await app.request(p);
    expect(res.status, p).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  }
});

test("no path escapes the client directory", async () => {
  const res = await app.request("/..%2f..%2fetc%2fpasswd");
  expect(res.status).toBe(404);
  expect(await res.text()).not.toContain("root:");
});

test("unknown API paths answer JSON 404", async () => {
  const res = await app.request("/api/nope");
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint" } });
});
