import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { IncidentFormInput } from "@shared/schemas/incidents";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { IconLink } from "../components/icon-link";
import { Loading } from "../list-kit/states";
import { notifySaveFailed } from "../server-message";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast, useSessionCheck } from "../use-failure-toast";
import { IncidentForm, NEW_INCIDENT, incidentToValues } from "./incident-form";
import { incidentQuery, useCreateIncident, useUpdateIncident } from "./incidents-api";

export function BackToIncidents() {
  const m = useAdminMessages().admin.incidents;
  return (
    <IconLink to={adminPaths.incidents} icon={ArrowLeft} variant="secondary">
      {m.view.back}
    </IconLink>
  );
}

/** One entry for its page and its form; one that cannot be read (404) says so and goes back to the register. */
export function useIncident(id: string) {
  const m = useAdminMessages().admin.incidents;
  const navigate = useNavigate();
  const incident = useQuery(incidentQuery(id));
  useFailureToast(incident, () => {
    notify.error(m.detailsFailed.title, m.detailsFailed.description);
    navigate(adminPaths.incidents, { replace: true });
  });
  return incident;
}

/** /admin/incidents/new: record an entry; saved, its page opens. */
export function IncidentCreatePage() {
  const m = useAdminMessages().admin.incidents;
  const create = useCreateIncident();
  const navigate = useNavigate();
  const checkSession = useSessionCheck();
  const onSave = async (input: IncidentFormInput) => {
    try {
      const { incident } = await create.mutateAsync(input);
      notify.success(m.form.created.title, m.form.created.description(incident.reference));
      navigate(adminPaths.incidentView(incident.id));
    } catch (err) {
      notifySaveFailed(err, m.form.createFailed);
      checkSession(err);
      throw err;
    }
  };
  return (
    <AdminPage title={m.pages.create.title} description={m.pages.create.intro} actions={<BackToIncidents />}>
      <IncidentForm mode="create" defaultValues={NEW_INCIDENT} defaultClients={[]} onSave={onSave} cancelTo={adminPaths.incidents} />
    </AdminPage>
  );
}

/** /admin/incidents/{id}/edit: the whole entry; saved, its page opens. */
export function IncidentEditPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.incidents;
  const incident = useIncident(id);
  const update = useUpdateIncident(id);
  const navigate = useNavigate();
  const checkSession = useSessionCheck();
  const onSave = async (input: IncidentFormInput) => {
    try {
      const { incident: saved } = await update.mutateAsync(input);
      notify.success(m.form.updated.title, m.form.updated.description(saved.reference));
      navigate(adminPaths.incidentView(id));
    } catch (err) {
      notifySaveFailed(err, m.form.updateFailed);
      checkSession(err);
      throw err;
    }
  };
  const data = incident.data;
  return (
    <AdminPage title={m.pages.edit.title} description={data ? data.reference : m.pages.edit.intro} actions={<BackToIncidents />}>
      {data ? (
        <IncidentForm
          key={data.updatedAt}
          mode="edit"
          defaultValues={incidentToValues(data)}
          defaultClients={data.clients}
          onSave={onSave}
          cancelTo={adminPaths.incidentView(id)}
        />
      ) : (
        <Loading framed text={m.view.loading} />
      )}
    </AdminPage>
  );
}
