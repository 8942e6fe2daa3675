import pino from "pino";
import { createApp } from "../app";
import { createAuth } from "../auth/create-auth";
import type { Database } from "../db/client";
import type { AppDeps } from "../deps";
import { loadConfig } from "../env";
import { TEST_TAX_NUMBERS } from "./tax-numbers";

export const TEST_SECRET = "test-secret-that-is-at-least-32-characters-long";

export const silentLogger = pino({ level: "silent" });

/** The real app on a test database, with a clean environment plus `env`. */
export function createTestApp(database: Database, env: Record<string, string> = {}, extra: Partial<AppDeps> = {}) {
  const config = loadConfig({ DATA_DIR: "/tmp/unused-test-data", AUTH_SECRET: TEST_SECRET, ...TEST_TAX_NUMBERS, ...env });
  const auth = createAuth({ db: database.db, config, secret: TEST_SECRET });
  const { app } = createApp({ db: database.db, auth, config, logger: silentLogger, ...extra });
  return { app, config, auth };
}

/** A JSON POST as a browser on `ip` would send it (the socket address is what the server trusts). */
export function postJson(app: ReturnType<typeof createTestApp>["app"], path: string, body: unknown, ip = "203.0.113.7", headers: Record<string, string> = {}) {
  return app.request(
    path,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
}
