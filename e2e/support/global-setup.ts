import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startMailCatcher } from "./mail-catcher";
import { ROOT, freePort, serverCommand, spawnServer, waitForListening } from "../../src/server/test/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    serverLogFile: string;
    admin: { email: string; password: string; username: string };
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
  const env = {
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(tmp, "data"),
    SMTP_URL: catcher.url,
    CONSULTATION_RATE_LIMIT: "1000",
  };
  // The first admin, made the way the README says: before the server starts.
  const admin = { email: "owner@example.com", password: "e2e owner passphrase 2026", username: "owner" };
  const [cmd, ...launcher] = serverCommand("create-admin");
  execFileSync(cmd, [...launcher, "--email", admin.email, "--password", admin.password, "--username", admin.username], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: "pipe",
  });
  const server = spawnServer(env);
  await waitForListening(server);
  const serverLogFile = path.join(tmp, "server.log");
  const flushLog = () => fs.writeFileSync(serverLogFile, server.output());
  const timer = setInterval(flushLog, 200);

  project.provide("baseUrl", server.url);
  project.provide("mailDir", mailDir);
  project.provide("serverLogFile", serverLogFile);
  project.provide("admin", admin);

  return async () => {
    clearInterval(timer);
    server.child.kill("SIGTERM");
    await server.exited;
    await catcher.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
