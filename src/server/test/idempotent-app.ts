import { Hono } from "hono";
import { z } from "zod";
import { IDEMPOTENCY_HEADER } from "../../shared/idempotency";
import type { Database } from "../db/client";
import { AppError, retryAfterHeader } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { requestLocale } from "../http/request-locale";
import { requireAudience } from "../middleware/audience";
import { idempotency } from "../middleware/idempotency";
import { loadViewer } from "../middleware/session";
import type { TestApp } from "./auth-fixtures";
import { TEST_ORIGIN } from "./auth-helpers";
import { silentLogger } from "./test-app";

// A small group of client routes behind the Idempotency-Key layer, for its tests: the same
// session loading, audience check and error answers as the app's /api groups, and handlers that
// count their runs. No route of the product uses the layer yet (the crew page's will).

const NOTE = z.object({ text: z.string().min(1) });

export function idempotentApp(t: TestApp, database: Database) {
  const deps = { db: database.db, auth: t.auth, config: t.config, logger: silentLogger };
  const runs = { notes: 0, refusals: 0, failures: 0, slow: 0 };
  /** Slow requests wait here until `open()` is called. */
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));

  const group = new Hono<ApiEnv>()
    .use(requireAudience("client"))
    .use(idempotency(deps))
    .post("/notes", async (c) => {
      const { text } = await readJson(c, NOTE);
      runs.notes++;
      return c.json({ run: runs.notes, text }, 201);
    })
    .delete("/notes/:id", (c) => c.body(null, 204))
    .post("/refused", () => {
      runs.refusals++;
      throw new AppError("conflict", { key: "visit.completed" });
    })
    .post("/failing", () => {
      runs.failures++;
      throw new Error("a bug");
    })
    .post("/slow", async (c) => {
      runs.slow++;
      await gate;
      return c.json({ run: runs.slow }, 201);
    })
    .post("/text", (c) => c.text("plain"));

  const app = new Hono<ApiEnv>();
  app.onError((err, c) =>
    err instanceof AppError ? c.json(err.toBody(requestLocale(c)), err.status, retryAfterHeader(err)) : c.json({ error: { code: "internal" } }, 500),
  );
  app.use("/api/*", loadViewer(deps));
  app.route("/api/test", group);

  /** A request as the phone's outbox sends it: JSON, the session's cookie and, when given, the key. */
  const send = (path: string, o: { cookie?: string; key?: string; body?: unknown; method?: string; headers?: Record<string, string> } = {}) =>
    app.request(`/api/test${path}`, {
      method: o.method ?? "POST",
      headers: {
        origin: TEST_ORIGIN,
        ...(o.cookie ? { cookie: o.cookie } : {}),
        ...(o.key === undefined ? {} : { [IDEMPOTENCY_HEADER]: o.key }),
        ...(o.body === undefined ? {} : { "content-type": "application/json" }),
        ...o.headers,
      },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });

  return { send, runs, open: () => open() };
}
