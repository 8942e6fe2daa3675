import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

// The crew page's service worker (decision 062): src/web/crew-worker/worker.ts bundled on its
// own (a worker is one classic script, not a module of the app's graph) into crew/sw.js of the
// client build, under the scope it controls. Nothing of the pages' bundles changes.
const ENTRY = fileURLToPath(new URL("../src/web/crew-worker/worker.ts", import.meta.url));
const SHARED = fileURLToPath(new URL("../src/shared", import.meta.url));
export const CREW_WORKER_FILE = "crew/sw.js";

export function crewServiceWorker(): Plugin {
  return {
    name: "crew-service-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      const out = await build({
        entryPoints: [ENTRY],
        alias: { "@shared": SHARED },
        bundle: true,
        minify: true,
        format: "iife",
        target: "es2022",
        write: false,
        logLevel: "silent",
      });
      this.emitFile({ type: "asset", fileName: CREW_WORKER_FILE, source: out.outputFiles[0]!.text });
    },
  };
}
