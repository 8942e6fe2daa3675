import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { openEmbedded, type Db } from "../../src/server/db/client";
import { copyTemplate } from "./file-server";
import { TEST_TAX_NUMBERS } from "../../src/server/test/tax-numbers";
import { freePort, spawnServer, waitForListening, type ServerProcess } from "../../src/server/test/server-process";

export type SeededServer = { url: string; mailDir: string; log: () => string };

/**
 * A test file's second server, on a copy of the blank database template (or of the owner's, with
 * the owner account of global-setup) that `seed` filled before it started, for records no screen
 * of the app makes yet, or settings the file's own server does not have; `env` adds to its settings (it has the tax numbers of the file's own server). Its e-mail is written as
 * .eml files under `mailDir` (no SMTP server). Stopped, and its data removed, after the file.
 */
export function useSeededServer(env: Record<string, string>, seed: (db: Db) => Promise<void>, template: "blank" | "owner" = "blank"): () => SeededServer {
  let dataDir = "";
  let server: ServerProcess | undefined;
  let seeded: SeededServer;
  beforeAll(async () => {
    dataDir = copyTemplate(template, "e2e-seeded-");
    const database = await openEmbedded(dataDir);
    try {
      await seed(database.db);
      await database.checkpoint();
    } finally {
      await database.close();
    }
    const port = await freePort();
    server = spawnServer({ PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, ...TEST_TAX_NUMBERS, ...env });
    await waitForListening(server);
    seeded = { url: server.url, mailDir: path.join(dataDir, "mail"), log: server.output };
  });
  afterAll(async () => {
    if (server) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return () => seeded;
}
