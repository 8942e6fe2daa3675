import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { OUT_DIR, ROOT, bundlePath, ensureServerBundle, serverInputsHash } from "../../scripts/server-bundle.mjs";

test("npm start runs compiled JavaScript, not a TypeScript loader", () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  expect(pkg.scripts.start).toBe("node scripts/run-server.mjs start");
  expect(pkg.scripts["create-admin"]).toBe("node scripts/run-server.mjs create-admin");
});

test("the bundle is rebuilt when missing or stale, and kept when fresh", () => {
  ensureServerBundle();
  expect(ensureServerBundle()).toBe(false);
  expect(fs.readFileSync(path.join(OUT_DIR, ".stamp"), "utf8")).toBe(serverInputsHash());
  // A stamp from other sources: the next start bundles again.
  fs.writeFileSync(path.join(OUT_DIR, ".stamp"), "stale");
  expect(ensureServerBundle()).toBe(true);
  expect(ensureServerBundle()).toBe(false);
});

test("the bundle runs on plain Node, with the packages imported from node_modules", () => {
  ensureServerBundle();
  const source = fs.readFileSync(bundlePath("start"), "utf8");
  expect(source).toMatch(/from "hono"/);
  expect(source).not.toMatch(/from "\.\.?\//); // no relative import: our own code is all inside
  // create-admin's own argument check, from the bundle, without tsx.
  const run = spawnSync(process.execPath, [bundlePath("create-admin"), "--email", "x"], { cwd: ROOT, encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("Usage: npm run create-admin");
  // The launcher passes the command's own arguments on.
  expect(() => execFileSync(process.execPath, ["scripts/run-server.mjs", "create-admin", "--email", "x"], { cwd: ROOT, stdio: "pipe" })).toThrow(
    /Usage: npm run create-admin/,
  );
});
