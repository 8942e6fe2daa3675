import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 that stores every message it accepts as an .eml file in `dir`
 * (named by the time it arrived). `refuse` makes it reject messages (to test retries); `delayMs`
 * is the time it takes over each message before accepting it (a slower server); `port`: a given
 * port (to bring a stopped server back where the application expects it).
 */
export async function startMailCatcher(dir: string, options: { refuse?: () => boolean; delayMs?: number; port?: number } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
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
        const accept = () => {
          fs.writeFileSync(path.join(dir, `${Date.now()}-${n++}.eml`), Buffer.concat(chunks));
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  // A client that dies mid-conversation resets its connection: not an error of the catcher.
  server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const port = (server.server.address() as { port: number }).port;
  return { port, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
