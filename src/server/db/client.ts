import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { ROOT } from "../root";
import * as schema from "./schema/index";

/**
 * The database as services see it: the common base of both drivers' databases (PGlite, `pg`) and
 * of the transactions they open, so a function taking a `Db` takes a transaction as it is.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Flush to disk (PGlite has no fsync of its own between checkpoints). */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(ROOT, "src/server/db/migrations");

/**
 * How long a request waits for the database before it is answered 503: a new connection
 * (connectionTimeoutMillis), a statement on the server (statement_timeout, which cancels it there
 * and keeps the connection), an answer that never comes from a server that went away without
 * closing the connection (query_timeout). Together they stay under 5 s.
 */
export const PG_TIMEOUTS = { connectionTimeoutMillis: 3_000, statement_timeout: 3_000, query_timeout: 4_000 } as const;

/**
 * A PostgreSQL server through `pg`, migrated. A connection the server drops (a restart, an
 * outage, an administrator) is reported to `onConnectionError` and replaced; unhandled, an 'error'
 * event of the pool or of a client would end the process. Migrations run on their own connection
 * without the request timeouts (an index build may take longer than a request should).
 */
export async function openPostgres(url: string, onConnectionError: (err: Error) => void = () => {}): Promise<Database> {
  const migrator = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, ...PG_TIMEOUTS });
  pool.on("error", onConnectionError); // an idle client lost its connection
  // A client checked out of the pool (a transaction) has no listener of the pool's while it is
  // out: one of its own keeps a connection lost between two statements from ending the process.
  pool.on("connect", (client) => client.on("error", onConnectionError));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    checkpoint: async () => {},
    close: () => pool.end(),
  };
}

/**
 * PGlite's own start parameters plus a smaller buffer pool. PostgreSQL's default 128 MB of
 * shared_buffers is allocated and touched when PGlite starts, and was most of the server's idle
 * memory; 32 MB holds the working set of this site's queries, and pages beyond it come from the
 * operating system's file cache. (Given as start parameters, not `postgresqlconf`, which would
 * rewrite the data directory's postgresql.conf.)
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/**
 * A PGlite instance as the server runs it (in memory when `dir` is undefined), not migrated;
 * `from`: a data directory `dumpDataDir` wrote, to start from instead of an empty cluster.
 */
export function createPgliteClient(dir?: string, from?: Blob): Promise<PGlite> {
  // pg_trgm: the admin search's trigram index (migration 0003); PostgreSQL ships it in contrib.
  return PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(from ? { loadDataDir: from } : {}),
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
}

/** Embedded PostgreSQL (PGlite), in memory when `dir` is undefined, migrated (`from`: as createPgliteClient's). */
export async function openPglite(dir?: string, from?: Blob): Promise<Database> {
  const client = await createPgliteClient(dir, from);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: "pglite",
    checkpoint: async () => {
      await client.query("CHECKPOINT");
    },
    close: () => client.close(),
  };
}

/**
 * Open the embedded database under `dataDir/pgdata`. The first initialisation runs in a
 * temporary directory that is renamed into place only once complete, so a crash during
 * initdb or the first migration never leaves a half-made database behind.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, "pgdata");
  if (!fs.existsSync(dir)) {
    const tmp = path.join(dataDir, `pgdata.init-${process.pid}`);
    fs.rmSync(tmp, { recursive: true, force: true });
    const fresh = await openPglite(tmp);
    await fresh.checkpoint();
    await fresh.close();
    fs.renameSync(tmp, dir);
  }
  return openPglite(dir);
}

/** Run raw SQL and return its rows (the same shape on PGlite and `pg`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
