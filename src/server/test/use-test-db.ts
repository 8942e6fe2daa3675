import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Database } from "../db/client";
import { createTestDb, emptyTables, type DbKind } from "./test-db";

/** One database of `kind` for a describe block, handed to `ready` once open, its tables emptied before each test. */
export function useTestDb(kind: DbKind, ready: (database: Database) => void): void {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb(kind);
    ready(database);
  });
  afterAll(() => database.close());
  beforeEach(() => emptyTables(database.db));
}
