import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ClipboardList, FilePen, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { quoteAllows } from "@shared/billing/quote-actions";
import type { QuoteCreate, QuoteDetail, QuoteEdit } from "@shared/schemas/quotes";
import { buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { clientQuery } from "../api/clients";
import { quoteDraftQuery, useCreateQuote, useUpdateQuote } from "../api/quotes";
import { notifySaveFailed } from "../clients/use-client";
import { LoadFailed, Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast, useSessionCheck } from "../use-failure-toast";
import { QuoteForm } from "./quote-form";
import { draftToValues, newQuoteValues, quoteToValues } from "./quote-form-values";
import { QuoteStatusBadge } from "./quote-status-badge";
import { useQuote } from "./use-quote";

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonVariants({ variant: "secondary" })}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {label}
    </Link>
  );
}

function Notice({ icon: Icon, title, text, tone = "brand" }: { icon: typeof ClipboardList; title?: string; text: ReactNode; tone?: "brand" | "amber" }) {
  const colours = tone === "brand" ? "bg-brand-50 ring-brand-200 [&_svg]:text-brand-700" : "bg-amber-50 ring-amber-200 text-amber-950 [&_svg]:text-amber-800";
  return (
    <div data-notice className={`flex gap-3 rounded-lg p-4 text-sm ring-1 ring-inset ${colours}`}>
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        {title ? <p className="font-semibold text-ink">{title}</p> : null}
        <p className={title ? "mt-0.5 text-muted" : undefined}>{text}</p>
      </div>
    </div>
  );
}

/** Save a new quote, say so and open it. */
function useCreate() {
  const f = useAdminMessages().admin.quotes.form;
  const create = useCreateQuote();
  const navigate = useNavigate();
  const checkSession = useSessionCheck();
  return async (values: QuoteCreate | QuoteEdit) => {
    let saved: QuoteDetail;
    try {
      saved = await create.mutateAsync(values as QuoteCreate);
    } catch (err) {
      notifySaveFailed(err, f.saveFailed);
      checkSession(err);
      throw err;
    }
    notify.success(f.saved.title, f.saved.description(saved.quote.number));
    navigate(adminPaths.quoteView(saved.quote.id));
  };
}

/**
 * /admin/quote/{assessmentId} (spec 001 §2's route): a new quote built from an assessment: its
 * client (found by e-mail, or a new one from the assessment), title and a line per service.
 */
export function QuoteFromAssessmentPage({ assessmentId }: { assessmentId: string }) {
  const m = useAdminMessages().admin.quotes;
  const draft = useQuery(quoteDraftQuery(assessmentId));
  const onSave = useCreate();
  // The failed state below says it; an ended session (401) still shows the sign-in screen.
  useFailureToast(draft, () => {});
  const d = draft.data;
  const missing = draft.error instanceof ApiError && (draft.error.status === 404 || draft.error.status === 400);
  return (
    <AdminPage title={m.pages.create.title} description={m.pages.create.intro} actions={<BackLink to={adminPaths.assessments} label={m.backToAssessments} />}>
      {d ? (
        <QuoteForm
          mode="create"
          defaultValues={draftToValues(d)}
          client={d.client ? { kind: "existing", client: d.client } : { kind: "new" }}
          onSave={onSave}
          cancelTo={adminPaths.assessments}
          notice={
            <Notice
              icon={ClipboardList}
              title={m.form.fromAssessment(d.clientDraft.fullName)}
              text={
                <>
                  {m.form.fromAssessmentHint} <span className="block text-xs">{m.form.assessmentId(assessmentId)}</span>
                </>
              }
            />
          }
        />
      ) : draft.isError ? (
        <LoadFailed
          framed
          text={missing ? m.draftFailed.missing(assessmentId) : m.draftFailed.text}
          retry={m.draftFailed.retry}
          onRetry={() => void draft.refetch()}
          retrying={draft.isFetching}
        />
      ) : (
        <Loading framed text={m.loadingDraft} />
      )}
    </AdminPage>
  );
}

/** /admin/quotes/new: a new quote for a client chosen here, or (?client=<id>) for that client. */
export function QuoteCreatePage() {
  const m = useAdminMessages().admin.quotes;
  const [params] = useSearchParams();
  const clientId = params.get("client") ?? "";
  const onSave = useCreate();
  return (
    <AdminPage title={m.pages.create.title} description={m.pages.create.intro} actions={<BackLink to={adminPaths.quotes} label={m.backToQuotes} />}>
      <QuoteForm
        key={clientId}
        mode="create"
        defaultValues={newQuoteValues(clientId)}
        client={{ kind: "pick" }}
        onSave={onSave}
        cancelTo={clientId ? adminPaths.client(clientId) : adminPaths.quotes}
      />
    </AdminPage>
  );
}

/**
 * /admin/quotes/{id}/edit: a draft is changed in place; a sent (or expired) quote is revised into
 * its next version (Revise). Other quotes cannot change: the page says so.
 */
export function QuoteEditPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.quotes;
  const f = m.form;
  const quote = useQuote(id);
  const q = quote.data?.quote;
  const client = useQuery({ ...clientQuery(q?.clientId ?? ""), enabled: Boolean(q) });
  useFailureToast(client, () => {});
  const update = useUpdateQuote(id);
  const navigate = useNavigate();
  const checkSession = useSessionCheck();
  const revising = q && q.status !== "draft";

  const onSave = async (values: QuoteCreate | QuoteEdit) => {
    let saved: QuoteDetail;
    try {
      saved = await update.mutateAsync(values as QuoteEdit);
    } catch (err) {
      notifySaveFailed(err, f.saveFailed);
      checkSession(err);
      throw err;
    }
    const s = saved.quote;
    if (revising) notify.success(f.revised.title, f.revised.description(s.number, s.version));
    else notify.success(f.saved.title, f.saved.description(s.number));
    navigate(adminPaths.quoteView(id));
  };

  const editable = q && quoteAllows(q.status, "edit");
  let body: ReactNode;
  if (!q || (editable && !client.data && !client.isError)) body = <Loading framed text={m.loadingQuote} />;
  else if (!editable) body = <Notice icon={Lock} tone="amber" text={f.locked(m.statuses[q.status])} />;
  else if (!client.data)
    body = <LoadFailed framed text={m.clientFailed.text} retry={m.clientFailed.retry} onRetry={() => void client.refetch()} retrying={client.isFetching} />;
  else
    body = (
      <QuoteForm
        key={`${q.id}-${q.version}`}
        mode="edit"
        nextVersion={revising ? q.version + 1 : undefined}
        defaultValues={quoteToValues(quote.data!)}
        client={{ kind: "existing", client: client.data }}
        onSave={onSave}
        cancelTo={adminPaths.quoteView(id)}
        notice={revising ? <Notice icon={FilePen} tone="amber" text={f.revising(q.version + 1)} /> : undefined}
      />
    );

  return (
    <AdminPage
      title={revising ? m.pages.revise.title : m.pages.edit.title}
      description={
        q ? (
          <span className="flex flex-wrap items-center gap-2">
            {q.number} <QuoteStatusBadge status={q.status} />
          </span>
        ) : undefined
      }
      actions={<BackLink to={adminPaths.quoteView(id)} label={m.backToQuote} />}
    >
      {body}
    </AdminPage>
  );
}
