import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPgliteClient, openEmbedded, openPostgres } from "../db/client";
import { createPostgresDatabase, TEMPLATE_ENV } from "./test-db";

/**
 * Global setup of the unit and API tests: the migrations run once for the whole run, into a PGlite
 * data directory dumped to a file and into a template database on the PostgreSQL server; every
 * test database starts as a copy of one of them (createTestDb). Migrating each database took
 * seconds (PGlite's initdb alone is most of it) and there are over a hundred of them.
 */
export default async function setup() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "db-templates-"));
  // Migrated once, as a server's DATA_DIR (for the tests that start server processes:
  // migratedDataDir); its database dumped to a file is the PGlite template.
  const dataDir = path.join(tmp, "data-dir");
  fs.mkdirSync(dataDir);
  await (await openEmbedded(dataDir)).close();
  process.env[TEMPLATE_ENV.dataDir] = dataDir;
  const client = await createPgliteClient(path.join(dataDir, "pgdata"));
  const file = path.join(tmp, "pglite.tar");
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  process.env[TEMPLATE_ENV.pglite] = file;

  let dropTemplate = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const template = await createPostgresDatabase();
    await (await openPostgres(template.url)).close();
    process.env[TEMPLATE_ENV.postgres] = template.name;
    dropTemplate = template.drop;
  }
  return async () => {
    await dropTemplate();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
