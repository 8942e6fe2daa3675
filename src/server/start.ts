import { ensureBuild } from "./ensure-build";
import { ConfigError, loadConfig } from "./env";
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
  .then((site) => main(site))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
