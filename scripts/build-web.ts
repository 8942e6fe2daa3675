// npm run build: the web client into build/ (or BUILD_DIR), built aside and swapped in under the
// build lock, so a running server keeps what it serves and two builds never share a directory.
import { buildDir } from "../src/server/web-build/build-dir";
import { buildWebClient, withBuildLock } from "../src/server/web-build/build";

const log = (msg: string) => console.log(msg);
const dir = buildDir();
await withBuildLock(dir, "npm run build", log, () => buildWebClient(dir, log));
