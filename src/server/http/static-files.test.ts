import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../db/client";
import { createTestApp, silentLogger } from "../test/test-app";
import { createStaticSite, readWebBuild, staticListener } from "./static-files";
import { createTestDb } from "../test/test-db";

let dir: string;
let database: Database;
let app: ReturnType<typeof createTestApp>["app"];

const write = (rel: string, body: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), body);
};

// Large enough for a compressed copy to pay (MIN_COMPRESS_BYTES).
const HOME = `<h1>Home page</h1>${"<p>Cleaning</p>".repeat(200)}`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
  write("index.html", HOME);
  write("index.html.br", zlib.brotliCompressSync(HOME));
  write("index.html.gz", zlib.gzipSync(HOME));
  // A small file with a compressed copy that saves too little to be worth it.
  write("small.txt", "tiny file");
  write("small.txt.br", zlib.brotliCompressSync("tiny file"));
  write("gallery/index.html", "<h1>Project Gallery</h1>");
  write("__spa-fallback.html", "<p>Loading...</p>");
  write("__not-found/index.html", "<h1>404 Oops! Page not found</h1>");
  write("assets/app-abc123.js", "console.log(1)");
  write("favicon.svg", "<svg/>");
  database = await createTestDb("pglite");
  ({ app } = createTestApp(database, {}, { build: readWebBuild(dir) }));
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
  expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(HOME);
  expect(br.headers.get("vary")).toBe("Accept-Encoding");

  const gz = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gz.headers.get("content-encoding")).toBe("gzip");
  const refused = await app.request("/", { headers: { "Accept-Encoding": "br;q=0, gzip;q=0" } });
  expect(refused.headers.get("content-encoding")).toBeNull();
  expect(await refused.text()).toBe(HOME);
});

test("pages carry an ETag and answer 304 when it still matches", async () => {
  const first = await app.request("/", { headers: { "Accept-Encoding": "br" } });
  const etag = first.headers.get("etag")!;
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await app.request("/", { headers: { "Accept-Encoding": "br", "If-None-Match": etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get("cache-control")).toBe("no-cache");
  expect(await again.text()).toBe("");
  const other = await app.request("/", { headers: { "If-None-Match": 'W/"something-else"' } });
  expect(other.status).toBe(200);
});

test("small files are served uncompressed: a compressed copy would not pay", async () => {
  const res = await app.request("/small.txt", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-encoding")).toBeNull();
  expect(res.headers.get("vary")).toBeNull();
  expect(await res.text()).toBe("tiny file");
});

test("HEAD answers the headers of GET without a body", async () => {
  const res = await app.request("/", { method: "HEAD", headers: { "Accept-Encoding": "br" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-encoding")).toBe("br");
  expect(await res.text()).toBe("");
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

test("on Node's own request: files and pages answered ahead of the app, the rest passed on", async () => {
  const site = createStaticSite(readWebBuild(dir));
  const handle = staticListener(site, silentLogger, new Set(["/robots.txt"]));
  const passed: string[] = [];
  const server = http.createServer((req, res) => {
    if (handle(req, res)) return;
    passed.push(req.url!);
    res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const asset = await fetch(`${base}/assets/app-abc123.js?v=1`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-length")).toBe("14");
    expect(await asset.text()).toBe("console.log(1)");
    const page = await fetch(`${base}/gallery/`);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toContain("Project Gallery");
    expect((await fetch(`${base}/admin/leads`)).status).toBe(200);
    for (const p of ["/does-not-exist", "/api/session", "/robots.txt", "/..%2f..%2fetc%2fpasswd"]) {
      expect((await fetch(`${base}${p}`)).status, p).toBe(418);
    }
    const post = await fetch(`${base}/`, { method: "POST" });
    expect(post.status).toBe(418);
    expect(passed).toEqual(["/does-not-exist", "/api/session", "/robots.txt", "/..%2f..%2fetc%2fpasswd", "/"]);
  } finally {
    server.close();
  }
});

test("unknown API paths answer JSON 404", async () => {
  const res = await app.request("/api/nope");
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint" } });
});

test("the build is held in memory from start: files replaced or removed on disk later change nothing", () => {
  const other = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
  try {
    fs.mkdirSync(path.join(other, "assets"));
    fs.writeFileSync(path.join(other, "assets/chunk-old.js"), "export const v = 1;");
    fs.writeFileSync(path.join(other, "index.html"), "<h1>First build</h1>");
    const site = createStaticSite(readWebBuild(other));
    fs.rmSync(path.join(other, "assets"), { recursive: true });
    fs.writeFileSync(path.join(other, "index.html"), "<h1>Second build</h1>");
    expect(site.find("/assets/chunk-old.js", {})?.body?.toString()).toBe("export const v = 1;");
    expect(site.find("/", {})?.body?.toString()).toBe("<h1>First build</h1>");
  } finally {
    fs.rmSync(other, { recursive: true, force: true });
  }
});
