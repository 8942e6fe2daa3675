import { createHash } from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { isSpaPath, localeOfPath } from "../../shared/paths";
import { NOT_FOUND_PRERENDER_PATHS } from "../../shared/prerendered-paths";
import { readScriptHashes, SCRIPT_HASHES_FILE, type ScriptHashes } from "./script-hashes";

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

/** Hashed build output: its name changes with its content, so it never needs revalidating. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Other files of the build (favicon, gallery images): an hour, then revalidate. */
export const ONE_HOUR = "public, max-age=3600";
/** Pages: revalidated every time (a 304 when unchanged), so a new build shows at once. */
export const REVALIDATE = "no-cache";

/**
 * A compressed copy is served only when it pays: the file is larger than about one TCP segment
 * (below that the response takes one packet either way) and the copy saves at least a tenth.
 */
export const MIN_COMPRESS_BYTES = 1024;
const MAX_COMPRESSED_RATIO = 0.9;

type Encoding = "br" | "gzip";
type Variant = { encoding?: Encoding; body: Buffer; headers: OutgoingHttpHeaders };
/** One file answered with one status and one Cache-Control: its headers are computed once. */
type Prepared = { status: 200 | 404; variants: Variant[]; etag: string; notModified: OutgoingHttpHeaders };

export type StaticReply = { status: 200 | 304 | 404; headers: OutgoingHttpHeaders; body: Buffer | null };

export type StaticSite = {
  /**
   * The answer to a GET or HEAD of `pathname` (the URL's path, still percent-encoded): a file of
   * the build, a prerendered page or the SPA shell; undefined when it is none of those.
   */
  find(pathname: string, request: RequestHeaders): StaticReply | undefined;
  /** The prerendered not-found page with status 404 (undefined when the build has none). */
  /** The not-found page in the language of `pathname` (French under /fr). */
  notFound(request: RequestHeaders, pathname: string): StaticReply | undefined;
  /** Whether `pathname` is a page the server writes into (`PageFill`): its values may need reading first. */
  isFilled(pathname: string): boolean;
};

/**
 * Pages the server writes a part of as it serves them (the privacy page's officer, decision 056):
 * `current()` gives a key that changes with the values and the writer for that key. Each page is
 * written and compressed once per key.
 */
export type PageFill = {
  files: ReadonlySet<string>;
  current(): { key: string; write: (html: string, file: string) => string };
};

export type RequestHeaders = { acceptEncoding?: string; ifNoneMatch?: string; head?: boolean };

/** Which encodings an Accept-Encoding header allows (a q=0 refuses one). */
function accepts(header: string | undefined, encoding: Encoding): boolean {
  if (!header) return false;
  const at = header.indexOf(encoding);
  if (at === -1) return false;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (name!.trim().toLowerCase() !== encoding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** A web client build read into memory: its files, and the hashes of its pages' inline scripts. */
export type WebBuild = { files: ReadonlyMap<string, Buffer>; scriptHashes: ScriptHashes | undefined };

/**
 * Read every file of the build (and its brotli/gzip copies) once, so a build swapped in later by
 * another process (web-build/build.ts) never changes what this server answers; a whole build is a
 * few megabytes. The script hashes file is build metadata, never served.
 */
export function readWebBuild(clientDir: string): WebBuild {
  const root = path.resolve(clientDir);
  const files = new Map<string, Buffer>();
  const walk = (dir: string, rel: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${rel}/${entry.name}`);
      else if (entry.isFile() && entry.name !== SCRIPT_HASHES_FILE) files.set(`${rel}/${entry.name}`, fs.readFileSync(path.join(dir, entry.name)));
    }
  };
  walk(root, "");
  return { files, scriptHashes: readScriptHashes(root) };
}

/**
 * The built client, answered from memory. Headers are computed on a file's first request:
 * `headersFor` gives a file's own extra headers (the security headers), merged in then. Hashed
 * assets under /assets/ are immutable, pages `no-cache` with an ETag (304 when unchanged), other
 * files cache for an hour. No request touches the file system, so no path can reach outside the
 * build.
 */
export function createStaticSite(build: WebBuild, headersFor: (file: string) => OutgoingHttpHeaders = () => ({}), fill?: PageFill): StaticSite {
  const { files } = build;

  const prepared = new Map<string, Prepared>();
  const prepare = (file: string, status: 200 | 404, cacheControl: string): Prepared => {
    const key = `${status} ${cacheControl} ${file}`;
    const cached = prepared.get(key);
    if (cached) return cached;
    const identity = files.get(file)!;
    const entry = prepareBody(file, identity, status, cacheControl, (ext) => files.get(file + ext));
    prepared.set(key, entry);
    return entry;
  };

  /**
   * A filled page: written and compressed again only when the fill's key changes. The request that
   * meets a change gets a quick brotli copy (quality 5: about 2 ms for the privacy page, against
   * 70 to 100 ms at 11, which would hold every other request up); the best copy (quality 11, some
   * 12% smaller) is made off the event loop and replaces it for the requests that follow.
   */
  const filled = new Map<string, { key: string; entry: Prepared }>();
  const prepareFilled = (file: string): Prepared => {
    const { key, write } = fill!.current();
    const cached = filled.get(file);
    if (cached?.key === key) return cached.entry;
    const identity = Buffer.from(write(files.get(file)!.toString("utf8"), file));
    const brotli = (quality: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
    const gzip = zlib.gzipSync(identity, { level: 9 });
    const prepareWith = (br: Buffer) => prepareBody(file, identity, 200, REVALIDATE, (ext) => (ext === ".br" ? br : gzip));
    const entry = prepareWith(zlib.brotliCompressSync(identity, brotli(5)));
    filled.set(file, { key, entry });
    zlib.brotliCompress(identity, brotli(11), (err, best) => {
      if (!err && filled.get(file)?.entry === entry) filled.set(file, { key, entry: prepareWith(best) });
    });
    return entry;
  };

  const prepareBody = (
    file: string,
    identity: Buffer,
    status: 200 | 404,
    cacheControl: string,
    compressed: (ext: ".br" | ".gz") => Buffer | undefined,
  ): Prepared => {
    const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`;
    const copies: { encoding: Encoding; body: Buffer }[] = [];
    if (identity.length > MIN_COMPRESS_BYTES) {
      for (const [ext, encoding] of [
        [".br", "br"],
        [".gz", "gzip"],
      ] as const) {
        const body = compressed(ext);
        if (!body) continue;
        if (body.length <= identity.length * MAX_COMPRESSED_RATIO) copies.push({ encoding, body });
      }
    }
    const extra = headersFor(file);
    const common: OutgoingHttpHeaders = {
      ...extra,
      "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "Cache-Control": cacheControl,
      ETag: etag,
      ...(copies.length ? { Vary: "Accept-Encoding" } : {}),
    };
    const variant = (body: Buffer, encoding?: Encoding): Variant => ({
      encoding,
      body,
      headers: { ...common, ...(encoding ? { "Content-Encoding": encoding } : {}), "Content-Length": body.length },
    });
    return {
      status,
      etag,
      variants: [...copies.map((c) => variant(c.body, c.encoding)), variant(identity)],
      notModified: { ...extra, "Cache-Control": cacheControl, ETag: etag, ...(copies.length ? { Vary: "Accept-Encoding" } : {}) },
    };
  };

  const reply = (entry: Prepared, request: RequestHeaders): StaticReply => {
    if (entry.status === 200 && request.ifNoneMatch && request.ifNoneMatch.split(",").some((t) => t.trim() === entry.etag || t.trim() === "*")) {
      return { status: 304, headers: entry.notModified, body: null };
    }
    const variant = entry.variants.find((v) => !v.encoding || accepts(request.acceptEncoding, v.encoding))!;
    return { status: entry.status, headers: variant.headers, body: request.head ? null : variant.body };
  };

  const [NOT_FOUND_PAGE, FRENCH_NOT_FOUND_PAGE] = NOT_FOUND_PRERENDER_PATHS.map((p) => `${p}/index.html`) as [string, string];
  const decode = (pathname: string) => {
    try {
      const decoded = decodeURIComponent(pathname);
      return decoded.startsWith("/") && !decoded.startsWith("/api/") ? decoded : undefined;
    } catch {
      return undefined;
    }
  };
  /** The file a decoded path names: a file of the build, or else the prerendered page (with or without trailing slashes). */
  const fileOf = (decoded: string) => {
    if (path.posix.extname(decoded)) {
      const file = path.posix.normalize(decoded);
      if (files.has(file)) return file;
    }
    return path.posix.normalize(`${decoded.replace(/\/+$/, "")}/index.html`);
  };
  const isFilledPage = (file: string) => fill !== undefined && fill.files.has(file) && files.has(file);
  return {
    isFilled(pathname) {
      if (!fill) return false;
      const decoded = decode(pathname);
      return decoded !== undefined && isFilledPage(fileOf(decoded));
    },
    find(pathname, request) {
      const decoded = decode(pathname);
      if (decoded === undefined) return undefined;
      const file = fileOf(decoded);
      // Its HTML read as a file (/privacy/index.html) is written into too.
      if (isFilledPage(file)) return reply(prepareFilled(file), request);
      if (path.posix.extname(decoded) && files.has(file)) return reply(prepare(file, 200, file.startsWith("/assets/") ? IMMUTABLE : ONE_HOUR), request);
      if (files.has(file) && file !== NOT_FOUND_PAGE && file !== FRENCH_NOT_FOUND_PAGE) return reply(prepare(file, 200, REVALIDATE), request);
      if (isSpaPath(decoded) && files.has("/__spa-fallback.html")) return reply(prepare("/__spa-fallback.html", 200, REVALIDATE), request);
      return undefined;
    },
    notFound(request, pathname) {
      const page = localeOfPath(pathname) === "fr" && files.has(FRENCH_NOT_FOUND_PAGE) ? FRENCH_NOT_FOUND_PAGE : NOT_FOUND_PAGE;
      return files.has(page) ? reply(prepare(page, 404, REVALIDATE), request) : undefined;
    },
  };
}

const stringHeaders = (headers: OutgoingHttpHeaders) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));

/**
 * The built client as Hono middleware (the app's last handler): files, pages and the SPA shell,
 * and the not-found page with status 404 for anything else.
 */
export function serveClient(site: StaticSite, logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const request = { acceptEncoding: c.req.header("accept-encoding"), ifNoneMatch: c.req.header("if-none-match"), head: c.req.method === "HEAD" };
    let found = site.find(c.req.path, request);
    if (!found) {
      if (c.req.path.startsWith("/api/")) return next();
      logger.warn({ path: c.req.path }, "unknown path");
      found = site.notFound(request, c.req.path);
      if (!found) return next();
    }
    const headers = stringHeaders(found.headers);
    return found.body ? c.body(found.body as Uint8Array<ArrayBuffer>, found.status as 200 | 404, headers) : c.body(null, found.status, headers);
  };
}

/**
 * The same answers straight on Node's request and response, ahead of the Hono app: a file, page
 * or SPA path is answered here without building a Request; anything else (the API, the paths in
 * `reserved`, unknown paths) returns false and goes on to the app. Logs one line per request,
 * as the app does.
 */
export function staticListener(site: StaticSite, logger: Logger, reserved: ReadonlySet<string> = new Set()) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const start = performance.now();
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const pathname = q === -1 ? url : url.slice(0, q);
    // A filled page goes to the app, which reads the values it writes first (they may have changed in another process).
    if (reserved.has(pathname) || site.isFilled(pathname)) return false;
    const found = site.find(pathname, { acceptEncoding: req.headers["accept-encoding"], ifNoneMatch: req.headers["if-none-match"], head: method === "HEAD" });
    if (!found) return false;
    res.writeHead(found.status, found.headers);
    res.end(found.body ?? undefined);
    if (logger.isLevelEnabled("info")) {
      logger.info({ method, path: pathname, status: found.status, ms: Math.round((performance.now() - start) * 10) / 10 }, "request");
    }
    return true;
  };
}
