import { useState, type FormEvent } from "react";
import type { Timesheet, TimesheetVisit } from "@shared/schemas/timesheets";
import { Button } from "~/components/ui/button";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import type { TimesheetMessages } from "~/i18n/timesheets-messages";
import { useEntryChange } from "./use-entry-change";

// An owner adds an entry for work a crew member did without checking in (decision 069): the
// visit is one of the period's, the cleaner one of its crew who has no entry on it yet.

/** Crew members of a visit who have no entry on it. */
const missingOf = (v: TimesheetVisit) => v.crew.filter((c) => !c.hasEntry);
const visitLabel = (v: TimesheetVisit) => `${v.date} ${v.windowStart}–${v.windowEnd} · ${v.clientName} · ${v.service}`;

type Choice = { visitId: string; cleanerUserId: string };

/** The period's crew members without an entry; for an owner, a form to add one. */
export function MissingEntries({ sheet, m }: { sheet: Timesheet; m: TimesheetMessages }) {
  const visits = sheet.visits.filter((v) => missingOf(v).length > 0);
  // Which form is open: the period's ("period") or a row's (its visit and cleaner).
  const [open, setOpen] = useState<string | null>(null);
  if (visits.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <section aria-labelledby="missing-entries" className="rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="missing-entries" className="text-xl font-bold text-ink">
          {m.missingTitle}
        </h2>
        {sheet.canCorrect && open !== "period" ? <Button onClick={() => setOpen("period")}>{m.addEntry}</Button> : null}
      </div>
      <p className="mt-1 text-sm text-muted">{m.missingIntro}</p>
      {open === "period" ? <AddEntryForm visits={visits} m={m} onDone={close} /> : null}
      <ul className="mt-2 divide-y divide-line">
        {visits.flatMap((v) =>
          missingOf(v).map((c) => {
            const key = `${v.id}|${c.userId}`;
            return (
              <li key={key} className="py-3" data-missing={c.name}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 text-ink">
                    <span className="font-medium">{c.name}</span> · {visitLabel(v)}
                  </p>
                  {sheet.canCorrect && open !== key ? (
                    <Button variant="secondary" size="sm" onClick={() => setOpen(key)} aria-label={m.addEntryFor(c.name, v.clientName, v.date)}>
                      {m.addEntry}
                    </Button>
                  ) : null}
                </div>
                {open === key ? <AddEntryForm visits={visits} initial={{ visitId: v.id, cleanerUserId: c.userId }} m={m} onDone={close} /> : null}
              </li>
            );
          }),
        )}
      </ul>
    </section>
  );
}

/** The visit (of the period), the cleaner (of its crew), start and end on Ottawa's clock, and the reason. */
function AddEntryForm({ visits, initial, m, onDone }: { visits: TimesheetVisit[]; initial?: Choice; m: TimesheetMessages; onDone: () => void }) {
  const first = visits.find((v) => v.id === initial?.visitId) ?? visits[0]!;
  const [visitId, setVisitId] = useState(first.id);
  const [cleanerUserId, setCleanerUserId] = useState(initial?.cleanerUserId ?? missingOf(first)[0]!.userId);
  const [start, setStart] = useState(`${first.date}T${first.windowStart}`);
  const [end, setEnd] = useState(`${first.date}T${first.windowEnd}`);
  const [reason, setReason] = useState("");
  const { send, errors, pending } = useEntryChange(m.entryAdded, onDone);
  const id = `add-${initial ? `${initial.visitId}-${initial.cleanerUserId}` : "period"}`;

  // Another visit: its first cleaner without an entry, and its window as the times.
  const chooseVisit = (next: string) => {
    const v = visits.find((x) => x.id === next)!;
    setVisitId(v.id);
    setCleanerUserId(missingOf(v)[0]!.userId);
    setStart(`${v.date}T${v.windowStart}`);
    setEnd(`${v.date}T${v.windowEnd}`);
  };
  const visit = visits.find((v) => v.id === visitId)!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ visitId, cleanerUserId, start, end, reason });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 grid grid-cols-1 gap-3 rounded-lg border border-muted/40 bg-surface p-3 sm:grid-cols-2"
      aria-label={m.newEntry}
    >
      <FormField id={`${id}-visit`} label={m.visit} error={errors.visitId} className="sm:col-span-2">
        {(a11y) => (
          <select {...a11y} className={controlClass} value={visitId} onChange={(e) => chooseVisit(e.target.value)}>
            {visits.map((v) => (
              <option key={v.id} value={v.id}>
                {visitLabel(v)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-cleaner`} label={m.cleaner} error={errors.cleanerUserId} className="sm:col-span-2">
        {(a11y) => (
          <select {...a11y} className={controlClass} value={cleanerUserId} onChange={(e) => setCleanerUserId(e.target.value)}>
            {missingOf(visit).map((c) => (
              <option key={c.userId} value={c.userId}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField id={`${id}-start`} label={m.start} type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} error={errors.start} />
      <TextField id={`${id}-end`} label={m.end} type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} error={errors.end} />
      <TextField
        id={`${id}-reason`}
        label={m.reason}
        hint={m.reasonHint}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        fieldClassName="sm:col-span-2"
        required
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? m.saving : m.saveEntry}
        </Button>
      </div>
    </form>
  );
}
