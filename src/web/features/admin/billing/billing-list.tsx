import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import type { Column } from "../list-kit/columns";
import { StatusFilters } from "../list-kit/status-filters";
import { ListTable, type ListTableText } from "../list-kit/list-table";
import type { ListQueryState } from "../list-kit/use-list-query";
import type { PagedList } from "../list-kit/use-paged-list";
import { AdminPage } from "../shell/admin-page";
import type { BillingState } from "./status-badge";
import { IconLink } from "../components/icon-link";

/** A quote or invoice list's words, from the caller's catalog. */
export type BillingListText<State extends BillingState> = ListTableText & {
  pages: { list: { title: string; intro: string } };
  filters: { heading: string; clear: string; search: string; searchPlaceholder: string; status: string; all: string };
  statuses: Record<State, string>;
};

type Props<Row extends { id: string; status: State }, State extends BillingState> = {
  /** Prefix of the element ids ("quotes", "invoices"). */
  id: string;
  text: BillingListText<State>;
  /** The list's `useAdminList` (the caller's, as it knows its query schema and API). */
  state: ListQueryState<{ status?: State; page: number }> & { list: PagedList<Row> };
  /** The status filter's choices, in order. */
  states: readonly State[];
  columns: Column<Row>[];
  /** The cards above the filters. */
  stats: ReactNode;
  /** The way to add one: the page's button (`label`) and, under a list with none yet, `first`. */
  add: { to: string; label: string; first: string };
  /** On a wide screen, the width below which the table scrolls inside its region. */
  tableClassName: string;
};

/**
 * An admin quote or invoice list, on the list kit: its cards, search and status filters, then the
 * table (50 a page, newest first, each row marked with its status), and the way to add one.
 */
export function BillingList<Row extends { id: string; status: State }, State extends BillingState>({
  id,
  text,
  state,
  states,
  columns,
  stats,
  add,
  tableClassName,
}: Props<Row, State>) {
  const { update, hasFilters, list } = state;
  const addLink = (label: string) => (
    <IconLink to={add.to} icon={Plus}>
      {label}
    </IconLink>
  );

  return (
    <AdminPage title={text.pages.list.title} description={text.pages.list.intro} actions={addLink(add.label)}>
      {stats}
      <StatusFilters id={id} text={text.filters} state={state} statuses={states} label={(s) => text.statuses[s]} />
      <ListTable
        id={id}
        text={text}
        columns={columns}
        list={list}
        onPage={(page) => update({ page })}
        filtered={hasFilters}
        rowData={(row) => ({ "data-status": row.status })}
        emptyAction={<div className="mt-6">{addLink(add.first)}</div>}
        tableClassName={tableClassName}
      />
    </AdminPage>
  );
}
