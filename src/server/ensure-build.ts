import fs from "node:fs";
import { readWebBuild, type WebBuild } from "./http/static-files";
import { buildDir, clientDirOf, stampFileOf } from "./web-build/build-dir";
import { buildWebClient, isFresh, withBuildLock } from "./web-build/build";

/**
 * `npm start`: build the web client when it is missing or was made from other sources or site
 * settings, and read it into memory, both under the build lock (so a build of another server
 * started from this checkout waits, and swaps its files in only after we have read ours).
 */
export function ensureBuild(log: (msg: string) => void): Promise<WebBuild> {
  const dir = buildDir();
  return withBuildLock(dir, "server start", log, async () => {
    if (!isFresh(dir)) {
      log(fs.existsSync(stampFileOf(dir)) ? "sources or site settings changed since the last build; building" : "no build found; building");
      await buildWebClient(dir, log);
    }
    return readWebBuild(clientDirOf(dir));
  });
}

/** The web client as it was built, without checking it against its sources (tests, benchmarks). */
export function loadBuild(log: (msg: string) => void): Promise<WebBuild> {
  const dir = buildDir();
  return withBuildLock(dir, "server start", log, () => readWebBuild(clientDirOf(dir)));
}
