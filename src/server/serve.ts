import { loadBuild } from "./ensure-build";
import { logFatal } from "./logger";
import { main } from "./main";

// Serve the web client build as it is, without checking it against its sources (tests and
// benchmarks, which build first). `npm start` runs start.ts instead.
loadBuild((msg) => console.log(msg))
  .then((build) => main(build))
  .catch((err) => {
    logFatal(err);
    process.exit(1);
  });
