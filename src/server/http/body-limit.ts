import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors";

/**
 * Refuse request bodies over `maxSize` bytes with 413. A body announced with Content-Length (what
 * browsers and the site's own pages send; Node's parser holds the body to that length) is judged
 * from the header alone, so the request is not turned into a WHATWG Request with a body stream
 * just to be measured, and the route can read it straight from the socket. A body without one
 * (chunked) is counted as it arrives by hono's own bodyLimit.
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  const tooLarge = () => {
    throw new AppError("payload_too_large", `Request body must be at most ${maxSize / 1024} KB`);
  };
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (!/^\d+$/.test(length) || Number(length) > maxSize) tooLarge();
      return next();
    }
    return counted(c, next);
  };
}
