import { useQuery } from "@tanstack/react-query";
import { ClipboardList, FilePen, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { adminPaths } from "@shared/admin-paths";
import { quoteAllows } from "@shared/billing/quote-actions";
import type { QuoteCreate, QuoteEdit } from "@shared/schemas/quotes";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { quoteDraftQuery, useCreateQuote, useUpdateQuote } from "../api/quotes";
import { BackLink, CreatePage, EditPage, useSaveAndOpen } from "../billing/editor-pages";
import { LoadFailed, Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast } from "../use-failure-toast";
import { QuoteForm } from "./quote-form";
import { draftToValues, newQuoteValues, quoteToValues } from "./quote-form-values";
import { QuoteStatusBadge } from "./quote-status-badge";
import { useQuote } from "./use-quote";

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
  return useSaveAndOpen(async (values: QuoteCreate | QuoteEdit) => {
    const { quote } = await create.mutateAsync(values as QuoteCreate);
    notify.success(f.saved.title, f.saved.description(quote.number));
    return adminPaths.quoteView(quote.id);
  }, f.saveFailed);
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
                  {m.form.fromAssessmentHint} {d.language === "fr" ? m.form.writtenInFrench : null}{" "}
                  <span className="block text-xs">{m.form.assessmentId(assessmentId)}</span>
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
  const onSave = useCreate();
  return (
    <CreatePage
      text={m.pages.create}
      back={{ to: adminPaths.quotes, label: m.backToQuotes }}
      form={(clientId, cancelTo) => (
        <QuoteForm key={clientId} mode="create" defaultValues={newQuoteValues(clientId)} client={{ kind: "pick" }} onSave={onSave} cancelTo={cancelTo} />
      )}
    />
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
  const update = useUpdateQuote(id);
  const revising = q && q.status !== "draft";
  const onSave = useSaveAndOpen(async (values: QuoteCreate | QuoteEdit) => {
    const { quote: s } = await update.mutateAsync(values as QuoteEdit);
    if (revising) notify.success(f.revised.title, f.revised.description(s.number, s.version));
    else notify.success(f.saved.title, f.saved.description(s.number));
    return adminPaths.quoteView(id);
  }, f.saveFailed);

  return (
    <EditPage
      title={revising ? m.pages.revise.title : m.pages.edit.title}
      back={{ to: adminPaths.quoteView(id), label: m.backToQuote }}
      text={{ loading: m.loadingQuote, clientFailed: m.clientFailed }}
      record={
        q && {
          clientId: q.clientId,
          label: (
            <>
              {q.number} <QuoteStatusBadge status={q.status} />
            </>
          ),
          editable: quoteAllows(q.status, "edit"),
          locked: <Notice icon={Lock} tone="amber" text={f.locked(m.statuses[q.status])} />,
          form: (client) => (
            <QuoteForm
              key={`${q.id}-${q.version}`}
              mode="edit"
              nextVersion={revising ? q.version + 1 : undefined}
              defaultValues={quoteToValues(quote.data!)}
              client={{ kind: "existing", client }}
              onSave={onSave}
              cancelTo={adminPaths.quoteView(id)}
              notice={revising ? <Notice icon={FilePen} tone="amber" text={f.revising(q.version + 1)} /> : undefined}
            />
          ),
        }
      }
    />
  );
}
