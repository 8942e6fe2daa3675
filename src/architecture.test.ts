import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// Import direction: web -> shared <- server. The browser bundle must never pull in server code;
// the only exception is `import type` of the API type from server/app.
const SRC = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function imports(file: string): { specifier: string; typeOnly: boolean; target: string }[] {
  const text = fs.readFileSync(file, "utf8");
  const found = [...text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+["']([^"']+)["']/gm)];
  const sideEffect = [...text.matchAll(/^\s*import\s+["']([^"']+)["']/gm)];
  const resolve = (s: string) =>
    s.startsWith(".") ? path.resolve(path.dirname(file), s) : s.startsWith("~/") ? path.join(SRC, "web", s.slice(2)) : s.startsWith("@shared/") ? path.join(SRC, "shared", s.slice(8)) : s;
  return [
    ...found.map((m) => ({ specifier: m[3]!, typeOnly: Boolean(m[2]), target: resolve(m[3]!) })),
    ...sideEffect.map((m) => ({ specifier: m[1]!, typeOnly: false, target: resolve(m[1]!) })),
  ];
}

const within = (target: string, dir: string) => target.startsWith(path.join(SRC, dir) + path.sep);

test("web imports no server code (except the API type)", () => {
  const bad = sourceFiles(path.join(SRC, "web")).flatMap((f) =>
    imports(f)
      .filter((i) => within(i.target, "server") && !(i.typeOnly && i.target === path.join(SRC, "server", "app")))
      .map((i) => `${path.relative(SRC, f)} -> ${i.specifier}`),
  );
  expect(bad).toEqual([]);
});

test("shared imports neither web nor server, nor Node built-ins", () => {
  const bad = sourceFiles(path.join(SRC, "shared")).flatMap((f) =>
    imports(f)
      .filter((i) => within(i.target, "web") || within(i.target, "server") || i.specifier.startsWith("node:"))
      .map((i) => `${path.relative(SRC, f)} -> ${i.specifier}`),
  );
  expect(bad).toEqual([]);
});

test("server imports no web code", () => {
  const bad = sourceFiles(path.join(SRC, "server")).flatMap((f) =>
    imports(f)
      .filter((i) => within(i.target, "web"))
      .map((i) => `${path.relative(SRC, f)} -> ${i.specifier}`),
  );
  expect(bad).toEqual([]);
});
