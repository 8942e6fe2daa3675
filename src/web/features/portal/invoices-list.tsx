import { CreditCard, Download, Receipt } from "lucide-react";
import type { PortalInvoice } from "@shared/portal";
import { usePortalMessages } from "~/i18n/portal-messages";
import { cn } from "~/lib/cn";
import { formatMoney } from "~/lib/display-format";
import { SoonActions, SoonNote } from "./coming-soon";
import { EmptyState } from "./empty-state";
import { invoiceTotals } from "./invoice-totals";
import { RecordCard } from "./record-card";
import { StatusBadge } from "./status-badge";

/** Summary cards (Total Invoiced, Outstanding, Total Invoices) and the list; Pay Now only on Outstanding ones. */
export function InvoicesList({ invoices }: { invoices: PortalInvoice[] }) {
  const m = usePortalMessages().portal.invoices;
  const totals = invoiceTotals(invoices);
  const summary: [label: string, value: string, key: string][] = [
    [m.totalInvoiced, formatMoney(totals.totalCents), "total"],
    [m.outstanding, formatMoney(totals.outstandingCents), "outstanding"],
    [m.totalInvoices, String(totals.count), "count"],
  ];
  return (
    <div className="space-y-6">
      <section aria-label={m.summaryLabel}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          {summary.map(([label, value, key]) => (
            <div
              key={key}
              data-summary={key}
              className={cn("rounded-2xl bg-white p-4 shadow-xs ring-1 ring-line sm:p-5", key === "total" && "col-span-2 sm:col-span-1")}
            >
              <dt className="text-sm font-medium text-muted">{label}</dt>
              <dd className="mt-1 text-xl font-bold tabular-nums tracking-tight text-ink sm:text-2xl">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {invoices.length === 0 ? (
        <EmptyState icon={Receipt} title={m.empty} hint={m.emptyHint} />
      ) : (
        <div className="space-y-4">
          <SoonNote text={m.soonNote} />
          <ul className="space-y-4">
            {invoices.map((invoice) => (
              <li key={invoice.id}>
                <RecordCard
                  titleId={`invoice-${invoice.id}`}
                  service={invoice.service}
                  amount={formatMoney(invoice.amountCents)}
                  badge={<StatusBadge status={invoice.status} label={m.status[invoice.status]} />}
                  dates={[
                    [m.issueDate, invoice.issueDate],
                    [m.dueDate, invoice.dueDate],
                  ]}
                  actions={
                    <SoonActions
                      id={`invoice-${invoice.id}`}
                      actions={[
                        { label: m.downloadPdf, icon: Download },
                        // Only Outstanding, as the spec says; Overdue gets none.
                        ...(invoice.status === "outstanding" ? [{ label: m.payNow, icon: CreditCard, primary: true }] : []),
                      ]}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
