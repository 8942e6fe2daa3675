import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect } from "vitest";
import { createPgliteClient, MIGRATIONS_FOLDER, type Db } from "../db/client";
import { createPostgresDatabase, type DbKind } from "./test-db";

// For the tests of one migration on rows written before it: the migrations up to it, then it.

/** A copy of the migrations folder that ends just before `tag`, which must be the `index`-th. */
export function migrationsBefore(tag: string, index: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `migrations-before-${index}-`));
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBe(index);
  journal.entries = journal.entries.slice(0, at);
  for (const { tag } of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  return dir;
}

/** A database that is not migrated yet, migrated by `migrate(folder)` as the server does at start. */
export type RawDb = { db: Db; migrate: (folder: string) => Promise<void>; close: () => Promise<void> };

export async function openRaw(kind: DbKind): Promise<RawDb> {
  if (kind === "pglite") {
    const client = await createPgliteClient();
    const db = drizzlePglite(client) as Db;
    return { db, migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }), close: () => client.close() };
  }
  const { url, drop } = await createPostgresDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzlePg(pool) as Db;
  return {
    db,
    migrate: (folder) => migratePg(db as never, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await drop();
    },
  };
}
