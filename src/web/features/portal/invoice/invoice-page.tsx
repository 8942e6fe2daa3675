import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import type { PortalInvoiceDetail } from "@shared/portal";
import { usePortalMessages } from "~/i18n/portal-messages";
import { invoiceQuery } from "../api/invoice";
import { RecordHeader, RecordPage } from "../record-page";
import { AutopayNote } from "./autopay-note";
import { CardReturnNote } from "./card-return-note";
import { InvoiceDocument } from "./invoice-document";
import { PaySection } from "./pay-section";

const useInvoice = (id: string) => useQuery(invoiceQuery(id));

/** /client-dashboard/invoices/{id}: one of the client's invoices; another client's (404) is not found. */
export default function InvoicePage({ id }: { id: string }) {
  return (
    <RecordPage kind="invoice" id={id} useRecord={useInvoice}>
      {(detail) => <InvoiceView detail={detail} />}
    </RecordPage>
  );
}

/** The invoice's number, title, status and PDF; how to pay what is left (or that it is paid); the invoice itself. */
function InvoiceView({ detail: { invoice, paying } }: { detail: PortalInvoiceDetail }) {
  const m = usePortalMessages().portal.invoice;
  // The card on file is about to be, or being, charged: no second way to pay meanwhile (decision 074).
  const beingCharged = paying.autopay?.state === "scheduled" || paying.autopay?.state === "processing";
  return (
    <div className="space-y-6">
      <RecordHeader kind="invoice" record={invoice} />
      <CardReturnNote paid={invoice.status === "paid"} />
      <AutopayNote autopay={paying.autopay} />
      {invoice.status === "paid" ? (
        <section
          aria-labelledby="invoice-paid"
          data-invoice-paid
          className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-inset ring-emerald-200"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <h2 id="invoice-paid" className="font-semibold">
              {m.paid.title}
            </h2>
            <p className="mt-0.5 text-sm">{m.paid.text}</p>
          </div>
        </section>
      ) : beingCharged ? null : (
        <PaySection invoice={invoice} paying={paying} />
      )}
      <InvoiceDocument invoice={invoice} />
    </div>
  );
}
