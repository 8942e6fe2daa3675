import { clsx } from "clsx";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { CONSULTATION_SERVICES } from "@shared/options/services";
import { consultationSchema, type Consultation, type ConsultationInput } from "@shared/schemas/consultation";
import { BusyButton } from "~/components/ui/busy-button";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { site } from "~/site";
import { useSubmitConsultation } from "./api/submit-consultation";
import { FormField, TextField, controlClass, namedField } from "~/components/ui/form-field";
import { NewsConsentBox } from "~/components/ui/news-consent-box";
import { PrivacyNote } from "~/components/layout/privacy-note";
import { useConsultationMessages } from "~/i18n/consultation-messages";
import { useHydrated } from "~/lib/use-hydrated";
import { useFormLanguage } from "~/i18n/form-language";

const EMPTY: Required<ConsultationInput> = { name: "", phone: "", email: "", company: "", service: "", message: "", newsConsent: false, website: "" };
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
  const textField = (name: keyof typeof m.placeholders) => ({ ...namedField(name, id, m, errorOf(name)), ...register(name) });

  return (
    <form noValidate onSubmit={onSubmit} className="relative">
      <p className="mb-6 text-sm text-muted">{m.requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...textField("name")} type="text" autoComplete="name" aria-required="true" />
        <TextField {...textField("phone")} type="tel" autoComplete="tel" aria-required="true" />
        <TextField {...textField("email")} type="email" autoComplete="email" aria-required="true" />
        <TextField {...textField("company")} type="text" autoComplete="organization" />
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
        <NewsConsentBox id={id("newsConsent")} {...register("newsConsent")} className="sm:col-span-2" />
      </div>

      {/* Honeypot: invisible to people and assistive technology; bots that fill it are ignored. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={id("website")}>{m.honeypot}</label>
        <input id={id("website")} {...register("website")} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <BusyButton
        type="submit"
        size="lg"
        wrap
        disabled={!ready || isSubmitting}
        className="mt-6 w-full"
        busy={submit.isPending}
        busyText={m.submitting}
        icon={Send}
      >
        {m.submit}
      </BusyButton>
      <PrivacyNote {...m.privacy} className="mt-3 text-center text-sm text-muted" />
    </form>
  );
}
