import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { hashFiles } from "../../scripts/server-bundle.mjs";
import { siteEnvNames } from "../shared/site";
import { ROOT } from "./root";

const STAMP = path.join(ROOT, "build", ".stamp");
const INPUTS = ["src/web", "src/shared", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json", "scripts/post-build.ts", "src/server/http/script-hashes.ts"];

export function hashInputs(): string {
  const hash = hashFiles(createHash("sha256"), ROOT, INPUTS);
  // The site configuration is baked into the pages, so its variables are inputs too.
  for (const name of Object.values(siteEnvNames)) hash.update(`${name}=${process.env[name] ?? ""}\n`);
  hash.update(`PORT=${process.env.PORT ?? ""}`);
  return hash.digest("hex");
}

/** Record which sources the build in build/ was made from (run at the end of `npm run build`). */
export function writeBuildStamp(): void {
  fs.writeFileSync(STAMP, hashInputs());
}

/** Build the web client when the build is missing or older than its sources. */
export function ensureBuild(log: (msg: string) => void): void {
  const have = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, "utf8") : "";
  if (have === hashInputs() && fs.existsSync(path.join(ROOT, "build/client/index.html"))) return;
  log(have ? "sources changed since the last build; building" : "no build found; building");
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
}
