import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, test, vi } from "vitest";
import { DEFAULT_CHROMIUM, ensureChromium, INSTALL_COMMAND, type ChromiumChecks } from "./ensure-chromium.mjs";

type Machine = { root?: boolean; installWorks?: boolean; installExitsZero?: boolean; present?: string[] };

/** A machine where Chromium is at `present` paths; `install` puts it at the default path when it works. */
function machine({ root = false, installWorks = true, installExitsZero = installWorks, present = [] }: Machine = {}) {
  const files = new Set(present);
  const install = vi.fn(() => {
    if (installWorks) files.add(DEFAULT_CHROMIUM);
    return installExitsZero;
  });
  const log = vi.fn();
  const checks: ChromiumChecks = { path: DEFAULT_CHROMIUM, exists: (p) => files.has(p), isRoot: () => root, install, log };
  return { checks, install, log };
}

const oneLineNaming = (message: string) => {
  expect(message).not.toContain("\n");
  expect(message).toContain(INSTALL_COMMAND);
};

describe("ensureChromium", () => {
  test("Chromium in place: nothing to do, even as root", () => {
    const { checks, install } = machine({ root: true, present: [DEFAULT_CHROMIUM] });
    expect(ensureChromium(checks)).toEqual({ ok: true, installed: false });
    expect(install).not.toHaveBeenCalled();
  });

  test("missing, as root: installed with apt-get, and said so", () => {
    const { checks, install, log } = machine({ root: true });
    expect(ensureChromium(checks)).toEqual({ ok: true, installed: true });
    expect(install).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Installing Chromium"));
  });

  test("missing, not root: stops with one line saying how to install it, without trying", () => {
    const { checks, install } = machine({ root: false });
    const result = ensureChromium(checks);
    expect(result.ok).toBe(false);
    if (!result.ok) oneLineNaming(result.message);
    expect(install).not.toHaveBeenCalled();
  });

  test("missing, as root, apt-get fails: stops with the same advice", () => {
    const { checks } = machine({ root: true, installWorks: false });
    const result = ensureChromium(checks);
    expect(result.ok).toBe(false);
    if (!result.ok) oneLineNaming(result.message);
  });

  test("apt-get succeeds but no Chromium appears at the path: not taken as installed", () => {
    const { checks } = machine({ root: true, installWorks: false, installExitsZero: true });
    expect(ensureChromium(checks).ok).toBe(false);
  });

  test("another path in CHROMIUM_PATH that is missing: no install (the package would not put it there)", () => {
    const { checks, install } = machine({ root: true });
    const result = ensureChromium({ ...checks, path: "/opt/chrome/chrome" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      oneLineNaming(result.message);
      expect(result.message).toContain("CHROMIUM_PATH");
    }
    expect(install).not.toHaveBeenCalled();
  });
});

describe("node scripts/ensure-chromium.mjs", () => {
  const run = (chromium: string) =>
    spawnSync(process.execPath, [path.join(import.meta.dirname, "ensure-chromium.mjs")], {
      env: { PATH: process.env.PATH ?? "", CHROMIUM_PATH: chromium },
      encoding: "utf8",
    });

  test("exits 0 and prints nothing when Chromium is there", () => {
    const res = run(process.execPath);
    expect(res.status).toBe(0);
    expect(res.stdout + res.stderr).toBe("");
  });

  test("exits 1 with one line on stderr when it is missing", () => {
    const res = run("/nonexistent/chromium");
    expect(res.status).toBe(1);
    expect(res.stderr.trim().split("\n")).toHaveLength(1);
    expect(res.stderr).toContain(INSTALL_COMMAND);
  });
});
