import { Plus } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { ADMIN_INVOICE_STATES, invoiceListQuerySchema, type AdminInvoiceState } from "@shared/schemas/invoices";
import { buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { invoicesQuery } from "../api/invoices";
import { SearchBox, SelectField } from "../list-kit/controls";
import { FilterPanel } from "../list-kit/filter-panel";
import { ListTable } from "../list-kit/list-table";
import { useAdminList } from "../list-kit/use-admin-list";
import { AdminPage } from "../shell/admin-page";
import { useInvoiceColumns } from "./invoice-columns";
import { InvoiceStats } from "./invoice-stats";

/**
 * /admin/invoices: every invoice, newest first, 50 a page, by status and search (number, title,
 * client); the cards above sum up what is owed, what is late and what came in this month.
 */
export function InvoicesList() {
  const m = useAdminMessages().admin.invoices;
  const { query, update, search, hasFilters, clearFilters, list } = useAdminList(invoiceListQuerySchema, invoicesQuery, { failed: m.fetchFailed });
  const columns = useInvoiceColumns();
  const newInvoice = (label: string) => (
    <Link to={adminPaths.invoiceNew()} className={buttonVariants()}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {label}
    </Link>
  );

  return (
    <AdminPage title={m.pages.list.title} description={m.pages.list.intro} actions={newInvoice(m.newInvoice)}>
      <InvoiceStats />
      <FilterPanel
        id="invoices"
        heading={m.filters.heading}
        clearLabel={m.filters.clear}
        showClear={hasFilters}
        onClear={clearFilters}
        gridClassName="sm:grid-cols-[2fr_1fr]"
      >
        <SearchBox id="invoices-search" label={m.filters.search} placeholder={m.filters.searchPlaceholder} {...search} />
        <SelectField
          id="invoices-status"
          label={m.filters.status}
          value={query.status ?? ""}
          onChange={(s) => update({ status: (s || undefined) as AdminInvoiceState })}
        >
          <option value="">{m.filters.all}</option>
          {ADMIN_INVOICE_STATES.map((s) => (
            <option key={s} value={s}>
              {m.statuses[s]}
            </option>
          ))}
        </SelectField>
      </FilterPanel>
      <ListTable
        id="invoices"
        text={m}
        columns={columns}
        list={list}
        onPage={(page) => update({ page })}
        filtered={hasFilters}
        rowData={(i) => ({ "data-status": i.status })}
        emptyAction={<div className="mt-6">{newInvoice(m.createInvoice)}</div>}
        tableClassName="sm:min-w-[62rem]"
      />
    </AdminPage>
  );
}
