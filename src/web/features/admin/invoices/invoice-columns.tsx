import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { InvoiceSummary } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney, formatShortDay } from "~/lib/display-format";
import type { Column } from "../list-kit/columns";
import { InvoiceStatusBadge } from "./invoice-status-badge";

const money = "sm:whitespace-nowrap sm:text-right tabular-nums";

/** The invoice list's columns: number (the card title; "Draft" until issued), client, title, dates, total, balance, status. */
export function useInvoiceColumns(): Column<InvoiceSummary>[] {
  const m = useAdminMessages().admin.invoices;
  const day = (value: string | null, which: string) =>
    value ? (
      <time dateTime={value} data-day={which}>
        {formatShortDay(value) ?? value}
      </time>
    ) : (
      <span data-day={which}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{m.view.details.notIssued}</span>
      </span>
    );
  return [
    {
      key: "number",
      header: m.columns.number,
      title: true,
      className: "sm:whitespace-nowrap",
      cell: (i) => (
        <Link
          to={adminPaths.invoiceView(i.id)}
          data-number
          className={`font-semibold underline-offset-2 hover:text-brand-800 hover:underline ${i.number ? "text-ink" : "text-muted"}`}
        >
          {i.number ?? m.draftNumber}
        </Link>
      ),
    },
    {
      key: "client",
      header: m.columns.client,
      className: "sm:min-w-[9rem]",
      cell: (i) => (
        <Link to={adminPaths.client(i.clientId)} data-client className="text-brand-700 underline-offset-2 hover:underline">
          {i.clientName}
        </Link>
      ),
    },
    {
      key: "title",
      header: m.columns.title,
      className: "sm:min-w-[11rem]",
      cell: (i) => (
        <span data-title>
          {i.title}
          {i.kind === "deposit" ? <span className="block text-xs text-muted">{m.kinds.deposit}</span> : null}
        </span>
      ),
    },
    { key: "issueDate", header: m.columns.issueDate, className: "sm:whitespace-nowrap", cell: (i) => day(i.issueDate, "issue-date") },
    { key: "dueDate", header: m.columns.dueDate, className: "sm:whitespace-nowrap", cell: (i) => day(i.dueDate, "due-date") },
    { key: "total", header: m.columns.total, alignEnd: true, className: money, cell: (i) => <span data-total>{formatMoney(i.totalCents)}</span> },
    {
      key: "balance",
      header: m.columns.balance,
      alignEnd: true,
      className: money,
      cell: (i) => (
        <span data-balance className={i.balanceCents > 0 && i.status !== "draft" && i.status !== "void" ? "font-semibold text-ink" : "text-muted"}>
          {formatMoney(i.balanceCents)}
        </span>
      ),
    },
    { key: "status", header: m.columns.status, cell: (i) => <InvoiceStatusBadge status={i.status} /> },
  ];
}
