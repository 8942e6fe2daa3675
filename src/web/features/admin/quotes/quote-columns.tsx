import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { QuoteSummary } from "@shared/schemas/quotes";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney, formatShortDay } from "~/lib/display-format";
import type { Column } from "../list-kit/columns";
import { QuoteStatusBadge } from "./quote-status-badge";

const day = (value: string, which: string) => (
  <time dateTime={value} data-day={which}>
    {formatShortDay(value) ?? value}
  </time>
);

/** The quote list's columns: number (the card title, a link to the quote), client, title, total, status, quote date, valid until. */
export function useQuoteColumns(): Column<QuoteSummary>[] {
  const m = useAdminMessages().admin.quotes;
  return [
    {
      key: "number",
      header: m.columns.number,
      title: true,
      className: "sm:whitespace-nowrap",
      cell: (q) => (
        <Link to={adminPaths.quoteView(q.id)} data-number className="font-semibold text-ink underline-offset-2 hover:text-brand-800 hover:underline">
          {q.number}
        </Link>
      ),
    },
    {
      key: "client",
      header: m.columns.client,
      className: "sm:min-w-[9rem]",
      cell: (q) => (
        <Link to={adminPaths.client(q.clientId)} data-client className="text-brand-700 underline-offset-2 hover:underline">
          {q.clientName}
        </Link>
      ),
    },
    { key: "title", header: m.columns.title, className: "sm:min-w-[12rem]", cell: (q) => <span data-title>{q.title}</span> },
    {
      key: "total",
      header: m.columns.total,
      alignEnd: true,
      className: "sm:whitespace-nowrap sm:text-right tabular-nums",
      cell: (q) => <span data-total>{formatMoney(q.totalCents)}</span>,
    },
    { key: "status", header: m.columns.status, cell: (q) => <QuoteStatusBadge status={q.status} /> },
    { key: "quoteDate", header: m.columns.quoteDate, className: "sm:whitespace-nowrap", cell: (q) => day(q.quoteDate, "quote-date") },
    { key: "validUntil", header: m.columns.validUntil, className: "sm:whitespace-nowrap", cell: (q) => day(q.validUntil, "valid-until") },
  ];
}
