import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

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

export type ServerProcess = { child: ChildProcess; output: () => string; url: string; exited: Promise<number | null> };

/** Run the built server (`src/server/main.ts`) as its own process, like `npm start` does. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, url: `http://127.0.0.1:${env.PORT}`, exited };
}

/** Wait until the server logs that it listens (or fail with its output). */
export async function waitForListening(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('"msg":"listening"')) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
