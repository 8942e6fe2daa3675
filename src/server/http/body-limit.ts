import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors";

/** A POST path that may carry more than the common limit (a photo), and its own refusal. */
export type LargerBody = { path: RegExp; maxSize: number; tooLarge: () => AppError };

/**
 * Refuse request bodies over `maxSize` bytes with 413. A body announced with Content-Length (what
 * browsers and the site's own pages send; Node's parser holds the body to that length) is judged
 * from the header alone, so the request is not turned into a WHATWG Request with a body stream
 * just to be measured, and the route can read it straight from the socket. A body without one
 * (chunked) is counted as it arrives by hono's own bodyLimit. A POST to a path of `larger` has
 * that entry's limit and refusal instead.
 */
export function limitBody(maxSize: number, larger: readonly LargerBody[] = []): MiddlewareHandler {
  const common = limiter(maxSize, () => new AppError("payload_too_large", `Request body must be at most ${maxSize / 1024} KB`));
  const others = larger.map((l) => ({ path: l.path, limit: limiter(l.maxSize, l.tooLarge) }));
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const other = method === "POST" ? others.find((o) => o.path.test(c.req.path)) : undefined;
    return (other?.limit ?? common)(c, next);
  };
}

function limiter(maxSize: number, refuse: () => AppError): MiddlewareHandler {
  const tooLarge = () => {
    throw refuse();
  };
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (!/^\d+$/.test(length) || Number(length) > maxSize) tooLarge();
      return next();
    }
    return counted(c, next);
  };
}
