import { afterAll, beforeAll, beforeEach } from "vitest";
import { openPostgres, type Database } from "../db/client";
import { createPostgresDatabase, createTestDb, emptyTables, type DbKind } from "./test-db";

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

/**
 * Two connection pools on one new PostgreSQL database, as two server processes have, for a
 * describe block; handed to `ready` once open, closed and the database dropped after.
 */
export function useTwoPools(ready: (pools: [Database, Database]) => void): void {
  let pools: [Database, Database];
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const made = await createPostgresDatabase();
    drop = made.drop;
    pools = [await openPostgres(made.url), await openPostgres(made.url)];
    ready(pools);
  });
  afterAll(async () => {
    for (const p of pools) await p.close();
    await drop();
  });
}
