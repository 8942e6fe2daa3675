import { Phone } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { PortalVisit } from "@shared/portal";
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
import { notify } from "~/lib/notify";
import { site } from "~/site";
import { useCancelRequest, useRescheduleRequest } from "../api/messages";
import { DialogButtons, FormAlert, fieldsOf, refusalOf } from "./form-bits";
import { PortalDialog } from "./portal-dialog";

type Kind = "reschedule" | "cancel";

/**
 * Request a change to an upcoming visit: move it (a preferred date, part of the day and a note) or
 * cancel it (a note). A visit starting within 48 hours shows the call-us notice with the phone instead.
 */
export function RequestDialog({
  visit,
  label,
  open,
  onOpenChange,
}: {
  visit: PortalVisit;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const m = usePortalMessages().portal.request;
  const { parse } = useFormLanguage();
  const [kind, setKind] = useState<Kind>("reschedule");
  const [preferredDate, setPreferredDate] = useState("");
  const [preferredWindow, setPreferredWindow] = useState<PreferredWindow>("any");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const reschedule = useRescheduleRequest(visit.id);
  const cancel = useCancelRequest(visit.id);
  const busy = reschedule.isPending || cancel.isPending;
  const soon = startsWithinNotice(visit.date, visit.windowStart);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = kind === "reschedule" ? parse(rescheduleRequestSchema, { preferredDate, preferredWindow, note }) : parse(cancelRequestSchema, { note });
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse()));
    setErrors({});
    try {
      if (kind === "reschedule") await reschedule.mutateAsync({ preferredDate, preferredWindow, note });
      else await cancel.mutateAsync({ note });
      notify.success(m.sent.title, m.sent.description);
      onOpenChange(false);
    } catch (err) {
      const fields = fieldsOf(err);
      if (fields) setErrors(fields);
      else setAlert(refusalOf(err, m.failed));
    }
  };

  return (
    <PortalDialog open={open} onOpenChange={onOpenChange} busy={busy} title={soon ? m.callTitle : m.title} description={soon ? label : m.description(label)}>
      {soon ? (
        <div className="space-y-5">
          <p data-call-us className="rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-inset ring-amber-300">
            {m.call(REQUEST_NOTICE_HOURS, site.supportPhone)}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={buttonVariants({ variant: "secondary" })} onClick={() => onOpenChange(false)}>
              {m.cancel}
            </button>
            <a href={telHref(site.supportPhone)} className={buttonVariants()}>
              <Phone aria-hidden="true" className="h-4 w-4" />
              {m.callButton(site.supportPhone)}
            </a>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
          <fieldset>
            <legend className="text-sm font-medium text-ink">{m.kindLabel}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {(["reschedule", "cancel"] as const).map((k) => (
                <label
                  key={k}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm text-ink ring-1 ring-inset ring-line has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300"
                >
                  <input type="radio" name="request-kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="h-4 w-4 accent-brand-700" />
                  {m.kinds[k]}
                </label>
              ))}
            </div>
          </fieldset>
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
          <FormField id="request-note" label={m.note} error={errors.note}>
            {(a11y) => (
              <textarea
                {...a11y}
                rows={3}
                maxLength={REQUEST_NOTE_MAX_LENGTH}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                className={controlClass}
              />
            )}
          </FormField>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <DialogButtons busy={busy} submit={m.submit} busyText={m.busy} close={m.cancel} onClose={() => onOpenChange(false)} />
        </form>
      )}
    </PortalDialog>
  );
}
