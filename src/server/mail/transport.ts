import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import { sentCopyName } from "./sent-copies";

export type MailMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Headers of this message alone (a commercial e-mail's List-Unsubscribe); written as given. */
  headers?: Record<string, string>;
  /** The same for every attempt of one outbox row, so a receiver can drop a repeat. */
  messageId?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};
export type SendMail = (message: MailMessage, id: string) => Promise<void>;

/**
 * SMTP timeouts (ms), each well below the worker's lease (LEASE_SECONDS in worker.ts, renewed while
 * a send runs): nodemailer's defaults (2 min to connect, 10 min of silence) would let one stuck
 * server hold a message far longer than any lease. `socket` is the longest silence allowed once
 * connected, e.g. while the server checks a message after DATA.
 */
export const SMTP_TIMEOUTS = { connection: 10_000, greeting: 10_000, socket: 15_000, dns: 10_000 };

/** nodemailer, loaded on the first message rather than at start (most starts send nothing soon). */
let nodemailer: Promise<(typeof import("nodemailer"))["default"]> | undefined;
const loadNodemailer = () => (nodemailer ??= import("nodemailer").then((m) => m.default));

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/mail so nothing is lost and a developer can open it (removed with its row's contents:
 * sent-copies.ts).
 */
export function createMailTransport(options: { smtpUrl?: string; mailDir: string; logger: Logger; timeouts?: typeof SMTP_TIMEOUTS }): SendMail {
  const { smtpUrl, mailDir, logger, timeouts = SMTP_TIMEOUTS } = options;
  if (smtpUrl) {
    let transporter: Promise<Transporter> | undefined;
    return async (message) => {
      transporter ??= loadNodemailer().then((m) =>
        m.createTransport({
          url: smtpUrl,
          connectionTimeout: timeouts.connection,
          greetingTimeout: timeouts.greeting,
          socketTimeout: timeouts.socket,
          dnsTimeout: timeouts.dns,
        }),
      );
      await (await transporter).sendMail(message);
    };
  }
  let transporter: Promise<Transporter> | undefined;
  let dirMade = false;
  return async (message, id) => {
    transporter ??= loadNodemailer().then((m) => m.createTransport({ streamTransport: true, buffer: true, newline: "unix" }));
    const info = await (await transporter).sendMail(message);
    const file = path.join(mailDir, sentCopyName(id, new Date()));
    const write = () => fs.writeFile(file, info.message as Buffer);
    if (!dirMade) {
      await fs.mkdir(mailDir, { recursive: true });
      dirMade = true;
    }
    // The directory is made once; made again if it was removed while the server ran.
    await write().catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== "ENOENT") throw err;
      await fs.mkdir(mailDir, { recursive: true });
      await write();
    });
    logger.info({ file, to: message.to, subject: message.subject }, "mail written to file (SMTP_URL is not set)");
  };
}
