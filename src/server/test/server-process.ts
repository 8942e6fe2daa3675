import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import type { ServerEntry } from "../../../scripts/server-bundle.mjs";

export const ROOT = path.resolve(import.meta.dirname, "../../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/**
 * The command line of a compiled server entry, through the launcher `npm start` uses (it bundles
 * the server first when the bundle is stale): `start` is `npm start`, `serve` the same without
 * the web client build check, `create-admin` is `npm run create-admin`.
 */
export function serverCommand(entry: ServerEntry): [string, ...string[]] {
  return [process.execPath, path.join(ROOT, "scripts/run-server.mjs"), entry];
}

export type ServerProcess = { child: ChildProcess; output: () => string; url: string; exited: Promise<number | null> };

/** Run the compiled server as its own process, like `npm start` does (`serve`: without the build check). */
export function spawnServer(env: Record<string, string>, entry: "start" | "serve" = "serve"): ServerProcess {
  let out = "";
  const [cmd, ...args] = serverCommand(entry);
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, url: `http://127.0.0.1:${env.PORT}`, exited };
}

/**
 * Wait until the server logs that it listens (or fail with its output). A minute: on a small
 * machine running the whole suite, a start has taken over half of that (the start's speed is
 * measured in BENCHMARKS.md, not here).
 */
export async function waitForListening(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('"msg":"listening"')) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
