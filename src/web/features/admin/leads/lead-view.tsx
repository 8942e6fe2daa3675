import { ArrowLeft, ClipboardList, Contact, FileText, Pencil, Settings2, Trash2, UserCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { Lead } from "@shared/schemas/leads";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDateTime } from "~/lib/display-format";
import { AdminPage } from "../shell/admin-page";
import { frequencyLabel, ingredientsLabel, propertySizeLabel, propertyTypeLabel, telHref } from "./lead-format";
import { Loading } from "../list-kit/states";
import { LeadCaption } from "./page-states";
import { IconLink } from "../components/icon-link";
import { InfoCard, type InfoRow as Row } from "../components/info-card";
import { LeadStatusBadge } from "../components/lead-status-badge";
import { useDeleteLeadDialog } from "./delete-lead";
import { useLead } from "./use-lead";

/** The lead's details in four cards (spec 001 §2.6, B-32). */
export function LeadDetails({ lead }: { lead: Lead }) {
  const m = useAdminMessages().admin.leads.view;
  const missing = <span className="text-muted">{m.notProvided}</span>;
  const present = (key: string, label: string, value: string | null | undefined, show: (v: string) => ReactNode = (v) => v): Row[] =>
    value ? [{ key, label, value: show(value) }] : [];

  const contact: Row[] = [
    { key: "fullName", label: m.contact.fullName, value: lead.fullName },
    {
      key: "phoneNumber",
      label: m.contact.phoneNumber,
      value: (
        <a href={telHref(lead.phoneNumber)} className="text-brand-700 underline-offset-2 hover:underline">
          {lead.phoneNumber}
        </a>
      ),
    },
    {
      key: "email",
      label: m.contact.email,
      value: lead.email ? (
        <a href={`mailto:${lead.email}`} className="text-brand-700 underline-offset-2 hover:underline">
          {lead.email}
        </a>
      ) : (
        missing
      ),
    },
    { key: "address", label: m.contact.address, value: lead.address ?? missing },
  ];
  const s = m.service;
  const service: Row[] = [
    { key: "serviceType", label: s.serviceType, value: lead.serviceType },
    { key: "clientCategory", label: s.clientCategory, value: lead.clientCategory },
    ...present("propertyType", s.propertyType, lead.propertyType, propertyTypeLabel),
    ...present("propertySize", s.propertySize, lead.propertySize, propertySizeLabel),
    ...present("frequency", s.frequency, lead.frequency, frequencyLabel),
    ...present("addOnOptions", s.addOnOptions, lead.addOnOptions),
    ...(lead.pets === null ? [] : [{ key: "pets", label: s.pets, value: lead.pets ? m.yes : m.no }]),
    ...present("petType", s.petType, lead.petType),
    ...present("preferredIngredients", s.preferredIngredients, lead.preferredIngredients, ingredientsLabel),
    ...present("specialRequirements", s.specialRequirements, lead.specialRequirements, (v) => <span className="whitespace-pre-line">{v}</span>),
  ];
  const g = m.management;
  const management: Row[] = [
    { key: "leadId", label: g.leadId, value: <span className="font-mono font-semibold">{lead.leadId}</span> },
    { key: "status", label: g.status, value: <LeadStatusBadge status={lead.leadStatus} /> },
    { key: "source", label: g.source, value: lead.source },
    { key: "assignedStaff", label: g.assignedStaff, value: lead.assignedStaff ?? <span className="text-muted">{g.unassigned}</span> },
    { key: "created", label: g.created, value: <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time> },
    { key: "updated", label: g.updated, value: <time dateTime={lead.updatedAt}>{formatDateTime(lead.updatedAt)}</time> },
    ...(lead.clientId
      ? [
          {
            key: "client",
            label: g.client,
            value: (
              <span className="inline-flex items-center gap-1.5 text-green-800">
                <UserCheck aria-hidden="true" className="h-4 w-4" />
                {g.clientExists}
              </span>
            ),
          },
        ]
      : []),
  ];
  const d = m.details;
  const details: Row[] = [
    ...present("details", d.details, lead.details, (v) => <span className="whitespace-pre-line">{v}</span>),
    ...present("comments", d.comments, lead.comments, (v) => <span className="whitespace-pre-line">{v}</span>),
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <InfoCard id="contact" title={m.contact.heading} icon={Contact} rows={contact} />
      <InfoCard id="service" title={s.heading} icon={ClipboardList} rows={service} />
      <InfoCard id="management" title={g.heading} icon={Settings2} rows={management} />
      {details.length ? <InfoCard id="details" title={d.heading} icon={FileText} rows={details} /> : null}
    </div>
  );
}

/** /admin/leads/view/{id}: the lead, with Edit and Delete (after a confirmation). */
export function LeadViewPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.leads;
  const lead = useLead(id);
  const navigate = useNavigate();
  const deleteOne = useDeleteLeadDialog(() => navigate(adminPaths.leads));
  const data = lead.data;

  return (
    <AdminPage
      title={m.pages.view.title}
      description={data ? <LeadCaption lead={data} /> : m.pages.view.intro}
      actions={
        <div className="flex flex-wrap gap-2">
          <IconLink to={adminPaths.leads} icon={ArrowLeft} variant="ghost" className="order-last sm:order-none">
            {m.backToLeads}
          </IconLink>
          {data?.clientId ? (
            <IconLink to={adminPaths.client(data.clientId)} icon={UserCheck} variant="secondary" data-client-link>
              {m.openClient}
            </IconLink>
          ) : null}
          {data ? (
            <>
              <Button variant="dangerSecondary" onClick={() => deleteOne.ask(data)}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {m.view.delete}
              </Button>
              <IconLink to={adminPaths.leadEditOne(data.id)} icon={Pencil}>
                {m.view.edit}
              </IconLink>
            </>
          ) : null}
        </div>
      }
    >
      {data ? <LeadDetails lead={data} /> : <Loading framed text={m.loadingLead} />}
      {deleteOne.dialog}
    </AdminPage>
  );
}
