import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Save } from "lucide-react";
import { useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { Link } from "react-router";
import { LEAD_DEFAULTS } from "@shared/options/leads";
import { leadFormSchema, type Lead, type LeadForm as LeadFormOutput, type LeadFormInput, type LeadLookups } from "@shared/schemas/leads";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { BusyIcon } from "~/components/ui/busy-icon";
import { ContactFields } from "../components/contact-fields";
import { showFieldErrors } from "../components/form-errors";

/** The form's values: every field as its control holds it. */
export type LeadFormValues = { [K in keyof LeadFormInput]-?: string };
type Field = keyof LeadFormValues;

/** A new lead: the lookup defaults (spec 001 §3, §9), everything else empty. */
export const NEW_LEAD: LeadFormValues = {
  serviceType: LEAD_DEFAULTS.serviceType,
  fullName: "",
  address: "",
  email: "",
  phoneNumber: "",
  clientCategory: LEAD_DEFAULTS.clientCategory,
  source: LEAD_DEFAULTS.source,
  details: "",
  leadStatus: LEAD_DEFAULTS.leadStatus,
  assignedStaff: "",
};

/** A stored lead as the form shows it (null as empty). */
export const leadToValues = (lead: Lead): LeadFormValues => ({
  serviceType: lead.serviceType,
  fullName: lead.fullName,
  address: lead.address ?? "",
  email: lead.email ?? "",
  phoneNumber: lead.phoneNumber,
  clientCategory: lead.clientCategory,
  source: lead.source,
  details: lead.details ?? "",
  leadStatus: lead.leadStatus,
  assignedStaff: lead.assignedStaff ?? "",
});

/** The fields in the order they are shown: the first invalid one is the one the toast names. */
const ORDER: Field[] = ["fullName", "phoneNumber", "email", "address", "serviceType", "clientCategory", "source", "leadStatus", "assignedStaff", "details"];
const id = (name: Field) => `lead-${name}`;
const LOOKUP_OPTIONS = { serviceType: "serviceTypes", clientCategory: "clientCategories", source: "leadSources", leadStatus: "leadStatuses" } as const;

// The schema trims the text, turns an empty e-mail, address, details and staff into null.
const resolver = zodResolver(leadFormSchema) as unknown as Resolver<LeadFormValues, unknown, LeadFormOutput>;

export type SaveIntent = "save" | "saveAndAdd";

type Props = {
  mode: "create" | "edit";
  defaultValues: LeadFormValues;
  lookups: LeadLookups;
  /** Stores the lead (and says so); rejects when it could not, with the server's field messages if any. */
  onSave: (values: LeadFormOutput, intent: SaveIntent) => Promise<void>;
  /** Where Cancel goes (nothing is stored). */
  cancelTo: string;
};

/**
 * The full lead form (spec 001 §2.6, §5 Create and edit lead), for /admin/leads/create and
 * /admin/leads/edit/{id}. The four selects offer the lookup tables' names. An invalid field
 * shows its message underneath, and the first one also as a 'Validation Error' toast.
 */
export function LeadForm({ mode, defaultValues, lookups, onSave, cancelTo }: Props) {
  const m = useAdminMessages().admin.leads.form;
  const [intent, setIntent] = useState<SaveIntent>("save");
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues, unknown, LeadFormOutput>({ resolver, defaultValues });

  const onInvalid = (errs: FieldErrors<LeadFormValues>) => {
    const first = ORDER.find((f) => errs[f]?.message);
    if (first) notify.error(m.validation.title, errs[first]!.message);
  };

  const submit = (chosen: SaveIntent) => (e?: React.BaseSyntheticEvent) => {
    setIntent(chosen);
    return handleSubmit(async (values) => {
      try {
        await onSave(values, chosen);
      } catch (err) {
        showFieldErrors(err, ORDER, setError);
        return;
      }
      if (chosen === "saveAndAdd") {
        reset(NEW_LEAD);
        setFocus("fullName");
      }
    }, onInvalid)(e);
  };

  const error = (name: Field) => errors[name]?.message;
  const lookupSelect = (name: keyof typeof LOOKUP_OPTIONS) => {
    // A stored name no longer in its table still shows (and stays as it is).
    const names = [...new Set([...lookups[LOOKUP_OPTIONS[name]], defaultValues[name]].filter(Boolean))];
    return (
      <FormField id={id(name)} label={m.labels[name]} error={error(name)}>
        {(a11y) => (
          <select {...a11y} {...register(name)} aria-required="true" className={controlClass}>
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  };
  const legend = "float-left w-full text-base font-semibold text-ink";
  const busy = (which: SaveIntent) => isSubmitting && intent === which;

  return (
    <form noValidate onSubmit={(e) => void submit("save")(e)} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
      <fieldset>
        <legend className={legend}>{m.sections.contact}</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">
          <ContactFields field={(part) => ({ id: id(part), error: error(part), registration: register(part) })} labels={m.labels} emailHint={m.hints.email} />
          <TextField id={id("address")} label={m.labels.address} error={error("address")} {...register("address")} type="text" autoComplete="off" />
        </div>
      </fieldset>

      <fieldset className="mt-8 border-t border-line pt-6">
        <legend className={legend}>{m.sections.lead}</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">
          {lookupSelect("serviceType")}
          {lookupSelect("clientCategory")}
          {lookupSelect("source")}
          {lookupSelect("leadStatus")}
          <TextField
            id={id("assignedStaff")}
            label={m.labels.assignedStaff}
            hint={m.hints.assignedStaff}
            error={error("assignedStaff")}
            {...register("assignedStaff")}
            type="text"
            autoComplete="off"
            fieldClassName="sm:col-span-2"
          />
          <FormField id={id("details")} label={m.labels.details} error={error("details")} className="sm:col-span-2">
            {(a11y) => <textarea {...a11y} {...register("details")} rows={5} placeholder={m.placeholders.details} className={cn(controlClass, "resize-y")} />}
          </FormField>
        </div>
      </fieldset>

      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={buttonVariants({ variant: "ghost" })}>
          {m.cancel}
        </Link>
        {mode === "create" ? (
          <Button variant="secondary" disabled={isSubmitting} onClick={() => void submit("saveAndAdd")()}>
            <BusyIcon busy={busy("saveAndAdd")} icon={Plus} />
            {busy("saveAndAdd") ? m.saving : m.saveAndAdd}
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          <BusyIcon busy={busy("save")} icon={Save} />
          {busy("save") ? m.saving : mode === "create" ? m.save : m.saveChanges}
        </Button>
      </div>
    </form>
  );
}
