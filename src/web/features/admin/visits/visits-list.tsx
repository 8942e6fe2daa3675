import { Receipt } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { SERVICE_VISIT_STATUSES, serviceVisitListQuerySchema, type ServiceVisit } from "@shared/schemas/service-visits";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatClockTime, formatShortDay } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { useInvoiceVisits, visitsQuery } from "../api/service-visits";
import { ActionButton } from "../billing/actions-bar";
import type { Column } from "../list-kit/columns";
import { StatusFilters } from "../list-kit/status-filters";
import { ListTable } from "../list-kit/list-table";
import { useAdminList } from "../list-kit/use-admin-list";
import type { PagedList } from "../list-kit/use-paged-list";
import { notifySaveFailed } from "../server-message";
import { AdminPage } from "../shell/admin-page";
import { useSessionCheck } from "../use-failure-toast";
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
    {
      key: "status",
      header: c.status,
      cell: (v) => (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <VisitStatusBadge status={v.status} />
          {v.invoiceId ? (
            <Link to={adminPaths.invoiceView(v.invoiceId)} data-invoiced className={linkClass}>
              {m.batch.invoiced}
            </Link>
          ) : null}
        </span>
      ),
    },
  ];
}

/** A visit staff can invoice from the list: completed, and no live invoice bills it yet. */
const invoiceable = (v: ServiceVisit) => v.status === "completed" && v.invoiceId === null;

/**
 * Invoice selected: the ticked completed visits, in one request (decision 073): draft invoices, one
 * per client and address, all or nothing. Done, it says how many were made and the list (and the
 * invoices) are read again; a refusal is said in the server's words.
 */
function InvoiceSelected({ list }: { list: PagedList<ServiceVisit> }) {
  const b = useAdminMessages().admin.visits.batch;
  const invoice = useInvoiceVisits();
  const checkSession = useSessionCheck();
  const chosen = list.rows.filter((v) => invoiceable(v) && list.selected.has(v.id)).map((v) => v.id);
  const run = async () => {
    try {
      const { invoices } = await invoice.mutateAsync({ visitIds: chosen });
      notify.success(b.done.title, b.done.description(invoices.length));
      list.clear();
    } catch (err) {
      notifySaveFailed(err, b.failed);
      checkSession(err);
    }
  };
  return (
    <ActionButton
      icon={Receipt}
      label={b.invoiceSelected}
      busy={invoice.isPending}
      busyLabel={b.invoicing}
      disabled={chosen.length === 0 || invoice.isPending}
      onClick={() => void run()}
      data-invoice-selected
    />
  );
}

/**
 * /admin/visits/list: every visit, latest day first, 50 a page, by status and search (client,
 * service, staff); completed visits not yet invoiced can be ticked and invoiced together.
 */
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
        select={{
          allLabel: m.batch.selectAll,
          allShortLabel: m.batch.selectAllShort,
          rowLabel: (v) => m.batch.selectRow(formatShortDay(v.date) ?? v.date, formatClockTime(v.windowStart) ?? v.windowStart, v.clientName),
          selectable: invoiceable,
        }}
        headerActions={<InvoiceSelected list={list} />}
        tableClassName="sm:min-w-[56rem]"
      />
    </AdminPage>
  );
}
