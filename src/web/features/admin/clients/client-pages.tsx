import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ClipboardList, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { ClientForm as ClientFormOutput, ClientDraft } from "@shared/schemas/clients";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { clientDraftQuery, useCreateClient, useUpdateClient } from "../api/clients";
import { LoadFailed, Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast, useSessionCheck } from "../use-failure-toast";
import { ClientForm } from "./client-form";
import { NEW_CLIENT, clientToValues, draftToValues } from "./client-form-values";
import { notifySaveFailed } from "../server-message";
import { useClient } from "./use-client";
import { IconLink } from "../components/icon-link";

export function BackToClients() {
  const m = useAdminMessages().admin.clients;
  return (
    <IconLink to={adminPaths.clients} icon={ArrowLeft} variant="secondary">
      {m.backToClients}
    </IconLink>
  );
}

/** Above a form made from an assessment: whose it was, and the client that e-mail already has. */
export function DraftNotice({ draft }: { draft: ClientDraft }) {
  const f = useAdminMessages().admin.clients.form;
  return (
    <div className="mb-6 space-y-3">
      <div data-draft-notice className="flex gap-3 rounded-lg bg-brand-50 p-4 text-sm ring-1 ring-inset ring-brand-200">
        <ClipboardList aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold text-ink">{f.fromAssessment(draft.fullName)}</p>
          <p className="mt-0.5 text-muted">{f.fromAssessmentHint}</p>
        </div>
      </div>
      {draft.addressToCheck ? (
        <div data-address-check role="note" className="flex gap-3 rounded-lg bg-amber-50 p-4 text-sm ring-1 ring-inset ring-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
          <div className="text-amber-950">
            <p className="font-semibold">{f.addressToCheck.title}</p>
            <p className="mt-0.5">{f.addressToCheck.reasons[draft.addressToCheck.reason]}</p>
            {draft.addressToCheck.given ? <p className="mt-0.5 break-words">{f.addressToCheck.given(draft.addressToCheck.given)}</p> : null}
          </div>
        </div>
      ) : null}
      {draft.existingClientId ? (
        <div data-existing-client className="flex gap-3 rounded-lg bg-amber-50 p-4 text-sm ring-1 ring-inset ring-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
          <p className="text-amber-950">
            {f.existing.text}{" "}
            <Link to={adminPaths.client(draft.existingClientId)} className="font-semibold underline underline-offset-2 hover:text-amber-800">
              {f.existing.link}
            </Link>
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** The create form's starting values from an assessment; the form waits for them (or offers to try again). */
function WithDraft({ assessmentId, children }: { assessmentId: string; children: (draft: ClientDraft) => ReactNode }) {
  const m = useAdminMessages().admin.clients;
  const draft = useQuery(clientDraftQuery(assessmentId));
  // The failed state below says it; an ended session (401) still shows the sign-in screen.
  useFailureToast(draft, () => {});
  if (draft.data) return <>{children(draft.data)}</>;
  if (draft.isError)
    return <LoadFailed framed text={m.draftFailed.text} retry={m.draftFailed.retry} onRetry={() => void draft.refetch()} retrying={draft.isFetching} />;
  return <Loading framed text={m.loadingDraft} />;
}

/**
 * /admin/clients/new: a new client, by hand or (with ?assessment=<id>) prefilled from an
 * assessment. Saved, it opens the new client's page.
 */
export function ClientCreatePage() {
  const m = useAdminMessages().admin.clients;
  const [params] = useSearchParams();
  const assessmentId = params.get("assessment");
  const create = useCreateClient();
  const navigate = useNavigate();
  const checkSession = useSessionCheck();

  const onSave = async (values: ClientFormOutput) => {
    let created;
    try {
      created = await create.mutateAsync(values);
    } catch (err) {
      notifySaveFailed(err, m.form.createFailed);
      checkSession(err);
      throw err;
    }
    notify.success(m.form.created.title, m.form.created.description(created.fullName));
    navigate(adminPaths.client(created.id));
  };
  const form = (values = NEW_CLIENT, notice?: ReactNode) => (
    <ClientForm mode="create" defaultValues={values} onSave={onSave} cancelTo={adminPaths.clients} notice={notice} />
  );

  return (
    <AdminPage title={m.pages.create.title} description={m.pages.create.intro} actions={<BackToClients />}>
      <div>
        {assessmentId ? <WithDraft assessmentId={assessmentId}>{(draft) => form(draftToValues(draft), <DraftNotice draft={draft} />)}</WithDraft> : form()}
      </div>
    </AdminPage>
  );
}

/** /admin/clients/{id}/edit: the form with every stored value; Save Changes opens the client's page. */
export function ClientEditPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.clients;
  const client = useClient(id);
  const update = useUpdateClient(id);
  const navigate = useNavigate();
  const checkSession = useSessionCheck();

  const onSave = async (values: ClientFormOutput) => {
    try {
      await update.mutateAsync(values);
    } catch (err) {
      notifySaveFailed(err, m.form.updateFailed);
      checkSession(err);
      throw err;
    }
    notify.success(m.form.updated.title, m.form.updated.description(values.fullName));
    navigate(adminPaths.client(id));
  };

  const data = client.data;
  return (
    <AdminPage title={m.pages.edit.title} description={data ? data.fullName : m.pages.edit.intro} actions={<BackToClients />}>
      <div>
        {data ? (
          <ClientForm key={data.id} mode="edit" defaultValues={clientToValues(data)} onSave={onSave} cancelTo={adminPaths.client(data.id)} />
        ) : (
          <Loading framed text={m.loadingClient} />
        )}
      </div>
    </AdminPage>
  );
}
