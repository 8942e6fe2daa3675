import { ensureBuild } from "./ensure-build";
import { ConfigError, loadConfig } from "./env";
import { logFatal } from "./logger";
import { main } from "./main";

// `npm start`: check the environment, build the web client when it is missing or stale, serve.
try {
  loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
ensureBuild((msg) => console.log(msg))
  .then((build) => main(build))
  .catch((err) => {
    logFatal(err);
    process.exit(1);
  });
