import { getTableName, isTable } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { PRIVACY_PARTS } from "../../../shared/schemas/privacy";
import * as schema from "../../db/schema/index";
import { EXPORT_PARTS, PERSONAL_TABLES } from "./personal-tables";
import { isPersonal, tableName } from "./registry";

// The registry of personal data against the schema: a table added to src/server/db/schema/ and
// not to the registry fails here, with its name, until someone says how a person's information in
// it is exported and erased, or why it holds none.

const SCHEMA_TABLES = (Object.values(schema) as unknown[]).filter(isTable).map((t) => getTableName(t));

describe("the registry of personal data", () => {
  test("names every table of the schema", () => {
    const registered = new Set(PERSONAL_TABLES.map(tableName));
    expect(SCHEMA_TABLES.filter((name) => !registered.has(name))).toEqual([]);
  });

  test("names each table once, and only tables of the schema", () => {
    const names = PERSONAL_TABLES.map(tableName);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.filter((name) => !SCHEMA_TABLES.includes(name))).toEqual([]);
  });

  test("says, for each table, what it holds and how it is exported, or why it holds nothing", () => {
    for (const entry of PERSONAL_TABLES) {
      if (isPersonal(entry)) {
        expect(entry.holds.length, tableName(entry)).toBeGreaterThan(10);
        expect(Boolean(entry.export) || (entry.notExported?.length ?? 0) > 10, `${tableName(entry)}: export or notExported`).toBe(true);
      } else {
        expect(entry.noPersonalData.length, tableName(entry)).toBeGreaterThan(10);
      }
    }
  });

  test("gives each part of the archive once, in the parts' order, with its columns", () => {
    expect(EXPORT_PARTS.map((p) => p.name)).toEqual([...PRIVACY_PARTS]);
    for (const part of EXPORT_PARTS) expect(part.columns.length, part.name).toBeGreaterThan(0);
  });

  test("keeps a column with the person's words after an erasure only with the law's reason", () => {
    const retaining = PERSONAL_TABLES.filter(isPersonal).filter((e) => e.retains);
    expect(retaining.map(tableName)).toEqual(["invoices"]);
    expect(retaining[0]!.retains).toMatchObject({ columns: ["billed_to"], why: expect.stringMatching(/six years/) });
  });
});
