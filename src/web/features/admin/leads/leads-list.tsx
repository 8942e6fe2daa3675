import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { leadListQuerySchema, type Lead } from "@shared/schemas/leads";
import { buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { deleteLeadsEndpoint, leadListKey, leadLookupsQuery, leadsQuery, useConvertLead, useDeleteLead } from "../api/leads";
import { SearchBox, SelectField } from "../list-kit/controls";
import { FilterPanel } from "../list-kit/filter-panel";
import { ListTable } from "../list-kit/list-table";
import { useAdminList } from "../list-kit/use-admin-list";
import { useBulkDelete } from "../list-kit/use-bulk-delete";
import { AdminPage } from "../shell/admin-page";
import { useSessionCheck } from "../use-failure-toast";
import { useLeadColumns, type LeadListMode } from "./lead-columns";

/**
 * The lead list (spec 001 §2.6): /admin/leads and /admin/leads/manage, and the same list ready to
 * pick a lead at /admin/leads/edit and /admin/leads/delete (O-02). Search, status and page live
 * in the address; the server filters and pages (50 a page, newest first).
 */
export function LeadsList({ mode }: { mode: LeadListMode }) {
  const m = useAdminMessages().admin.leads;
  const page = m.pages[mode];
  const { query, update, search, hasFilters, clearFilters, list } = useAdminList(leadListQuerySchema, leadsQuery, { failed: m.fetchFailed });
  const lookups = useQuery(leadLookupsQuery());
  const checkSession = useSessionCheck();
  const navigate = useNavigate();
  const removeOne = useDeleteLead();
  const convert = useConvertLead();
  /** The lead whose single delete awaits confirmation. */
  const [confirming, setConfirming] = useState<Lead | null>(null);
  const bulkDelete = useBulkDelete({
    endpoint: deleteLeadsEndpoint,
    invalidate: leadListKey,
    selection: list,
    text: { deleteSelected: m.deleteSelected, noSelection: m.noSelection, dialog: m.confirmMany, deleted: m.deletedMany, failed: m.deleteManyFailed },
  });

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      await removeOne.mutateAsync(confirming.id);
      notify.success(m.deleted.title, m.deleted.description(confirming.fullName));
    } catch (err) {
      notify.error(m.deleteFailed.title, m.deleteFailed.description);
      checkSession(err);
    } finally {
      setConfirming(null);
    }
  };

  const onConvert = async (lead: Lead) => {
    try {
      const { lead: updated, client } = await convert.mutateAsync(lead.id);
      notify.success(m.converted.title, m.converted.description(updated.fullName), {
        label: m.openClient,
        onClick: () => navigate(adminPaths.client(client.id)),
      });
    } catch (err) {
      notify.error(m.convertFailed.title, m.convertFailed.description);
      checkSession(err);
    }
  };
  const onSchedule = () => notify.success(m.scheduleSoon.title, m.scheduleSoon.description);

  const columns = useLeadColumns(mode, {
    onDelete: setConfirming,
    onConvert: (lead) => void onConvert(lead),
    onSchedule,
    converting: convert.isPending ? convert.variables : null,
  });
  // Status options: the lookup's names, plus the chosen one (so an old link still shows it).
  const statuses = [...new Set([...(lookups.data?.leadStatuses ?? []), ...(query.status ? [query.status] : [])])];
  const addNew = (
    <Link to={adminPaths.leadCreate} className={buttonVariants()}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {m.addNew}
    </Link>
  );

  return (
    <AdminPage
      title={page.title}
      description={page.intro}
      actions={
        <div className="flex flex-wrap gap-2">
          {mode !== "edit" ? bulkDelete.button : null}
          {mode === "manage" ? addNew : null}
        </div>
      }
    >
      <FilterPanel
        id="leads"
        heading={m.filters.heading}
        clearLabel={m.filters.clear}
        showClear={hasFilters}
        onClear={clearFilters}
        gridClassName="sm:grid-cols-[2fr_1fr]"
      >
        <SearchBox id="leads-search" label={m.filters.search} placeholder={m.filters.searchPlaceholder} {...search} />
        <SelectField id="leads-status" label={m.filters.status} value={query.status ?? ""} onChange={(status) => update({ status })}>
          <option value="">{m.filters.all}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </FilterPanel>

      <ListTable
        id="leads"
        text={m}
        columns={columns}
        list={list}
        onPage={(p) => update({ page: p })}
        filtered={hasFilters}
        select={mode === "edit" ? undefined : { allLabel: m.selectAll, allShortLabel: m.selectAllShort, rowLabel: (lead) => m.selectRow(lead.fullName) }}
        rowData={(lead) => ({ "data-status": lead.leadStatus })}
        emptyAction={<div className="mt-6">{addNew}</div>}
        tableClassName="sm:min-w-[54rem]"
      />

      {bulkDelete.dialog}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => void confirmDelete()}
        pending={removeOne.isPending}
        title={m.confirmOne.title}
        description={m.confirmOne.description}
        cancelLabel={m.confirmOne.cancel}
        confirmLabel={m.confirmOne.confirm}
        pendingLabel={m.confirmOne.deleting}
      />
    </AdminPage>
  );
}
