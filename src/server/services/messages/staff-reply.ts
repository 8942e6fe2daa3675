import type { AdminConversation } from "../../../shared/schemas/messages";
import type { Db } from "../../db/client";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { messageCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { openConversation, conversationClient } from "./admin-conversation";
import { addMessage } from "./conversation-store";
import { portalMessagesUrl } from "./message-mail";

/**
 * A staff message to a client (a reply, or the first message of a conversation): stored, shown in
 * the portal, and e-mailed to the client in their language, in one transaction. A client without
 * an e-mail address cannot sign in to read it: 409.
 */
export async function sendStaffMessage(options: {
  db: Db;
  config: Config;
  clientId: string;
  staff: { userId: string; name: string };
  body: string;
}): Promise<AdminConversation> {
  const { db, config, clientId, staff, body } = options;
  const client = await conversationClient(db, clientId);
  if (!client.email)
    throw new AppError("conflict", "This client has no e-mail address, so they cannot read messages in the portal. Add one on the client's page first.");
  await transaction(db, async (tx) => {
    const outboxId = await enqueueMail(tx, {
      kind: "message.staff",
      data: {
        to: client.email!,
        clientName: client.fullName,
        staffName: staff.name,
        body,
        url: portalMessagesUrl(config, client),
        company: messageCompany(config),
      },
      language: client.language,
    });
    await addMessage(tx, { clientId, author: "staff", authorUserId: staff.userId, authorName: staff.name, body, outboxId });
  });
  return openConversation(db, clientId);
}
