import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

// Import direction: web -> shared <- server. The browser bundle never pulls in server code, and
// shared code runs on both sides. Within the web, feature folders do not import each other: the
// routes compose features, and what several features use lives in components/, lib/, i18n/ ...
const SRC = path.resolve(import.meta.dirname);
const FEATURES = path.join(SRC, "web", "features");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/**
 * Every module a source text names: static imports and re-exports (`import … from`, `import "…"`,
 * `export … from`, `export * from`), dynamic `import("…")` and `require("…")`.
 */
export function specifiers(text: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\b(?:import|require)\s*\(\s*(?:["']([^"']+)["']|`([^`$]+)`)\s*[,)]/g,
  ];
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => (m[1] ?? m[2])!));
}

/** Where a specifier points: a path under src/ (relative or through the ~ and @shared aliases), or the package name. */
function resolve(file: string, specifier: string): string {
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  if (specifier.startsWith("~/")) return path.join(SRC, "web", specifier.slice(2));
  if (specifier.startsWith("@shared/")) return path.join(SRC, "shared", specifier.slice(8));
  return specifier;
}

const within = (target: string, dir: string) => target.startsWith(dir + path.sep);

/** "file -> specifier" for each import of the files under `dir` that `bad` refuses. */
function violations(dir: string, bad: (target: string, file: string, specifier: string) => boolean): string[] {
  return sourceFiles(path.join(SRC, dir)).flatMap((file) =>
    specifiers(fs.readFileSync(file, "utf8"))
      .filter((s) => bad(resolve(file, s), file, s))
      .map((s) => `${path.relative(SRC, file)} -> ${s}`),
  );
}

/** The feature folder a path is in (`admin`, `portal` …), or undefined outside src/web/features. */
const featureOf = (p: string) => (within(p, FEATURES) ? path.relative(FEATURES, p).split(path.sep)[0] : undefined);

// The admin's sections are features of their own within it: they share only the admin kit.
const ADMIN = path.join(FEATURES, "admin");
/** The admin kit: the API, the shell and the gate, the list kit, the billing parts and the shared components and pages. */
const ADMIN_KIT = new Set(["api", "auth", "billing", "components", "list-kit", "pages", "shell"]);

/** The admin section a path is in (`quotes`, `clients` …), or undefined in the kit (its folders and files) and outside the admin. */
function adminSectionOf(p: string): string | undefined {
  if (!within(p, ADMIN)) return undefined;
  const [first, ...rest] = path.relative(ADMIN, p).split(path.sep);
  return rest.length && !ADMIN_KIT.has(first!) ? first : undefined;
}

describe("the import reader", () => {
  test("finds static, side-effect, re-exported, dynamic and required modules", () => {
    const text = [
      `import { a } from "./a";`,
      `import type { B } from '../b';`,
      `import {\n  c,\n  d,\n} from "~/c";`,
      `import "./side-effect.css";`,
      `export * from "./star";`,
      `export * as ns from "./star-as";`,
      `export { e } from "@shared/e";`,
      `export type { F } from "./f";`,
      `const lazy = () => import("../server/lazy");`,
      "const tpl = await import(`./template`);",
      `const old = require("./required");`,
      `const later = import(\n  "./wrapped"\n);`,
    ].join("\n");
    expect(specifiers(text).sort()).toEqual(
      ["./a", "../b", "~/c", "./side-effect.css", "./star", "./star-as", "@shared/e", "./f", "../server/lazy", "./template", "./required", "./wrapped"].sort(),
    );
  });

  test("ignores text that only looks like an import", () => {
    expect(specifiers(`const s = "import x from 'y'";\n// see import(x) below\nconst t = importer("z");`)).toEqual([]);
  });
});

test("web imports no server code", () => {
  expect(violations("web", (target) => within(target, path.join(SRC, "server")))).toEqual([]);
});

test("shared imports neither web nor server, nor Node built-ins", () => {
  expect(
    violations("shared", (target, _file, s) => within(target, path.join(SRC, "web")) || within(target, path.join(SRC, "server")) || s.startsWith("node:")),
  ).toEqual([]);
});

test("server imports no web code", () => {
  expect(violations("server", (target) => within(target, path.join(SRC, "web")))).toEqual([]);
});

test("a web feature imports no other feature", () => {
  expect(
    violations("web/features", (target, file) => {
      const other = featureOf(target);
      return other !== undefined && other !== featureOf(file);
    }),
  ).toEqual([]);
});

test("an admin section imports no other section, and the admin kit imports none", () => {
  expect(
    violations("web/features/admin", (target, file) => {
      const section = adminSectionOf(target);
      return section !== undefined && section !== adminSectionOf(file);
    }),
  ).toEqual([]);
});

test("the web reads each API answer as a shared contract type (src/shared), never a type of its own", () => {
  const bad = sourceFiles(path.join(SRC, "web")).flatMap((file) => {
    const text = fs.readFileSync(file, "utf8");
    const fromShared = new Set(
      [...text.matchAll(/^\s*import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']@shared\/[^"']+["']/gm)].flatMap((m) =>
        m[1]!.split(",").map((name) =>
          name
            .replace(/^\s*type\s+/, "")
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
      ),
    );
    return [...text.matchAll(/(?<!function )\bapiFetch<([^>(]+)>\(/g)]
      .map((m) => m[1]!.trim())
      .filter((type) => !fromShared.has(type))
      .map((type) => `${path.relative(SRC, file)}: apiFetch<${type}>`);
  });
  expect(bad).toEqual([]);
});
