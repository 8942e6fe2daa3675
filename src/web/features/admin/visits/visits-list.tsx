import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { SERVICE_VISIT_STATUSES, serviceVisitListQuerySchema, type ServiceVisit } from "@shared/schemas/service-visits";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatShortDay } from "~/lib/display-format";
import { visitsQuery } from "../api/service-visits";
import type { Column } from "../list-kit/columns";
import { StatusFilters } from "../list-kit/status-filters";
import { ListTable } from "../list-kit/list-table";
import { useAdminList } from "../list-kit/use-admin-list";
import { AdminPage } from "../shell/admin-page";
import { ScheduleVisitLink, VisitsActions } from "./view-switch";
import { VisitStatusBadge } from "./visit-status-badge";
import { windowText } from "./visit-format";

const linkClass = "text-brand-700 underline-offset-2 hover:underline";

/** The list's columns: the day (the card's title, a link to the visit), window, client, service, staff, status. */
function useVisitColumns(): Column<ServiceVisit>[] {
  const m = useAdminMessages().admin.visits;
  const c = m.columns;
  return [
    {
      key: "date",
      header: c.date,
      title: true,
      className: "sm:whitespace-nowrap",
      cell: (v) => (
        <Link to={adminPaths.visitView(v.id)} data-day className="font-semibold text-ink underline-offset-2 hover:text-brand-800 hover:underline">
          <time dateTime={v.date}>{formatShortDay(v.date) ?? v.date}</time>
        </Link>
      ),
    },
    { key: "window", header: c.window, className: "sm:whitespace-nowrap tabular-nums", cell: (v) => <span data-window>{windowText(v, m.window)}</span> },
    {
      key: "client",
      header: c.client,
      className: "sm:min-w-[9rem]",
      cell: (v) => (
        <Link to={adminPaths.client(v.clientId)} data-client className={linkClass}>
          {v.clientName}
        </Link>
      ),
    },
    { key: "service", header: c.service, className: "sm:min-w-[10rem]", cell: (v) => <span data-service>{v.service}</span> },
    { key: "staff", header: c.staff, cell: (v) => <span data-staff>{v.staff.length ? v.staff.join(", ") : m.week.unassigned}</span> },
    { key: "status", header: c.status, cell: (v) => <VisitStatusBadge status={v.status} /> },
  ];
}

/** /admin/visits/list: every visit, latest day first, 50 a page, by status and search (client, service, staff). */
export function VisitsList() {
  const m = useAdminMessages().admin.visits;
  const state = useAdminList(serviceVisitListQuerySchema, visitsQuery, { failed: m.fetchFailed });
  const { update, hasFilters, list } = state;
  const columns = useVisitColumns();
  return (
    <AdminPage title={m.pages.list.title} description={m.pages.list.intro} actions={<VisitsActions />}>
      <StatusFilters id="visits" text={m.filters} state={state} statuses={SERVICE_VISIT_STATUSES} label={(s) => m.statuses[s]} />
      <ListTable
        id="visits"
        text={m}
        columns={columns}
        list={list}
        onPage={(page) => update({ page })}
        filtered={hasFilters}
        rowData={(row) => ({ "data-status": row.status })}
        emptyAction={
          <div className="mt-6">
            <ScheduleVisitLink />
          </div>
        }
        tableClassName="sm:min-w-[56rem]"
      />
    </AdminPage>
  );
}
