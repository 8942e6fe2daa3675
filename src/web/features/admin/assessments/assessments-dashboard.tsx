import { CalendarDays, ClipboardList, Download, Filter, Loader2, PawPrint, type LucideIcon } from "lucide-react";
import { PROPERTY_TYPES, SERVICE_TYPES, labelOf } from "@shared/options/assessment";
import { DATE_RANGES, assessmentListQuerySchema, type AssessmentListQuery } from "@shared/schemas/admin-assessments";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { assessmentsQuery, assessmentsQueryKey, deleteAssessmentsEndpoint, exportCsvUrl } from "../api/get-assessments";
import { Figure } from "../components/figure";
import type { SortDir } from "../list-kit/columns";
import { SearchBox, SelectField } from "../list-kit/controls";
import { FilterPanel } from "../list-kit/filter-panel";
import { ListTable } from "../list-kit/list-table";
import { useAdminList } from "../list-kit/use-admin-list";
import { useBulkDelete } from "../list-kit/use-bulk-delete";
import { AdminPage } from "../shell/admin-page";
import { useAssessmentColumns, type AssessmentSortKey } from "./assessment-columns";
import { NoAccessAlerts } from "./no-access-alerts";

type StatKey = "total" | "week" | "pets" | "filtered";
const STATS: { key: StatKey; icon: LucideIcon }[] = [
  { key: "total", icon: ClipboardList },
  { key: "week", icon: CalendarDays },
  { key: "pets", icon: PawPrint },
  { key: "filtered", icon: Filter },
];

/** The direction a column starts with when first chosen: newest first for dates, A to Z for text. */
const defaultDir = (sort: AssessmentSortKey): SortDir => (sort === "submitted_at" ? "desc" : "asc");
const derived = (q: AssessmentListQuery) => ({ dir: defaultDir(q.sort) });

/**
 * /admin: the Job Assessments dashboard (spec 001 §2.3, §8). Filters, sort and page live in the
 * address, so a filtered view survives a reload and can be shared; the server filters and pages.
 */
export function AssessmentsDashboard() {
  const m = useAdminMessages().admin.assessments;
  const { query, update, search, hasFilters, clearFilters, list, data } = useAdminList(assessmentListQuerySchema, assessmentsQuery, {
    derived,
    failed: m.fetchFailed,
  });
  const columns = useAssessmentColumns();
  const bulkDelete = useBulkDelete({
    endpoint: deleteAssessmentsEndpoint,
    invalidate: assessmentsQueryKey,
    selection: list,
    text: { deleteSelected: m.deleteSelected, noSelection: m.noSelection, dialog: m.deleteDialog, deleted: m.deleted, failed: m.deleteFailed },
  });
  const onSort = (sort: AssessmentSortKey) => update({ sort, dir: query.sort === sort ? (query.dir === "asc" ? "desc" : "asc") : defaultDir(sort) });

  const exportCsv = () => {
    if (!data || data.stats.filtered === 0) {
      notify.error(m.exportEmpty.title, m.exportEmpty.description);
      return;
    }
    const a = document.createElement("a");
    a.href = exportCsvUrl(query);
    a.download = "";
    document.body.append(a);
    a.click();
    a.remove();
    notify.success(m.exportDone.title, m.exportDone.description);
  };

  // undefined: not read yet (a spinner, or a dash once the read has failed); null: missing from the answer (a dash).
  const statValue: Record<StatKey, number | null | undefined> = {
    total: data?.stats.total,
    week: data?.stats.thisWeek,
    pets: data?.stats.withPets,
    filtered: data?.stats.filtered,
  };
  // Filter options: the values present in the data, plus the chosen one (so the select can show it).
  const options = (present: string[] | undefined, chosen: string | undefined) => [...new Set([...(present ?? []), ...(chosen ? [chosen] : [])])];
  const propertyOptions = options(data?.facets.propertyTypes, query.propertyType);
  const serviceOptions = options(data?.facets.serviceTypes, query.serviceType);

  return (
    <AdminPage
      title={m.heading}
      description={m.intro}
      actions={
        <div className="flex flex-wrap gap-2">
          {bulkDelete.button}
          <Button onClick={exportCsv} disabled={!data}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {m.exportCsv}
          </Button>
        </div>
      }
    >
      <NoAccessAlerts />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {STATS.map(({ key, icon: Icon }) => (
          <li key={key} data-stat={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5">
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-sm font-medium text-muted">{m.stats[key]}</h2>
              <span className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
            </div>
            <p data-value className="mt-2 text-2xl font-bold tracking-tight tabular-nums text-ink sm:text-3xl">
              {statValue[key] === undefined && list.status !== "failed" ? (
                <>
                  <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-muted" />
                  <span className="sr-only">{m.loading}</span>
                </>
              ) : (
                <Figure value={statValue[key] ?? null} />
              )}
            </p>
            <p className="mt-1 text-xs text-muted">{m.statHints[key]}</p>
          </li>
        ))}
      </ul>

      <FilterPanel
        id="assessments"
        heading={m.filters.heading}
        clearLabel={m.filters.clear}
        showClear={hasFilters}
        onClear={clearFilters}
        className="mt-6"
        gridClassName="sm:grid-cols-2 lg:grid-cols-4"
      >
        <SearchBox
          id="assessments-search"
          label={m.filters.search}
          placeholder={m.filters.searchPlaceholder}
          {...search}
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectField
          id="assessments-property-type"
          label={m.filters.propertyType}
          value={query.propertyType ?? ""}
          onChange={(propertyType) => update({ propertyType })}
        >
          <option value="">{m.filters.all}</option>
          {propertyOptions.map((v) => (
            <option key={v} value={v}>
              {labelOf(PROPERTY_TYPES, v)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="assessments-service-type"
          label={m.filters.serviceType}
          value={query.serviceType ?? ""}
          onChange={(serviceType) => update({ serviceType })}
        >
          <option value="">{m.filters.all}</option>
          {serviceOptions.map((v) => (
            <option key={v} value={v}>
              {labelOf(SERVICE_TYPES, v)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="assessments-range"
          label={m.filters.range}
          value={query.range}
          onChange={(range) => update({ range: range as AssessmentListQuery["range"] })}
        >
          {DATE_RANGES.map((r) => (
            <option key={r} value={r}>
              {m.filters.ranges[r]}
            </option>
          ))}
        </SelectField>
      </FilterPanel>

      <ListTable
        id="assessments"
        text={m}
        columns={columns}
        list={list}
        onPage={(page) => update({ page })}
        filtered={hasFilters}
        select={{ allLabel: m.selectAll, allShortLabel: m.selectAllShort, rowLabel: (row) => m.selectRow(row.fullName) }}
        sort={{ key: query.sort, dir: query.dir, onSort, hint: m.sortHint }}
        tableClassName="sm:min-w-[60rem]"
      />
      {bulkDelete.dialog}
    </AdminPage>
  );
}
