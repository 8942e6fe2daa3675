import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { BusyButton } from "~/components/ui/busy-button";
import { ApiError } from "~/lib/api";

/** The field messages of a 400, or null. */
export const fieldsOf = (err: unknown) => (err instanceof ApiError && err.status === 400 && err.fields ? err.fields : null);
/** The server's words for another refusal (a 409 says why), or the fallback. */
export const refusalOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : fallback);

/** A refusal that names no field, above the buttons. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-inset ring-red-200">
      {children}
    </p>
  );
}

/** Close and the submit button (its busy words while the call runs). */
export function DialogButtons({
  busy,
  submit,
  busyText,
  close,
  onClose,
}: {
  busy: boolean;
  submit: string;
  busyText: string;
  close: string;
  onClose: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        {close}
      </Button>
      <BusyButton type="submit" busy={busy} busyText={busyText}>
        {submit}
      </BusyButton>
    </div>
  );
}
