import type { MiddlewareHandler } from "hono";
import { AUTH_MESSAGES } from "../../shared/schemas/auth";
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from "../../shared/idempotency";
import { isUuid } from "../db/is-uuid";
import type { AppDeps } from "../deps";
import { AppError } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { requestHash } from "../http/request-hash";
import { claimKey, finishKey, releaseKey } from "../services/idempotency/idempotency-keys";

const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Answers a repeat should not get again: it may succeed if it runs again (our failure, a limit, a timeout). */
const notFinal = (status: number) => status >= 500 || status === 429 || status === 408;

/**
 * The Idempotency-Key layer (decision 062), opt-in for a group of signed-in routes:
 * `group.use(idempotency(deps))`. A state-changing request that carries the header (a UUID, else
 * 400 naming it) runs once per caller and key: a repeat of the same request gets the first one's
 * status and JSON again (with `Idempotent-Replayed: true`) without running the handler; the same
 * key with another request is a 422; a repeat while the first is still running is a 409 with
 * Retry-After: 1, which the phone's outbox retries. Requests without the header run as usual.
 * The group's answers must be JSON or empty: another kind is not kept, and its repeat runs again.
 */
export function idempotency(deps: Pick<AppDeps, "db" | "logger">): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header(IDEMPOTENCY_HEADER);
    if (header === undefined || !CHANGES.has(c.req.method)) return next();
    if (!isUuid(header.trim())) throw AppError.validation({ [IDEMPOTENCY_HEADER]: { key: "idempotency.badKey" } });
    const viewer = c.get("viewer");
    if (!viewer) throw new AppError("unauthenticated", AUTH_MESSAGES.sessionMissing);
    const url = new URL(c.req.url);
    // Read once here; hono keeps the bytes, so the route reads its body as usual.
    const body = new Uint8Array(await c.req.arrayBuffer());
    const mine = { userId: viewer.userId, key: header.trim().toLowerCase() };
    const hash = requestHash({ method: c.req.method, pathWithQuery: url.pathname + url.search, contentType: c.req.header("content-type"), body });
    const claim = await claimKey(deps.db, { ...mine, requestHash: hash });
    if (claim.kind === "mismatch") throw new AppError("unprocessable", { key: "idempotency.reused" });
    if (claim.kind === "running") throw new AppError("conflict", { key: "idempotency.inProgress" }, undefined, 1);
    if (claim.kind === "answered") {
      const headers = { [IDEMPOTENT_REPLAY_HEADER]: "true", ...(claim.body === null ? {} : { "Content-Type": "application/json" }) };
      return claim.body === null ? c.body(null, claim.status as 204, headers) : c.body(claim.body, claim.status as 200, headers);
    }

    try {
      await next();
    } catch (err) {
      await releaseKey(deps.db, mine);
      throw err;
    }
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    const text = res.body ? await res.clone().text() : "";
    if (notFinal(res.status)) return releaseKey(deps.db, mine);
    if (text && !/^application\/json\b/i.test(type)) {
      deps.logger.error({ path: url.pathname, type }, "an idempotent route answered other than JSON: its answer is not kept");
      return releaseKey(deps.db, mine);
    }
    try {
      await finishKey(deps.db, { ...mine, status: res.status, body: text || null });
    } catch (err) {
      // The route has run: its own answer goes out. A repeat finds the key unanswered and, once
      // the claim is stale, runs again; routes of the group write by the action's id (decision 062).
      deps.logger.error({ err, path: url.pathname }, "the answer of an idempotent request could not be kept");
    }
  };
}
