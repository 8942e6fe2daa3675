import { clsx } from "clsx";
import { Loader2, Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { CONSULTATION_SERVICES } from "@shared/options/services";
import { consultationSchema, type Consultation, type ConsultationInput } from "@shared/schemas/consultation";
import { Button } from "~/components/ui/button";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { site } from "~/site";
import { useSubmitConsultation } from "./api/submit-consultation";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useConsultationMessages } from "~/i18n/consultation-messages";
import { useHydrated } from "~/lib/use-hydrated";
import { useFormLanguage } from "~/i18n/form-language";

const EMPTY: Required<ConsultationInput> = { name: "", phone: "", email: "", company: "", service: "", message: "", website: "" };
const FIELD_NAMES = Object.keys(EMPTY) as (keyof ConsultationInput)[];
// One form per page, so fixed ids keep labels, errors and links to fields stable.
const id = (name: keyof ConsultationInput) => `consultation-${name}`;

/**
 * The consultation request form of the contact section (spec 000 §3-5, §8). Validated in the
 * browser with the server's own schema; success resets every field, failure keeps them.
 */
export function ConsultationForm() {
  const m = useConsultationMessages().consultation;
  const { option, resolver } = useFormLanguage();
  const submit = useSubmitConsultation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationInput, unknown, Consultation>({
    // No default values: each field starts from what its input holds, so text typed into the
    // prerendered form before this code arrived is kept when the form hydrates.
    resolver: resolver<ConsultationInput, Consultation>(consultationSchema),
  });
  // Until hydrated the form cannot send (the prerendered button is disabled, not a native submit).
  const ready = useHydrated();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit.run(values);
    } catch (err) {
      // The server checks with the same rules; show its messages where it names a field.
      const fields = err instanceof ApiError && err.status === 400 ? (err.fields ?? {}) : {};
      FIELD_NAMES.filter((name) => fields[name]).forEach((name, i) => setError(name, { type: "server", message: fields[name] }, { shouldFocus: i === 0 }));
      notify.error(m.failure.title, m.failure.description(site.email));
      return;
    }
    notify.success(m.success.title, m.success.description);
    reset(EMPTY);
  });

  const errorOf = (name: keyof ConsultationInput) => errors[name]?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="relative">
      <p className="mb-6 text-sm text-muted">{m.requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id("name")}
          label={m.labels.name}
          error={errorOf("name")}
          {...register("name")}
          type="text"
          autoComplete="name"
          aria-required="true"
          placeholder={m.placeholders.name}
        />
        <TextField
          id={id("phone")}
          label={m.labels.phone}
          error={errorOf("phone")}
          {...register("phone")}
          type="tel"
          autoComplete="tel"
          aria-required="true"
          placeholder={m.placeholders.phone}
        />
        <TextField
          id={id("email")}
          label={m.labels.email}
          error={errorOf("email")}
          {...register("email")}
          type="email"
          autoComplete="email"
          aria-required="true"
          placeholder={m.placeholders.email}
        />
        <TextField
          id={id("company")}
          label={m.labels.company}
          error={errorOf("company")}
          {...register("company")}
          type="text"
          autoComplete="organization"
          placeholder={m.placeholders.company}
        />
        <FormField id={id("service")} label={m.labels.service} error={errorOf("service")} className="sm:col-span-2">
          {(a11y) => (
            <select {...a11y} {...register("service")} className={controlClass}>
              <option value="">{m.selectService}</option>
              {CONSULTATION_SERVICES.map((s) => (
                <option key={s.value} value={s.value}>
                  {option("consultationServices", s.value, s.label)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={id("message")} label={m.labels.message} error={errorOf("message")} className="sm:col-span-2">
          {(a11y) => <textarea {...a11y} {...register("message")} rows={4} className={clsx(controlClass, "resize-y")} />}
        </FormField>
      </div>

      {/* Honeypot: invisible to people and assistive technology; bots that fill it are ignored. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={id("website")}>{m.honeypot}</label>
        <input id={id("website")} {...register("website")} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <Button type="submit" size="lg" disabled={!ready || isSubmitting} className="mt-6 w-full">
        {submit.isPending ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : <Send aria-hidden="true" className="h-5 w-5" />}
        {submit.isPending ? m.submitting : m.submit}
      </Button>
    </form>
  );
}
