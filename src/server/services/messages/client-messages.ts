import type { PortalConversation } from "../../../shared/schemas/messages";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clients } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { notFound } from "../../errors";
import { messageCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { addMessage, markRead } from "./conversation-store";
import { adminConversationUrl } from "./message-mail";
import { conversationMessages } from "./message-record";

/** The signed-in client's record (by their e-mail), as messaging needs it. */
export type PortalClient = { id: string; fullName: string; email: string };

/** The client a signed-in user is (by e-mail, any case), or null. */
export async function portalClient(db: Db, email: string): Promise<PortalClient | null> {
  const [row] = await db
    .select({ id: clients.id, fullName: clients.fullName, email: clients.email })
    .from(clients)
    .where(sql`lower(${clients.email}) = lower(${email})`);
  return row ? { ...row, email: row.email ?? email } : null;
}

/** What the client sees of their conversation: their messages and staff's (not the product's notes to staff). */
export const PORTAL_AUTHORS = ["client", "staff"] as const;

const portalMessages = async (db: Db, clientId: string) => (await conversationMessages(db, clientId, PORTAL_AUTHORS)).map(({ outboxId: _carried, ...m }) => m);

/** The client's conversation; reading it marks staff's messages read. A user with no client record has none. */
export async function portalConversation(db: Db, client: PortalClient | null): Promise<PortalConversation> {
  if (!client) return { messages: [] };
  await transaction(db, (tx) => markRead(tx, client.id, "client"));
  return { messages: await portalMessages(db, client.id) };
}

/** A message from the client: stored, and the company inbox told, in one transaction. */
export async function sendClientMessage(options: {
  db: Db;
  config: Config;
  client: PortalClient | null;
  userId: string;
  body: string;
}): Promise<PortalConversation> {
  const { db, config, client, userId, body } = options;
  if (!client) throw notFound("client");
  await transaction(db, async (tx) => {
    await addMessage(tx, { clientId: client.id, author: "client", authorUserId: userId, authorName: client.fullName, body });
    await enqueueMail(tx, {
      kind: "message.client-notify",
      data: {
        kind: "message",
        clientName: client.fullName,
        clientEmail: client.email,
        body,
        visit: null,
        adminUrl: adminConversationUrl(config, client.id),
        company: messageCompany(config),
      },
    });
  });
  return { messages: await portalMessages(db, client.id) };
}
