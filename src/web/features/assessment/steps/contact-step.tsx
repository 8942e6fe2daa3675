import type { ChangeEvent } from "react";
import { formatPhone, formatPostcode } from "@shared/format";
import { TextField } from "~/components/ui/form-field";
import { NewsConsentBox } from "~/components/ui/news-consent-box";
import { isSpecArea } from "@shared/schemas/assessment";
import { useServiceArea } from "../service-area";
import { fieldId, useStep } from "./step-fields";

/** Step 1: who to contact and where the property is. */
export function ContactStep() {
  const { m, textField, register } = useStep();
  const area = useServiceArea();
  const note = isSpecArea(area) ? m.hints.postcode : m.hints.postcodeArea(area);

  // Format while typing: the value is rewritten before the form sees it. Both take a full row, with a hint.
  const formatted = (name: "phone_number" | "postcode", format: (v: string) => string, hint: string) => {
    const field = textField(name);
    return {
      ...field,
      hint,
      fieldClassName: "sm:col-span-2",
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        e.target.value = format(e.target.value);
        return field.onChange(e);
      },
    };
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...textField("full_name")} fieldClassName="sm:col-span-2" type="text" autoComplete="name" aria-required="true" />
      <TextField {...formatted("phone_number", formatPhone, m.hints.phone)} type="tel" inputMode="tel" autoComplete="tel" aria-required="true" />
      <TextField {...textField("email", { deps: ["email_verify"] })} type="email" autoComplete="email" aria-required="true" />
      <TextField {...textField("email_verify")} type="email" autoComplete="email" aria-required="true" />
      <TextField {...textField("property_address")} fieldClassName="sm:col-span-2" type="text" autoComplete="street-address" />
      <TextField
        {...formatted("postcode", formatPostcode, note)}
        type="text"
        autoComplete="postal-code"
        autoCapitalize="characters"
        aria-required="true"
        maxLength={7}
        className="sm:max-w-48"
      />
      <NewsConsentBox id={fieldId("news_consent")} {...register("news_consent")} className="sm:col-span-2" />
    </div>
  );
}
