import type { ChangeEvent } from "react";
import { useFormContext } from "react-hook-form";
import { formatPhone, formatPostcode } from "@shared/format";
import { TextField } from "~/components/ui/form-field";
import type { FieldName, FormValues } from "../form-values";
import { useAssessmentMessages } from "~/i18n/assessment-messages";

export const fieldId = (name: FieldName) => `assessment-${name}`;

/** Step 1: who to contact and where the property is. */
export function ContactStep() {
  const m = useAssessmentMessages().assessment;
  const {
    register,
    formState: { errors },
  } = useFormContext<FormValues>();
  const errorOf = (name: FieldName) => errors[name]?.message;

  // Format while typing: the value is rewritten before the form sees it.
  const formatted = (name: "phone_number" | "postcode", format: (v: string) => string) => {
    const field = register(name);
    return {
      ...field,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        e.target.value = format(e.target.value);
        return field.onChange(e);
      },
    };
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={fieldId("full_name")}
        label={m.labels.full_name}
        error={errorOf("full_name")}
        fieldClassName="sm:col-span-2"
        {...register("full_name")}
        type="text"
        autoComplete="name"
        aria-required="true"
        placeholder={m.placeholders.full_name}
      />
      <TextField
        id={fieldId("phone_number")}
        label={m.labels.phone_number}
        error={errorOf("phone_number")}
        hint={m.hints.phone}
        fieldClassName="sm:col-span-2"
        {...formatted("phone_number", formatPhone)}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        aria-required="true"
        placeholder={m.placeholders.phone_number}
      />
      <TextField
        id={fieldId("email")}
        label={m.labels.email}
        error={errorOf("email")}
        {...register("email", { deps: ["email_verify"] })}
        type="email"
        autoComplete="email"
        aria-required="true"
        placeholder={m.placeholders.email}
      />
      <TextField
        id={fieldId("email_verify")}
        label={m.labels.email_verify}
        error={errorOf("email_verify")}
        {...register("email_verify")}
        type="email"
        autoComplete="email"
        aria-required="true"
        placeholder={m.placeholders.email_verify}
      />
      <TextField
        id={fieldId("property_address")}
        label={m.labels.property_address}
        error={errorOf("property_address")}
        fieldClassName="sm:col-span-2"
        {...register("property_address")}
        type="text"
        autoComplete="street-address"
        placeholder={m.placeholders.property_address}
      />
      <TextField
        id={fieldId("postcode")}
        label={m.labels.postcode}
        error={errorOf("postcode")}
        hint={m.hints.postcode}
        fieldClassName="sm:col-span-2"
        {...formatted("postcode", formatPostcode)}
        type="text"
        autoComplete="postal-code"
        autoCapitalize="characters"
        aria-required="true"
        maxLength={7}
        placeholder={m.placeholders.postcode}
        className="sm:max-w-48"
      />
    </div>
  );
}
