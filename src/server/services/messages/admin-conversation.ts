import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { MESSAGE_AUTHORS, type AdminConversation, type ConversationEntry, type FollowUp } from "../../../shared/schemas/messages";
import type { Db } from "../../db/client";
import { clients, serviceVisits, visitRatings } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import { markRead } from "./conversation-store";
import { conversationEmails, conversationMessages, messageVisit } from "./message-record";

/** The client a conversation is with, and the language their e-mails go out in; 404 when there is none. */
export async function conversationClient(db: Db, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, fullName: clients.fullName, email: clients.email, language: clients.language })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw notFound("client");
  return client;
}

/** The follow-ups the client's low ratings opened, oldest first. */
async function followUps(db: Db, clientId: string): Promise<FollowUp[]> {
  const rows = await db
    .select({
      r: visitRatings,
      visitId: serviceVisits.id,
      visitDate: serviceVisits.visitDate,
      windowStart: sql<string>`to_char(${serviceVisits.windowStart}, 'HH24:MI')`,
      windowEnd: sql<string>`to_char(${serviceVisits.windowEnd}, 'HH24:MI')`,
      service: serviceVisits.service,
      visitStatus: serviceVisits.status,
    })
    .from(visitRatings)
    .innerJoin(serviceVisits, eq(serviceVisits.id, visitRatings.visitId))
    .where(and(eq(visitRatings.clientId, clientId), isNotNull(visitRatings.followUpOpenedAt)))
    .orderBy(asc(visitRatings.followUpOpenedAt), asc(visitRatings.visitId));
  return rows.map(({ r, ...v }) => ({
    visitId: r.visitId,
    visit: messageVisit(v)!,
    score: r.score,
    comment: r.comment,
    openedAt: r.followUpOpenedAt!.toISOString(),
    closedAt: r.followUpClosedAt?.toISOString() ?? null,
  }));
}

/** Messages and e-mails in one order: by time, a message before an e-mail of the same instant. */
export function mergeByTime(messages: ConversationEntry[], emails: ConversationEntry[]): ConversationEntry[] {
  return [...messages, ...emails].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || (a.type === b.type ? 0 : a.type === "message" ? -1 : 1));
}

/** The conversation as staff read it; opening it marks the client's messages read. */
export async function openConversation(db: Db, clientId: string): Promise<AdminConversation> {
  const client = await conversationClient(db, clientId);
  await transaction(db, (tx) => markRead(tx, clientId, "staff"));
  const [messages, emails, follow] = await Promise.all([
    conversationMessages(db, clientId, MESSAGE_AUTHORS),
    conversationEmails(db, client.email),
    followUps(db, clientId),
  ]);
  // A staff message shows its own e-mail's state; the other e-mails are entries of their own.
  const states = new Map(emails.map((e) => [e.id, e.state]));
  const shown = messages.map(({ outboxId, ...m }) => ({ ...m, email: outboxId ? (states.get(outboxId) ?? null) : null }));
  const carried = new Set(messages.map((m) => m.outboxId));
  return {
    client: { id: client.id, fullName: client.fullName, email: client.email },
    entries: mergeByTime(
      shown,
      emails.filter((e) => !carried.has(e.id)),
    ),
    followUps: follow,
  };
}

/** Mark a follow-up handled; 404 when the client has no follow-up for the visit, 409 when it is already handled. */
export async function closeFollowUp(db: Db, clientId: string, visitId: string): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(visitRatings)
      .where(and(eq(visitRatings.visitId, visitId), eq(visitRatings.clientId, clientId), isNotNull(visitRatings.followUpOpenedAt)))
      .for("update");
    if (!row) throw notFound("Follow-up");
    if (row.followUpClosedAt) throw new AppError("conflict", "This follow-up is already marked handled.");
    await tx
      .update(visitRatings)
      .set({ followUpClosedAt: sql`now()` })
      .where(and(eq(visitRatings.visitId, visitId), isNull(visitRatings.followUpClosedAt)));
  });
}
