import { Info, Save, Scale, Timer } from "lucide-react";
import { useForm } from "react-hook-form";
import { retentionSettingsSchema, type RetentionSettings, type RetentionSettingsInput } from "@shared/schemas/retention";
import { BusyButton } from "~/components/ui/busy-button";
import { TextField } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { formatDateTime } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { InfoCard } from "../components/info-card";
import { notifySaveFailed } from "../server-message";
import { useSessionCheck } from "../use-failure-toast";
import { useSaveRetention } from "./retention-api";

type Name = keyof RetentionSettingsInput;
type Values = Record<Name, string>;
const ORDER: Name[] = ["enquiryMonths", "mailBodyDays"];

/** A typed number as the schema reads it: "24" is 24; anything else stays text, for its message. */
const toNumber = (v: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

/** The owner's retention periods, and the periods the law fixes (decision 055). */
export function RetentionPeriods({ settings }: { settings: RetentionSettings }) {
  const m = useAdminMessages().admin.retention.periods;
  const save = useSaveRetention();
  const sessionCheck = useSessionCheck();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { enquiryMonths: String(settings.enquiryMonths), mailBodyDays: String(settings.mailBodyDays) } });
  const readOnly = !settings.canEdit;

  const submit = handleSubmit(async (values) => {
    clearErrors();
    const input = { enquiryMonths: toNumber(values.enquiryMonths), mailBodyDays: toNumber(values.mailBodyDays) } as RetentionSettingsInput;
    const parsed = retentionSettingsSchema.safeParse(input);
    const found = new Map<Name, string>();
    if (!parsed.success) for (const issue of parsed.error.issues) if (!found.has(issue.path[0] as Name)) found.set(issue.path[0] as Name, issue.message);
    if (found.size) {
      const first = ORDER.find((n) => found.has(n))!;
      for (const n of ORDER) if (found.has(n)) setError(n, { type: "schema", message: found.get(n) }, { shouldFocus: n === first });
      notify.error(m.validation.title, found.get(first)!);
      return;
    }
    try {
      await save.mutateAsync(parsed.data!);
      notify.success(m.saved.title, m.saved.description);
    } catch (err) {
      sessionCheck(err);
      if (err instanceof ApiError && err.status === 400 && err.fields)
        ORDER.filter((n) => err.fields![n]).forEach((n, i) => setError(n, { type: "server", message: err.fields![n] }, { shouldFocus: i === 0 }));
      notifySaveFailed(err, m.saveFailed);
    }
  });

  const field = (name: Name) => (
    <TextField
      id={`retention-${name}`}
      label={m.labels[name]}
      hint={m.hints[name]}
      error={errors[name]?.message}
      type="number"
      inputMode="numeric"
      step={1}
      readOnly={readOnly}
      className="sm:max-w-40"
      {...register(name)}
    />
  );

  return (
    <InfoCard id="retention-periods" title={m.heading} icon={Timer}>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4">
        {readOnly ? (
          <p role="note" className="mb-5 flex gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-inset ring-amber-200">
            <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
            {m.ownerOnly}
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {field("enquiryMonths")}
          {field("mailBodyDays")}
        </div>
        <div className="mt-6 rounded-lg bg-surface p-4 ring-1 ring-line">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
            <Scale aria-hidden="true" className="h-4 w-4 text-brand-700" />
            {m.fixedHeading}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
            {m.fixed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">{settings.updatedAt ? m.lastSaved(formatDateTime(settings.updatedAt) ?? "") : m.defaults}</p>
          {readOnly ? null : (
            <BusyButton type="submit" busy={isSubmitting} busyText={m.saving} icon={Save} className="w-full sm:w-auto">
              {m.save}
            </BusyButton>
          )}
        </div>
      </form>
    </InfoCard>
  );
}
