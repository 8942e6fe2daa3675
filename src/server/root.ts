import fs from "node:fs";
import path from "node:path";

/**
 * The project directory (the one holding package.json), found from this module's location, so it
 * is the same whether the server runs from its sources (src/server) or from its bundle (dist/server).
 */
export function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const ROOT = findRoot(import.meta.dirname);
