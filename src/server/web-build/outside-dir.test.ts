import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { ROOT } from "../root";
import { buildWebClient, isInsideProject, isFresh, withBuildLock } from "./build";
import { clientDirOf } from "./build-dir";

test("a folder is inside the project when it is the project or below it", () => {
  expect(isInsideProject(ROOT)).toBe(true);
  expect(isInsideProject(path.join(ROOT, "build"))).toBe(true);
  expect(isInsideProject(path.join(ROOT, "..build"))).toBe(true);
  expect(isInsideProject(path.join(ROOT, "..", "build"))).toBe(false);
  expect(isInsideProject(os.tmpdir())).toBe(false);
});

// The prerender imports the server build, which imports react-dom by name: built straight into a
// folder outside the project it failed with "Cannot find package 'react-dom'".
test("BUILD_DIR outside the project: the web client is built and served from there", { timeout: 240_000 }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outside-build-"));
  try {
    const logs: string[] = [];
    await withBuildLock(
      dir,
      "test",
      (m) => logs.push(m),
      () => buildWebClient(dir, (m) => logs.push(m)),
    );
    expect(fs.readFileSync(path.join(clientDirOf(dir), "index.html"), "utf8")).toContain("<html");
    expect(fs.existsSync(path.join(clientDirOf(dir), "fr", "get-quote", "index.html"))).toBe(true);
    expect(isFresh(dir)).toBe(true);
    // Nothing of the build is left in the project's .tmp/ or beside the client folder.
    const work = path.join(ROOT, ".tmp");
    expect(fs.existsSync(work) ? fs.readdirSync(work).filter((n) => n === `web-build-${process.pid}`) : []).toEqual([]);
    expect(fs.readdirSync(dir).filter((n) => n.startsWith(".tmp-") || n.startsWith(".old-"))).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
