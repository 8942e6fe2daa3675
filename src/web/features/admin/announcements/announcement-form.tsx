import { Save } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { announcementSchema, ANNOUNCEMENT_LIMITS, type AnnouncementInput } from "@shared/schemas/announcements";
import { Button } from "~/components/ui/button";
import { BusyIcon } from "~/components/ui/busy-icon";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { notifySaveFailed } from "../server-message";
import { useSessionCheck } from "../use-failure-toast";

type Name = keyof AnnouncementInput;
/** The fields in the order they are shown: the first invalid one is the one the toast names. */
const ORDER: Name[] = ["subjectEn", "bodyEn", "subjectFr", "bodyFr"];
const EMPTY: AnnouncementInput = { subjectEn: "", bodyEn: "", subjectFr: "", bodyFr: "" };

const id = (name: Name) => `announcement-${name}`;

/** The message in both languages, side by side on a wide screen; Save Draft checks it with the shared schema, then `save`s it. */
export function AnnouncementForm({
  initial = EMPTY,
  save,
  onDirty,
}: {
  initial?: AnnouncementInput;
  save: (input: AnnouncementInput) => Promise<unknown>;
  /** Told whether the form holds changes not saved yet (a draft is sent as saved). */
  onDirty?: (dirty: boolean) => void;
}) {
  const m = useAdminMessages().admin.announcements.form;
  const sessionCheck = useSessionCheck();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AnnouncementInput>({ defaultValues: initial });
  useEffect(() => onDirty?.(isDirty), [isDirty, onDirty]);

  const fail = (found: Partial<Record<Name, string>>) => {
    const first = ORDER.find((n) => found[n]);
    for (const n of ORDER) if (found[n]) setError(n, { type: "schema", message: found[n] }, { shouldFocus: n === first });
    if (first) notify.error(m.validation.title, found[first]!);
  };

  const submit = handleSubmit(async (values) => {
    clearErrors();
    const parsed = announcementSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Name, string>> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0]) as Name] ??= issue.message;
      return fail(found);
    }
    try {
      await save(parsed.data);
      reset(parsed.data);
      notify.success(m.saved.title, m.saved.description);
    } catch (err) {
      sessionCheck(err);
      if (err instanceof ApiError && err.status === 400 && err.fields) {
        ORDER.forEach((n, i) => err.fields?.[n] && setError(n, { type: "server", message: err.fields[n] }, { shouldFocus: i === 0 }));
      }
      notifySaveFailed(err, m.saveFailed);
    }
  });

  const language = (lang: "en" | "fr") => {
    const [subject, body] = lang === "en" ? (["subjectEn", "bodyEn"] as const) : (["subjectFr", "bodyFr"] as const);
    return (
      <fieldset lang={lang} className="min-w-0 space-y-5">
        <legend className="mb-4 text-base font-semibold text-ink">{lang === "en" ? m.english : m.french}</legend>
        <TextField
          id={id(subject)}
          label={m.labels[subject]}
          hint={m.hints.subject}
          error={errors[subject]?.message}
          maxLength={ANNOUNCEMENT_LIMITS.subject}
          autoComplete="off"
          {...register(subject)}
        />
        <FormField id={id(body)} label={m.labels[body]} hint={m.hints.body} error={errors[body]?.message}>
          {(a11y) => <textarea {...a11y} {...register(body)} rows={9} maxLength={ANNOUNCEMENT_LIMITS.body} className={cn(controlClass, "resize-y")} />}
        </FormField>
      </fieldset>
    );
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        {language("en")}
        {language("fr")}
      </div>
      <div className="mt-6 flex justify-end border-t border-line pt-5">
        <Button type="submit" variant={isDirty || initial === EMPTY ? "primary" : "secondary"} disabled={isSubmitting} className="w-full sm:w-auto">
          <BusyIcon busy={isSubmitting} icon={Save} />
          {isSubmitting ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
