// npm start, npm run create-admin, backup, restore, seed:demo: run the compiled server (dist/server), bundling it first when
// it is missing or older than its sources.
//
//   node scripts/run-server.mjs start|serve|create-admin|backup|restore|seed-demo [arguments of that command]
import { pathToFileURL } from "node:url";
import { bundlePath, ensureServerBundle } from "./server-bundle.mjs";

const ENTRIES = ["start", "serve", "create-admin", "backup", "restore", "seed-demo"];
const entry = process.argv[2];
if (!ENTRIES.includes(entry)) {
  console.error(`Usage: node scripts/run-server.mjs ${ENTRIES.join("|")} [arguments]`);
  process.exit(1);
}
ensureServerBundle((msg) => console.log(msg));
// The command's own arguments start at argv[2], as if it had been run directly.
process.argv.splice(2, 1);
await import(pathToFileURL(bundlePath(entry)).href);
