// npm run seed:demo
// Fills an EMPTY database with six months of believable demo data (clients in Ottawa and Gatineau,
// assessments, leads, quotes, invoices and payments, visits, recurring schedules, messages) and
// prints how to sign in. It refuses a database that already has clients. On the embedded database
// it refuses while a server holds the data directory (two processes on one PGlite directory would
// corrupt it).
import path from "node:path";
import { resolveServerSecret } from "../src/server/auth/secret";
import { openEmbedded, openPostgres, type Database } from "../src/server/db/client";
import { DataDirLockedError, acquireDataDirLock } from "../src/server/db/lock";
import { DemoRefusedError, seedDemo } from "../src/server/demo/seed-demo";
import { configOrFail, fail } from "./cli";

async function run() {
  const config = configOrFail();
  let release = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    try {
      release = await acquireDataDirLock(config.dataDir, "seed-demo");
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        fail(`${err.message}\nThe server is running on this embedded database: stop it, run seed:demo, then start it again.`);
      }
      throw err;
    }
    database = await openEmbedded(config.dataDir);
  }
  try {
    // The e-mails' unsubscribe links are signed with the server's secret.
    await resolveServerSecret(database.db, config);
    const started = Date.now();
    const { admin, client, counts } = await seedDemo({ db: database.db, config });
    const mailDir = path.join(config.dataDir, "mail");
    console.log(
      [
        `Demo data added in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.entries(counts)
          .map(([kind, n]) => `${n} ${kind}`)
          .join(", ")}.`,
        "",
        "Start the server (npm start), then:",
        `  Admin area     ${config.appUrl}/admin`,
        `                 e-mail ${admin.email}, password ${admin.password}`,
        `  Client portal  ${config.appUrl}/client-login`,
        `                 e-mail ${client.email} (${client.fullName}); the portal e-mails a login link:`,
        config.smtpUrl
          ? "                 it goes out through SMTP_URL to that address (an example.com address: read it in your mail catcher)."
          : `                 with no SMTP_URL it is written as an .eml file under ${mailDir} (the server log names the file).`,
      ].join("\n"),
    );
  } catch (err) {
    if (err instanceof DemoRefusedError) {
      process.exitCode = 1;
      console.error(err.message);
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
