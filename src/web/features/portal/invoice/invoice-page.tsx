import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2, Download } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@shared/paths";
import type { PortalInvoiceDetail } from "@shared/portal";
import { portalPaths } from "@shared/portal-paths";
import { buttonVariants } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { ApiError } from "~/lib/api";
import { invoiceQuery } from "../api/invoice";
import { QueryView } from "../query-view";
import { StatusBadge } from "../status-badge";
import { CardReturnNote } from "./card-return-note";
import { InvoiceDocument } from "./invoice-document";
import { InvoiceNotFound } from "./invoice-not-found";
import { PaySection } from "./pay-section";

const INVOICE_ID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** /client-dashboard/invoices/{id}: one of the client's invoices; another client's (404) is not found. */
export default function InvoicePage({ id }: { id: string }) {
  return INVOICE_ID.test(id) ? <InvoiceLoader id={id} /> : <InvoiceNotFound />;
}

function InvoiceLoader({ id }: { id: string }) {
  const m = usePortalMessages().portal.invoice;
  const query = useQuery(invoiceQuery(id));
  if (query.error instanceof ApiError && query.error.status === 404) return <InvoiceNotFound />;
  return (
    <QueryView query={query} failed={m.loadFailed}>
      {(detail) => <InvoiceView detail={detail} />}
    </QueryView>
  );
}

/** The invoice's number, title, status and PDF; how to pay what is left (or that it is paid); the invoice itself. */
function InvoiceView({ detail: { invoice, paying } }: { detail: PortalInvoiceDetail }) {
  const m = usePortalMessages().portal;
  return (
    <div className="space-y-6">
      <Link to={paths.clientInvoices} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {m.invoice.back}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted">{m.invoice.number(invoice.number)}</p>
          <h1 id="invoice-title" className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {invoice.title}
          </h1>
          <div className="mt-2">
            <StatusBadge status={invoice.status} label={m.invoices.status[invoice.status]} />
          </div>
        </div>
        <a href={portalPaths.invoicePdf(invoice.id)} download className={buttonVariants({ variant: "secondary" })}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {m.invoices.downloadPdf}
        </a>
      </div>
      <CardReturnNote paid={invoice.status === "paid"} />
      {invoice.status === "paid" ? (
        <section
          aria-labelledby="invoice-paid"
          data-invoice-paid
          className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-inset ring-emerald-200"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <h2 id="invoice-paid" className="font-semibold">
              {m.invoice.paid.title}
            </h2>
            <p className="mt-0.5 text-sm">{m.invoice.paid.text}</p>
          </div>
        </section>
      ) : (
        <PaySection invoice={invoice} paying={paying} />
      )}
      <InvoiceDocument invoice={invoice} />
    </div>
  );
}
