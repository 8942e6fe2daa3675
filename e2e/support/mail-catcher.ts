import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 that stores every message it accepts as an .eml file in `dir`.
 * `refuse` makes it reject messages (to test retries).
 */
export async function startMailCatcher(dir: string, options: { refuse?: () => boolean } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (options.refuse?.()) {
          const err = Object.assign(new Error("Mailbox unavailable"), { responseCode: 451 });
          return callback(err);
        }
        fs.writeFileSync(path.join(dir, `${Date.now()}-${n++}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
