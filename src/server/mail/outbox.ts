import type { Db } from "../db/client";
import { outbox } from "../db/schema/index";

export type OutgoingMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

/** Queue an e-mail in the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<void> {
  await tx.insert(outbox).values({
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    replyTo: mail.replyTo ?? null,
  });
}
