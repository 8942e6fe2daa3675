// What the command-line scripts (create-admin, backup, restore) share: a failure is one message on
// stderr and exit code 1, and an invalid environment is such a failure.
import { ConfigError, loadConfig, type Config } from "../src/server/env";

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The environment's configuration, or a failure naming each invalid variable. */
export function configOrFail(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}
