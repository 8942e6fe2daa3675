import fc from "fast-check";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { SPA_PREFIXES } from "../../../shared/paths";
import { PRERENDERED_PATHS } from "../../../shared/prerendered-paths";
import { encode, text } from "./junk";

/** A small built client in a temporary directory: every prerendered page, the SPA shell, the not-found page, assets. */
export function makeClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fuzz-client-"));
  const write = (rel: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  };
  for (const page of PRERENDERED_PATHS) {
    // Large enough for the compressed copies to be served.
    const html = `<h1>Page ${page}</h1>${"<p>Cleaning in Ottawa</p>".repeat(100)}`;
    const rel = `${page === "/" ? "" : page}/index.html`;
    write(rel, html);
    write(`${rel}.br`, zlib.brotliCompressSync(html));
    write(`${rel}.gz`, zlib.gzipSync(html));
  }
  write("__spa-fallback.html", "<p>Loading...</p>");
  write("__not-found/index.html", "<h1>404 Oops! Page not found</h1>");
  write("assets/app-abc123.js", "console.log(1)");
  write("assets/style-abc123.css", "body{margin:0}");
  write("favicon.svg", "<svg/>");
  write("gallery/photo.webp", Buffer.from([0x52, 0x49, 0x46, 0x46]));
  return dir;
}

const FILES = [
  "/assets/app-abc123.js",
  "/assets/style-abc123.css",
  "/favicon.svg",
  "/gallery/photo.webp",
  "/robots.txt",
  "/sitemap.xml",
  "/__spa-fallback.html",
  "/__not-found",
  "/index.html",
];

const segment = fc.oneof(
  { weight: 4, arbitrary: text(0, 16).map(encode) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "..",
      ".",
      "%2e%2e",
      "%2E%2E%2F",
      "%2f",
      "%5c",
      "%00",
      "%",
      "%ZZ",
      "%E0%A4%A",
      ";",
      "index.html",
      "assets",
      "api",
      "~",
      "%20",
      "a.b.js",
      "x.br",
      "x.gz",
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 10 }).map((s) => s.replace(/[?#]/g, "")) },
);

/** Paths of the site: its pages, files and SPA areas as they are, bent, and made up. */
export const pagePath: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(...PRERENDERED_PATHS), fc.constantFrom("", "/", "//", "/index.html", "%2F"))
      .map(([p, end]) => (p === "/" ? `/${end.replace(/^\//, "")}` : p + end)),
  },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...SPA_PREFIXES), fc.array(segment, { maxLength: 3 })).map(([p, segs]) => [p, ...segs].join("/")) },
  { weight: 2, arbitrary: fc.constantFrom(...FILES) },
  { weight: 3, arbitrary: fc.array(segment, { minLength: 1, maxLength: 5 }).map((segs) => `/${segs.join("/")}`) },
  { weight: 1, arbitrary: fc.constantFrom("/api", "/api/", "/api/nope", "/API/visits", `/${"a".repeat(5_000)}`, "//", "/./", "/..") },
);
