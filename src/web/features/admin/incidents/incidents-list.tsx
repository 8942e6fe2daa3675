import { useQuery } from "@tanstack/react-query";
import { Download, Plus } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { IncidentSummary } from "@shared/schemas/incidents";
import { buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatCount } from "~/lib/display-format";
import { IconLink } from "../components/icon-link";
import type { Column } from "../list-kit/columns";
import { ListTable } from "../list-kit/list-table";
import type { PagedList } from "../list-kit/use-paged-list";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast } from "../use-failure-toast";
import { dayText, noticesText, RiskPill, StatePill } from "./incident-format";
import { INCIDENTS_CSV_URL, incidentsQuery } from "./incidents-api";

const NO_SELECTION = { selected: new Set<string>(), toggle: () => {}, toggleAll: () => {}, clear: () => {} };

/** /admin/incidents: the register, latest discovered first, on one page (a register is short), with its CSV. */
export function IncidentsList() {
  const m = useAdminMessages().admin.incidents;
  const query = useQuery(incidentsQuery());
  useFailureToast(query, () => {});
  const rows = query.data?.incidents;
  const list: PagedList<IncidentSummary> = {
    ...NO_SELECTION,
    rows: rows ?? [],
    page: 1,
    pages: 1,
    total: rows?.length ?? 0,
    status: rows ? "ready" : query.isError ? "failed" : "loading",
    fetching: query.isFetching,
    stale: false,
    retry: () => void query.refetch(),
  };
  const columns = useMemo<Column<IncidentSummary>[]>(
    () => [
      {
        key: "reference",
        header: m.columns.reference,
        title: true,
        className: "whitespace-nowrap",
        cell: (i) => (
          <Link to={adminPaths.incidentView(i.id)} aria-label={m.open(i.reference)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {i.reference}
          </Link>
        ),
      },
      { key: "discovered", header: m.columns.discovered, className: "whitespace-nowrap", cell: (i) => dayText(i.discoveredOn) },
      { key: "what", header: m.columns.what, className: "min-w-64", cell: (i) => <span className="line-clamp-2 break-words">{i.description}</span> },
      { key: "people", header: m.columns.people, cell: (i) => (i.peopleAffected === null ? m.unknown : formatCount(i.peopleAffected)) },
      { key: "risk", header: m.columns.risk, className: "whitespace-nowrap", cell: (i) => <RiskPill risk={i.seriousRisk} /> },
      { key: "notices", header: m.columns.notices, cell: (i) => noticesText(i, m) },
      { key: "status", header: m.columns.status, cell: (i) => <StatePill closedOn={i.closedOn} short /> },
    ],
    [m],
  );
  return (
    <AdminPage
      title={m.title}
      description={m.intro}
      actions={
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <a href={INCIDENTS_CSV_URL} download className={buttonVariants({ variant: "secondary" })}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {m.exportCsv}
          </a>
          <IconLink to={adminPaths.incidentNew} icon={Plus}>
            {m.record}
          </IconLink>
        </div>
      }
    >
      <ListTable
        id="incidents"
        text={m.table}
        columns={columns}
        list={list}
        onPage={() => {}}
        filtered={false}
        rowData={(i) => ({ "data-reference": i.reference })}
      />
    </AdminPage>
  );
}
