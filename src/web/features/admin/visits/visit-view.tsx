import { useQuery } from "@tanstack/react-query";
import { CalendarDays, NotebookText } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { clientAddressLine } from "@shared/schemas/clients";
import type { ServiceVisit } from "@shared/schemas/service-visits";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate } from "~/lib/display-format";
import { scheduleQuery } from "../api/service-visits";
import { BackLink } from "../billing/editor-pages";
import { InfoCard, type InfoRow } from "../components/info-card";
import { Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { useVisit } from "./use-visit";
import { VisitActions } from "./visit-actions";
import { VisitChecklistSection } from "./visit-checklist-section";
import { VisitRequests } from "./visit-requests";
import { windowText } from "./visit-format";
import { VisitStatusBadge } from "./visit-status-badge";
import { VisitTimeline } from "./visit-timeline";
import { VisitCrewReports } from "./visit-crew-reports";
import { VisitReportSection } from "./visit-report-section";

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline";

function Details({ visit }: { visit: ServiceVisit }) {
  const m = useAdminMessages().admin.visits;
  const d = m.view.details;
  const none = <span className="text-muted">{d.none}</span>;
  // A repeating visit's schedule says how its visits are billed (decision 073).
  const schedule = useQuery({ ...scheduleQuery(visit.scheduleId ?? ""), enabled: visit.scheduleId !== null }).data?.schedule;
  const rows: InfoRow[] = [
    {
      key: "client",
      label: d.client,
      value: (
        <Link to={adminPaths.client(visit.clientId)} className={linkClass}>
          {visit.clientName}
        </Link>
      ),
    },
    { key: "address", label: d.address, value: clientAddressLine(visit.address) },
    {
      key: "date",
      label: d.date,
      value: (
        <Link to={adminPaths.visitWeek(visit.date)} className={linkClass}>
          {formatDate(visit.date) ?? visit.date}
        </Link>
      ),
    },
    { key: "window", label: d.window, value: windowText(visit, m.window) },
    { key: "service", label: d.service, value: visit.service },
    { key: "staff", label: d.staff, value: visit.staff.length ? visit.staff.join(", ") : none },
    ...(visit.quoteId
      ? [
          {
            key: "quote",
            label: d.quote,
            value: (
              <Link to={adminPaths.quoteView(visit.quoteId)} className={linkClass}>
                {d.openQuote}
              </Link>
            ),
          },
        ]
      : []),
    ...(visit.scheduleId ? [{ key: "schedule", label: d.schedule, value: d.scheduleYes }] : []),
    ...(visit.scheduleId && schedule?.id === visit.scheduleId ? [{ key: "billing", label: d.billing, value: m.form.billings[schedule.billing] }] : []),
  ];
  return <InfoCard id="details" title={d.heading} icon={CalendarDays} rows={rows} />;
}

function Notes({ visit }: { visit: ServiceVisit }) {
  const n = useAdminMessages().admin.visits.view.notes;
  const text = (value: string | null) => <span className={`whitespace-pre-line ${value ? "" : "text-muted"}`}>{value ?? n.none}</span>;
  const rows: InfoRow[] = [
    { key: "crewNotes", label: n.crew, value: text(visit.crewNotes) },
    ...(visit.status === "completed" ? [{ key: "completionNote", label: n.completion, value: text(visit.completionNote) }] : []),
    ...(visit.status === "cancelled" || visit.status === "missed" ? [{ key: "reason", label: n.reason, value: text(visit.reason) }] : []),
  ];
  return <InfoCard id="notes" title={n.heading} icon={NotebookText} rows={rows} />;
}

/** /admin/visits/{id}: the visit, what can be done with it now, and its timeline. */
export function VisitViewPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.visits;
  const visit = useVisit(id);
  const v = visit.data?.visit;
  const back = <BackLink to={v ? adminPaths.visitWeek(v.date) : adminPaths.visits} label={m.backToVisits} />;
  if (!v)
    return (
      <AdminPage title={m.pages.view.title} description={m.pages.view.intro} actions={back}>
        <Loading framed text={m.loadingVisit} />
      </AdminPage>
    );
  return (
    <AdminPage
      title={`${v.service}`}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <VisitStatusBadge status={v.status} />
          <span className="text-ink">
            {formatDate(v.date)} · {windowText(v, m.window)}
          </span>
        </span>
      }
      actions={back}
    >
      <VisitActions visit={v} />
      <VisitRequests visit={v} />
      <VisitCrewReports visitId={v.id} />
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <Details visit={v} />
        <Notes visit={v} />
        <VisitReportSection visitId={v.id} />
        <div className="lg:col-span-2">
          <VisitTimeline events={v.events} />
        </div>
        <div className="lg:col-span-2">
          <VisitChecklistSection visitId={v.id} />
        </div>
      </div>
    </AdminPage>
  );
}
