import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { ClientDetail } from "@shared/schemas/clients";
import { clientQuery } from "../api/clients";
import { notifySaveFailed } from "../server-message";
import { LoadFailed, Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast, useSessionCheck } from "../use-failure-toast";
import { IconLink } from "../components/icon-link";

// The pages around the quote and invoice editors: a new one, and a stored one to edit.

type Back = { to: string; label: string };

export function BackLink({ to, label }: Back) {
  return (
    <IconLink to={to} icon={ArrowLeft} variant="secondary">
      {label}
    </IconLink>
  );
}

/**
 * Saving from an editor page: `save` stores the values, says so and gives the page to open; a
 * refusal is said in the server's words and rethrown, for the form to show on its fields.
 */
export function useSaveAndOpen<Values>(save: (values: Values) => Promise<string>, failed: { title: string; description: string }) {
  const navigate = useNavigate();
  const checkSession = useSessionCheck();
  return async (values: Values) => {
    let to: string;
    try {
      to = await save(values);
    } catch (err) {
      notifySaveFailed(err, failed);
      checkSession(err);
      throw err;
    }
    navigate(to);
  };
}

/**
 * A new record's page: for a client chosen on it, or (?client=<id>) for that client, whose page
 * Cancel goes back to. `form` is the editor, for that client id ("" when none) and Cancel's page.
 */
export function CreatePage({
  text,
  back,
  form,
}: {
  text: { title: string; intro: string };
  back: Back;
  form: (clientId: string, cancelTo: string) => ReactNode;
}) {
  const [params] = useSearchParams();
  const clientId = params.get("client") ?? "";
  return (
    <AdminPage title={text.title} description={text.intro} actions={<BackLink {...back} />}>
      {form(clientId, clientId ? adminPaths.client(clientId) : back.to)}
    </AdminPage>
  );
}

/** A stored record, as its edit page shows it. */
type Editing = {
  clientId: string;
  /** Its number and status badge, under the title. */
  label: ReactNode;
  editable: boolean;
  /** Shown instead of the editor when it may not be edited. */
  locked: ReactNode;
  /** The editor, for the record's client. */
  form: (client: ClientDetail) => ReactNode;
};

/**
 * A stored record's edit page: loading until the record (and, when it may be edited, its client)
 * is read; what `locked` says when it may not be edited; the editor once its client is read.
 */
export function EditPage({
  title,
  back,
  text,
  record,
}: {
  title: string;
  back: Back;
  text: { loading: string; clientFailed: { text: string; retry: string } };
  /** Undefined until it is read. */
  record: Editing | undefined;
}) {
  const client = useQuery({ ...clientQuery(record?.clientId ?? ""), enabled: Boolean(record) });
  // The failed state below says it; an ended session (401) still shows the sign-in screen.
  useFailureToast(client, () => {});

  let body: ReactNode;
  if (!record || (record.editable && !client.data && !client.isError)) body = <Loading framed text={text.loading} />;
  else if (!record.editable) body = record.locked;
  else if (!client.data)
    body = (
      <LoadFailed framed text={text.clientFailed.text} retry={text.clientFailed.retry} onRetry={() => void client.refetch()} retrying={client.isFetching} />
    );
  else body = record.form(client.data);

  return (
    <AdminPage
      title={title}
      description={record ? <span className="flex flex-wrap items-center gap-2">{record.label}</span> : undefined}
      actions={<BackLink {...back} />}
    >
      {body}
    </AdminPage>
  );
}
