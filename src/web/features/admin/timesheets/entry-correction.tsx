import { useState, type FormEvent } from "react";
import { BUSINESS_TIME_ZONE } from "@shared/business-time";
import type { TimesheetEntry } from "@shared/schemas/timesheets";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import type { TimesheetMessages } from "~/i18n/timesheets-messages";
import { useEntryChange } from "./use-entry-change";

const wall = new Intl.DateTimeFormat("sv-SE", { timeZone: BUSINESS_TIME_ZONE, dateStyle: "short", timeStyle: "short" });
/** An instant as a datetime-local value on Ottawa's clock: "2026-11-24T09:05". */
export const localValue = (iso: string | null) => (iso ? wall.format(new Date(iso)).replace(" ", "T") : "");

/** An owner's correction of one entry: its start and end (Ottawa time) and the reason. */
export function EntryCorrection({
  entry,
  cleanerUserId,
  m,
  onDone,
}: {
  entry: TimesheetEntry;
  cleanerUserId: string;
  m: TimesheetMessages;
  onDone: () => void;
}) {
  const [start, setStart] = useState(localValue(entry.start));
  const [end, setEnd] = useState(localValue(entry.end) || `${entry.date}T${entry.windowEnd ?? "12:00"}`);
  const [reason, setReason] = useState("");
  const { send, errors, pending } = useEntryChange(m.saved, onDone);
  const id = `fix-${entry.visitId}-${cleanerUserId}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      visitId: entry.visitId!,
      cleanerUserId,
      reason,
      ...(start !== localValue(entry.start) ? { start } : {}),
      ...(end !== localValue(entry.end) ? { end } : {}),
    };
    send(body);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 grid grid-cols-1 gap-3 rounded-lg border border-muted/40 bg-surface p-3 sm:grid-cols-2"
      aria-label={m.correct}
    >
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
      {errors.form || errors.visitId || errors.cleanerUserId ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {errors.form ?? errors.visitId ?? errors.cleanerUserId}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
