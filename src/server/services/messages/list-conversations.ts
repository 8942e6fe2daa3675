import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { CONVERSATIONS_PAGE_SIZE, type ConversationList, type ConversationListQuery } from "../../../shared/schemas/messages";
import type { Db } from "../../db/client";
import { clientConversations, clients, visitRatings } from "../../db/schema/index";
import { searchCondition } from "../common/text-search";

/** Follow-ups still open, per client. */
const openFollowUps = (db: Db) =>
  db
    .select({ clientId: visitRatings.clientId, n: count().as("n") })
    .from(visitRatings)
    .where(and(isNotNull(visitRatings.followUpOpenedAt), isNull(visitRatings.followUpClosedAt)))
    .groupBy(visitRatings.clientId)
    .as("open_follow_ups");

/**
 * One page of conversations (50), newest message first, searched by the client's name (or e-mail
 * and phone: the client list's search text), with the total of unread messages for the sidebar.
 */
export async function listConversations(options: { db: Db; query: ConversationListQuery }): Promise<ConversationList> {
  const { db, query } = options;
  const where = query.search ? searchCondition(clients.searchText, query.search) : undefined;
  const pageSize = CONVERSATIONS_PAGE_SIZE;
  const followUps = openFollowUps(db);
  const [rows, [counted], [unread]] = await Promise.all([
    db
      .select({
        clientId: clientConversations.clientId,
        clientName: clients.fullName,
        lastMessageAt: clientConversations.lastMessageAt,
        lastPreview: clientConversations.lastPreview,
        unread: clientConversations.staffUnread,
        openFollowUps: sql<number>`coalesce(${followUps.n}, 0)`,
      })
      .from(clientConversations)
      .innerJoin(clients, eq(clients.id, clientConversations.clientId))
      .leftJoin(followUps, eq(followUps.clientId, clientConversations.clientId))
      .where(where)
      .orderBy(desc(clientConversations.lastMessageAt), desc(clientConversations.clientId))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(clientConversations).innerJoin(clients, eq(clients.id, clientConversations.clientId)).where(where),
    unreadTotal(db),
  ]);
  return {
    items: rows.map((r) => ({ ...r, lastMessageAt: r.lastMessageAt.toISOString(), openFollowUps: Number(r.openFollowUps) })),
    total: Number(counted!.n),
    page: query.page,
    pageSize,
    unreadTotal: Number(unread!.n),
  };
}

/** Every client's unread messages for staff, together (the sidebar's badge). */
export const unreadTotal = (db: Db) => db.select({ n: sql<number>`coalesce(sum(${clientConversations.staffUnread}), 0)` }).from(clientConversations);
