import { PencilLine, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PRIVACY_TEXT_MAX, portalPrivacyRequestSchema, type PortalPrivacy } from "@shared/schemas/privacy";
import { BusyButton } from "~/components/ui/busy-button";
import { FormField, controlClass } from "~/components/ui/form-field";
import { useFormLanguage } from "~/i18n/form-language";
import { useFormat } from "~/i18n/format";
import { usePortalMessages } from "~/i18n/portal-messages";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { useAskPrivacy } from "../api/privacy";
import { FormAlert, fieldsOf, refusalOf } from "../messages/form-bits";
import { NoClientNote } from "./no-client-note";
import { PendingNote, PrivacyCard } from "./privacy-card";

/** Ask for a correction: what is wrong, in the client's words; while one is open, its dates instead. */
export function CorrectionSection({ data }: { data: PortalPrivacy }) {
  const all = usePortalMessages().privacy;
  const m = all.correction;
  const f = useFormat();
  const { parse } = useFormLanguage();
  const ask = useAskPrivacy();
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const open = data.requests.find((r) => r.kind === "correction" && r.status === "open");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = parse(portalPrivacyRequestSchema, { kind: "correction", details });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    ask.mutate(parsed.data, {
      onSuccess: () => {
        setDetails("");
        notify.success(m.sent.title, m.sent.description);
      },
      onError: (err) => {
        const fields = fieldsOf(err);
        if (fields) setError(Object.values(fields)[0] ?? null);
        else setAlert(refusalOf(err, m.failed));
      },
    });
  };
  return (
    <PrivacyCard id="correction" icon={PencilLine} title={m.title}>
      <p className="text-muted">{m.text}</p>
      {!data.hasClient ? (
        <NoClientNote />
      ) : open ? (
        <PendingNote>{all.pending(f.date(open.receivedOn) ?? open.receivedOn, f.date(open.dueOn) ?? open.dueOn)}</PendingNote>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-3">
          <FormField id="privacy-correction" label={m.label} hint={m.hint} error={error ?? undefined}>
            {(a11y) => (
              <textarea
                {...a11y}
                rows={3}
                maxLength={PRIVACY_TEXT_MAX}
                value={details}
                onChange={(e) => setDetails(e.target.value)}
                className={cn(controlClass, "resize-y")}
              />
            )}
          </FormField>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <BusyButton type="submit" busy={ask.isPending} busyText={m.busy} icon={Send} wrap>
            {m.submit}
          </BusyButton>
        </form>
      )}
    </PrivacyCard>
  );
}
