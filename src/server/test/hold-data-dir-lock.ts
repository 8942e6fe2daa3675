// Holds the lock of the data directory given as the first argument, as a live server would, until
// killed. Prints "locked" once it holds it. Run with `node --import tsx`.
import { acquireDataDirLock } from "../db/lock";

await acquireDataDirLock(process.argv[2]!, process.argv[3] ?? "server");
console.log("locked");
setInterval(() => {}, 60_000);
