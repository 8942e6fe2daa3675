import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { portalPrivacyRequestSchema, type PortalPrivacy } from "@shared/schemas/privacy";
import { Button } from "~/components/ui/button";
import { useFormLanguage } from "~/i18n/form-language";
import { useFormat } from "~/i18n/format";
import { usePortalMessages } from "~/i18n/portal-messages";
import { notify } from "~/lib/notify";
import { useAskPrivacy } from "../api/privacy";
import { DialogButtons, FormAlert, fieldsOf, refusalOf } from "../messages/form-bits";
import { PortalDialog } from "../messages/portal-dialog";
import { NoClientNote } from "./no-client-note";
import { PendingNote, PrivacyCard } from "./privacy-card";

/** What a deletion removes and what it keeps, said before the button and again in the dialog. */
function WhatItMeans({ years }: { years: number }) {
  const m = usePortalMessages().privacy.deletion;
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink">
      <li>{m.deleted}</li>
      <li>{m.kept(years)}</li>
      <li>{m.after}</li>
    </ul>
  );
}

function DeletionDialog({ years, onClose }: { years: number; onClose: () => void }) {
  const m = usePortalMessages().privacy.deletion;
  const { parse } = useFormLanguage();
  const ask = useAskPrivacy();
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = parse(portalPrivacyRequestSchema, { kind: "deletion", confirm: confirmed || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    ask.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(m.sent.title, m.sent.description);
        onClose();
      },
      onError: (err) => {
        const fields = fieldsOf(err);
        if (fields) setError(Object.values(fields)[0] ?? null);
        else setAlert(refusalOf(err, m.failed));
      },
    });
  };
  return (
    <PortalDialog open onOpenChange={(open) => !open && onClose()} title={m.dialog.title} description={m.dialog.description} busy={ask.isPending}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <WhatItMeans years={years} />
        <div>
          <label className="flex items-start gap-3 rounded-lg p-3 text-sm text-ink ring-1 ring-inset ring-line has-[:checked]:bg-red-50 has-[:checked]:ring-red-200">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? "privacy-deletion-error" : undefined}
              className="mt-0.5 h-4 w-4 shrink-0 accent-red-700"
            />
            {m.dialog.confirm}
          </label>
          {error ? (
            <p id="privacy-deletion-error" className="mt-1.5 text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <DialogButtons busy={ask.isPending} submit={m.dialog.submit} busyText={m.dialog.busy} close={m.dialog.cancel} onClose={onClose} />
      </form>
    </PortalDialog>
  );
}

/** Ask for deletion: what it means and what is kept, then a dialog to confirm; while one is open, its dates instead. */
export function DeletionSection({ data }: { data: PortalPrivacy }) {
  const all = usePortalMessages().privacy;
  const m = all.deletion;
  const f = useFormat();
  const [asking, setAsking] = useState(false);
  const open = data.requests.find((r) => r.kind === "deletion" && r.status === "open");
  return (
    <PrivacyCard id="deletion" icon={Trash2} title={m.title}>
      <p className="text-muted">{m.text}</p>
      <WhatItMeans years={data.retainedYears} />
      {!data.hasClient ? (
        <NoClientNote />
      ) : open ? (
        <PendingNote>{all.pending(f.date(open.receivedOn) ?? open.receivedOn, f.date(open.dueOn) ?? open.dueOn)}</PendingNote>
      ) : (
        <Button variant="dangerSecondary" wrap onClick={() => setAsking(true)}>
          <Trash2 aria-hidden="true" className="h-4 w-4 shrink-0" />
          {m.button}
        </Button>
      )}
      {asking ? <DeletionDialog years={data.retainedYears} onClose={() => setAsking(false)} /> : null}
    </PrivacyCard>
  );
}
