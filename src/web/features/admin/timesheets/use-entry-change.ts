import { useState } from "react";
import type { TimesheetCorrectionInput } from "@shared/schemas/timesheets";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { useCorrectEntry } from "./timesheets-api";

/**
 * An owner's correction or added entry, as both forms send it: on success the toast `saved`, then
 * `onDone`; refused, the server's messages by field (`form` when it names none).
 */
export function useEntryChange(saved: string, onDone: () => void) {
  const correct = useCorrectEntry();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = (body: TimesheetCorrectionInput) =>
    correct.mutate(body, {
      onSuccess: () => {
        notify.success(saved);
        onDone();
      },
      onError: (err) => setErrors(err instanceof ApiError ? (err.fields ?? { form: err.message }) : { form: String(err) }),
    });
  return { send, errors, pending: correct.isPending };
}
