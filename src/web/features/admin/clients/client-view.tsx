import { ArrowLeft, CalendarPlus, ClipboardList, Contact, FileText, MapPin, MessageSquare, NotebookText, Pencil, Plus, Users } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { SERVICE_TYPES, labelOf } from "@shared/options/assessment";
import { telHref } from "@shared/format";
import { clientAddressLine, type ClientDetail } from "@shared/schemas/clients";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate, formatShortDate } from "~/lib/display-format";
import { IconLink } from "../components/icon-link";
import { InfoCard, type InfoRow } from "../components/info-card";
import { LeadStatusBadge } from "../components/lead-status-badge";
import { Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { ClientConsentCard } from "./client-consent";
import { ClientPaymentCard } from "./client-payment";
import { useClient } from "./use-client";

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline";
const itemClass = "flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm";

/** The client's record in cards: contact, addresses, notes, and the leads and assessments behind it. */
export function ClientDetails({ client }: { client: ClientDetail }) {
  const m = useAdminMessages().admin.clients;
  const v = m.view;
  const missing = <span className="text-muted">{v.notProvided}</span>;
  const contact: InfoRow[] = [
    { key: "fullName", label: v.contact.fullName, value: client.fullName },
    {
      key: "email",
      label: v.contact.email,
      value: client.email ? (
        <a href={`mailto:${client.email}`} className={linkClass}>
          {client.email}
        </a>
      ) : (
        missing
      ),
    },
    {
      key: "phoneNumber",
      label: v.contact.phoneNumber,
      value: (
        <a href={telHref(client.phoneNumber)} className={linkClass}>
          {client.phoneNumber}
        </a>
      ),
    },
    { key: "language", label: v.contact.language, value: m.languages[client.language] ?? client.language },
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <InfoCard id="contact" title={v.contact.heading} icon={Contact} rows={contact} />
      <InfoCard id="addresses" title={v.addresses.heading} icon={MapPin}>
        {client.addresses.length ? (
          <ol className="mt-4 divide-y divide-line">
            {client.addresses.map((a, i) => (
              <li key={a.id} data-address className="py-2.5 text-sm">
                <span className="text-ink">{clientAddressLine(a)}</span>{" "}
                {i === 0 ? (
                  <span className="ml-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-200">
                    {v.addresses.primary}
                  </span>
                ) : null}
                {!a.city || !a.province || !a.postalCode ? <span className="mt-0.5 block text-xs text-amber-900">{v.addresses.incomplete}</span> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-sm text-muted">{v.addresses.none}</p>
        )}
      </InfoCard>
      <InfoCard id="notes" title={v.notes.heading} icon={NotebookText} className="lg:col-span-2">
        <p data-notes className={`mt-4 whitespace-pre-line break-words text-sm ${client.notes ? "text-ink" : "text-muted"}`}>
          {client.notes ?? v.notes.none}
        </p>
      </InfoCard>
      <ClientConsentCard clientId={client.id} language={client.language} />
      {/* Only for a client who saved a card or pays automatically: nothing to say of the others. */}
      {client.payment && (client.payment.card || client.payment.autopay.enabled) ? <ClientPaymentCard payment={client.payment} /> : null}
      <InfoCard id="leads" title={v.leads.heading} icon={Users}>
        {client.leads.length ? (
          <ul className="mt-2 divide-y divide-line">
            {client.leads.map((lead) => (
              <li key={lead.id} data-lead={lead.id} className={itemClass}>
                <span className="min-w-0">
                  <Link to={adminPaths.leadView(lead.id)} className={linkClass}>
                    {v.leads.open(lead.fullName, lead.leadId)}
                  </Link>
                  <time dateTime={lead.createdAt} className="block text-xs text-muted">
                    {formatShortDate(lead.createdAt)}
                  </time>
                </span>
                <LeadStatusBadge status={lead.leadStatus} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-muted">{v.leads.none}</p>
        )}
      </InfoCard>
      <InfoCard id="assessments" title={v.assessments.heading} icon={ClipboardList}>
        {client.assessments.length ? (
          <ul className="mt-2 divide-y divide-line">
            {client.assessments.map((a) => {
              const date = formatShortDate(a.createdAt) ?? "";
              return (
                <li key={a.id} data-assessment={a.id} className={itemClass}>
                  <span className="min-w-0 text-sm">
                    <span className="block text-ink">{a.services.map((s) => labelOf(SERVICE_TYPES, s)).join(", ")}</span>
                    <time dateTime={a.createdAt} className="block text-xs text-muted">
                      {v.assessments.submitted(date)}
                    </time>
                  </span>
                  <IconLink to={adminPaths.quote(a.id)} icon={FileText} variant="secondary" size="sm" aria-label={v.assessments.quoteFor(date)}>
                    {v.assessments.quote}
                  </IconLink>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-muted">{v.assessments.none}</p>
        )}
      </InfoCard>
    </div>
  );
}

/** /admin/clients/{id}: the client's page, with New quote, New invoice and Schedule visit (for this client) and Edit. */
export function ClientViewPage({ id }: { id: string }) {
  const { clients: m, invoices, visits } = useAdminMessages().admin;
  const client = useClient(id);
  const data = client.data;
  return (
    <AdminPage
      title={data?.fullName ?? m.pages.view.title}
      description={data ? m.view.since(formatDate(data.createdAt) ?? "") : m.pages.view.intro}
      actions={
        <div className="flex flex-wrap gap-2">
          <IconLink to={adminPaths.clients} icon={ArrowLeft} variant="ghost" className="order-last sm:order-none">
            {m.backToClients}
          </IconLink>
          {data ? (
            <>
              <IconLink to={adminPaths.quoteNew(data.id)} icon={Plus} variant="secondary">
                {m.view.newQuote}
              </IconLink>
              <IconLink to={adminPaths.invoiceNew(data.id)} icon={Plus} variant="secondary">
                {invoices.newInvoice}
              </IconLink>
              <IconLink to={adminPaths.visitNew({ client: data.id })} icon={CalendarPlus} variant="secondary">
                {visits.scheduleVisit}
              </IconLink>
              <IconLink to={adminPaths.conversation(data.id)} icon={MessageSquare} variant="secondary">
                {m.view.message}
              </IconLink>
              <IconLink to={adminPaths.clientEdit(data.id)} icon={Pencil}>
                {m.view.edit}
              </IconLink>
            </>
          ) : null}
        </div>
      }
    >
      {data ? <ClientDetails client={data} /> : <Loading framed text={m.loadingClient} />}
    </AdminPage>
  );
}
