import path from "node:path";
import { ROOT } from "../root";

/**
 * Where the web client is built: BUILD_DIR (relative to the project, or absolute), by default
 * `build`. react-router.config.ts reads the same variable; a test builds into a directory of its
 * own this way, leaving `build` as `npm run build` made it.
 */
export function buildDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(ROOT, env.BUILD_DIR || "build");
}

/** The files the server answers: `<build>/client`. */
export const clientDirOf = (dir: string) => path.join(dir, "client");
/** Which sources and site settings `<build>/client` was made from (see inputs.ts). */
export const stampFileOf = (dir: string) => path.join(dir, ".stamp");
/** Held while a build is made or swapped in, and while a server reads the build it will serve. */
export const lockFileOf = (dir: string) => path.join(dir, ".lock");
