import type { Logger } from "pino";
import type { Auth } from "./auth/create-auth";
import type { Db } from "./db/client";
import type { Config } from "./env";
import type { WebBuild } from "./http/static-files";

/** What route handlers need, passed in by main.ts or a test. */
export type AppDeps = {
  db: Db;
  auth: Auth;
  config: Config;
  logger: Logger;
  /** The built web client, read into memory; static serving is off when undefined (API tests). */
  build?: WebBuild;
};
