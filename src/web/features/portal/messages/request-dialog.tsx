import { Phone } from "lucide-react";
import { useState, type FormEvent } from "react";
import { telHref } from "@shared/format";
import { businessDay } from "@shared/business-time";
import {
  PREFERRED_WINDOWS,
  REQUEST_NOTE_MAX_LENGTH,
  REQUEST_NOTICE_HOURS,
  cancelRequestSchema,
  rescheduleRequestSchema,
  startsWithinNotice,
  type PreferredWindow,
} from "@shared/schemas/messages";
import { buttonVariants } from "~/components/ui/button";
import { FormField, controlClass } from "~/components/ui/form-field";
import { useFormLanguage } from "~/i18n/form-language";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useCancelRequest, useRescheduleRequest } from "../api/messages";
import { DialogButtons, FormAlert, NoteField, RadioCards, useDialogForm } from "./form-bits";
import { PortalDialog, type VisitDialogProps } from "./portal-dialog";
import { useSupportPhone } from "../api/company";

const KINDS = ["reschedule", "cancel"] as const;
type Kind = (typeof KINDS)[number];

/**
 * Request a change to an upcoming visit: move it (a preferred date, part of the day and a note) or
 * cancel it (a note). A visit starting within 48 hours shows the call-us notice with the phone instead.
 */
export function RequestDialog({ visit, label, open, onOpenChange }: VisitDialogProps) {
  const supportPhone = useSupportPhone();
  const m = usePortalMessages().portal.request;
  const { parse } = useFormLanguage();
  const [kind, setKind] = useState<Kind>("reschedule");
  const [preferredDate, setPreferredDate] = useState("");
  const [preferredWindow, setPreferredWindow] = useState<PreferredWindow>("any");
  const [note, setNote] = useState("");
  const reschedule = useRescheduleRequest(visit.id);
  const cancel = useCancelRequest(visit.id);
  const busy = reschedule.isPending || cancel.isPending;
  const soon = startsWithinNotice(visit.date, visit.windowStart);

  const { errors, alert, submit } = useDialogForm(m.failed, () => onOpenChange(false));
  const send = (e: FormEvent) =>
    kind === "reschedule"
      ? submit(
          e,
          parse(rescheduleRequestSchema, { preferredDate, preferredWindow, note }),
          () => reschedule.mutateAsync({ preferredDate, preferredWindow, note }),
          () => m.sent,
        )
      : submit(
          e,
          parse(cancelRequestSchema, { note }),
          () => cancel.mutateAsync({ note }),
          () => m.sent,
        );

  return (
    <PortalDialog open={open} onOpenChange={onOpenChange} busy={busy} title={soon ? m.callTitle : m.title} description={soon ? label : m.description(label)}>
      {soon ? (
        <div className="space-y-5">
          <p data-call-us className="rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-inset ring-amber-300">
            {m.call(REQUEST_NOTICE_HOURS, supportPhone)}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={buttonVariants({ variant: "secondary" })} onClick={() => onOpenChange(false)}>
              {m.cancel}
            </button>
            <a href={telHref(supportPhone)} className={buttonVariants()}>
              <Phone aria-hidden="true" className="h-4 w-4" />
              {m.callButton(supportPhone)}
            </a>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void send(e)} className="space-y-5">
          <RadioCards
            name="request-kind"
            legend={m.kindLabel}
            options={KINDS}
            labelOf={(k) => m.kinds[k]}
            value={kind}
            onChange={setKind}
            gridClass="sm:grid-cols-2"
          />
          {kind === "reschedule" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="request-date" label={m.preferredDate} error={errors.preferredDate}>
                {(a11y) => (
                  <input
                    {...a11y}
                    type="date"
                    min={businessDay()}
                    value={preferredDate}
                    onChange={(e) => setPreferredDate(e.target.value)}
                    className={controlClass}
                  />
                )}
              </FormField>
              <FormField id="request-window" label={m.preferredWindow} error={errors.preferredWindow}>
                {(a11y) => (
                  <select {...a11y} value={preferredWindow} onChange={(e) => setPreferredWindow(e.target.value as PreferredWindow)} className={controlClass}>
                    {PREFERRED_WINDOWS.map((w) => (
                      <option key={w} value={w}>
                        {m.windows[w]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          ) : null}
          <NoteField id="request-note" label={m.note} error={errors.note} maxLength={REQUEST_NOTE_MAX_LENGTH} value={note} onChange={setNote} />
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <DialogButtons busy={busy} submit={m.submit} busyText={m.busy} close={m.cancel} onClose={() => onOpenChange(false)} />
        </form>
      )}
    </PortalDialog>
  );
}
