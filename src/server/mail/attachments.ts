import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxAttachments } from "../db/schema/index";
import { AppError } from "../errors";

/** A file sent with a message, e.g. a quote's PDF. */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

/**
 * The most a message's attachments may weigh together. Base64 makes the message about a third
 * larger (2.7 MB), still under the 10 MB most mail servers accept, and a batch of the worker holds
 * one message's files at a time.
 */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;
// Control characters would break the MIME headers; slashes would name a path to a mail client.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BAD_FILENAME = /[\u0000-\u001f\u007f/\\]/;

/** Refuse, before anything is stored, attachments a message cannot carry. */
export function checkAttachments(attachments: readonly MailAttachment[]): void {
  let total = 0;
  for (const a of attachments) {
    if (!a.filename.trim() || a.filename.length > 255 || BAD_FILENAME.test(a.filename)) {
      throw new AppError("bad_request", `Attachment file name ${JSON.stringify(a.filename)} is empty, too long or has a control character or slash`);
    }
    if (!CONTENT_TYPE.test(a.contentType)) {
      throw new AppError("bad_request", `Attachment ${a.filename} has no valid content type (got ${JSON.stringify(a.contentType)})`);
    }
    total += a.content.byteLength;
  }
  if (total > MAX_ATTACHMENT_BYTES) {
    throw new AppError("payload_too_large", `The attachments of one e-mail may total at most 2 MB (${MAX_ATTACHMENT_BYTES} bytes); these total ${total} bytes`);
  }
}

/** A queued message's files, in their order, as nodemailer sends them. */
export async function readAttachments(db: Db, outboxId: string) {
  return db
    .select({ filename: outboxAttachments.filename, contentType: outboxAttachments.contentType, content: outboxAttachments.content })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.outboxId, outboxId))
    .orderBy(asc(outboxAttachments.position));
}
