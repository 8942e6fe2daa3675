import { expect, test } from "vitest";
import { DumpFormatError, scriptOfDump } from "./script";

const dump = (body: string) =>
  `--\n-- PostgreSQL database dump\n--\n\n\\restrict abc\n${body}\n--\n-- PostgreSQL database dump complete\n--\n\n\\unrestrict abc\n`;
const KNOWN = new Set(["statement_timeout", "client_encoding"]);

test("psql's restrict lines and settings the target does not know are left out; data lines never", () => {
  const body = [
    "SET statement_timeout = 0;",
    "SET transaction_timeout = 0;",
    "INSERT INTO t VALUES (1, 'it''s\n\\restrict inside\nSET transaction_timeout = 0;\n-- text'), (2, $$\n\\x$$);",
    'CREATE TABLE "odd\'name" (a text);',
    "SET transaction_timeout = 0;",
  ].join("\n");
  const script = scriptOfDump(dump(body), KNOWN).join("\n");
  expect(script).not.toMatch(/^\\(un)?restrict abc$/m);
  expect(script).toContain("SET statement_timeout = 0;");
  expect(script).toContain("'it''s\n\\restrict inside\nSET transaction_timeout = 0;\n-- text')");
  expect(script.match(/transaction_timeout/g)).toHaveLength(1); // the one inside the literal
  expect(script).toContain('CREATE TABLE "odd\'name" (a text);');
});

test("a large dump runs in batches of whole statements", () => {
  const row = (i: number) => `INSERT INTO t VALUES (${i}, 'a;\n${"x".repeat(1000)}');`;
  const body = Array.from({ length: 600 }, (_, i) => row(i)).join("\n");
  const batches = scriptOfDump(dump(body), KNOWN);
  expect(batches.length).toBeGreaterThan(1);
  expect(batches.join("\n")).toContain(body);
  for (const batch of batches.slice(0, -1)) expect(batch).toMatch(/'\);$/);
  expect(batches.join("\n")).toContain(row(599));
});

test("a file that is no dump, a cut-off dump and psql-only dumps are refused with the reason", () => {
  expect(() => scriptOfDump("select 1;", KNOWN)).toThrow(new DumpFormatError("This file is not a PostgreSQL dump (pg_dump's plain SQL format)."));
  expect(() => scriptOfDump(dump("INSERT INTO t VALUES (1);").slice(0, 60), KNOWN)).toThrow(/incomplete/);
  expect(() => scriptOfDump(dump("COPY public.t (a) FROM stdin;\n1\n\\."), KNOWN)).toThrow(/COPY data .* restore it with psql/);
  expect(() => scriptOfDump(dump("\\connect other"), KNOWN)).toThrow(/meta-command \\connect/);
});
