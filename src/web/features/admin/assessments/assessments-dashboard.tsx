import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CalendarDays, ClipboardList, Download, Filter, Loader2, PawPrint, Trash2, X, type LucideIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { PROPERTY_TYPES, SERVICE_TYPES, labelOf } from "@shared/options/assessment";
import { DATE_RANGES } from "@shared/schemas/admin-assessments";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { assessmentsQuery, exportCsvUrl, useDeleteAssessments } from "../api/get-assessments";
import { LoadFailed, Loading, Pager, SearchBox, SelectField } from "../components/list-controls";
import { usePagedSelection } from "../components/use-paged-selection";
import { Figure } from "../components/figure";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast, useSessionCheck } from "../use-failure-toast";
import { formatCount } from "./assessment-format";
import { AssessmentsTable } from "./assessments-table";
import { changeQuery, defaultDir, filtersToParams, hasFilters, parseDashboardQuery, type DashboardQuery, type DateRange, type SortKey } from "./dashboard-query";

type StatKey = "total" | "week" | "pets" | "filtered";
const STATS: { key: StatKey; icon: LucideIcon }[] = [
  { key: "total", icon: ClipboardList },
  { key: "week", icon: CalendarDays },
  { key: "pets", icon: PawPrint },
  { key: "filtered", icon: Filter },
];

/**
 * /admin: the Job Assessments dashboard (spec 001 §2.3, §8). Filters, sort and page live in the
 * address, so a filtered view survives a reload and can be shared; the server filters and pages.
 */
export function AssessmentsDashboard() {
  const m = useAdminMessages().admin.assessments;
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseDashboardQuery(params), [params]);
  const checkSession = useSessionCheck();
  const list = useQuery({ ...assessmentsQuery(query), placeholderData: keepPreviousData });
  const remove = useDeleteAssessments();
  const [confirming, setConfirming] = useState(false);

  const update = useCallback(
    (change: Partial<DashboardQuery>, replace = false) => {
      setParams((prev) => filtersToParams(changeQuery(parseDashboardQuery(prev), change)), { replace, preventScrollReset: true });
    },
    [setParams],
  );
  const onSearch = useCallback((search: string) => update({ search }, true), [update]);

  // A failed read: one toast per failure (after the query client's retries for 5xx answers).
  useFailureToast(list, () => notify.error(m.fetchFailed.title, m.fetchFailed.description));

  const data = list.data;
  const goToPage = useCallback((page: number) => update({ page }, true), [update]);
  const { items, pages, selected, toggle, toggleAll, clear } = usePagedSelection(list, query.page, goToPage);
  const onSort = (sort: SortKey) => update({ sort, dir: query.sort === sort ? (query.dir === "asc" ? "desc" : "asc") : defaultDir(sort) });

  const askDelete = () => {
    if (selected.size === 0) {
      notify.error(m.noSelection.title, m.noSelection.description);
      return;
    }
    setConfirming(true);
  };
  const confirmDelete = async () => {
    try {
      const { deleted } = await remove.mutateAsync([...selected]);
      notify.success(m.deleted.title, m.deleted.description(deleted));
      clear();
    } catch (err) {
      notify.error(m.deleteFailed.title, m.deleteFailed.description);
      checkSession(err);
    } finally {
      setConfirming(false);
    }
  };

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
  const options = (present: string[] | undefined, chosen: string) => [...new Set([...(present ?? []), ...(chosen ? [chosen] : [])])];
  const propertyOptions = options(data?.facets.propertyTypes, query.propertyType);
  const serviceOptions = options(data?.facets.serviceTypes, query.serviceType);
  const empty = !data || list.isPlaceholderData || items.length > 0 ? null : data.stats.total === 0 ? "none" : "filtered";

  return (
    <AdminPage
      title={m.heading}
      description={m.intro}
      actions={
        <div className="flex flex-wrap gap-2">
          {selected.size > 0 ? (
            <Button variant="dangerSecondary" onClick={askDelete}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {m.deleteSelected(selected.size)}
            </Button>
          ) : null}
          <Button onClick={exportCsv} disabled={!data}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {m.exportCsv}
          </Button>
        </div>
      }>
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
              {statValue[key] === undefined && !list.isError ? (
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

      <section aria-labelledby="assessments-filters-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id="assessments-filters-heading" className="text-base font-semibold text-ink">
            {m.filters.heading}
          </h2>
          {hasFilters(query) ? (
            <Button variant="ghost" size="sm" onClick={() => update({ search: "", propertyType: "", serviceType: "", range: "all" })}>
              <X aria-hidden="true" className="h-4 w-4" />
              {m.filters.clear}
            </Button>
          ) : null}
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SearchBox id="assessments-search" label={m.filters.search} placeholder={m.filters.searchPlaceholder} value={query.search} onChange={onSearch} className="sm:col-span-2 lg:col-span-1" />
          <SelectField id="assessments-property-type" label={m.filters.propertyType} value={query.propertyType} onChange={(propertyType) => update({ propertyType })}>
            <option value="">{m.filters.all}</option>
            {propertyOptions.map((v) => (
              <option key={v} value={v}>
                {labelOf(PROPERTY_TYPES, v)}
              </option>
            ))}
          </SelectField>
          <SelectField id="assessments-service-type" label={m.filters.serviceType} value={query.serviceType} onChange={(serviceType) => update({ serviceType })}>
            <option value="">{m.filters.all}</option>
            {serviceOptions.map((v) => (
              <option key={v} value={v}>
                {labelOf(SERVICE_TYPES, v)}
              </option>
            ))}
          </SelectField>
          <SelectField id="assessments-range" label={m.filters.range} value={query.range} onChange={(range) => update({ range: range as DateRange })}>
            {DATE_RANGES.map((r) => (
              <option key={r} value={r}>
                {m.filters.ranges[r]}
              </option>
            ))}
          </SelectField>
        </div>
      </section>

      <section aria-labelledby="assessments-list-heading" aria-busy={list.isFetching} className="mt-6 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-4 sm:px-5">
          <h2 id="assessments-list-heading" className="text-base font-semibold text-ink">
            {m.listHeading}
          </h2>
          {list.isFetching && data ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin text-muted" /> : null}
        </div>
        {data ? (
          <>
            <AssessmentsTable items={items} empty={empty} selected={selected} onToggle={toggle} onToggleAll={toggleAll} sort={query.sort} dir={query.dir} onSort={onSort} />
            {data.total > 0 ? (
              <Pager page={query.page} pages={pages} total={m.pagination.total(formatCount(data.total))} labels={m.pagination} onPage={(page) => update({ page })} />
            ) : null}
          </>
        ) : list.isError ? (
          <LoadFailed text={m.fetchFailed.description} retry={m.fetchFailed.retry} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : (
          <Loading text={m.loading} />
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
        title={m.deleteDialog.title(selected.size)}
        description={m.deleteDialog.description}
        cancelLabel={m.deleteDialog.cancel}
        confirmLabel={m.deleteDialog.confirm}
        pendingLabel={m.deleteDialog.deleting}
      />
    </AdminPage>
  );
}
