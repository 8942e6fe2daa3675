import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Loader2, Plus, Trash2, X } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { Lead } from "@shared/schemas/leads";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatCount } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { leadLookupsQuery, leadsQuery, useConvertLead, useDeleteLead, useDeleteLeads } from "../api/leads";
import { LoadFailed, Loading, Pager, SearchBox, SelectField } from "../components/list-controls";
import { usePagedSelection } from "../components/use-paged-selection";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast, useSessionCheck } from "../use-failure-toast";
import { LeadsTable, type LeadListMode } from "./leads-table";
import { changeLeadsQuery, hasLeadFilters, leadsQueryToParams, parseLeadsQuery, type LeadsQuery } from "./list-query";

/**
 * The lead list (spec 001 §2.6): /admin/leads and /admin/leads/manage, and the same list ready to
 * pick a lead at /admin/leads/edit and /admin/leads/delete (O-02). Search, status and page live
 * in the address; the server filters and pages (50 a page, newest first).
 */
export function LeadsList({ mode }: { mode: LeadListMode }) {
  const m = useAdminMessages().admin.leads;
  const page = m.pages[mode];
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseLeadsQuery(params), [params]);
  const checkSession = useSessionCheck();
  const list = useQuery({ ...leadsQuery(query), placeholderData: keepPreviousData });
  const lookups = useQuery(leadLookupsQuery());
  const removeOne = useDeleteLead();
  const removeMany = useDeleteLeads();
  const convert = useConvertLead();
  /** The pending confirmation: one lead, or the ticked ones. */
  const [confirming, setConfirming] = useState<{ kind: "one"; lead: Lead } | { kind: "many" } | null>(null);

  const update = useCallback(
    (change: Partial<LeadsQuery>, replace = false) => {
      setParams((prev) => leadsQueryToParams(changeLeadsQuery(parseLeadsQuery(prev), change)), { replace, preventScrollReset: true });
    },
    [setParams],
  );
  const onSearch = useCallback((search: string) => update({ search }, true), [update]);

  useFailureToast(list, () => notify.error(m.fetchFailed.title, m.fetchFailed.description));

  const data = list.data;
  const goToPage = useCallback((page: number) => update({ page }, true), [update]);
  const { items, pages, selected, toggle, toggleAll, clear } = usePagedSelection(list, query.page, goToPage);

  const askDeleteSelected = () => {
    if (selected.size === 0) {
      notify.error(m.noSelection.title, m.noSelection.description);
      return;
    }
    setConfirming({ kind: "many" });
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      if (confirming.kind === "one") {
        await removeOne.mutateAsync(confirming.lead.id);
        notify.success(m.deleted.title, m.deleted.description(confirming.lead.fullName));
      } else {
        const { deleted } = await removeMany.mutateAsync([...selected]);
        notify.success(m.deletedMany.title, m.deletedMany.description(deleted));
        clear();
      }
    } catch (err) {
      const failed = confirming.kind === "one" ? m.deleteFailed : m.deleteManyFailed;
      notify.error(failed.title, failed.description);
      checkSession(err);
    } finally {
      setConfirming(null);
    }
  };

  const onConvert = async (lead: Lead) => {
    try {
      const { lead: updated } = await convert.mutateAsync(lead.id);
      notify.success(m.converted.title, m.converted.description(updated.fullName));
    } catch (err) {
      notify.error(m.convertFailed.title, m.convertFailed.description);
      checkSession(err);
    }
  };
  const onSchedule = () => notify.success(m.scheduleSoon.title, m.scheduleSoon.description);

  // Status options: the lookup's names, plus the chosen one (so an old link still shows it).
  const statuses = [...new Set([...(lookups.data?.leadStatuses ?? []), ...(query.status ? [query.status] : [])])];
  const empty = !data || list.isPlaceholderData || items.length > 0 ? null : hasLeadFilters(query) ? "filtered" : "none";
  const pending = removeOne.isPending || removeMany.isPending;
  const dialog =
    confirming?.kind === "many"
      ? { ...m.confirmMany, title: m.confirmMany.title(selected.size) }
      : m.confirmOne;

  return (
    <AdminPage
      title={page.title}
      description={page.intro}
      actions={
        <div className="flex flex-wrap gap-2">
          {mode !== "edit" && selected.size > 0 ? (
            <Button variant="dangerSecondary" onClick={askDeleteSelected}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {m.deleteSelected(selected.size)}
            </Button>
          ) : null}
          {mode === "manage" ? (
            <Link to={adminPaths.leadCreate} className={buttonVariants()}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {m.addNew}
            </Link>
          ) : null}
        </div>
      }>
      <section aria-labelledby="leads-filters-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id="leads-filters-heading" className="text-base font-semibold text-ink">
            {m.filters.heading}
          </h2>
          {hasLeadFilters(query) ? (
            <Button variant="ghost" size="sm" onClick={() => update({ search: "", status: "" })}>
              <X aria-hidden="true" className="h-4 w-4" />
              {m.filters.clear}
            </Button>
          ) : null}
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-[2fr_1fr]">
          <SearchBox id="leads-search" label={m.filters.search} placeholder={m.filters.searchPlaceholder} value={query.search} onChange={onSearch} />
          <SelectField id="leads-status" label={m.filters.status} value={query.status} onChange={(status) => update({ status })}>
            <option value="">{m.filters.all}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
        </div>
      </section>

      <section aria-labelledby="leads-list-heading" aria-busy={list.isFetching} className="mt-6 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-4 sm:px-5">
          <h2 id="leads-list-heading" className="text-base font-semibold text-ink">
            {m.listHeading}
          </h2>
          {list.isFetching && data ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin text-muted" /> : null}
        </div>
        {data ? (
          <>
            <LeadsTable
              items={items}
              mode={mode}
              empty={empty}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onDelete={(lead) => setConfirming({ kind: "one", lead })}
              onConvert={(lead) => void onConvert(lead)}
              onSchedule={onSchedule}
              converting={convert.isPending ? convert.variables : null}
            />
            {data.total > 0 ? <Pager page={query.page} pages={pages} total={m.pagination.total(formatCount(data.total))} labels={m.pagination} onPage={(p) => update({ page: p })} /> : null}
          </>
        ) : list.isError ? (
          <LoadFailed text={m.fetchFailed.description} retry={m.fetchFailed.retry} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : (
          <Loading text={m.loading} />
        )}
      </section>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => void confirmDelete()}
        pending={pending}
        title={dialog.title}
        description={dialog.description}
        cancelLabel={dialog.cancel}
        confirmLabel={dialog.confirm}
        pendingLabel={dialog.deleting}
      />
    </AdminPage>
  );
}
