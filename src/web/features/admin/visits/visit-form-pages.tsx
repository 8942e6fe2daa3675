import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { FREQUENCIES, labelOf } from "@shared/options/assessment";
import { clientAddressLine } from "@shared/schemas/clients";
import { serviceVisitRefusal } from "@shared/schemas/service-visits";
import { businessDay } from "@shared/business-time";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { quoteDraftQuery, quoteQuery } from "../api/quotes";
import { useScheduleVisit, useStartSchedule, useUpdateVisit } from "../api/service-visits";
import { BackLink } from "../billing/editor-pages";
import { notifySaveFailed } from "../server-message";
import { LoadFailed, Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast, useSessionCheck } from "../use-failure-toast";
import { crewConflictsOf } from "./crew-conflicts";
import { useVisit } from "./use-visit";
import { VisitForm } from "./visit-form";
import { EMPTY_VISIT, repeatsFromFrequency, visitValues, type Checked, type VisitFormValues } from "./visit-form-values";

function Notice({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "warn" }) {
  return (
    <div
      data-notice
      role="note"
      className={
        tone === "warn"
          ? "flex gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-inset ring-amber-300"
          : "flex gap-3 rounded-lg bg-brand-50 p-4 text-sm text-ink ring-1 ring-inset ring-brand-200"
      }
    >
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}

/**
 * A refusal, said in the server's words and rethrown for the form's fields; crew conflicts are not
 * a failure to report: the form lists them with "Assign anyway".
 */
function useRefused() {
  const m = useAdminMessages().admin.visits;
  const checkSession = useSessionCheck();
  return (err: unknown): never => {
    if (!crewConflictsOf(err)) notifySaveFailed(err, m.saveFailed);
    checkSession(err);
    throw err;
  };
}

/** Saving: says so and opens the visit (a repeating one: the week of its first day). */
function useSave() {
  const m = useAdminMessages().admin.visits;
  const navigate = useNavigate();
  const refused = useRefused();
  const visit = useScheduleVisit();
  const schedule = useStartSchedule();
  return async (checked: Extract<Checked, { ok: true }>) => {
    try {
      if (checked.kind === "visit") {
        const saved = await visit.mutateAsync(checked.body);
        notify.success(m.saved.scheduled.title, m.saved.scheduled.description(saved.visit.service, formatDate(saved.visit.date) ?? saved.visit.date));
        navigate(adminPaths.visitView(saved.visit.id));
      } else if (checked.kind === "schedule") {
        await schedule.mutateAsync(checked.body);
        notify.success(m.saved.schedule.title, m.saved.schedule.description(checked.body.service));
        navigate(adminPaths.visitWeek(checked.body.startDate));
      }
    } catch (err) {
      refused(err);
    }
  };
}

/** The form's start from an accepted quote: its client, address and title, and its assessment's frequency. */
function useQuotePrefill(quoteId: string) {
  const quote = useQuery({ ...quoteQuery(quoteId), enabled: quoteId !== "" });
  const assessmentId = quote.data?.quote.assessmentId ?? "";
  const draft = useQuery({ ...quoteDraftQuery(assessmentId), enabled: assessmentId !== "" });
  useFailureToast(quote, () => {});
  const waiting = quote.isPending || (assessmentId !== "" && draft.isPending);
  return { quote, draft, waiting };
}

/**
 * /admin/visits/new: schedule a visit; ?client=<id> for that client, ?quote=<id> from an accepted
 * quote (its client, address, title as the service, and how often the client asked for the work).
 */
export function VisitSchedulePage() {
  const { visits: m, quotes } = useAdminMessages().admin;
  const [params] = useSearchParams();
  const quoteId = params.get("quote") ?? "";
  const clientId = params.get("client") ?? "";
  const prefill = useQuotePrefill(quoteId);
  const save = useSave();
  // Opened from a quote, the way back is to that quote, and says so.
  const back = quoteId ? { to: adminPaths.quoteView(quoteId), label: quotes.backToQuote } : { to: adminPaths.visits, label: m.backToVisits };
  const cancelTo = quoteId ? adminPaths.quoteView(quoteId) : clientId ? adminPaths.client(clientId) : adminPaths.visits;

  let body: ReactNode;
  if (quoteId && prefill.waiting && !prefill.quote.isError) body = <Loading framed text={m.loading} />;
  else if (quoteId && !prefill.quote.data)
    body = (
      <LoadFailed
        framed
        text={m.detailsFailed.description}
        retry={m.fetchFailed.retry}
        onRetry={() => void prefill.quote.refetch()}
        retrying={prefill.quote.isFetching}
      />
    );
  else {
    const quote = prefill.quote.data?.quote;
    const frequency = prefill.draft.data?.frequency;
    const values: VisitFormValues = quote
      ? {
          ...EMPTY_VISIT,
          clientId: quote.clientId,
          addressId: quote.addressId ?? "",
          quoteId: quote.id,
          service: quote.title,
          ...(frequency ? repeatsFromFrequency(frequency) : {}),
        }
      : { ...EMPTY_VISIT, clientId };
    const asked = frequency ? (frequency.value === "custom" && frequency.custom ? frequency.custom : labelOf(FREQUENCIES, frequency.value)) : null;
    const notice = quote ? (
      <Notice tone={quote.status === "accepted" ? "info" : "warn"}>
        <p>{quote.status === "accepted" ? m.form.fromQuote(quote.number) : m.form.quoteNotAccepted(quote.number)}</p>
        {asked ? <p data-asked>{m.form.fromQuoteRepeats(asked)}</p> : null}
      </Notice>
    ) : undefined;
    body = <VisitForm mode="create" defaultValues={values} notice={notice} onSave={save} cancelTo={cancelTo} />;
  }

  return (
    <AdminPage title={m.pages.create.title} description={m.pages.create.intro} actions={<BackLink {...back} />}>
      {body}
    </AdminPage>
  );
}

/** /admin/visits/{id}/edit: move a scheduled visit (day, window) or edit its service, staff and notes. */
export function VisitEditPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.visits;
  const visit = useVisit(id);
  const update = useUpdateVisit(id);
  const navigate = useNavigate();
  const refused = useRefused();
  const v = visit.data?.visit;
  const refusal = v ? serviceVisitRefusal(v.status, "update", v.date, businessDay()) : null;

  const onSave = async (checked: Extract<Checked, { ok: true }>) => {
    if (checked.kind !== "update") return;
    try {
      const saved = await update.mutateAsync(checked.body);
      notify.success(m.saved.updated.title, m.saved.updated.description(formatDate(saved.visit.date) ?? saved.visit.date));
      navigate(adminPaths.visitView(id));
    } catch (err) {
      refused(err);
    }
  };

  let body: ReactNode;
  if (!v) body = <Loading framed text={m.loadingVisit} />;
  else if (refusal)
    body = (
      <Notice tone="warn">
        <p>{refusal}</p>
      </Notice>
    );
  else
    body = (
      <VisitForm
        mode="edit"
        defaultValues={visitValues(v)}
        fixedClient={
          <p data-fixed-client className="text-sm">
            <span className="block font-semibold text-ink">{v.clientName}</span>
            <span className="block text-muted">{clientAddressLine(v.address)}</span>
          </p>
        }
        onSave={onSave}
        cancelTo={adminPaths.visitView(id)}
      />
    );
  return (
    <AdminPage title={m.pages.edit.title} description={m.pages.edit.intro} actions={<BackLink to={adminPaths.visitView(id)} label={m.backToVisit} />}>
      {body}
    </AdminPage>
  );
}
