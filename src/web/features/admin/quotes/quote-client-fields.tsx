import { UserPlus } from "lucide-react";
import { useFormContext } from "react-hook-form";
import { CLIENT_LANGUAGES } from "@shared/schemas/clients";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { AddressFields, type AddressPart } from "../components/address-fields";
import { errorAt } from "../components/form-errors";
import { fieldId } from "./field-id";
import type { QuoteFormValues } from "./quote-form-values";

/** A client made with the quote (the assessment's e-mail has none yet): contact, language and one service address. */
export function NewClientFields() {
  const all = useAdminMessages().admin;
  const f = all.quotes.form;
  const {
    register,
    formState: { errors },
  } = useFormContext<QuoteFormValues>();
  const text = (path: "fullName" | "phoneNumber" | "email", type: string, required = true) => (
    <TextField
      id={fieldId(`newClient.${path}`)}
      label={f.labels[path]}
      hint={path === "email" ? f.hints.email : undefined}
      error={errorAt(errors, `newClient.${path}`)}
      {...register(`newClient.${path}`)}
      type={type}
      autoComplete="off"
      aria-required={required || undefined}
    />
  );
  const part = (p: AddressPart) => `newClient.addresses.0.${p}` as const;
  return (
    <div data-new-client className="space-y-4">
      <div className="flex gap-3 rounded-lg bg-brand-50 p-4 text-sm ring-1 ring-inset ring-brand-200">
        <UserPlus aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold text-ink">{f.newClient}</p>
          <p className="mt-0.5 text-muted">{f.newClientHint}</p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("fullName", "text")}
        {text("phoneNumber", "tel")}
        {text("email", "email", false)}
        <FormField id={fieldId("newClient.language")} label={f.labels.language} error={errorAt(errors, "newClient.language")}>
          {(a11y) => (
            <select {...a11y} {...register("newClient.language")} className={controlClass}>
              {CLIENT_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {all.clients.languages[l]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <AddressFields field={(p) => ({ id: fieldId(part(p)), error: errorAt(errors, part(p)), registration: register(part(p)) })} />
    </div>
  );
}
