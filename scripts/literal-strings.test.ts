import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

// Every word a person reads comes from a catalog (src/web/i18n), so that each page can be read in
// each language: no component of the web client writes words of its own. Read from the sources:
// text between JSX tags, the attributes a person or a screen reader reads, strings placed in JSX,
// the labels and titles of the objects components render from, and the toasts' words.

const WEB = path.resolve(import.meta.dirname, "../src/web");
/** Attributes whose value is read: shown, announced, or offered as a hint. */
const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "title", "placeholder", "alt", "label"]);
/** Properties of the objects components render from (columns, menu items, steps). */
const READ_PROPERTIES = new Set(["label", "title", "description", "placeholder", "heading", "message", "text", "hint"]);
const WORDS = /\p{L}{2}/u;
/** A phrase or a capitalised word, not a key into a catalog ("current", "days1to30"). */
const PHRASE = /\p{L}\s+\p{L}|^\p{Lu}\p{Ll}/u;

function stringOf(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ");
  if (ts.isJsxExpression(node)) return stringOf(node.expression);
  return null;
}

/** The words a component's source writes itself, as `line: what`. */
function literalStrings(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const add = (node: ts.Node, what: string) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what.trim()}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = stringOf(node.initializer);
      if (value && WORDS.test(value)) add(node, `${node.name.getText()}=${value}`);
    } else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const value = stringOf(node.expression);
      if (value && WORDS.test(value)) add(node, value);
    } else if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(node.name.getText())) {
      const value = stringOf(node.initializer);
      if (value && PHRASE.test(value)) add(node, `${node.name.getText()}: ${value}`);
    } else if (ts.isCallExpression(node) && /^notify\.(success|error)$/.test(node.expression.getText())) {
      for (const arg of node.arguments.slice(0, 2)) {
        const value = stringOf(arg);
        if (value && WORDS.test(value)) add(arg, `${node.expression.getText()}(${value})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function components(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" || entry.name === "test" ? [] : components(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("no component writes words of its own", () => {
  test("the check finds each kind of written word", () => {
    const sample = [
      `export const A = () => <p title="Open menu">Hello there</p>;`,
      `export const B = () => <input placeholder={"Your name"} aria-label={\`Name of \${x}\`} />;`,
      `export const C = () => <div>{"Loading..."}{m.ok}<span>{" · "}</span></div>;`,
      `notify.success("Saved", m.description);`,
      `const COLUMNS = [{ key: "name", label: "Full name" }, { key: "total", label: "total" }];`,
    ].join("\n");
    expect(literalStrings("sample.tsx", sample)).toEqual([
      "1: title=Open menu",
      "1: Hello there",
      "2: placeholder=Your name",
      "2: aria-label=Name of",
      "3: Loading...",
      `4: notify.success(Saved)`,
      "5: label: Full name",
    ]);
  });

  test("in the web client's components", () => {
    const found = components(WEB).flatMap((file) => literalStrings(file, fs.readFileSync(file, "utf8")).map((s) => `${path.relative(WEB, file)}:${s}`));
    expect(found).toEqual([]);
  });
});
