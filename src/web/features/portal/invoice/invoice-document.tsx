import type { ReactNode } from "react";
import { clientAddressLine } from "@shared/schemas/clients";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import type { PortalInvoiceView } from "../api/invoice";
import { LinesTable } from "../quote/lines-table";
import { DocumentNotes, RecordDocument } from "../record-document";
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
    <RecordDocument
      kind="invoice"
      details={details}
      itemsHeading={m.invoice.items}
      items={<LinesTable labelledBy="invoice-items" lines={lines} intro="" describeOptional={(line) => line.description} />}
      totals={<InvoiceTotalsList invoice={invoice} />}
    >
      {invoice.payments.length ? <PaymentsTable payments={invoice.payments} /> : null}
      <DocumentNotes heading={m.invoice.notes} notes={invoice.notes} />
    </RecordDocument>
  );
}
