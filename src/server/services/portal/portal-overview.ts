import { eq, sql } from "drizzle-orm";
import type { PortalOverview } from "../../../shared/portal";
import type { Db } from "../../db/client";
import { clientConversations, clients } from "../../db/schema/index";
import { listClientInvoices, listClientQuotes } from "./client-records";
import { listClientVisits } from "./portal-visits";

// What the portal's dashboard opens with (decision 050): what the client owes, the quotes waiting
// for their answer, their next visit, and the replies they have not read. Read from the same
// lists the portal's pages read, so the dashboard never says something a page does not.

/** The signed-in user's overview, by their e-mail; all empty when no client has it. */
export async function portalOverview(db: Db, email: string, today: string): Promise<PortalOverview> {
  const [invoices, quotes, visits, [conversation]] = await Promise.all([
    listClientInvoices(db, email, today),
    listClientQuotes(db, email, today),
    listClientVisits(db, email, today),
    db
      .select({ unread: clientConversations.clientUnread })
      .from(clientConversations)
      .innerJoin(clients, eq(clients.id, clientConversations.clientId))
      .where(sql`lower(${clients.email}) = lower(${email})`),
  ]);
  // Oldest due first: the one to pay first leads.
  const unpaid = invoices
    .filter((i) => i.status !== "paid" && i.balanceCents > 0)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.number.localeCompare(b.number));
  return {
    balanceCents: unpaid.reduce((sum, i) => sum + i.balanceCents, 0),
    unpaidInvoices: unpaid,
    // Soonest to expire first: the one to answer first leads.
    pendingQuotes: quotes.filter((q) => q.status === "pending").sort((a, b) => a.validUntil.localeCompare(b.validUntil)),
    nextVisit: visits.upcoming[0] ?? null,
    unreadMessages: conversation?.unread ?? 0,
  };
}
