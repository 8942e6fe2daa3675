// npm run restore -- FILE [--force]
// Restore a dump made by `npm run backup` into the configured database: the embedded one in
// DATA_DIR (refused while a server holds it), or PostgreSQL at DATABASE_URL. It goes into an empty
// database only, unless --force, which replaces everything in it; either way the database is
// restored whole or left as it was.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { RestoreRefusedError, restorePglite, restorePostgres } from "../src/server/db/backup/restore";
import { DumpFormatError } from "../src/server/db/backup/script";
import { DataDirLockedError, acquireDataDirLock } from "../src/server/db/lock";
import { configOrFail, fail } from "./cli";

const USAGE = "Usage: npm run restore -- FILE [--force]";

async function run() {
  let values: { force?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true }));
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  if (positionals.length !== 1) fail(USAGE);
  const file = positionals[0]!;
  if (!fs.existsSync(file)) fail(`No such file: ${file}`);
  const config = configOrFail();
  const dump = fs.readFileSync(file, "utf8");
  const force = values.force ?? false;
  let release = () => {};
  try {
    if (config.databaseUrl) {
      await restorePostgres(config.databaseUrl, dump, { force });
    } else {
      release = await acquireDataDirLock(config.dataDir, "restore");
      await restorePglite(config.dataDir, dump, { force });
    }
  } catch (err) {
    release();
    if (err instanceof DataDirLockedError) fail(`${err.message}\nStop the server before restoring its database.`);
    if (err instanceof RestoreRefusedError || err instanceof DumpFormatError) fail(err.message);
    fail(`The restore failed and changed nothing: ${(err as Error).message}`);
  }
  release();
  console.log(`Restored ${file} into the ${config.databaseUrl ? "PostgreSQL database" : `embedded database in ${config.dataDir}`}.`);
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
