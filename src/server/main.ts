import { serve } from "@hono/node-server";
import http from "node:http";
import path from "node:path";
import { createApp } from "./app";
import { createAuth } from "./auth/create-auth";
import { resolveAuthSecret } from "./auth/secret";
import { countAdmins } from "./services/create-admin";
import { openEmbedded, openPostgres, type Database } from "./db/client";
import { DataDirLockedError, acquireDataDirLock } from "./db/lock";
import { ConfigError, loadConfig, type Config } from "./env";
import { createLogger } from "./logger";
import { ROOT } from "./root";
import { createMailTransport } from "./mail/transport";
import { startMailWorker } from "./mail/worker";

const CLIENT_DIR = path.join(ROOT, "build/client");

/** Start the server: config, database, mail worker, HTTP, graceful shutdown. */
export async function main(): Promise<void> {
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
      database = await openPostgres(config.databaseUrl, (err) => logger.warn({ err }, "idle database connection lost"));
    } else {
      releaseLock = acquireDataDirLock(config.dataDir, "server");
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

  const send = createMailTransport({ smtpUrl: config.smtpUrl, mailDir: path.join(config.dataDir, "mail"), logger });
  if (!config.smtpUrl) logger.info({ dir: path.join(config.dataDir, "mail") }, "SMTP_URL is not set: e-mails are written as .eml files");
  // The embedded database has one process at a time, so no other worker holds a live lease.
  const worker = startMailWorker({ db: database.db, send, from: config.mailFrom, logger, soleWorker: database.kind === "pglite" });

  const auth = createAuth({
    db: database.db,
    config,
    secret: await resolveAuthSecret(database.db, config.authSecret),
    onMailQueued: () => worker.poke(),
  });
  if ((await countAdmins(database.db)) === 0) {
    logger.info("No admin account exists yet. Create one with: npm run create-admin -- --email E --password P --username U");
  }

  const { app, serveStatic } = createApp({
    db: database.db,
    auth,
    config,
    logger,
    onMailQueued: () => worker.poke(),
    clientDir: CLIENT_DIR,
  });

  // The built client's files and pages are answered on Node's request, before the Hono app.
  const createServer = ((options: http.ServerOptions, listener: http.RequestListener) =>
    http.createServer(options, serveStatic ? (req, res) => serveStatic(req, res) || listener(req, res) : listener)) as typeof http.createServer;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, createServer }, (info) => {
    logger.info({ url: `http://${config.host}:${info.port}` }, "listening");
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Stop accepting connections and wait for in-flight requests to finish.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    });
    await worker.stop();
    await database.checkpoint();
    await database.close();
    releaseLock();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
