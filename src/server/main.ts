import { serve } from "@hono/node-server";
import { businessDay } from "../shared/business-time";
import http from "node:http";
import { createApp } from "./app";
import { loadCompanySettings } from "./services/settings/company-settings";
import { createAuth } from "./auth/create-auth";
import { resolveServerSecret } from "./auth/secret";
import { countAdmins } from "./services/accounts/create-admin";
import { openEmbedded, openPostgres, type Database } from "./db/client";
import { DataDirLockedError, acquireDataDirLock } from "./db/lock";
import { ConfigError, loadConfig, type Config } from "./env";
import type { WebBuild } from "./http/static-files";
import { createLogger } from "./logger";
import { stopOnSignals } from "./shutdown";
import { httpServerOptions } from "./http/server-options";
import { mailDirOf } from "./mail/sent-copies";
import { createMailTransport } from "./mail/transport";
import { startMailWorker } from "./mail/worker";
import { jobHandlers } from "./jobs/handlers";
import { scheduleMonthlyBilling } from "./services/invoices/billing-jobs";
import { scheduleReminderRun } from "./services/reminders/reminder-job";
import { scheduleRetentionRun } from "./services/retention/retention-job";
import { scheduleGenerateRun } from "./services/service-schedules/generate-job";
import { scheduleVisitReminderRun } from "./services/service-visits/visit-reminder-job";
import { startJobWorker } from "./jobs/worker";
import { startChargeWorker } from "./services/payments/charge-sender";
import { eraseClient } from "./services/privacy/erase-client";
import { replayErasures } from "./services/privacy/erasure-log";

/**
 * Start the server: config, database, mail and job workers, HTTP, graceful shutdown. `build` is the web
 * client it serves, already in memory (ensure-build.ts).
 */
export async function main(build?: WebBuild): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);

  let releaseLock = () => {};
  let database: Database;
  try {
    if (config.databaseUrl) {
      database = await openPostgres(config.databaseUrl, (err) => logger.warn({ err }, "database connection lost"));
    } else {
      releaseLock = await acquireDataDirLock(config.dataDir, "server");
      database = await openEmbedded(config.dataDir);
    }
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      logger.fatal(err.message);
      console.error(err.message);
      process.exit(1);
    }
    releaseLock();
    throw err;
  }
  logger.info({ database: database.kind, dataDir: database.kind === "pglite" ? config.dataDir : undefined }, "database ready");
  // The company settings (the environment's on the first start, then the owner's): every e-mail,
  // PDF and reminder reads them from config (decision 052).
  await loadCompanySettings(database.db, config);
  // Before any mail goes out or any page is served: a restored older backup forgets again the
  // clients erased since it was made (services/privacy/erasure-log.ts).
  await replayErasures({
    db: database.db,
    config,
    logger,
    erase: async (clientId) => void (await eraseClient({ db: database.db, config, clientId, actor: null, notify: false, logger })),
  });

  const send = createMailTransport({ smtpUrl: config.smtpUrl, mailDir: mailDirOf(config), logger });
  if (!config.smtpUrl) logger.info({ dir: mailDirOf(config) }, "SMTP_URL is not set: e-mails are written as .eml files");
  // The embedded database has one process at a time, so no other worker holds a live lease.
  const worker = startMailWorker({ db: database.db, send, from: config.mailFrom, logger, soleWorker: database.kind === "pglite" });
  // This hour's reminder pass (once per hour whichever process schedules it): what fell due while
  // the server was down goes out at once.
  await scheduleReminderRun(database.db, new Date());
  await scheduleVisitReminderRun(database.db, new Date());
  await scheduleGenerateRun(database.db, new Date());
  // Today's retention run at its hour (decision 055): already past, it runs now.
  await scheduleRetentionRun(database.db, businessDay());
  // This month's invoices of the schedules billed monthly, on its 1st at 8 a.m. (decision 073): a 1st the server missed is caught up now.
  await scheduleMonthlyBilling(database.db, new Date());
  const jobs = startJobWorker({ db: database.db, handlers: jobHandlers({ config }), logger, soleWorker: database.kind === "pglite" });
  // Automatic charges of the card on file (decision 074), sent outside any transaction.
  const charges = startChargeWorker({ db: database.db, config, logger, soleWorker: database.kind === "pglite" });

  const auth = createAuth({
    db: database.db,
    config,
    secret: await resolveServerSecret(database.db, config),
    logger,
  });
  if ((await countAdmins(database.db)) === 0) {
    logger.info("No admin account exists yet. Create one with: npm run create-admin -- --email E --password P --username U");
  }

  const { app, serveStatic } = createApp({
    db: database.db,
    auth,
    config,
    logger,
    build,
  });

  // The built client's files and pages are answered on Node's request, before the Hono app.
  const createServer = ((options: http.ServerOptions, listener: http.RequestListener) =>
    http.createServer(options, serveStatic ? (req, res) => serveStatic(req, res) || listener(req, res) : listener)) as typeof http.createServer;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, createServer, serverOptions: httpServerOptions(config) }, (info) => {
    logger.info({ url: `http://${config.host}:${info.port}` }, "listening");
  });

  stopOnSignals({
    server: server as http.Server,
    logger,
    steps: [
      // Jobs first: a job's handler may queue mail for the mail worker's last batch.
      ["job worker", () => jobs.stop()],
      ["charge worker", () => charges.stop()],
      ["mail worker", () => worker.stop()],
      ["checkpoint", () => database.checkpoint()],
      ["database", () => database.close()],
      ["lock", async () => releaseLock()],
    ],
  });
}
