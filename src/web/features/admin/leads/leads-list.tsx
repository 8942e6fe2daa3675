import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { leadListQuerySchema, type Lead } from "@shared/schemas/leads";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { deleteLeadsEndpoint, leadListKey, leadLookupsQuery, leadsQuery, useConvertLead } from "../api/leads";
import { StatusFilters } from "../list-kit/status-filters";
import { ListTable } from "../list-kit/list-table";
import { useAdminList } from "../list-kit/use-admin-list";
import { useBulkDelete } from "../list-kit/use-bulk-delete";
import { AdminPage } from "../shell/admin-page";
import { useSessionCheck } from "../use-failure-toast";
import { useDeleteLeadDialog } from "./delete-lead";
import { useLeadColumns, type LeadListMode } from "./lead-columns";
import { IconLink } from "../components/icon-link";
import { notifySaveFailed } from "../server-message";

/**
 * The lead list (spec 001 §2.6): /admin/leads and /admin/leads/manage, and the same list ready to
 * pick a lead at /admin/leads/edit and /admin/leads/delete (O-02). Search, status and page live
 * in the address; the server filters and pages (50 a page, newest first).
 */
export function LeadsList({ mode }: { mode: LeadListMode }) {
  const m = useAdminMessages().admin.leads;
  const page = m.pages[mode];
  const state = useAdminList(leadListQuerySchema, leadsQuery, { failed: m.fetchFailed });
  const { query, update, hasFilters, list } = state;
  const lookups = useQuery(leadLookupsQuery());
  const checkSession = useSessionCheck();
  const navigate = useNavigate();
  const convert = useConvertLead();
  const deleteOne = useDeleteLeadDialog();
  const bulkDelete = useBulkDelete({
    endpoint: deleteLeadsEndpoint,
    invalidate: leadListKey,
    selection: list,
    text: { deleteSelected: m.deleteSelected, noSelection: m.noSelection, dialog: m.confirmMany, deleted: m.deletedMany, failed: m.deleteManyFailed },
  });

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
  // Schedule Visit: a visit is a client's, so the lead becomes one (Convert, answered as it is when
  // already converted), then the schedule form opens with that client chosen.
  const onSchedule = async (lead: Lead) => {
    try {
      const { client } = await convert.mutateAsync(lead.id);
      await navigate(adminPaths.visitNew({ client: client.id }));
    } catch (err) {
      notifySaveFailed(err, m.scheduleFailed);
      checkSession(err);
    }
  };

  const columns = useLeadColumns(mode, {
    onDelete: deleteOne.ask,
    onConvert: (lead) => void onConvert(lead),
    onSchedule: (lead) => void onSchedule(lead),
    converting: convert.isPending ? convert.variables : null,
  });
  // Status options: the lookup's names, plus the chosen one (so an old link still shows it).
  const statuses = [...new Set([...(lookups.data?.leadStatuses ?? []), ...(query.status ? [query.status] : [])])];
  const addNew = (
    <IconLink to={adminPaths.leadCreate} icon={Plus}>
      {m.addNew}
    </IconLink>
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
      <StatusFilters id="leads" text={m.filters} state={state} statuses={statuses} label={(s) => s} />

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
      {deleteOne.dialog}
    </AdminPage>
  );
}
