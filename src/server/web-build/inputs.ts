import { createHash } from "node:crypto";
import { hashFiles } from "../../../scripts/server-bundle.mjs";
import { resolveSite } from "../../shared/site";
import { ROOT } from "../root";

const INPUTS = [
  "src/web",
  "src/shared",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  "src/server/web-build",
  "src/server/http/script-hashes.ts",
];

/**
 * A hash of everything a web build is made from: the sources, and the site configuration that
 * vite.config.ts bakes into the pages (`resolveSite`, the same function). PORT counts only
 * through it: without APP_URL the site's address is http://localhost:PORT; with APP_URL, servers
 * on different ports serve the same pages.
 */
export function hashInputs(env: Record<string, string | undefined> = process.env): string {
  const hash = hashFiles(createHash("sha256"), ROOT, INPUTS);
  hash.update(JSON.stringify(resolveSite(env)));
  return hash.digest("hex");
}
