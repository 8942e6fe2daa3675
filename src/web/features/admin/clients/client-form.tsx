import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Save } from "lucide-react";
import type { ReactNode } from "react";
import { useFieldArray, useForm, type FieldErrors, type FieldPath, type Resolver } from "react-hook-form";
import { Link } from "react-router";
import { CLIENT_LANGUAGES, MAX_CLIENT_ADDRESSES, clientFormSchema, type ClientForm as ClientFormOutput } from "@shared/schemas/clients";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { ADDRESS_PARTS, AddressFields } from "../components/address-fields";
import { BusyIcon } from "~/components/ui/busy-icon";
import { ContactFields } from "../components/contact-fields";
import { anyMessage, errorAt } from "../components/form-errors";
import { RepeatedItem } from "../components/repeated-item";
import { NEW_ADDRESS, type ClientFormValues } from "./client-form-values";

type Field = FieldPath<ClientFormValues>;

// The schema trims the text, lower-cases the e-mail, writes the postal code as "K1A 0B1", and
// turns an empty e-mail or notes into null.
const resolver = zodResolver(clientFormSchema) as unknown as Resolver<ClientFormValues, unknown, ClientFormOutput>;

/** The controls in the order they are shown: the first invalid one is the one the toast names. */
const fieldOrder = (addresses: number): Field[] => [
  "fullName",
  "phoneNumber",
  "email",
  "language",
  ...Array.from({ length: addresses }, (_, i) => ADDRESS_PARTS.map((p) => `addresses.${i}.${p}` as Field)).flat(),
  "notes",
];

type Props = {
  mode: "create" | "edit";
  defaultValues: ClientFormValues;
  /** Stores the client (and says so); rejects with the server's refusal when it could not. */
  onSave: (values: ClientFormOutput) => Promise<void>;
  /** Where Cancel goes (nothing is stored). */
  cancelTo: string;
  /** Shown above the fields (where the values came from). */
  notice?: ReactNode;
};

/**
 * The client form, for /admin/clients/new and /admin/clients/{id}/edit: contact, language,
 * service addresses (added and removed in place; at least one) and notes. An invalid field shows
 * its message underneath, and the first one also as a 'Validation Error' toast; the server's
 * refusals (400 per field, 409 for an e-mail that already has a client) show on their fields.
 */
export function ClientForm({ mode, defaultValues, onSave, cancelTo, notice }: Props) {
  const m = useAdminMessages().admin.clients;
  const f = m.form;
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClientFormValues, unknown, ClientFormOutput>({ resolver, defaultValues });
  const addresses = useFieldArray({ control, name: "addresses", keyName: "key" });

  const onInvalid = (errs: FieldErrors<ClientFormValues>) => {
    const first =
      fieldOrder(addresses.fields.length)
        .map((p) => errorAt(errs, p))
        .find(Boolean) ?? anyMessage(errs);
    if (first) notify.error(f.validation.title, first);
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 400 && err.status !== 409)) return;
      // A 409 names its field (an e-mail that already has a client, an address still in use).
      const fields = err.fields ?? (err.status === 409 ? { email: err.message } : {});
      const known = new Set<string>(fieldOrder(addresses.fields.length));
      Object.entries(fields).forEach(([key, message], i) => {
        if (known.has(key)) setError(key as Field, { type: "server", message }, { shouldFocus: i === 0 });
        else if (key === "addresses") setError("addresses", { type: "server", message });
      });
    }
  }, onInvalid);

  const id = (name: string) => `client-${name.replaceAll(".", "-")}`;
  const legend = "float-left w-full text-base font-semibold text-ink";
  const listError = errors.addresses?.root?.message ?? errors.addresses?.message;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
      {notice}
      <fieldset>
        <legend className={legend}>{f.sections.contact}</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">
          <ContactFields
            field={(part) => ({ id: id(part), error: errors[part]?.message, registration: register(part) })}
            labels={f.labels}
            emailHint={f.hints.email}
          />
          <FormField id={id("language")} label={f.labels.language} hint={f.hints.language} error={errors.language?.message}>
            {(a11y) => (
              <select {...a11y} {...register("language")} className={controlClass}>
                {CLIENT_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {m.languages[l]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="mt-8 border-t border-line pt-6" aria-describedby="client-addresses-hint">
        <legend className={legend}>{f.sections.addresses}</legend>
        <p id="client-addresses-hint" className="clear-both pt-1 text-sm text-muted">
          {f.hints.addresses}
        </p>
        {listError ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {listError}
          </p>
        ) : null}
        <ol className="mt-4 space-y-4">
          {addresses.fields.map((field, i) => {
            const path = (part: (typeof ADDRESS_PARTS)[number]) => `addresses.${i}.${part}` as const;
            const error = (part: (typeof ADDRESS_PARTS)[number]) => errors.addresses?.[i]?.[part]?.message;
            return (
              <RepeatedItem
                key={field.key}
                data-address={i + 1}
                legend={
                  <>
                    {f.address(i + 1)}{" "}
                    {i === 0 ? (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-200">
                        {f.primary}
                      </span>
                    ) : null}
                  </>
                }
                remove={{ words: f.remove, label: f.removeAddress(i + 1), onClick: () => addresses.remove(i), disabled: addresses.fields.length === 1 }}
              >
                <div className="clear-both pt-3">
                  <AddressFields field={(part) => ({ id: id(path(part)), error: error(part), registration: register(path(part)) })} />
                </div>
              </RepeatedItem>
            );
          })}
        </ol>
        <Button variant="secondary" className="mt-4" onClick={() => addresses.append(NEW_ADDRESS)} disabled={addresses.fields.length >= MAX_CLIENT_ADDRESSES}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {f.addAddress}
        </Button>
      </fieldset>

      <div className="mt-8 border-t border-line pt-6">
        <FormField id={id("notes")} label={f.labels.notes} error={errors.notes?.message}>
          {(a11y) => <textarea {...a11y} {...register("notes")} rows={4} placeholder={f.placeholders.notes} className={cn(controlClass, "resize-y")} />}
        </FormField>
      </div>

      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={buttonVariants({ variant: "ghost" })}>
          {f.cancel}
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          <BusyIcon busy={isSubmitting} icon={Save} />
          {isSubmitting ? f.saving : mode === "create" ? f.create : f.saveChanges}
        </Button>
      </div>
    </form>
  );
}
