import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { startMailCatcher } from "./mail-catcher";
import { freePort, spawnServer, waitForListening, type ServerProcess } from "../../src/server/test/server-process";

/** The server a browser test file runs against: its address, its mailbox and its log so far. */
export type FileServer = { url: string; mailDir: string; log: () => string };

let current: FileServer | undefined;
let stop: (() => Promise<void>) | undefined;

/** This test file's server (started before its first test). */
export function fileServer(): FileServer {
  if (!current) throw new Error("the file's server is not started yet: call this from a test or a hook, not while the file loads");
  return current;
}

/**
 * A copy of one of global-setup's database templates (already migrated), under a new temporary
 * folder: `owner` holds the owner account made by `npm run create-admin`, `blank` nothing.
 * Returns the folder and the DATA_DIR inside it.
 */
export function copyTemplate(template: "owner" | "blank", prefix = "e2e-"): { tmp: string; dataDir: string } {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dataDir = path.join(tmp, "data");
  fs.cpSync(inject("templates")[template], dataDir, { recursive: true });
  return { tmp, dataDir };
}

/**
 * Each browser test file gets a server of its own, on its own copy of the owner's database, with a
 * real SMTP server catching its mail: files run side by side and none sees another's records.
 */
beforeAll(async () => {
  const { tmp, dataDir } = copyTemplate("owner");
  const mailDir = path.join(tmp, "mailbox");
  const catcher = await startMailCatcher(mailDir);
  const port = await freePort();
  let server: ServerProcess | undefined = spawnServer({
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SMTP_URL: catcher.url,
    CONSULTATION_RATE_LIMIT: "1000",
  });
  stop = async () => {
    if (server) {
      server.child.kill("SIGTERM");
      await server.exited;
      server = undefined;
    }
    await catcher.close();
    fs.rmSync(tmp, { recursive: true, force: true });
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
