import fs from "node:fs";
import path from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { NOT_FOUND_PRERENDER_PATH, isSpaPath } from "../../shared/paths";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

type Variant = { body: Buffer; encoding?: "br" | "gzip" };
type Entry = { type: string; variants: Variant[] };

/**
 * Serves the built client: hashed assets with immutable caching, HTML with no-cache, the
 * build's brotli/gzip copies when the browser accepts them. Prerendered pages answer 200,
 * the SPA areas get the SPA shell, anything else the prerendered 404 page with status 404.
 * The build does not change while the server runs, so files are read once and kept.
 */
export function serveClient(clientDir: string, logger: Logger): MiddlewareHandler {
  const root = path.resolve(clientDir);
  const cache = new Map<string, Entry | null>();

  const load = (file: string): Entry | null => {
    if (cache.has(file)) return cache.get(file)!;
    let entry: Entry | null = null;
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const variants: Variant[] = [];
      for (const [ext, encoding] of [[".br", "br"], [".gz", "gzip"]] as const) {
        if (fs.existsSync(file + ext)) variants.push({ body: fs.readFileSync(file + ext), encoding });
      }
      variants.push({ body: fs.readFileSync(file) });
      entry = { type: TYPES[path.extname(file)] ?? "application/octet-stream", variants };
    }
    cache.set(file, entry);
    return entry;
  };

  const send = (c: Context, entry: Entry, status: 200 | 404, cacheControl: string) => {
    const accept = c.req.header("accept-encoding") ?? "";
    const variant =
      entry.variants.find((v) => v.encoding && new RegExp(`\\b${v.encoding}\\b`).test(accept)) ?? entry.variants.at(-1)!;
    const headers: Record<string, string> = { "Content-Type": entry.type, "Cache-Control": cacheControl, Vary: "Accept-Encoding" };
    if (variant.encoding) headers["Content-Encoding"] = variant.encoding;
    if (c.req.method === "HEAD") return c.body(null, status, headers);
    return c.body(new Uint8Array(variant.body), status, headers);
  };

  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      pathname = "/";
    }
    if (pathname.startsWith("/api/")) return next();

    if (path.extname(pathname)) {
      const asset = load(path.join(root, pathname));
      if (asset) {
        const immutable = pathname.startsWith("/assets/");
        return send(c, asset, 200, immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      }
    }
    const trimmed = pathname.replace(/\/+$/, "");
    const page = load(path.join(root, trimmed, "index.html"));
    if (page && trimmed !== NOT_FOUND_PRERENDER_PATH) return send(c, page, 200, "no-cache");
    if (isSpaPath(pathname)) {
      const shell = load(path.join(root, "__spa-fallback.html"));
      if (shell) return send(c, shell, 200, "no-cache");
    }
    logger.warn({ path: c.req.path }, "unknown path");
    const notFound = load(path.join(root, NOT_FOUND_PRERENDER_PATH, "index.html"));
    if (notFound) return send(c, notFound, 404, "no-cache");
    return next();
  };
}
