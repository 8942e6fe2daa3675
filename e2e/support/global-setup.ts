import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openEmbedded } from "../../src/server/db/client";
import { ROOT, serverCommand } from "../../src/server/test/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** Migrated DATA_DIRs each test file copies: `blank`, and `owner` with the owner account below. */
    templates: { blank: string; owner: string };
    admin: { email: string; password: string; username: string };
  }
}

/**
 * The databases every browser test file starts from, migrated once for the run: each file copies
 * one (file-server.ts, seeded-server.ts) instead of migrating a database of its own.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(ROOT, "build/client/index.html"))) {
    throw new Error("No client build: run `npm run build` first (npm test does).");
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-templates-"));
  const blank = path.join(tmp, "blank");
  const owner = path.join(tmp, "owner");
  fs.mkdirSync(blank);
  await (await openEmbedded(blank)).close();
  fs.cpSync(blank, owner, { recursive: true });
  // The first admin, made the way the README says: before the server starts.
  const admin = { email: "owner@example.com", password: "e2e owner passphrase 2026", username: "owner" };
  const [cmd, ...launcher] = serverCommand("create-admin");
  execFileSync(cmd, [...launcher, "--email", admin.email, "--password", admin.password, "--username", admin.username], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: owner },
    stdio: "pipe",
  });

  project.provide("templates", { blank, owner });
  project.provide("admin", admin);

  return () => fs.rmSync(tmp, { recursive: true, force: true });
}
