import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useForm, type Resolver } from "react-hook-form";
import { CAPTURE_FREQUENCIES, CAPTURE_INGREDIENTS, CAPTURE_PROPERTY_SIZES, CAPTURE_PROPERTY_TYPES, CAPTURE_SERVICE_TYPES } from "@shared/options/leads";
import { captureLeadSchema, type CaptureLead, type CaptureLeadInput } from "@shared/schemas/leads";
import { Button } from "~/components/ui/button";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { useCaptureLead } from "../api/leads";
import { BusyIcon } from "~/components/ui/busy-icon";
import { ContactFields } from "../components/contact-fields";
import { showFieldErrors } from "../components/form-errors";
import { useSessionCheck } from "../use-failure-toast";

/** The form's values: every field as the control holds it ("" for an unchosen select). */
type Values = { [K in keyof CaptureLeadInput]-?: K extends "pets" ? boolean : string };

export const CAPTURE_EMPTY: Values = {
  fullName: "",
  phoneNumber: "",
  email: "",
  propertyType: "",
  serviceType: "",
  propertySize: "",
  frequency: "",
  addOnOptions: "",
  pets: false,
  petType: "",
  preferredIngredients: "",
  specialRequirements: "",
  comments: "",
};
const FIELDS = Object.keys(CAPTURE_EMPTY) as (keyof Values)[];
const id = (name: keyof Values) => `capture-${name}`;

// The controls hold strings ("" for no choice); the schema checks the choices and turns "" into null.
const resolver = zodResolver(captureLeadSchema) as unknown as Resolver<Values, unknown, CaptureLead>;

type Choice = { readonly value: string; readonly label: string };

/**
 * /admin/leads/capture (spec 001 §2.6, §5 Capture lead): the quick form. Checked with the
 * server's schema; errors show under their fields and the first one takes the focus. Saved, it
 * says 'Lead Captured' and starts again empty (B-33).
 */
export function CaptureForm() {
  const m = useAdminMessages().admin.leads.capture;
  const capture = useCaptureLead();
  const checkSession = useSessionCheck();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, CaptureLead>({
    resolver,
    defaultValues: CAPTURE_EMPTY,
  });
  const pets = watch("pets");

  const onSubmit = handleSubmit(async (values) => {
    try {
      await capture.mutateAsync(values);
    } catch (err) {
      showFieldErrors(err, FIELDS, setError);
      notify.error(m.failure.title, m.failure.description);
      checkSession(err);
      return;
    }
    notify.success(m.success.title, m.success.description(values.fullName));
    reset(CAPTURE_EMPTY);
    document.getElementById(id("fullName"))?.focus();
  });

  const error = (name: keyof Values) => errors[name]?.message;
  const select = (name: keyof Values, options: readonly Choice[], choose: string, required = false, className?: string) => (
    <FormField id={id(name)} label={m.labels[name]} error={error(name)} className={className}>
      {(a11y) => (
        <select {...a11y} {...register(name)} aria-required={required || undefined} className={controlClass}>
          <option value="">{choose}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const textarea = (name: keyof Values, className?: string) => (
    <FormField id={id(name)} label={m.labels[name]} error={error(name)} className={className}>
      {(a11y) => <textarea {...a11y} {...register(name)} rows={3} className={cn(controlClass, "resize-y")} />}
    </FormField>
  );
  const legend = "text-base font-semibold text-ink";

  return (
    <form noValidate onSubmit={onSubmit} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
      <p className="text-sm text-muted">{m.requiredNote}</p>
      <fieldset className="mt-6">
        <legend className={legend}>{m.sections.contact}</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <ContactFields field={(part) => ({ id: id(part), error: error(part), registration: register(part) })} labels={m.labels} emailRequired />
        </div>
      </fieldset>

      <fieldset className="mt-8 border-t border-line pt-6">
        <legend className={cn(legend, "float-left w-full")}>{m.sections.property}</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">
          {select("propertyType", CAPTURE_PROPERTY_TYPES, m.choose.propertyType, true)}
          {select("serviceType", CAPTURE_SERVICE_TYPES, m.choose.serviceType, true)}
          {select("propertySize", CAPTURE_PROPERTY_SIZES, m.choose.propertySize)}
          {select("frequency", CAPTURE_FREQUENCIES, m.choose.frequency)}
          <TextField
            id={id("addOnOptions")}
            label={m.labels.addOnOptions}
            error={error("addOnOptions")}
            {...register("addOnOptions")}
            type="text"
            autoComplete="off"
            placeholder={m.placeholders.addOnOptions}
            fieldClassName="sm:col-span-2"
          />
        </div>
      </fieldset>

      <fieldset className="mt-8 border-t border-line pt-6">
        <legend className={cn(legend, "float-left w-full")}>{m.sections.preferences}</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">
          <div className="flex min-h-11 items-center sm:col-span-2">
            <label htmlFor={id("pets")} className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-ink">
              <input id={id("pets")} type="checkbox" {...register("pets")} className="h-5 w-5 rounded border-slate-400 accent-brand-700" />
              {m.labels.pets}
            </label>
          </div>
          {pets ? (
            <TextField
              id={id("petType")}
              label={m.labels.petType}
              error={error("petType")}
              {...register("petType")}
              type="text"
              autoComplete="off"
              placeholder={m.placeholders.petType}
              fieldClassName="sm:col-span-2"
            />
          ) : null}
          {select("preferredIngredients", CAPTURE_INGREDIENTS, m.choose.preferredIngredients, true, "sm:col-span-2")}
          {textarea("specialRequirements")}
          {textarea("comments")}
        </div>
      </fieldset>

      <div className="mt-8 flex justify-end border-t border-line pt-6">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          <BusyIcon busy={isSubmitting} icon={Save} />
          {isSubmitting ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
