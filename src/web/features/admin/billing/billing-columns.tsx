import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { formatMoney, formatShortDay } from "~/lib/display-format";
import type { Column } from "../list-kit/columns";
import { StatusBadge, type BillingState } from "./status-badge";

// The columns a quote list and an invoice list share; each list picks its own, in its own order,
// with the words of its own catalog.

/** What a quote's and an invoice's list row have in common. */
export type BillingRow = {
  id: string;
  /** Null for an invoice not issued yet. */
  number: string | null;
  title: string;
  clientId: string;
  clientName: string;
  status: BillingState;
  totalCents: number;
};

/** A money column's cells: on one line, to the right, the figures aligned. */
export const moneyCell = "sm:whitespace-nowrap sm:text-right tabular-nums";

/** The number (the card's title), a link to the quote or invoice; `draft`, muted, while it has none. */
export function numberColumn<Row extends BillingRow>(header: string, view: (id: string) => string, draft?: string): Column<Row> {
  return {
    key: "number",
    header,
    title: true,
    className: "sm:whitespace-nowrap",
    cell: (row) => (
      <Link
        to={view(row.id)}
        data-number
        className={`font-semibold underline-offset-2 hover:text-brand-800 hover:underline ${row.number ? "text-ink" : "text-muted"}`}
      >
        {row.number ?? draft}
      </Link>
    ),
  };
}

/** The client's name, a link to the client. */
export function clientColumn<Row extends BillingRow>(header: string): Column<Row> {
  return {
    key: "client",
    header,
    className: "sm:min-w-[9rem]",
    cell: (row) => (
      <Link to={adminPaths.client(row.clientId)} data-client className="text-brand-700 underline-offset-2 hover:underline">
        {row.clientName}
      </Link>
    ),
  };
}

/** The title, and under it what `note` adds for a row (an invoice's kind). */
export function titleColumn<Row extends BillingRow>(header: string, className: string, note?: (row: Row) => ReactNode): Column<Row> {
  return {
    key: "title",
    header,
    className,
    cell: (row) => (
      <span data-title>
        {row.title}
        {note?.(row)}
      </span>
    ),
  };
}

/** A day, short ("Jan 5, 2025"); a dash, read out as `missing`, where a row has none yet. */
export function dayColumn<Row extends BillingRow>(key: string, header: string, which: string, value: (row: Row) => string | null, missing = ""): Column<Row> {
  return {
    key,
    header,
    className: "sm:whitespace-nowrap",
    cell: (row) => {
      const day = value(row);
      return day ? (
        <time dateTime={day} data-day={which}>
          {formatShortDay(day) ?? day}
        </time>
      ) : (
        <span data-day={which}>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{missing}</span>
        </span>
      );
    },
  };
}

/** The total, in dollars. */
export function totalColumn<Row extends BillingRow>(header: string): Column<Row> {
  return { key: "total", header, alignEnd: true, className: moneyCell, cell: (row) => <span data-total>{formatMoney(row.totalCents)}</span> };
}

/** The status as its badge, named from `labels` (the caller's catalog). */
export function statusColumn<State extends BillingState, Row extends BillingRow & { status: State }>(
  header: string,
  labels: Record<State, string>,
): Column<Row> {
  return { key: "status", header, cell: (row) => <StatusBadge status={row.status} label={labels[row.status]} /> };
}
