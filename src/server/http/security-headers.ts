import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { Config } from "../env";
import { SCRIPT_HASHES_FILE, type ScriptHashes } from "./script-hashes";
import type { WebBuild } from "./static-files";

export type HeaderMap = Readonly<Record<string, string>>;

/**
 * The Content-Security-Policy: only our own origin, and inline scripts only by the hashes of the
 * page they are on. Styles allow 'unsafe-inline' because sonner and Radix's scroll lock insert
 * <style> elements at run time; images, fonts and fetches stay on our origin. Images may also be
 * blob: URLs, the crew page's previews of photos still waiting on the phone (decision 066).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join("")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * The headers every response carries. HSTS only when the site is served over https (sending it
 * over http is ignored by browsers and would pin a local http setup once it got https).
 * Referrer-Policy same-origin: full URLs within the site (the Origin header our checks need
 * stays), nothing to other sites, so a token in a URL never leaves. Location only for our own
 * pages: the crew page sends it at check-in when the cleaner has turned it on (decision 063).
 */
export function securityHeaders(appUrl: string, scriptHashes?: readonly string[]): HeaderMap {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    ...(appUrl.startsWith("https:") ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

export type SecurityHeaders = {
  /** For every response of the Hono app: added where the response has not set its own. */
  middleware: MiddlewareHandler;
  /** For a file of the built client: pages get a policy with their own inline scripts' hashes. */
  forFile: (file: string) => HeaderMap;
};

/**
 * Computed once at start: the common headers, and per page the policy with the hashes the build
 * recorded. A build without the hashes file (made before it existed) is warned about: its pages'
 * inline scripts would be refused.
 */
export function createSecurityHeaders(config: Pick<Config, "appUrl">, build: WebBuild | undefined, logger: Logger): SecurityHeaders {
  const common = securityHeaders(config.appUrl);
  const hashes: ScriptHashes = build?.scriptHashes ?? {};
  if (build && !build.scriptHashes) {
    logger.warn(`the web build has no ${SCRIPT_HASHES_FILE}: its pages' inline scripts will be refused; run npm run build`);
  }
  const entries = Object.entries(common);
  return {
    middleware: async (c, next) => {
      await next();
      setMissing(c, entries);
    },
    forFile: (file) => (file.endsWith(".html") ? securityHeaders(config.appUrl, hashes[file] ?? []) : common),
  };
}

/**
 * Answers that depend on who is signed in must not be kept by a browser or a proxy: every API
 * answer is `no-store` unless its route chose its own Cache-Control.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  setMissing(c, [["Cache-Control", "no-store"]]);
};

/** Add the headers the response does not have yet. */
function setMissing(c: Context, entries: readonly (readonly [string, string])[]): void {
  let headers = c.res.headers;
  for (const [name, value] of entries) {
    if (headers.has(name)) continue;
    try {
      headers.set(name, value);
    } catch {
      // A Response with immutable headers (Response.redirect()): copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set(name, value);
    }
  }
}
