import { useQuery } from "@tanstack/react-query";
import { Info, Save } from "lucide-react";
import { useForm, type FieldErrors } from "react-hook-form";
import { COMPANY_SETTINGS_FIELDS, companySettingsSchema, type CompanySettings, type CompanySettingsInput } from "@shared/schemas/company-settings";
import { Button } from "~/components/ui/button";
import { BusyIcon } from "~/components/ui/busy-icon";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { settingsQuery, useSaveSettings } from "../api/settings";
import { LoadFailed, Loading } from "../list-kit/states";
import { notifySaveFailed } from "../server-message";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast, useSessionCheck } from "../use-failure-toast";
import { RetentionSection } from "./retention-section";
import { OwnersOnly } from "../pages/owners-only";

/** What the form's controls hold: every text a string (empty for none), the prefixes as one line. */
type Values = Record<Exclude<keyof CompanySettingsInput, "serviceArea">, string> & { serviceArea: string };
type Name = keyof Values;

/** The controls in the order they are shown: the first invalid one is the one the toast names. */
const ORDER: Name[] = COMPANY_SETTINGS_FIELDS;

const toValues = (s: CompanySettings): Values => ({
  legalName: s.legalName,
  mailingAddress: s.mailingAddress ?? "",
  phone: s.phone,
  supportPhone: s.supportPhone,
  email: s.email,
  inboxEmail: s.inboxEmail,
  gstHstNumber: s.gstHstNumber ?? "",
  qstNumber: s.qstNumber ?? "",
  etransferEmail: s.etransferEmail ?? "",
  serviceArea: s.serviceArea.join(", "),
  privacyOfficerTitle: s.privacyOfficerTitle,
  privacyOfficerTitleFr: s.privacyOfficerTitleFr,
  privacyOfficerEmail: s.privacyOfficerEmail,
});

const toInput = (v: Values): CompanySettingsInput => ({ ...v, serviceArea: v.serviceArea.split(/[\s,;]+/).filter(Boolean) });

const id = (name: Name) => `settings-${name}`;
const legend = "float-left w-full text-base font-semibold text-ink";
const section = "mt-8 border-t border-line pt-6 first:mt-0 first:border-t-0 first:pt-0";

function SettingsForm({ settings }: { settings: CompanySettings }) {
  const m = useAdminMessages().admin.settings;
  const save = useSaveSettings();
  const sessionCheck = useSessionCheck();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: toValues(settings) });
  const readOnly = !settings.canEdit;

  const submit = handleSubmit(async (values) => {
    clearErrors();
    const parsed = companySettingsSchema.safeParse(toInput(values));
    if (!parsed.success) {
      const found = new Map<Name, string>();
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]) as Name;
        if (!found.has(name)) found.set(name, issue.message);
      }
      const first = ORDER.find((n) => found.has(n));
      for (const n of ORDER) if (found.has(n)) setError(n, { type: "schema", message: found.get(n) }, { shouldFocus: n === first });
      if (first) notify.error(m.validation.title, found.get(first)!);
      return;
    }
    try {
      const saved = await save.mutateAsync(toInput(values));
      reset(toValues(saved));
      notify.success(m.saved.title, m.saved.description);
    } catch (err) {
      sessionCheck(err);
      if (err instanceof ApiError && err.status === 400 && err.fields) {
        Object.entries(err.fields).forEach(([key, message], i) => {
          const name = key.split(".")[0] as Name;
          if (ORDER.includes(name)) setError(name, { type: "server", message }, { shouldFocus: i === 0 });
        });
      }
      notifySaveFailed(err, m.saveFailed);
    }
  });

  const text = (name: Exclude<Name, "mailingAddress">, type = "text") => (
    <TextField
      id={id(name)}
      label={m.labels[name]}
      hint={m.hints[name]}
      error={(errors as FieldErrors<Values>)[name]?.message}
      type={type}
      readOnly={readOnly}
      autoComplete="off"
      {...register(name)}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
      {readOnly ? (
        <p role="note" className="mb-6 flex gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-inset ring-amber-200">
          <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
          {m.ownerOnly}
        </p>
      ) : null}
      <fieldset className={section}>
        <legend className={legend}>{m.sections.company}</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">
          {text("legalName")}
          <FormField id={id("mailingAddress")} label={m.labels.mailingAddress} hint={m.hints.mailingAddress} error={errors.mailingAddress?.message}>
            {(a11y) => <textarea {...a11y} {...register("mailingAddress")} readOnly={readOnly} rows={2} className={cn(controlClass, "resize-y")} />}
          </FormField>
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>{m.sections.contact}</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">
          {text("phone", "tel")}
          {text("supportPhone", "tel")}
          {text("email", "email")}
          {text("inboxEmail", "email")}
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>{m.sections.taxes}</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">
          {text("gstHstNumber")}
          {text("qstNumber")}
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>{m.sections.payments}</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">{text("etransferEmail", "email")}</div>
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>{m.sections.area}</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">{text("serviceArea")}</div>
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>{m.sections.privacy}</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">
          {text("privacyOfficerTitle")}
          {text("privacyOfficerTitleFr")}
          {text("privacyOfficerEmail", "email")}
        </div>
      </fieldset>
      <div className="mt-8 flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          {m.kept}{" "}
          {settings.updatedAt ? m.lastSaved(new Date(settings.updatedAt).toLocaleString("en-CA", { dateStyle: "medium", timeStyle: "short" })) : m.neverSaved}
        </p>
        {readOnly ? null : (
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            <BusyIcon busy={isSubmitting} icon={Save} />
            {isSubmitting ? m.saving : m.save}
          </Button>
        )}
      </div>
    </form>
  );
}

/** /admin/settings: the company settings, then retention; every admin reads them, the owner changes them. */
export function SettingsPage() {
  const m = useAdminMessages().admin.settings;
  // An owner's page (decision 060): office staff read why not, and nothing is asked of the server.
  return (
    <OwnersOnly title={m.title} text={m.ownersOnly}>
      <SettingsScreen />
    </OwnersOnly>
  );
}

function SettingsScreen() {
  const m = useAdminMessages().admin.settings;
  const settings = useQuery(settingsQuery());
  useFailureToast(settings, () => {});
  return (
    <AdminPage title={m.title} description={m.description}>
      {settings.data ? (
        <SettingsForm key={settings.data.updatedAt ?? "env"} settings={settings.data} />
      ) : settings.isError ? (
        <LoadFailed framed text={m.loadFailed.text} retry={m.loadFailed.retry} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <Loading framed text={m.loading} />
      )}
      <RetentionSection />
    </AdminPage>
  );
}
