import { Save, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { FormProvider, useForm, type FieldErrors } from "react-hook-form";
import { Link } from "react-router";
import {
  INCIDENT_FIELDS,
  INCIDENT_LIMITS,
  incidentFormSchema,
  type IncidentClient,
  type IncidentDetail,
  type IncidentFormInput,
} from "@shared/schemas/incidents";
import { BusyButton } from "~/components/ui/busy-button";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { businessDay } from "@shared/business-time";
import { ClientPicker } from "../components/client-choice";

type Field = (typeof INCIDENT_FIELDS)[number];
type TextName = Exclude<Field, "clientIds" | "seriousRisk">;
/** What the controls hold: text as typed (empty for none), the conclusion as "", "yes" or "no". */
export type IncidentValues = Record<TextName, string> & { seriousRisk: "" | "yes" | "no" };

const RISK = { "": null, yes: true, no: false } as const;

export const NEW_INCIDENT: IncidentValues = {
  occurredOn: "",
  discoveredOn: businessDay(),
  description: "",
  information: "",
  peopleAffected: "",
  sensitivity: "",
  likelyMisuse: "",
  consequences: "",
  seriousRisk: "",
  measures: "",
  caiNotifiedOn: "",
  opcNotifiedOn: "",
  peopleNotifiedOn: "",
  notificationNotes: "",
  closedOn: "",
};

/** A stored entry as the form's values. */
export function incidentToValues(i: IncidentDetail): IncidentValues {
  const text = (v: string | number | null) => (v === null ? "" : String(v));
  return {
    occurredOn: i.occurredOn,
    discoveredOn: i.discoveredOn,
    description: i.description,
    information: i.information,
    peopleAffected: text(i.peopleAffected),
    sensitivity: text(i.sensitivity),
    likelyMisuse: text(i.likelyMisuse),
    consequences: text(i.consequences),
    seriousRisk: i.seriousRisk === null ? "" : i.seriousRisk ? "yes" : "no",
    measures: text(i.measures),
    caiNotifiedOn: text(i.caiNotifiedOn),
    opcNotifiedOn: text(i.opcNotifiedOn),
    peopleNotifiedOn: text(i.peopleNotifiedOn),
    notificationNotes: text(i.notificationNotes),
    closedOn: text(i.closedOn),
  };
}

/** The request body: empty dates and count are "not given"; a typed number is a number (anything else stays text, for its message). */
function toInput(v: IncidentValues, clients: IncidentClient[]): IncidentFormInput {
  const day = (s: string) => (s.trim() ? s.trim() : null);
  const count = v.peopleAffected.trim();
  return {
    ...v,
    caiNotifiedOn: day(v.caiNotifiedOn),
    opcNotifiedOn: day(v.opcNotifiedOn),
    peopleNotifiedOn: day(v.peopleNotifiedOn),
    closedOn: day(v.closedOn),
    peopleAffected: (count === "" ? null : /^\d+$/.test(count) ? Number(count) : count) as number | null,
    seriousRisk: RISK[v.seriousRisk],
    clientIds: clients.map((c) => c.id),
  };
}

type Props = {
  mode: "create" | "edit";
  defaultValues: IncidentValues;
  defaultClients: IncidentClient[];
  /** Stores the entry (and says so); rejects with the server's refusal when it could not. */
  onSave: (input: IncidentFormInput) => Promise<void>;
  cancelTo: string;
};

const id = (name: string) => `incident-${name}`;
const legend = "float-left w-full text-base font-semibold text-ink";
const section = "mt-8 border-t border-line pt-6 first:mt-0 first:border-t-0 first:pt-0";

/**
 * The register entry's form (/admin/incidents/new and /admin/incidents/{id}/edit): what happened
 * and whose information, the risk assessment, the notices, and closing. Checked with the shared
 * schema before it is sent: each invalid field shows its message, the first also in a toast; the
 * server's refusals show on their fields.
 */
export function IncidentForm({ mode, defaultValues, defaultClients, onSave, cancelTo }: Props) {
  const m = useAdminMessages().admin;
  const f = m.incidents.form;
  const form = useForm<IncidentValues>({ defaultValues });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const [clients, setClients] = useState(defaultClients);
  const [clientsError, setClientsError] = useState<string>();

  const show = (found: Partial<Record<Field, string>>, toast: boolean) => {
    const order = INCIDENT_FIELDS.filter((n) => found[n]);
    order.forEach((n, i) => {
      if (n === "clientIds") setClientsError(found[n]);
      else setError(n, { type: "schema", message: found[n] }, { shouldFocus: i === 0 });
    });
    if (toast && order[0]) notify.error(f.validation.title, found[order[0]]!);
  };

  const submit = handleSubmit(async (values) => {
    clearErrors();
    setClientsError(undefined);
    const input = toInput(values, clients);
    const parsed = incidentFormSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return show(found, true);
    }
    try {
      await onSave(input);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.fields) show(err.fields as Partial<Record<Field, string>>, false);
    }
  });

  const error = (name: TextName | "seriousRisk") => (errors as FieldErrors<IncidentValues>)[name]?.message;
  const date = (name: TextName) => (
    <TextField id={id(name)} type="date" max={businessDay()} label={f.labels[name]} hint={f.hints[name]} error={error(name)} {...register(name)} />
  );
  const area = (name: TextName, max: number, rows = 3) => (
    <FormField id={id(name)} label={f.labels[name]} hint={f.hints[name]} error={error(name)} className="sm:col-span-2">
      {(a11y) => <textarea {...a11y} {...register(name)} rows={rows} maxLength={max} className={cn(controlClass, "resize-y")} />}
    </FormField>
  );
  const group = (title: string, children: ReactNode) => (
    <fieldset className={section}>
      <legend className={legend}>{title}</legend>
      <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
        {group(
          f.sections.what,
          <>
            {date("occurredOn")}
            {date("discoveredOn")}
            {area("description", INCIDENT_LIMITS.description, 4)}
            {area("information", INCIDENT_LIMITS.information)}
            <TextField
              id={id("peopleAffected")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              label={f.labels.peopleAffected}
              hint={f.hints.peopleAffected}
              error={error("peopleAffected")}
              {...register("peopleAffected")}
            />
            <div className="space-y-3 sm:col-span-2" data-incident-clients>
              <p className="text-sm font-medium text-ink">{f.labels.clientIds}</p>
              <p className="text-sm text-muted">{f.hints.clientIds}</p>
              {clients.length ? (
                <ul aria-label={f.chosenClients} className="flex flex-wrap gap-2">
                  {clients.map((c) => (
                    <li
                      key={c.id}
                      className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 ring-1 ring-inset ring-brand-200"
                    >
                      {c.fullName}
                      <Button
                        variant="ghost"
                        size="sm"
                        className="h-7 px-1.5"
                        aria-label={f.removeClient(c.fullName)}
                        onClick={() => setClients((list) => list.filter((x) => x.id !== c.id))}
                      >
                        <X aria-hidden="true" className="h-4 w-4" />
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted">{f.noClients}</p>
              )}
              {clientsError ? (
                <p role="alert" className="text-sm text-danger">
                  {clientsError}
                </p>
              ) : null}
              <ClientPicker
                text={f.clientChoice}
                idOf={() => id("client-search")}
                onPick={(c) => setClients((list) => (list.some((x) => x.id === c.id) ? list : [...list, { id: c.id, fullName: c.fullName }]))}
              />
            </div>
          </>,
        )}
        {group(
          f.sections.risk,
          <>
            {area("sensitivity", INCIDENT_LIMITS.assessment, 2)}
            {area("likelyMisuse", INCIDENT_LIMITS.assessment, 2)}
            {area("consequences", INCIDENT_LIMITS.assessment, 2)}
            <FormField id={id("seriousRisk")} label={f.labels.seriousRisk} hint={f.hints.seriousRisk} error={error("seriousRisk")} className="sm:col-span-2">
              {(a11y) => (
                <select {...a11y} {...register("seriousRisk")} className={cn(controlClass, "sm:max-w-md")}>
                  <option value="">{f.riskOptions.pending}</option>
                  <option value="yes">{f.riskOptions.yes}</option>
                  <option value="no">{f.riskOptions.no}</option>
                </select>
              )}
            </FormField>
            {area("measures", INCIDENT_LIMITS.measures)}
          </>,
        )}
        {group(
          f.sections.notices,
          <>
            {date("caiNotifiedOn")}
            {date("opcNotifiedOn")}
            {date("peopleNotifiedOn")}
            {area("notificationNotes", INCIDENT_LIMITS.notes, 2)}
          </>,
        )}
        {group(f.sections.closing, date("closedOn"))}
        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
          <Link to={cancelTo} className={buttonVariants({ variant: "ghost" })}>
            {f.cancel}
          </Link>
          <BusyButton type="submit" busy={isSubmitting} busyText={f.saving} icon={Save}>
            {mode === "create" ? f.create : f.saveChanges}
          </BusyButton>
        </div>
      </form>
    </FormProvider>
  );
}
