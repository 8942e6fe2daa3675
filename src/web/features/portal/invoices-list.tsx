import { Clock, CreditCard, Receipt } from "lucide-react";
import { Link } from "react-router";
import type { PortalInvoice } from "@shared/portal";
import { portalPaths } from "@shared/portal-paths";
import { buttonVariants } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { cn } from "~/lib/cn";
import { useFormat } from "~/i18n/format";
import { EmptyState } from "./empty-state";
import { invoiceTotals } from "./invoice-totals";
import { PdfDownload, RecordCard } from "./record-card";
import { StatusBadge } from "./status-badge";

/**
 * Summary cards (Total Invoiced, Outstanding, Total Invoices) and the client's invoices (spec 000
 * §4): each links to its page, with its number (the e-Transfer's message); Download PDF on every
 * one; Pay Now on Outstanding ones and, under its own name, Pay overdue invoice on Overdue ones
 * (decision 034): both open the invoice's payment panel. Once the client said an e-Transfer was
 * sent, "Payment sent on … — waiting for confirmation" instead (decision 050). Empty: "No
 * invoices available".
 */
export function InvoicesList({ invoices }: { invoices: PortalInvoice[] }) {
  const m = usePortalMessages().portal.invoices;
  const f = useFormat();
  const totals = invoiceTotals(invoices);
  const summary: [label: string, value: string, key: string][] = [
    [m.totalInvoiced, f.money(totals.totalCents), "total"],
    [m.outstanding, f.money(totals.outstandingCents), "outstanding"],
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
        <ul className="space-y-4">
          {invoices.map((invoice) => {
            const titleId = `invoice-${invoice.id}`;
            const unpaid = invoice.status !== "paid";
            return (
              <li key={invoice.id}>
                <RecordCard
                  titleId={titleId}
                  service={invoice.service}
                  href={portalPaths.invoice(invoice.id)}
                  amount={f.money(invoice.amountCents)}
                  amountNote={unpaid && invoice.balanceCents !== invoice.amountCents ? m.balanceDue(f.money(invoice.balanceCents)) : undefined}
                  badge={<StatusBadge status={invoice.status} label={m.status[invoice.status]} />}
                  dates={[
                    [m.issueDate, invoice.issueDate],
                    [m.dueDate, invoice.dueDate],
                  ]}
                  reference={[m.invoiceNumber, invoice.number]}
                  actions={
                    <div className="flex flex-wrap items-center gap-3">
                      <PdfDownload href={portalPaths.invoicePdf(invoice.id)} describedBy={titleId} label={m.downloadPdf} />
                      {unpaid && invoice.etransferSentAt ? (
                        <p data-etransfer-waiting className="flex items-center gap-2 text-sm font-medium text-amber-900">
                          <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
                          {m.waiting(f.date(invoice.etransferSentAt) ?? "")}
                        </p>
                      ) : unpaid ? (
                        <Link to={portalPaths.invoice(invoice.id, "pay")} aria-describedby={titleId} className={buttonVariants({ size: "sm" })}>
                          <CreditCard aria-hidden="true" className="h-4 w-4" />
                          {invoice.status === "overdue" ? m.payOverdue : m.payNow}
                        </Link>
                      ) : null}
                    </div>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
