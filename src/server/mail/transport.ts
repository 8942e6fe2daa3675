import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export type MailMessage = { from: string; to: string; replyTo?: string; subject: string; text: string; html?: string };
export type SendMail = (message: MailMessage, id: string) => Promise<void>;

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/mail so nothing is lost and a developer can open it.
 */
export function createMailTransport(options: { smtpUrl?: string; mailDir: string; logger: Logger }): SendMail {
  const { smtpUrl, mailDir, logger } = options;
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl, {});
    return async (message) => {
      await transporter.sendMail(message);
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (message, id) => {
    const info = await transporter.sendMail(message);
    await fs.mkdir(mailDir, { recursive: true });
    const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    logger.info({ file, to: message.to, subject: message.subject }, "mail written to file (SMTP_URL is not set)");
  };
}
