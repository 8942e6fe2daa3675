import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, Loader2, Save } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { FormProvider, useForm, useFormContext, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { CLOSED_DAY_RULES, SCHEDULE_BILLINGS, SCHEDULE_FREQUENCIES } from "@shared/schemas/service-schedules";
import { SERVICE_VISIT_LIMITS } from "@shared/schemas/service-visits";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { formatClockTime } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { clientQuery } from "../api/clients";
import { AddressSelect, ClientCard, ClientPicker } from "../components/client-choice";
import type { CrewConflict } from "@shared/schemas/crew-conflicts";
import { CrewChoice } from "./crew-choice";
import { CrewConflictWarning, crewConflictsOf } from "./crew-conflicts";
import { checkVisitForm, formField, WINDOW_TIMES, type Checked, type VisitFormValues } from "./visit-form-values";

/** A control's id: "visit-windowStart". */
const fieldId = (path: string) => `visit-${path.replaceAll(".", "-")}`;

/** The controls in the order they are shown: the first invalid one is the one the toast names. */
const FIELD_ORDER: (keyof VisitFormValues)[] = [
  "clientId",
  "addressId",
  "date",
  "windowStart",
  "windowEnd",
  "service",
  "crew",
  "legacyStaff",
  "crewNotes",
  "repeats",
  "intervalDays",
  "endDate",
  "closedDayRule",
  "billing",
  "allowClosedDay",
];

type Props = {
  mode: "create" | "edit";
  defaultValues: VisitFormValues;
  /** Shown above the fields (where the values came from). */
  notice?: ReactNode;
  /** On the edit page: the visit's client and address, which do not change. */
  fixedClient?: ReactNode;
  /** Sends the checked body (and says so); rejects with the server's refusal when it could not. */
  onSave: (checked: Extract<Checked, { ok: true }>) => Promise<void>;
  cancelTo: string;
};

const section = "border-t border-line pt-6 first:border-t-0 first:pt-0";
const legend = "float-left w-full text-base font-semibold text-ink";

/** The client step: the search to choose one, then the chosen client (read) and its addresses; the first one is chosen once read. */
function ClientStep() {
  const m = useAdminMessages().admin.visits;
  const text = m.form.clientChoice;
  const { control, setValue, getValues } = useFormContext<VisitFormValues>();
  const clientId = useWatch({ control, name: "clientId" });
  const client = useQuery({ ...clientQuery(clientId), enabled: clientId !== "" });
  const firstAddress = client.data?.id === clientId ? client.data.addresses[0]?.id : undefined;
  useEffect(() => {
    if (firstAddress && !getValues("addressId")) setValue("addressId", firstAddress);
  }, [firstAddress, getValues, setValue]);
  // The crew's notes start from the client's notes (access, keys, pets, products: decision 052),
  // unless staff already wrote some.
  const clientNotes = client.data?.id === clientId ? (client.data.notes ?? "") : "";
  useEffect(() => {
    if (clientNotes && !getValues("crewNotes").trim()) setValue("crewNotes", clientNotes.slice(0, SERVICE_VISIT_LIMITS.notes));
  }, [clientNotes, getValues, setValue]);
  const pick = (id: string) => {
    setValue("clientId", id);
    setValue("addressId", "");
  };
  if (!clientId) return <ClientPicker onPick={(c) => pick(c.id)} text={text} idOf={fieldId} />;
  if (!client.data)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        {m.loadingClient}
      </p>
    );
  return (
    <>
      <ClientCard client={client.data} onChange={() => pick("")} text={text} />
      <AddressSelect clientId={client.data.id} addresses={client.data.addresses} text={text} idOf={fieldId} />
    </>
  );
}

/**
 * Schedule a visit (or a repeating one), or move and edit one: client and address, day and
 * arrival window, service, staff and notes for the crew, and how it repeats. The shared schema
 * checks it before it is sent; the server's 400 shows on the field it names.
 */
export function VisitForm({ mode, defaultValues, notice, fixedClient, onSave, cancelTo }: Props) {
  const m = useAdminMessages().admin.visits;
  const f = m.form;
  const form = useForm<VisitFormValues>({ defaultValues });
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [repeats, billing, crew, knownCrew, legacyBefore, legacyStaff] = useWatch({
    control,
    name: ["repeats", "billing", "crew", "knownCrew", "legacyBefore", "legacyStaff"],
  });
  const [conflicts, setConflicts] = useState<CrewConflict[] | null>(null);

  const showErrors = (found: Partial<Record<keyof VisitFormValues, string>>, focus: boolean) => {
    const ordered = FIELD_ORDER.filter((k) => found[k]);
    ordered.forEach((k, i) => setError(k, { type: "validate", message: found[k] }, { shouldFocus: focus && i === 0 }));
    return ordered[0] ? found[ordered[0]] : undefined;
  };

  const submit = handleSubmit(async (values) => {
    clearErrors();
    setConflicts(null);
    const checked = checkVisitForm(mode, values, f.missing);
    if (!checked.ok) {
      const firstMessage = showErrors(checked.errors, true);
      if (firstMessage) notify.error(f.validation.title, firstMessage);
      return;
    }
    try {
      await onSave(checked);
    } catch (err) {
      // A confirmation is for the conflicts it was given: a changed visit is checked again.
      setValue("confirmCrewConflicts", false);
      const listed = crewConflictsOf(err);
      if (listed) return setConflicts(listed);
      if (!(err instanceof ApiError) || err.status !== 400 || !err.fields) return;
      const found: Partial<Record<keyof VisitFormValues, string>> = {};
      for (const [key, message] of Object.entries(err.fields)) {
        const field = formField(key);
        if (field && !found[field]) found[field] = message;
      }
      showErrors(found, true);
    }
  });

  const time = (name: "windowStart" | "windowEnd") => (
    <FormField id={fieldId(name)} label={f.labels[name]} error={errors[name]?.message}>
      {(a11y) => (
        <select {...a11y} {...register(name)} aria-required="true" className={controlClass}>
          {WINDOW_TIMES.map((t) => (
            <option key={t} value={t}>
              {formatClockTime(t)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} data-visit-form className="space-y-8 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
        {notice}
        <fieldset className={section}>
          <legend className={legend}>{f.sections.client}</legend>
          <div className="clear-both space-y-4 pt-4">{fixedClient ?? <ClientStep />}</div>
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{f.sections.when}</legend>
          <div className="clear-both grid gap-5 pt-4 sm:grid-cols-3">
            <TextField
              id={fieldId("date")}
              label={f.labels.date}
              hint={f.hints.date}
              error={errors.date?.message}
              {...register("date")}
              type="date"
              aria-required="true"
            />
            {time("windowStart")}
            {time("windowEnd")}
          </div>
          <p className="mt-2 text-sm text-muted">{f.hints.window}</p>
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{f.sections.work}</legend>
          <div className="clear-both space-y-5 pt-4">
            <TextField
              id={fieldId("service")}
              label={f.labels.service}
              error={errors.service?.message}
              {...register("service")}
              type="text"
              autoComplete="off"
              aria-required="true"
            />
            <CrewChoice
              idOf={fieldId}
              value={crew}
              onChange={(ids) => setValue("crew", ids)}
              known={knownCrew}
              legacy={{ before: legacyBefore, kept: legacyStaff, onChange: (names) => setValue("legacyStaff", names) }}
              error={errors.crew?.message ?? errors.legacyStaff?.message}
            />
            <FormField id={fieldId("crewNotes")} label={f.labels.crewNotes} hint={f.hints.crewNotes} error={errors.crewNotes?.message}>
              {(a11y) => <textarea {...a11y} {...register("crewNotes")} rows={3} className={cn(controlClass, "resize-y")} />}
            </FormField>
          </div>
        </fieldset>

        {mode === "create" ? (
          <fieldset className={section}>
            <legend className={legend}>{f.sections.repeats}</legend>
            <div className="clear-both grid gap-5 pt-4 sm:grid-cols-3">
              <FormField id={fieldId("repeats")} label={f.labels.repeats} hint={f.hints.repeats} error={errors.repeats?.message}>
                {(a11y) => (
                  <select {...a11y} {...register("repeats")} className={controlClass}>
                    {(["none", ...SCHEDULE_FREQUENCIES] as const).map((r) => (
                      <option key={r} value={r}>
                        {f.repeats[r]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              {repeats === "custom" ? (
                <TextField
                  id={fieldId("intervalDays")}
                  label={f.labels.intervalDays}
                  error={errors.intervalDays?.message}
                  {...register("intervalDays")}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-required="true"
                />
              ) : null}
              {repeats !== "none" ? (
                <TextField
                  id={fieldId("endDate")}
                  label={f.labels.endDate}
                  hint={f.hints.endDate}
                  error={errors.endDate?.message}
                  {...register("endDate")}
                  type="date"
                />
              ) : null}
              {repeats !== "none" ? (
                <FormField id={fieldId("closedDayRule")} label={f.labels.closedDayRule} hint={f.hints.closedDayRule} error={errors.closedDayRule?.message}>
                  {(a11y) => (
                    <select {...a11y} {...register("closedDayRule")} className={controlClass}>
                      {CLOSED_DAY_RULES.map((r) => (
                        <option key={r} value={r}>
                          {f.closedDayRules[r]}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              ) : null}
              {repeats !== "none" ? (
                <FormField id={fieldId("billing")} label={f.labels.billing} hint={f.hints.billing[billing]} error={errors.billing?.message}>
                  {(a11y) => (
                    <select {...a11y} {...register("billing")} className={controlClass}>
                      {SCHEDULE_BILLINGS.map((b) => (
                        <option key={b} value={b}>
                          {f.billings[b]}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              ) : null}
            </div>
          </fieldset>
        ) : null}

        {mode === "edit" || repeats === "none" ? (
          <label className="flex items-start gap-3 text-sm text-ink">
            <input type="checkbox" {...register("allowClosedDay")} className="mt-0.5 h-4 w-4 rounded border-line accent-brand-700" />
            <span>
              <span className="font-medium">{f.labels.allowClosedDay}</span>
              <span className="block text-muted">{f.hints.allowClosedDay}</span>
            </span>
          </label>
        ) : null}

        {conflicts ? (
          <CrewConflictWarning
            conflicts={conflicts}
            busy={isSubmitting}
            onConfirm={() => {
              setValue("confirmCrewConflicts", true);
              void submit();
            }}
            onDismiss={() => setConflicts(null)}
          />
        ) : null}

        <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
          <Link to={cancelTo} className={buttonVariants({ variant: "ghost" })}>
            {f.cancel}
          </Link>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? (
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : mode === "create" ? (
              <CalendarCheck aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Save aria-hidden="true" className="h-4 w-4" />
            )}
            {isSubmitting ? f.saving : mode === "create" ? f.save : f.saveEdit}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
