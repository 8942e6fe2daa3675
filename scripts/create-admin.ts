// npm run create-admin -- --email E --password P --username U
// Creates a verified owner account (decision 060). On the embedded database it refuses while a server holds
// the data directory (two processes on one PGlite directory would corrupt it).
import { parseArgs } from "node:util";
import { addAdminSchema } from "../src/shared/schemas/auth";
import { openEmbedded, openPostgres, type Database } from "../src/server/db/client";
import { DataDirLockedError, acquireDataDirLock } from "../src/server/db/lock";
import { AppError } from "../src/server/errors";
import { createAdmin } from "../src/server/services/accounts/create-admin";
import { configOrFail, fail } from "./cli";

const USAGE = "Usage: npm run create-admin -- --email E --password P --username U";

async function run() {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, username: { type: "string" } } }));
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  const parsed = addAdminSchema.safeParse(values);
  if (!parsed.success) fail(`${parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join("\n")}\n${USAGE}`);

  const config = configOrFail();

  let release = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    try {
      release = await acquireDataDirLock(config.dataDir, "create-admin");
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        fail(`${err.message}\nThe server is running on this embedded database: stop it, run create-admin, then start it again.`);
      }
      throw err;
    }
    database = await openEmbedded(config.dataDir);
  }
  try {
    // Whoever runs it owns the server: the account is an owner (decision 060), verified at once.
    await createAdmin({ db: database.db, input: parsed.data, role: "owner", verified: true });
    console.log(`Admin account created: ${parsed.data.email} (${parsed.data.username}). Sign in at ${config.appUrl}/admin`);
  } catch (err) {
    if (err instanceof AppError) {
      process.exitCode = 1;
      console.error(
        err.fields
          ? Object.entries(err.fields)
              .map(([k, m]) => `--${k}: ${m}`)
              .join("\n")
          : err.message,
      );
    } else throw err;
  } finally {
    await database.checkpoint();
    await database.close();
    release();
  }
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
