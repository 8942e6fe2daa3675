// npm run backup -- [--out FILE]
// The whole database as a plain SQL dump (pg_dump's format): the embedded database through pg_dump
// compiled to WebAssembly, PostgreSQL (DATABASE_URL) through the pg_dump program. On the embedded
// database it refuses while a server holds the data directory: PGlite serves one process at a time.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, dumpPglite, dumpPostgres } from "../src/server/db/backup/dump";
import { DataDirLockedError, acquireDataDirLock } from "../src/server/db/lock";
import { configOrFail, fail } from "./cli";

const USAGE = "Usage: npm run backup -- [--out FILE]";

async function run() {
  let values: { out?: string };
  try {
    ({ values } = parseArgs({ options: { out: { type: "string" } } }));
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  const config = configOrFail();
  const kind = config.databaseUrl ? "postgres" : "embedded";
  const out = path.resolve(values.out ?? path.join("backups", `backup-${kind}-${new Date().toISOString().replace(/[:.]/g, "-")}.sql`));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Written aside and renamed when complete, so a failed backup never leaves a partial file under
  // its name; readable by its owner only (it holds password hashes and the session secret).
  const partial = `${out}.partial-${process.pid}`;
  try {
    if (config.databaseUrl) {
      await dumpPostgres(config.databaseUrl, partial);
      fs.chmodSync(partial, 0o600);
    } else {
      const pgdata = path.join(config.dataDir, "pgdata");
      if (!fs.existsSync(pgdata)) fail(`There is no embedded database in ${pgdata}: nothing to back up.`);
      let release: () => void;
      try {
        release = await acquireDataDirLock(config.dataDir, "backup");
      } catch (err) {
        if (err instanceof DataDirLockedError) {
          fail(`${err.message}\nThe server is running on this embedded database, which serves one process at a time: stop it, run the backup, start it again.`);
        }
        throw err;
      }
      try {
        fs.writeFileSync(partial, await dumpPglite(pgdata), { mode: 0o600 });
      } finally {
        release();
      }
    }
    fs.renameSync(partial, out);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    if (err instanceof BackupError) fail(err.message);
    throw err;
  }
  console.log(`Backup of the ${kind === "postgres" ? "PostgreSQL" : "embedded"} database written to ${out} (${Math.ceil(fs.statSync(out).size / 1024)} KB).`);
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
