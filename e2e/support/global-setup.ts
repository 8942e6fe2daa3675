import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startMailCatcher } from "./mail-catcher";
import { ROOT, freePort, spawnServer, waitForListening } from "../../src/server/test/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    serverLogFile: string;
  }
}

/** One built server on a fresh embedded database, with a real SMTP server catching its mail. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(ROOT, "build/client/index.html"))) {
    throw new Error("No client build: run `npm run build` first (npm test does).");
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-"));
  const mailDir = path.join(tmp, "mailbox");
  const catcher = await startMailCatcher(mailDir);
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: path.join(tmp, "data"),
    SMTP_URL: catcher.url,
    CONSULTATION_RATE_LIMIT: "1000",
  });
  await waitForListening(server);
  const serverLogFile = path.join(tmp, "server.log");
  const flushLog = () => fs.writeFileSync(serverLogFile, server.output());
  const timer = setInterval(flushLog, 200);

  project.provide("baseUrl", server.url);
  project.provide("mailDir", mailDir);
  project.provide("serverLogFile", serverLogFile);

  return async () => {
    clearInterval(timer);
    server.child.kill("SIGTERM");
    await server.exited;
    await catcher.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
