import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import { adminInvoiceState, INVOICES_PAGE_SIZE, type AdminInvoiceState, type InvoiceList, type InvoiceListQuery } from "../../../shared/schemas/invoices";
import { invoiceBalance } from "../../../shared/billing/invoice-actions";
import type { Db } from "../../db/client";
import { clients, invoices } from "../../db/schema/index";
import { documentPage } from "../common/document-page";
import { documentSearch } from "../common/text-search";

/** The stored condition of each state staff filter by (outstanding and overdue: issued, by the due date). */
function stateCondition(state: AdminInvoiceState, today: string): SQL | undefined {
  switch (state) {
    case "outstanding":
      return and(eq(invoices.status, "issued"), gte(invoices.dueDate, today));
    case "overdue":
      return and(eq(invoices.status, "issued"), lt(invoices.dueDate, today));
    default:
      return eq(invoices.status, state);
  }
}

/**
 * One page of invoices (50), newest first, with the number that match: filtered by state, and
 * searched in the number, the title and the client's name, e-mail and phone.
 */
export async function listInvoices(options: { db: Db; query: InvoiceListQuery; today: string }): Promise<InvoiceList> {
  const { db, query, today } = options;
  const search = query.search ? documentSearch(invoices, query.search) : undefined;
  const where = and(query.status ? stateCondition(query.status, today) : undefined, search);
  const pageSize = INVOICES_PAGE_SIZE;
  const { ids, order, total } = documentPage(db, invoices, where, query.page, pageSize);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        kind: invoices.kind,
        title: invoices.title,
        clientId: invoices.clientId,
        clientName: clients.fullName,
        status: invoices.status,
        totalCents: invoices.totalCents,
        paidCents: invoices.paidCents,
        creditedCents: invoices.creditedCents,
        issueDate: invoices.issueDate,
        dueDate: invoices.dueDate,
        createdAt: invoices.createdAt,
        etransferSentAt: invoices.etransferSentAt,
      })
      .from(ids)
      .innerJoin(invoices, eq(invoices.id, ids.id))
      .innerJoin(clients, eq(clients.id, invoices.clientId))
      .orderBy(...order),
    total(),
  ]);
  return {
    items: rows.map(({ paidCents, creditedCents, ...r }) => ({
      ...r,
      status: adminInvoiceState(r.status, r.dueDate, today),
      balanceCents: invoiceBalance({ totalCents: r.totalCents, paidCents, creditedCents }),
      createdAt: r.createdAt.toISOString(),
      etransferSentAt: r.etransferSentAt?.toISOString() ?? null,
    })),
    total: counted,
    page: query.page,
    pageSize,
  };
}
