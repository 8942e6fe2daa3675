import { useQuery } from "@tanstack/react-query";
import { Loader2, Save } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { FormProvider, useForm, useWatch, type FieldErrors, type FieldPath } from "react-hook-form";
import { Link } from "react-router";
import type { ClientAddress } from "@shared/schemas/clients";
import { PAYMENT_TERMS, type InvoiceCreate, type InvoiceEdit } from "@shared/schemas/invoices";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { clientQuery } from "../api/clients";
import { AddressSelect, ClientCard, ClientPicker } from "../components/client-choice";
import { anyMessage, errorAt } from "../quotes/form-errors";
import { formPath, invoiceResolver, liveInvoiceTotals, type InvoiceFormValues } from "./invoice-form-values";
import { InvoiceLines, invoiceFieldId as fieldId } from "./invoice-lines";
import { InvoiceTotals } from "./invoice-totals";

type Field = FieldPath<InvoiceFormValues>;
type ExistingClient = { id: string; fullName: string; email: string | null; addresses: ClientAddress[] };

/** Whose invoice it is: a known client (fixed: a draft keeps its client), or one to choose. */
export type InvoiceClientSource = { kind: "existing"; client: ExistingClient } | { kind: "pick" };

type Props = {
  mode: "create" | "edit";
  defaultValues: InvoiceFormValues;
  client: InvoiceClientSource;
  /** Stores the invoice (and says so); rejects with the server's refusal when it could not. */
  onSave: (values: InvoiceCreate | InvoiceEdit) => Promise<void>;
  cancelTo: string;
};

/** The controls in the order they are shown: the first invalid one is the one the toast names. */
const fieldOrder = (lines: number): Field[] => [
  "clientId",
  "addressId",
  "title",
  "terms",
  ...Array.from({ length: lines }, (_, i) => (["description", "quantity", "unitPrice"] as const).map((p) => `lines.${i}.${p}` as Field)).flat(),
  "notes",
];

/**
 * The invoice editor: client and service address, title, payment terms, line items and notes,
 * with the totals computed as staff type (taxes by the address's province). The shared schema
 * checks it before it is sent; an invalid field shows its message underneath and the first one in
 * a 'Validation Error' toast; the server's 400 shows on the field it names.
 */
export function InvoiceForm({ mode, defaultValues, client, onSave, cancelTo }: Props) {
  const m = useAdminMessages().admin.invoices;
  const f = m.form;
  const resolver = useMemo(() => invoiceResolver(mode, f.missing), [mode, f.missing]);
  const form = useForm<InvoiceFormValues, unknown, InvoiceCreate | InvoiceEdit>({ resolver, defaultValues });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  // The client chosen in the picker (a new invoice for a client starts with it chosen).
  const [picked, setPicked] = useState(client.kind === "pick" ? defaultValues.clientId || "" : "");
  const pickedClient = useQuery({ ...clientQuery(picked), enabled: picked !== "" });
  const addresses = client.kind === "existing" ? client.client.addresses : (pickedClient.data?.addresses ?? []);
  useEffect(() => {
    const first = pickedClient.data?.addresses[0];
    if (first && !getValues("addressId")) setValue("addressId", first.id);
  }, [pickedClient.data, getValues, setValue]);
  const pick = (id: string) => {
    setPicked(id);
    setValue("clientId", id);
    setValue("addressId", "");
  };

  const [lines, addressId] = useWatch({ control, name: ["lines", "addressId"] });
  const province = addresses.find((a) => a.id === addressId)?.province;
  const live = liveInvoiceTotals(lines, province);

  const onInvalid = (errs: FieldErrors<InvoiceFormValues>) => {
    const first =
      fieldOrder(getValues("lines").length)
        .map((p) => errorAt(errs, p))
        .find(Boolean) ?? anyMessage(errs);
    if (first) notify.error(f.validation.title, first);
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 400 || !err.fields) return;
      const known = new Set<string>(fieldOrder(getValues("lines").length));
      Object.entries(err.fields).forEach(([key, message], i) => {
        const path = formPath(key);
        if (known.has(path)) setError(path as Field, { type: "server", message }, { shouldFocus: i === 0 });
        else if (path === "lines") setError("lines", { type: "server", message });
      });
    }
  }, onInvalid);

  const section = "border-t border-line pt-6 first:border-t-0 first:pt-0";
  const legend = "float-left w-full text-base font-semibold text-ink";
  const choice = { text: f.clientChoice, idOf: fieldId };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-8 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
          <fieldset className={section}>
            <legend className={legend}>{f.sections.client}</legend>
            <div className="clear-both space-y-4 pt-4">
              {client.kind === "existing" ? (
                <>
                  <ClientCard client={client.client} text={f.clientChoice} />
                  <AddressSelect clientId={client.client.id} addresses={client.client.addresses} {...choice} />
                </>
              ) : picked && pickedClient.data ? (
                <>
                  <ClientCard client={pickedClient.data} onChange={() => pick("")} text={f.clientChoice} />
                  <AddressSelect clientId={picked} addresses={pickedClient.data.addresses} {...choice} />
                </>
              ) : picked ? (
                <p role="status" className="flex items-center gap-2 text-sm text-muted">
                  <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                  {m.loadingClient}
                </p>
              ) : (
                <ClientPicker onPick={(c) => pick(c.id)} {...choice} />
              )}
            </div>
          </fieldset>

          <fieldset className={section}>
            <legend className={legend}>{f.sections.details}</legend>
            <div className="clear-both grid gap-5 pt-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <TextField
                id={fieldId("title")}
                label={f.labels.title}
                error={errors.title?.message}
                {...register("title")}
                type="text"
                autoComplete="off"
                aria-required="true"
              />
              <FormField id={fieldId("terms")} label={f.labels.terms} hint={f.hints.terms} error={errors.terms?.message}>
                {(a11y) => (
                  <select {...a11y} {...register("terms")} className={controlClass}>
                    {PAYMENT_TERMS.map((t) => (
                      <option key={t} value={t}>
                        {m.terms[t]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          </fieldset>

          <fieldset className={section}>
            <legend className={legend}>{f.sections.lines}</legend>
            <div className="clear-both">
              <InvoiceLines lineCents={live.lineCents} />
            </div>
          </fieldset>

          <div className={section}>
            <FormField id={fieldId("notes")} label={f.labels.notes} hint={f.hints.notes} error={errors.notes?.message}>
              {(a11y) => <textarea {...a11y} {...register("notes")} rows={4} className={cn(controlClass, "resize-y")} />}
            </FormField>
          </div>
        </div>

        <div className="space-y-4 xl:sticky xl:top-6">
          <InvoiceTotals live={live} province={province} />
          <div className="flex flex-col gap-3">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Save aria-hidden="true" className="h-4 w-4" />}
              {isSubmitting ? f.saving : f.saveDraft}
            </Button>
            <Link to={cancelTo} className={buttonVariants({ variant: "ghost" })}>
              {f.cancel}
            </Link>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
