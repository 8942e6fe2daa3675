import { useEffect, useId, useState, type FormEvent } from "react";
import { CREW_NOTE_MAX, NO_ACCESS_REASONS, type NoAccessReason } from "@shared/crew-report-kinds";
import type { CrewVisit } from "@shared/schemas/crew";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/form-field";
import { useCrewReportsMessages } from "~/i18n/crew-reports-messages";
import type { OutboxAction } from "~/lib/offline/outbox-store";
import { pageOutbox } from "~/lib/offline/use-outbox";
import { checkPath, visitScope } from "./crew-api";

// A cleaner's note to the office and "Can't get in" (decision 067), on one visit's card. Both go
// through the phone's outbox (decision 062): kept while there is no signal, shown as waiting, sent
// once with their Idempotency-Key.

type Problem = "note" | "no-access";
const problemPath = (visitId: string, problem: Problem) => `/api/crew/visits/${encodeURIComponent(visitId)}/${problem === "note" ? "notes" : "no-access"}`;

type Props = { visit: CrewVisit; today: string; actions: readonly OutboxAction[] };

export function CrewVisitProblems({ visit, today, actions }: Props) {
  const { crewReports: t } = useCrewReportsMessages();
  const [open, setOpen] = useState<Problem | null>(null);
  const [sent, setSent] = useState<Problem | null>(null);
  const waiting = (problem: Problem) => actions.some((a) => a.path === problemPath(visit.id, problem));
  const noteWaiting = waiting("note");
  const noAccessWaiting = waiting("no-access");

  // The outbox's word that one of this visit's reports reached the office.
  useEffect(
    () =>
      pageOutbox().onSent((action) => {
        if (action.path === problemPath(visit.id, "note")) setSent("note");
        if (action.path === problemPath(visit.id, "no-access")) setSent("no-access");
      }),
    [visit.id],
  );

  const checkedIn = Boolean(visit.checkedInAt) || actions.some((a) => a.path === checkPath(visit.id, "check-in"));
  const canReportNoAccess = visit.date === today && visit.status === "scheduled" && !checkedIn && !noAccessWaiting && sent !== "no-access";

  const queue = async (problem: Problem, json: unknown) => {
    await pageOutbox().add({
      method: "POST",
      path: problemPath(visit.id, problem),
      json,
      label: problem === "note" ? t.noteQueueLabel(visit.clientName) : t.noAccessQueueLabel(visit.clientName),
      scope: visitScope(visit.id),
    });
    setSent(null);
    setOpen(null);
  };

  return (
    <div data-crew-problems className="mt-4 border-t border-line pt-3">
      <div aria-live="polite" className="space-y-1 text-sm">
        {noteWaiting && <p data-waiting="note">{t.noteWaiting}</p>}
        {noAccessWaiting && <p data-waiting="no-access">{t.noAccessWaiting}</p>}
        {sent === "note" && !noteWaiting && <p data-sent="note">{t.noteSent}</p>}
        {sent === "no-access" && !noAccessWaiting && <p data-sent="no-access">{t.noAccessSent}</p>}
      </div>
      {open === "note" ? (
        <NoteForm visit={visit} onCancel={() => setOpen(null)} onSend={(text) => queue("note", { text })} />
      ) : open === "no-access" ? (
        <NoAccessForm visit={visit} onCancel={() => setOpen(null)} onSend={(body) => queue("no-access", body)} />
      ) : (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Button variant="secondary" wrap aria-label={t.noteButtonLabel(visit.clientName)} onClick={() => setOpen("note")}>
            {t.noteButton}
          </Button>
          {canReportNoAccess && (
            <Button variant="dangerSecondary" wrap aria-label={t.noAccessButtonLabel(visit.clientName)} onClick={() => setOpen("no-access")}>
              {t.noAccessButton}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function Actions({ onCancel }: { onCancel: () => void }) {
  const { crewReports: t } = useCrewReportsMessages();
  return (
    <div className="mt-3 flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
      <Button type="submit" size="lg" wrap>
        {t.send}
      </Button>
      <Button type="button" variant="ghost" size="lg" onClick={onCancel}>
        {t.cancel}
      </Button>
    </div>
  );
}

function NoteForm({ visit, onCancel, onSend }: { visit: CrewVisit; onCancel: () => void; onSend: (text: string) => Promise<void> }) {
  const { crewReports: t } = useCrewReportsMessages();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(t.noteRequired);
    void onSend(text.trim());
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="mt-2 rounded-lg bg-surface p-3">
      <h4 id={`${id}-heading`} className="font-semibold text-ink">
        {t.noteHeading(visit.clientName)}
      </h4>
      <label htmlFor={`${id}-text`} className="mt-2 block text-sm font-medium text-ink">
        {t.noteLabel}
      </label>
      <textarea
        id={`${id}-text`}
        rows={4}
        maxLength={CREW_NOTE_MAX}
        value={text}
        onChange={(e) => (setText(e.target.value), setError(null))}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className={`mt-1 ${controlClass}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t.noteHint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <Actions onCancel={onCancel} />
    </form>
  );
}

function NoAccessForm({
  visit,
  onCancel,
  onSend,
}: {
  visit: CrewVisit;
  onCancel: () => void;
  onSend: (body: { reason: NoAccessReason; text: string | null }) => Promise<void>;
}) {
  const { crewReports: t } = useCrewReportsMessages();
  const id = useId();
  const [reason, setReason] = useState<NoAccessReason | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<{ field: "reason" | "text"; message: string } | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError({ field: "reason", message: t.reasonRequired });
    if (reason === "other" && !text.trim()) return setError({ field: "text", message: t.detailsMissing });
    void onSend({ reason, text: text.trim() || null });
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="mt-2 rounded-lg bg-surface p-3">
      <h4 id={`${id}-heading`} className="font-semibold text-ink">
        {t.noAccessHeading(visit.clientName)}
      </h4>
      <fieldset className="mt-2" aria-invalid={error?.field === "reason"} aria-describedby={error?.field === "reason" ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium text-ink">{t.reasonLegend}</legend>
        {NO_ACCESS_REASONS.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="radio"
              name={`${id}-reason`}
              value={r}
              checked={reason === r}
              onChange={() => (setReason(r), setError(null))}
              className="h-5 w-5 shrink-0 accent-brand-700"
            />
            {t.reasons[r]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-text`} className="mt-2 block text-sm font-medium text-ink">
        {reason === "other" ? t.detailsRequired : t.details}
      </label>
      <textarea
        id={`${id}-text`}
        rows={3}
        maxLength={CREW_NOTE_MAX}
        value={text}
        required={reason === "other"}
        onChange={(e) => (setText(e.target.value), setError(null))}
        aria-invalid={error?.field === "text"}
        aria-describedby={`${id}-hint${error?.field === "text" ? ` ${id}-error` : ""}`}
        className={`mt-1 ${controlClass}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t.noAccessHint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error.message}
        </p>
      )}
      <Actions onCancel={onCancel} />
    </form>
  );
}
