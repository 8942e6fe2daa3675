import { Hono, type Context } from "hono";
import { conversationListQuerySchema, messageBodySchema, type AdminConversation, type ConversationList } from "../../shared/schemas/messages";
import type { AppDeps } from "../deps";
import { isUuid } from "../db/is-uuid";
import { notFound } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { readQuery } from "../http/read-query";
import { closeFollowUp, openConversation } from "../services/messages/admin-conversation";
import { listConversations } from "../services/messages/list-conversations";
import { sendStaffMessage } from "../services/messages/staff-reply";

/** Messaging in the admin: the conversations, one client's conversation, a staff message, a follow-up handled. */
export function adminMessagingRoutes(deps: AppDeps) {
  const { db, config } = deps;
  // An id that cannot be a client is a 404 before the body is read.
  const clientOf = (c: Context<ApiEnv>) => {
    const id = c.req.param("clientId")!;
    if (!isUuid(id)) throw notFound("client");
    return id;
  };
  return new Hono<ApiEnv>()
    .get("/", async (c) => c.json((await listConversations({ db, query: readQuery(c, conversationListQuerySchema) })) satisfies ConversationList))
    .get("/:clientId", async (c) => c.json((await openConversation(db, clientOf(c))) satisfies AdminConversation))
    .post("/:clientId", async (c) => {
      const clientId = clientOf(c);
      const { body } = await readJson(c, messageBodySchema);
      const viewer = c.get("viewer")!;
      const staff = { userId: viewer.userId, name: viewer.username ?? viewer.email };
      return c.json((await sendStaffMessage({ db, config, clientId, staff, body })) satisfies AdminConversation, 201);
    })
    .post("/:clientId/follow-ups/:visitId/close", async (c) => {
      const clientId = clientOf(c);
      if (!isUuid(c.req.param("visitId"))) throw notFound("Follow-up");
      await closeFollowUp(db, clientId, c.req.param("visitId"));
      return c.json((await openConversation(db, clientId)) satisfies AdminConversation);
    });
}
