import { ArrowLeft, Ban, CalendarCheck, Contact, NotebookText } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { clientAddressLine } from "@shared/schemas/clients";
import type { InvoiceDetail } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { useFormat } from "~/i18n/format";
import { formatDate } from "~/lib/display-format";
import { InfoCard, type InfoRow } from "../components/info-card";
import { Loading } from "../list-kit/states";
import { TaxNumberBanner } from "../billing/tax-number-banner";
import { AdminPage } from "../shell/admin-page";
import { InvoiceActions } from "./invoice-actions";
import { InvoiceItems } from "./invoice-items";
import { InvoiceCharges } from "./invoice-charges-card";
import { InvoiceCredits, InvoicePayments } from "./invoice-money-cards";
import { InvoiceRefunds } from "./invoice-refunds";
import { InvoiceStatusBadge } from "../billing/invoice-status-badge";
import { InvoiceTimeline } from "./invoice-timeline";
import { useInvoice } from "./use-invoice";
import { IconLink } from "../components/icon-link";

type Invoice = InvoiceDetail["invoice"];
const linkClass = "font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline";

function Details({ invoice }: { invoice: Invoice }) {
  const m = useAdminMessages().admin.invoices;
  const v = m.view.details;
  const day = (value: string | null) => (value ? formatDate(value) : <span className="text-muted">{v.notIssued}</span>);
  const rows: InfoRow[] = [
    {
      key: "client",
      label: v.client,
      value: (
        <Link to={adminPaths.client(invoice.clientId)} className={linkClass}>
          {invoice.client.fullName}
        </Link>
      ),
    },
    ...(invoice.client.email ? [{ key: "email", label: v.email, value: invoice.client.email }] : []),
    { key: "address", label: v.address, value: clientAddressLine(invoice.address) },
    { key: "kind", label: v.kind, value: m.kinds[invoice.kind] },
    ...(invoice.quoteId && invoice.quoteNumber
      ? [
          {
            key: "quote",
            label: v.quote,
            value: (
              <Link to={adminPaths.quoteView(invoice.quoteId)} className={linkClass}>
                {invoice.quoteNumber}
              </Link>
            ),
          },
        ]
      : []),
    { key: "issueDate", label: v.issueDate, value: day(invoice.issueDate) },
    { key: "dueDate", label: v.dueDate, value: day(invoice.dueDate) },
    { key: "terms", label: v.terms, value: m.terms[invoice.terms] },
  ];
  return <InfoCard id="details" title={v.heading} icon={Contact} rows={rows} />;
}

/** The completed visits an invoice of visits bills (decision 073), by day, each a link to its page. */
function VisitsBilled({ visits }: { visits: Invoice["visits"] }) {
  const m = useAdminMessages().admin.invoices.view.visits;
  const format = useFormat();
  return (
    <InfoCard id="visits" title={m.heading} icon={CalendarCheck} className="lg:col-span-2">
      <ul className="mt-4 divide-y divide-line text-sm">
        {visits.map((v) => (
          <li key={v.id} data-visit={v.id} className="py-2.5">
            <Link to={adminPaths.visitView(v.id)} className={linkClass}>
              <time dateTime={v.date}>{format.date(v.date) ?? v.date}</time>
            </Link>
            <span className="text-ink [overflow-wrap:anywhere]"> · {v.service}</span>
          </li>
        ))}
      </ul>
    </InfoCard>
  );
}

/** /admin/invoices/{id}: the invoice as the client reads it, what can be done with it now, its payments and credits, and its timeline. */
export function InvoiceViewPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.invoices;
  const invoice = useInvoice(id);
  const i = invoice.data?.invoice;
  const back = (
    <IconLink to={adminPaths.invoices} icon={ArrowLeft} variant="ghost">
      {m.backToInvoices}
    </IconLink>
  );
  if (!i)
    return (
      <AdminPage title={m.pages.view.title} description={m.pages.view.intro} actions={back}>
        <Loading framed text={m.loadingInvoice} />
      </AdminPage>
    );
  return (
    <AdminPage
      title={i.number ?? m.draftTitle}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <InvoiceStatusBadge status={i.status} /> {i.kind === "deposit" ? <span data-kind>{m.kinds.deposit}</span> : null}{" "}
          <span className="text-ink">{i.title}</span>
        </span>
      }
      actions={back}
    >
      <InvoiceActions invoice={i} />
      {i.status === "draft" ? <TaxNumberBanner document="invoice" taxes={i.taxes} /> : null}
      {i.status === "void" ? (
        <div data-void-reason role="note" className="mt-6 flex gap-3 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-inset ring-slate-300">
          <Ban aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{m.view.voided.heading}</p>
            {i.voidReason ? (
              <p className="mt-0.5 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                <span className="text-muted">{m.view.voided.reason}: </span>
                {i.voidReason}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <Details invoice={i} />
        <InfoCard id="notes" title={m.view.notes.heading} icon={NotebookText}>
          <p data-notes className={`mt-4 whitespace-pre-line break-words text-sm ${i.notes ? "text-ink" : "text-muted"}`}>
            {i.notes ?? m.view.notes.none}
          </p>
        </InfoCard>
        {i.visits.length ? <VisitsBilled visits={i.visits} /> : null}
        {i.charges.length ? <InvoiceCharges invoice={i} /> : null}
        <InvoiceItems invoice={i} />
        <InvoicePayments invoice={i} />
        <InvoiceCredits invoice={i} />
        {i.refunds.length ? <InvoiceRefunds invoice={i} /> : null}
        <div className="lg:col-span-2">
          <InvoiceTimeline events={i.events} />
        </div>
      </div>
    </AdminPage>
  );
}
