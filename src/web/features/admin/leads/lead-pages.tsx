import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { useCreateLead, useUpdateLead } from "../api/leads";
import { AdminPage } from "../shell/admin-page";
import { useSessionCheck } from "../use-failure-toast";
import { CaptureForm } from "./capture-form";
import { LeadForm, NEW_LEAD, leadToValues, type SaveIntent } from "./lead-form";
import { Loading } from "../list-kit/states";
import { LeadCaption, WithLookups } from "./page-states";
import { useLead } from "./use-lead";
import type { LeadForm as LeadFormOutput } from "@shared/schemas/leads";
import { IconLink } from "../components/icon-link";

function BackToLeads() {
  const m = useAdminMessages().admin.leads;
  return (
    <IconLink to={adminPaths.leads} icon={ArrowLeft} variant="secondary">
      {m.backToLeads}
    </IconLink>
  );
}

/** /admin/leads/capture: the quick capture form. */
export function LeadCapturePage() {
  const m = useAdminMessages().admin.leads.pages.capture;
  return (
    <AdminPage title={m.title} description={m.intro} actions={<BackToLeads />}>
      <div>
        <CaptureForm />
      </div>
    </AdminPage>
  );
}

/**
 * /admin/leads/create: the full form with the defaults. Save goes to /admin/leads; Save & Add
 * Another starts again with the defaults; Cancel and Back to Leads store nothing (B-33).
 */
export function LeadCreatePage() {
  const m = useAdminMessages().admin.leads;
  const create = useCreateLead();
  const navigate = useNavigate();
  const checkSession = useSessionCheck();

  const onSave = async (values: LeadFormOutput, intent: SaveIntent) => {
    try {
      await create.mutateAsync(values);
    } catch (err) {
      notify.error(m.form.createFailed.title, m.form.createFailed.description);
      checkSession(err);
      throw err;
    }
    notify.success(m.form.created.title, m.form.created.description(values.fullName));
    if (intent === "save") navigate(adminPaths.leads);
  };

  return (
    <AdminPage title={m.pages.create.title} description={m.pages.create.intro} actions={<BackToLeads />}>
      <div>
        <WithLookups>
          {(lookups) => <LeadForm mode="create" defaultValues={NEW_LEAD} lookups={lookups} onSave={onSave} cancelTo={adminPaths.leads} />}
        </WithLookups>
      </div>
    </AdminPage>
  );
}

/** /admin/leads/edit/{id}: the full form with every stored value; Save Changes returns to the list. */
export function LeadEditPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.leads;
  const lead = useLead(id);
  const update = useUpdateLead(id);
  const navigate = useNavigate();
  const checkSession = useSessionCheck();

  const onSave = async (values: LeadFormOutput) => {
    try {
      await update.mutateAsync(values);
    } catch (err) {
      notify.error(m.form.updateFailed.title, m.form.updateFailed.description);
      checkSession(err);
      throw err;
    }
    notify.success(m.form.updated.title, m.form.updated.description(values.fullName));
    navigate(adminPaths.leadManage);
  };

  const data = lead.data;
  return (
    <AdminPage title={m.pages.editOne.title} description={data ? <LeadCaption lead={data} /> : m.pages.editOne.intro} actions={<BackToLeads />}>
      <div>
        {data ? (
          <WithLookups>
            {(lookups) => (
              <LeadForm key={data.id} mode="edit" defaultValues={leadToValues(data)} lookups={lookups} onSave={onSave} cancelTo={adminPaths.leadManage} />
            )}
          </WithLookups>
        ) : (
          <Loading framed text={m.loadingLead} />
        )}
      </div>
    </AdminPage>
  );
}
