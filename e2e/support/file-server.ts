import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { startMailCatcher } from "./mail-catcher";
import { freePort, spawnServer, waitForListening, type ServerProcess } from "../../src/server/test/server-process";
import { migratedDataDir } from "../../src/server/test/test-db";
import { TEST_TAX_NUMBERS } from "../../src/server/test/tax-numbers";

/** The server a browser test file runs against: its address, its mailbox and its log so far. */
export type FileServer = { url: string; mailDir: string; log: () => string };

let current: FileServer | undefined;
let stop: (() => Promise<void>) | undefined;
let extraEnv: ((url: string) => Promise<Record<string, string>>) | undefined;

/**
 * Settings this file's server starts with beyond the usual ones, from its address (a local stand-in
 * of a payment service, say). Called by a test file while it loads, before the server starts.
 */
export function withServerEnv(env: (url: string) => Promise<Record<string, string>>): void {
  extraEnv = env;
}

/** This test file's server (started before its first test). */
export function fileServer(): FileServer {
  if (!current) throw new Error("the file's server is not started yet: call this from a test or a hook, not while the file loads");
  return current;
}

/**
 * A new DATA_DIR, a copy of one of global-setup's migrated templates: `owner` holds the owner
 * account made by `npm run create-admin`, `blank` nothing.
 */
export const copyTemplate = (template: "owner" | "blank", prefix = "e2e-") => migratedDataDir(prefix, inject("templates")[template]);

/**
 * Each browser test file gets a server of its own, on its own copy of the owner's database, with a
 * real SMTP server catching its mail: files run side by side and none sees another's records.
 */
beforeAll(async () => {
  const dataDir = copyTemplate("owner");
  // Beside what the server keeps there: the SMTP catcher's messages.
  const mailDir = path.join(dataDir, "caught-mail");
  const catcher = await startMailCatcher(mailDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let server: ServerProcess | undefined = spawnServer({
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: catcher.url,
    CONSULTATION_RATE_LIMIT: "1000",
    ...TEST_TAX_NUMBERS,
    ...(await extraEnv?.(url)),
  });
  stop = async () => {
    if (server) {
      server.child.kill("SIGTERM");
      await server.exited;
      server = undefined;
    }
    await catcher.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForListening(server);
  } catch (err) {
    await stop();
    throw err;
  }
  current = { url: server.url, mailDir, log: server.output };
});
afterAll(() => stop?.());
