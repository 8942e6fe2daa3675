import { Plus } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { ADMIN_QUOTE_STATES, quoteListQuerySchema, type AdminQuoteState } from "@shared/schemas/quotes";
import { buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { quotesQuery } from "../api/quotes";
import { SearchBox, SelectField } from "../list-kit/controls";
import { FilterPanel } from "../list-kit/filter-panel";
import { ListTable } from "../list-kit/list-table";
import { useAdminList } from "../list-kit/use-admin-list";
import { AdminPage } from "../shell/admin-page";
import { useQuoteColumns } from "./quote-columns";
import { QuoteStats } from "./quote-stats";

/**
 * /admin/quotes: every quote, newest first, 50 a page, by status and search (number, title,
 * client); the cards above sum up what is open and how much is accepted.
 */
export function QuotesList() {
  const m = useAdminMessages().admin.quotes;
  const { query, update, search, hasFilters, clearFilters, list } = useAdminList(quoteListQuerySchema, quotesQuery, { failed: m.fetchFailed });
  const columns = useQuoteColumns();
  const newQuote = (label: string) => (
    <Link to={adminPaths.quoteNew()} className={buttonVariants()}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {label}
    </Link>
  );

  return (
    <AdminPage title={m.pages.list.title} description={m.pages.list.intro} actions={newQuote(m.newQuote)}>
      <QuoteStats />
      <FilterPanel
        id="quotes"
        heading={m.filters.heading}
        clearLabel={m.filters.clear}
        showClear={hasFilters}
        onClear={clearFilters}
        gridClassName="sm:grid-cols-[2fr_1fr]"
      >
        <SearchBox id="quotes-search" label={m.filters.search} placeholder={m.filters.searchPlaceholder} {...search} />
        <SelectField
          id="quotes-status"
          label={m.filters.status}
          value={query.status ?? ""}
          onChange={(s) => update({ status: (s || undefined) as AdminQuoteState })}
        >
          <option value="">{m.filters.all}</option>
          {ADMIN_QUOTE_STATES.map((s) => (
            <option key={s} value={s}>
              {m.statuses[s]}
            </option>
          ))}
        </SelectField>
      </FilterPanel>
      <ListTable
        id="quotes"
        text={m}
        columns={columns}
        list={list}
        onPage={(page) => update({ page })}
        filtered={hasFilters}
        rowData={(q) => ({ "data-status": q.status })}
        emptyAction={<div className="mt-6">{newQuote(m.createQuote)}</div>}
        tableClassName="sm:min-w-[56rem]"
      />
    </AdminPage>
  );
}
