import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** A separate process holding the lock of `dataDir` (as `owner`), resolved once it holds it. */
export async function holdDataDirLock(dataDir: string, owner = "server"): Promise<ChildProcess> {
  const script = path.join(import.meta.dirname, "hold-data-dir-lock.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script, dataDir, owner], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d) => String(d).includes("locked") && resolve());
    child.on("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}
