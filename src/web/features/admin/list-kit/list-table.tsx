/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   The phone layout sets `display` on the table's elements, which makes browsers drop their implicit
   table roles; the roles are restated on purpose so the cards stay a table to screen readers. */
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { formatCount } from "~/lib/display-format";
import type { Column, TableSelect, TableSort } from "./columns";
import { RowCheckbox, SelectAllCheckbox } from "./controls";
import { Pager, type PagerLabels } from "./pager";
import { SortButton } from "./sort-button";
import { ListEmpty, LoadFailed, Loading } from "./states";
import type { PagedList } from "./use-paged-list";

/** A list's words: its heading, the table's names, and what it says instead of rows. */
export type ListTableText = {
  listHeading: string;
  caption: string;
  /** The table's region (it scrolls sideways on a mid-sized screen, if it must). */
  scrollRegion: string;
  loading: string;
  fetchFailed: { description: string; retry: string };
  empty: { none: string; filtered: string };
  emptyHint: { none: string; filtered: string };
  pagination: PagerLabels & { total: (total: string) => string };
};

type Props<Row extends { id: string }, SortKey extends string> = {
  /** Prefix of the element ids. */
  id: string;
  text: ListTableText;
  columns: Column<Row, SortKey>[];
  list: PagedList<Row>;
  onPage: (page: number) => void;
  /** True when a filter narrows the list: an empty list then says "no match" rather than "none yet". */
  filtered: boolean;
  select?: TableSelect<Row>;
  sort?: TableSort<SortKey>;
  /** Extra attributes of a row (data-status...). */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  /** Under the "none yet" empty state: the way to add the first one. */
  emptyAction?: ReactNode;
  /** On a wide screen, the width below which the table scrolls inside its region. */
  tableClassName?: string;
  /** Beside the list's heading: what is done with the ticked rows (Invoice selected). */
  headerActions?: ReactNode;
};

// The first and last cells' wider padding applies on a wide screen only: on a phone card every cell sits flush.
const headerCell = "px-3 py-3 text-left text-xs font-semibold text-muted sm:first:pl-4 sm:last:pr-4";
const bodyCell = "px-3 py-4 max-sm:p-0 sm:first:pl-4 sm:last:pr-4";

/**
 * An admin list: a real table (caption, column and row headers) driven by `columns`, with tick
 * boxes, sorting, the pager and the loading, failed and empty states. Under 640 px the same rows
 * are cards, restyled by CSS: the title cell heads the card, every other cell shows its header as
 * a label beside the value, and the header row keeps only its controls (select all, sort), so the
 * page never scrolls sideways and no control exists twice.
 */
export function ListTable<Row extends { id: string }, SortKey extends string = string>(props: Props<Row, SortKey>) {
  const { id, text, list, onPage, headerActions } = props;
  const headingId = `${id}-list-heading`;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={list.fetching}
      data-list-kit
      className="mt-6 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-4 sm:px-5">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          {text.listHeading}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {list.fetching && list.status === "ready" ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin text-muted" /> : null}
          {headerActions}
        </div>
      </div>
      {list.status === "ready" ? (
        <>
          <Table {...props} />
          {list.total > 0 ? (
            <Pager page={list.page} pages={list.pages} total={text.pagination.total(formatCount(list.total))} labels={text.pagination} onPage={onPage} />
          ) : null}
        </>
      ) : list.status === "failed" ? (
        <LoadFailed text={text.fetchFailed.description} retry={text.fetchFailed.retry} onRetry={list.retry} retrying={list.fetching} />
      ) : (
        <Loading text={text.loading} />
      )}
    </section>
  );
}

function Table<Row extends { id: string }, SortKey extends string>({
  text,
  columns,
  list,
  filtered,
  select,
  sort,
  rowData,
  emptyAction,
  tableClassName,
}: Props<Row, SortKey>) {
  const { rows, selected } = list;
  const canTick = (row: Row) => !select?.selectable || select.selectable(row);
  const tickable = rows.filter(canTick);
  const empty = !list.stale && rows.length === 0 ? (filtered ? "filtered" : "none") : null;
  const sortable = (col: Column<Row, SortKey>) => Boolean(col.sort || col.sorts?.length);
  // On a phone the header row is a bar of its controls; without any, it is hidden there.
  const phoneBar = Boolean(select) || columns.some(sortable);
  const ariaSort = (col: Column<Row, SortKey>) => {
    const keys = col.sort ? [col.sort] : (col.sorts ?? []).map((s) => s.key);
    if (!sort || !keys.includes(sort.key)) return undefined;
    return sort.dir === "asc" ? "ascending" : "descending";
  };
  // Phone card grid: the tick box beside the title, then one line per other cell (a row without a
  // tick box: the title across the card).
  const titleCell = (tick: boolean) => (tick ? "max-sm:col-start-2 max-sm:row-start-1" : "max-sm:col-span-full max-sm:row-start-1");

  return (
    <div>
      <div role="region" aria-label={text.scrollRegion} tabIndex={0} className="sm:overflow-x-auto">
        <table role="table" className={cn("w-full border-collapse text-sm max-sm:block", tableClassName)}>
          <caption className="sr-only">{text.caption}</caption>
          <thead role="rowgroup" className={cn("border-b border-line bg-surface max-sm:block", !phoneBar && "max-sm:sr-only")}>
            <tr role="row" className="max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-4 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3">
              {select ? (
                <th
                  role="columnheader"
                  scope="col"
                  data-short-label={select.allShortLabel}
                  className="list-kit-select-all w-10 py-3 pl-4 pr-2 max-sm:flex max-sm:w-auto max-sm:items-center max-sm:gap-2 max-sm:p-0"
                >
                  <SelectAllCheckbox
                    rows={tickable.length}
                    checked={tickable.filter((r) => selected.has(r.id)).length}
                    label={select.allLabel}
                    onToggle={() => list.toggleAll(tickable.map((r) => r.id))}
                  />
                </th>
              ) : null}
              {columns.map((col) => (
                <th
                  key={col.key}
                  role="columnheader"
                  scope="col"
                  aria-sort={ariaSort(col)}
                  className={cn(headerCell, col.alignEnd && "text-right", "max-sm:p-0", sortable(col) ? "max-sm:block" : "max-sm:sr-only")}
                >
                  <HeaderContent col={col} sort={sort} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-line max-sm:block max-sm:space-y-3 max-sm:divide-y-0 max-sm:bg-surface max-sm:p-3">
            {rows.map((row) => {
              const tick = Boolean(select) && canTick(row);
              const ticked = tick && selected.has(row.id);
              return (
                <tr
                  key={row.id}
                  role="row"
                  data-id={row.id}
                  {...rowData?.(row)}
                  className={cn(
                    "align-top max-sm:grid max-sm:gap-x-3 max-sm:gap-y-2.5 max-sm:rounded-lg max-sm:bg-white max-sm:p-4 max-sm:shadow-sm max-sm:ring-1 max-sm:ring-line",
                    tick ? "max-sm:grid-cols-[auto_minmax(0,1fr)]" : "max-sm:grid-cols-[minmax(0,1fr)]",
                    ticked ? "bg-brand-50/60 max-sm:bg-brand-50 max-sm:ring-brand-200" : "hover:bg-surface",
                  )}
                >
                  {select ? (
                    <td role="cell" className={cn("py-4 pl-4 pr-2 max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0 max-sm:pt-0.5", !tick && "max-sm:hidden")}>
                      {tick ? <RowCheckbox label={select.rowLabel(row)} checked={ticked} onToggle={() => list.toggle(row.id)} /> : null}
                    </td>
                  ) : null}
                  {columns.map((col) =>
                    col.title ? (
                      <th
                        key={col.key}
                        role="rowheader"
                        scope="row"
                        className={cn(bodyCell, "text-left font-normal max-sm:text-base", titleCell(tick), col.className)}
                      >
                        {col.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={col.key}
                        role="cell"
                        className={cn(
                          bodyCell,
                          "max-sm:col-span-full",
                          !col.noCardLabel && "max-sm:grid max-sm:grid-cols-[minmax(5.5rem,32%)_minmax(0,1fr)] max-sm:gap-x-3",
                          col.noCardLabel && "max-sm:border-t max-sm:border-line max-sm:pt-3",
                          col.className,
                        )}
                      >
                        {col.noCardLabel ? null : (
                          <span data-card-label className="hidden text-xs font-medium leading-5 text-muted max-sm:block">
                            {col.header}
                          </span>
                        )}
                        <div className="min-w-0">{col.cell(row)}</div>
                      </td>
                    ),
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {empty ? (
        <ListEmpty kind={empty} title={text.empty[empty]} hint={text.emptyHint[empty]}>
          {empty === "none" ? emptyAction : null}
        </ListEmpty>
      ) : null}
    </div>
  );
}

function HeaderContent<Row, SortKey extends string>({ col, sort }: { col: Column<Row, SortKey>; sort?: TableSort<SortKey> }) {
  if (col.sort && sort) return <SortButton sortKey={col.sort} label={col.header} sort={sort} />;
  if (col.sorts?.length && sort)
    return (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="max-sm:sr-only">{col.header}</span>
        <span className="flex gap-2 font-medium max-sm:gap-4">
          {col.sorts.map((s) => (
            <SortButton key={s.key} sortKey={s.key} label={s.label} sort={sort} />
          ))}
        </span>
      </span>
    );
  return <>{col.header}</>;
}
