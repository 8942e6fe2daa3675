import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ConversationEmail, ConversationMessage, EmailState, MessageAuthor, MessageVisit } from "../../../shared/schemas/messages";
import { queryRows, type Db } from "../../db/client";
import { clientMessages, serviceVisits } from "../../db/schema/index";

// Reading a conversation: its messages with the visit each is about, and the e-mails the product
// sent to the client's address, from the outbox.

/** The newest messages, and the newest e-mails, a conversation shows (oldest first). */
export const CONVERSATION_DEPTH = 200;

const visitColumns = {
  visitId: serviceVisits.id,
  visitDate: serviceVisits.visitDate,
  windowStart: sql<string | null>`to_char(${serviceVisits.windowStart}, 'HH24:MI')`,
  windowEnd: sql<string | null>`to_char(${serviceVisits.windowEnd}, 'HH24:MI')`,
  service: serviceVisits.service,
  visitStatus: serviceVisits.status,
};

/** A visit as a conversation shows it, from the joined columns (null when the message has none). */
export function messageVisit(r: {
  visitId: string | null;
  visitDate: string | null;
  windowStart: string | null;
  windowEnd: string | null;
  service: string | null;
  visitStatus: string | null;
}): MessageVisit | null {
  if (!r.visitId) return null;
  return { id: r.visitId, date: r.visitDate!, windowStart: r.windowStart!, windowEnd: r.windowEnd!, service: r.service!, status: r.visitStatus! };
}

/** The client's newest messages by the given authors, oldest first, each with the id of the e-mail that carried it (if any). */
export async function conversationMessages(
  db: Db,
  clientId: string,
  authors: readonly MessageAuthor[],
): Promise<(ConversationMessage & { outboxId: string | null })[]> {
  const rows = await db
    .select({ ...visitColumns, m: clientMessages })
    .from(clientMessages)
    .leftJoin(serviceVisits, eq(serviceVisits.id, clientMessages.visitId))
    .where(and(eq(clientMessages.clientId, clientId), inArray(clientMessages.author, [...authors])))
    .orderBy(desc(clientMessages.createdAt), desc(clientMessages.id))
    .limit(CONVERSATION_DEPTH);
  return rows.reverse().map(({ m, ...v }) => ({
    type: "message",
    id: m.id,
    author: m.author,
    authorName: m.authorName,
    kind: m.kind,
    body: m.body,
    visit: messageVisit(v),
    details: m.details,
    readAt: m.readAt?.toISOString() ?? null,
    closedAt: m.closedAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
    email: null,
    outboxId: m.outboxId,
  }));
}

/**
 * What became of an e-mail: sent; withheld for good (news and offers to someone whose consent had
 * ended by delivery, decision 059); refused by the mail server (a 5xx: it is retried hourly, but
 * staff should know it failed); failed and waiting for its next try; or waiting for its first.
 */
export function emailState(r: { sentAt: Date | string | null; withheldAt: Date | string | null; attempts: number; failure: string | null }): EmailState {
  if (r.sentAt) return "sent";
  if (r.withheldAt) return "withheld";
  if (r.failure === "rejected") return "failed";
  if (r.attempts > 0) return "retrying";
  return "queued";
}

type EmailRow = {
  id: string;
  kind: string;
  subject: string;
  attempts: number;
  failure: string | null;
  sentAt: string | null;
  withheldAt: string | null;
  createdAt: string;
};

/** The newest e-mails to `email` (any case), oldest first. */
export async function conversationEmails(db: Db, email: string | null): Promise<ConversationEmail[]> {
  if (!email) return [];
  const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const rows = await queryRows<EmailRow>(
    db,
    sql`select id, kind, subject, attempts, failure, ${iso(sql`sent_at`)} as "sentAt", withheld_at as "withheldAt", ${iso(sql`created_at`)} as "createdAt"
        from outbox where lower("to") = lower(${email})
        order by created_at desc, id desc limit ${CONVERSATION_DEPTH}`,
  );
  return rows.reverse().map((r) => ({
    type: "email",
    id: r.id,
    kind: r.kind,
    subject: r.subject,
    state: emailState(r),
    attempts: Number(r.attempts),
    sentAt: r.sentAt,
    createdAt: r.createdAt,
  }));
}
