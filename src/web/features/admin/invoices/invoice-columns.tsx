import { adminPaths } from "@shared/admin-paths";
import type { InvoiceSummary } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney, formatShortDate } from "~/lib/display-format";
import { clientColumn, dayColumn, moneyCell, numberColumn, statusColumn, titleColumn, totalColumn } from "../billing/billing-columns";
import type { Column } from "../list-kit/columns";
import { StatusBadge } from "../billing/status-badge";

/**
 * The invoice list's columns: number (the card title; "Draft" until issued), client, title, dates,
 * total, balance, status (with "e-Transfer sent" when the client said so and it is not recorded yet).
 */
export function useInvoiceColumns(): Column<InvoiceSummary>[] {
  const m = useAdminMessages().admin.invoices;
  const notIssued = m.view.details.notIssued;
  return [
    numberColumn(m.columns.number, adminPaths.invoiceView, m.draftNumber),
    clientColumn(m.columns.client),
    titleColumn(m.columns.title, "sm:min-w-[11rem]", (i) =>
      i.kind === "deposit" ? <span className="block text-xs text-muted">{m.kinds.deposit}</span> : null,
    ),
    dayColumn("issueDate", m.columns.issueDate, "issue-date", (i) => i.issueDate, notIssued),
    dayColumn("dueDate", m.columns.dueDate, "due-date", (i) => i.dueDate, notIssued),
    totalColumn(m.columns.total),
    {
      key: "balance",
      header: m.columns.balance,
      alignEnd: true,
      className: moneyCell,
      cell: (i) => (
        <span data-balance className={i.balanceCents > 0 && i.status !== "draft" && i.status !== "void" ? "font-semibold text-ink" : "text-muted"}>
          {formatMoney(i.balanceCents)}
        </span>
      ),
    },
    {
      ...statusColumn<InvoiceSummary["status"], InvoiceSummary>(m.columns.status, m.statuses),
      cell: (i) => (
        <>
          <StatusBadge status={i.status} label={m.statuses[i.status]} />
          {i.etransferSentAt && (i.status === "outstanding" || i.status === "overdue") ? (
            <span data-etransfer-sent className="mt-1 block text-xs font-medium text-amber-800">
              {m.etransferSent(formatShortDate(i.etransferSentAt) ?? "")}
            </span>
          ) : null}
        </>
      ),
    },
  ];
}
