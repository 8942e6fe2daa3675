import type { FormEvent, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { BusyButton } from "~/components/ui/busy-button";
import { usePortalMessages } from "~/i18n/portal-messages";

/** A form that answers a pending quote in place (request changes, decline): its fields, then send and Cancel. */
export function AnswerForm({
  id,
  onSubmit,
  busy,
  submit,
  busyText,
  danger,
  onCancel,
  children,
}: {
  id: string;
  onSubmit: (e: FormEvent) => Promise<void>;
  busy: boolean;
  submit: string;
  busyText: string;
  danger?: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const m = usePortalMessages().portal.quote;
  return (
    <form id={id} noValidate onSubmit={(e) => void onSubmit(e)} className="mt-5 max-w-xl space-y-5">
      {children}
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" variant={danger ? "danger" : undefined} busy={busy} busyText={busyText}>
          {submit}
        </BusyButton>
        <Button variant="ghost" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
