import type { ReactNode } from "react";
import { clientAddressLine } from "@shared/schemas/clients";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import type { PortalInvoiceView } from "../api/invoice";
import { LinesTable } from "../quote/lines-table";
import { InvoiceTotalsList } from "./invoice-totals-list";
import { PaymentsTable } from "./payments-table";

/** The invoice as a document: dates, client and service address, items, totals with credits and payments, the payments received, notes. */
export function InvoiceDocument({ invoice }: { invoice: PortalInvoiceView }) {
  const m = usePortalMessages().portal;
  const f = useFormat();
  const address = clientAddressLine(invoice.address);
  const details: [label: string, value: ReactNode][] = [
    [m.invoices.issueDate, <time dateTime={invoice.issueDate}>{f.date(invoice.issueDate)}</time>],
    [m.invoices.dueDate, <time dateTime={invoice.dueDate}>{f.date(invoice.dueDate)}</time>],
    [m.invoice.billedTo, invoice.client.fullName],
    ...(address ? [[m.invoice.serviceAddress, address] satisfies [string, ReactNode]] : []),
  ];
  // An invoice's lines are a quote's without optional items: the same table.
  const lines = invoice.lines.map((line) => ({ ...line, optional: false }));
  return (
    <article aria-labelledby="invoice-title" className="overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-line">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-4 border-b border-line bg-surface/60 p-5 text-sm sm:grid-cols-4 sm:p-8">
        {details.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted">{label}</dt>
            <dd className="mt-0.5 font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-8 p-5 sm:p-8">
        <section>
          <h2 id="invoice-items" className="mb-3 text-base font-semibold text-ink">
            {m.invoice.items}
          </h2>
          <LinesTable labelledBy="invoice-items" lines={lines} intro="" describeOptional={(line) => line.description} />
        </section>
        <InvoiceTotalsList invoice={invoice} />
      </div>
      {invoice.payments.length ? <PaymentsTable payments={invoice.payments} /> : null}
      {invoice.notes ? (
        <section className="border-t border-line p-5 sm:p-8">
          <h2 className="text-base font-semibold text-ink">{m.invoice.notes}</h2>
          <p className="mt-2 text-sm whitespace-pre-line text-ink">{invoice.notes}</p>
        </section>
      ) : null}
    </article>
  );
}
