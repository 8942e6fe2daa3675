import { adminPaths } from "@shared/admin-paths";
import { ADMIN_INVOICE_STATES, invoiceListQuerySchema } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { invoicesQuery } from "../api/invoices";
import { BillingList } from "../billing/billing-list";
import { useAdminList } from "../list-kit/use-admin-list";
import { useInvoiceColumns } from "./invoice-columns";
import { InvoiceStats } from "./invoice-stats";

/**
 * /admin/invoices: every invoice, newest first, 50 a page, by status and search (number, title,
 * client); the cards above sum up what is owed, what is late and what came in this month.
 */
export function InvoicesList() {
  const m = useAdminMessages().admin.invoices;
  const state = useAdminList(invoiceListQuerySchema, invoicesQuery, { failed: m.fetchFailed });
  const columns = useInvoiceColumns();
  return (
    <BillingList
      id="invoices"
      text={m}
      state={state}
      states={ADMIN_INVOICE_STATES}
      columns={columns}
      stats={<InvoiceStats />}
      add={{ to: adminPaths.invoiceNew(), label: m.newInvoice, first: m.createInvoice }}
      tableClassName="sm:min-w-[62rem]"
    />
  );
}
