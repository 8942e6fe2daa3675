import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { MessageAuthor, MessageKind } from "../../../shared/schemas/messages";
import type { Db } from "../../db/client";
import { clientConversations, clientMessages } from "../../db/schema/index";

// The one place messages are written and read marks set, so the conversation row (newest first,
// unread counts) always agrees with the messages. Both take the conversation's row lock first:
// a message added while a reader marks the conversation read waits for it (or it for the message),
// so a count is never reset over a message nobody has read.

/** The longest preview kept on the conversation row. */
export const PREVIEW_LENGTH = 140;

export type NewMessage = {
  clientId: string;
  author: MessageAuthor;
  authorUserId?: string | null;
  authorName?: string | null;
  kind?: MessageKind;
  body: string;
  visitId?: string | null;
  details?: Record<string, string | null>;
  outboxId?: string | null;
  /** The words the conversation list shows for it (the body for a plain message). */
  preview?: string;
};

/** Who reads a message: staff read the client's and the product's; the client reads staff's. */
const readBy = (author: MessageAuthor): "staff" | "client" => (author === "staff" ? "client" : "staff");

/** The authors whose unread messages `reader` counts. */
export const UNREAD_AUTHORS = { staff: ["client", "system"], client: ["staff"] } as const satisfies Record<"staff" | "client", MessageAuthor[]>;

export const previewOf = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
};

/** Add a message in the caller's transaction and bring the client's conversation row up to date; its id. */
export async function addMessage(tx: Db, m: NewMessage): Promise<string> {
  const reader = readBy(m.author);
  const unread = { staff: reader === "staff" ? 1 : 0, client: reader === "client" ? 1 : 0 };
  await tx
    .insert(clientConversations)
    .values({
      clientId: m.clientId,
      lastMessageAt: sql`now()`,
      lastPreview: previewOf(m.preview ?? m.body),
      staffUnread: unread.staff,
      clientUnread: unread.client,
    })
    .onConflictDoUpdate({
      target: clientConversations.clientId,
      set: {
        lastMessageAt: sql`greatest(${clientConversations.lastMessageAt}, excluded.last_message_at)`,
        lastPreview: sql`excluded.last_preview`,
        staffUnread: sql`least(${clientConversations.staffUnread} + excluded.staff_unread, 32767)`,
        clientUnread: sql`least(${clientConversations.clientUnread} + excluded.client_unread, 32767)`,
      },
    });
  const [row] = await tx
    .insert(clientMessages)
    .values({
      clientId: m.clientId,
      author: m.author,
      authorUserId: m.authorUserId ?? null,
      authorName: m.authorName ?? null,
      kind: m.kind ?? "message",
      body: m.body,
      visitId: m.visitId ?? null,
      details: m.details ?? {},
      outboxId: m.outboxId ?? null,
      // The clock, not the transaction's start: messages added together keep the order they were added in.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: clientMessages.id });
  return row!.id;
}

/** Mark read what `reader` has to read in the client's conversation (in the caller's transaction); how many were marked. */
export async function markRead(tx: Db, clientId: string, reader: "staff" | "client"): Promise<number> {
  const [conversation] = await tx.select().from(clientConversations).where(eq(clientConversations.clientId, clientId)).for("update");
  if (!conversation || (reader === "staff" ? conversation.staffUnread : conversation.clientUnread) === 0) return 0;
  const marked = await tx
    .update(clientMessages)
    .set({ readAt: sql`now()` })
    .where(and(eq(clientMessages.clientId, clientId), inArray(clientMessages.author, [...UNREAD_AUTHORS[reader]]), isNull(clientMessages.readAt)))
    .returning({ id: clientMessages.id });
  await tx
    .update(clientConversations)
    .set(reader === "staff" ? { staffUnread: 0 } : { clientUnread: 0 })
    .where(eq(clientConversations.clientId, clientId));
  return marked.length;
}
