import { useQuery } from "@tanstack/react-query";
import { Loader2, Save } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { FormProvider, useForm, useWatch, type FieldErrors, type FieldPath, type Resolver } from "react-hook-form";
import { Link } from "react-router";
import type { ClientAddress } from "@shared/schemas/clients";
import type { QuoteCreate, QuoteEdit } from "@shared/schemas/quotes";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { clientQuery } from "../api/clients";
import { anyMessage, errorAt, fieldId } from "./form-errors";
import { AddressSelect, ClientCard, ClientPicker } from "../components/client-choice";
import { NewClientFields } from "./quote-client-fields";
import { QuoteDeposit } from "./quote-deposit";
import { createResolver, editResolver, formPath, liveTotals, type QuoteFormValues } from "./quote-form-values";
import { QuoteLines } from "./quote-lines";
import { QuoteTotals } from "./quote-totals";

type Field = FieldPath<QuoteFormValues>;
type ExistingClient = { id: string; fullName: string; email: string | null; addresses: ClientAddress[] };

/** Whose quote it is: a known client (fixed), a client made with the quote, or one to choose. */
export type ClientSource = { kind: "existing"; client: ExistingClient } | { kind: "new" } | { kind: "pick" };

type Props = {
  mode: "create" | "edit";
  /** Editing a sent quote: the version that saving makes. */
  nextVersion?: number;
  defaultValues: QuoteFormValues;
  client: ClientSource;
  /** Stores the quote (and says so); rejects with the server's refusal when it could not. */
  onSave: (values: QuoteCreate | QuoteEdit) => Promise<void>;
  cancelTo: string;
  /** Shown above the fields (where the values came from). */
  notice?: ReactNode;
};

/** The controls in the order they are shown: the first invalid one is the one the toast names. */
const fieldOrder = (lines: number): Field[] => [
  "clientId",
  "newClient.fullName",
  "newClient.phoneNumber",
  "newClient.email",
  "newClient.language",
  "newClient.addresses.0.street",
  "newClient.addresses.0.city",
  "newClient.addresses.0.province",
  "newClient.addresses.0.postalCode",
  "addressId",
  "title",
  "validUntil",
  ...Array.from({ length: lines }, (_, i) => (["description", "quantity", "unitPrice"] as const).map((p) => `lines.${i}.${p}` as Field)).flat(),
  "deposit.percent",
  "deposit.amount",
  "notes",
];

/**
 * The quote builder and editor: client and service address, title, valid-until date, line items,
 * deposit and notes, with the totals computed as staff type (taxes by the address's province).
 * The shared schema checks it before it is sent; an invalid field shows its message underneath
 * and the first one in a 'Validation Error' toast; the server's 400 shows on the field it names.
 */
export function QuoteForm({ mode, nextVersion, defaultValues, client, onSave, cancelTo, notice }: Props) {
  const m = useAdminMessages().admin.quotes;
  const f = m.form;
  const form = useForm<QuoteFormValues, unknown, QuoteCreate | QuoteEdit>({
    resolver: (mode === "create" ? createResolver : editResolver) as Resolver<QuoteFormValues, unknown, QuoteCreate | QuoteEdit>,
    defaultValues,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  // The client chosen in the picker (a new quote for a client starts with it chosen).
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

  const [lines, deposit, addressId, newProvince] = useWatch({ control, name: ["lines", "deposit", "addressId", "newClient.addresses.0.province"] });
  const province = client.kind === "new" ? newProvince : addresses.find((a) => a.id === addressId)?.province;
  const live = liveTotals(lines, deposit, province);

  const onInvalid = (errs: FieldErrors<QuoteFormValues>) => {
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
        const path = formPath(key, client.kind === "new");
        if (known.has(path)) setError(path as Field, { type: "server", message }, { shouldFocus: i === 0 });
        else if (path === "lines") setError("lines", { type: "server", message });
      });
    }
  }, onInvalid);

  const section = "border-t border-line pt-6 first:border-t-0 first:pt-0";
  const legend = "float-left w-full text-base font-semibold text-ink";

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-8 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
          {notice}
          <fieldset className={section}>
            <legend className={legend}>{f.sections.client}</legend>
            <div className="clear-both space-y-4 pt-4">
              {client.kind === "new" ? (
                <NewClientFields />
              ) : client.kind === "existing" ? (
                <>
                  <ClientCard client={client.client} text={f.clientChoice} />
                  <AddressSelect clientId={client.client.id} addresses={client.client.addresses} text={f.clientChoice} idOf={fieldId} />
                </>
              ) : picked && pickedClient.data ? (
                <>
                  <ClientCard client={pickedClient.data} onChange={() => pick("")} text={f.clientChoice} />
                  <AddressSelect clientId={picked} addresses={pickedClient.data.addresses} text={f.clientChoice} idOf={fieldId} />
                </>
              ) : picked ? (
                <p role="status" className="flex items-center gap-2 text-sm text-muted">
                  <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                  {m.loadingClient}
                </p>
              ) : (
                <ClientPicker onPick={(c) => pick(c.id)} text={f.clientChoice} idOf={fieldId} />
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
              <TextField
                id={fieldId("validUntil")}
                label={f.labels.validUntil}
                hint={f.hints.validUntil}
                error={errors.validUntil?.message}
                {...register("validUntil")}
                type="date"
              />
            </div>
          </fieldset>

          <fieldset className={section}>
            <legend className={legend}>{f.sections.lines}</legend>
            <div className="clear-both">
              <QuoteLines lineCents={live.lineCents} />
            </div>
          </fieldset>

          <div className={section}>
            <QuoteDeposit />
          </div>

          <div className={section}>
            <FormField id={fieldId("notes")} label={f.labels.notes} hint={f.hints.notes} error={errors.notes?.message}>
              {(a11y) => <textarea {...a11y} {...register("notes")} rows={4} className={cn(controlClass, "resize-y")} />}
            </FormField>
          </div>
        </div>

        <div className="space-y-4 xl:sticky xl:top-6">
          <QuoteTotals live={live} province={province} depositAsked={deposit.kind !== "none"} />
          <div className="flex flex-col gap-3">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Save aria-hidden="true" className="h-4 w-4" />}
              {isSubmitting ? f.saving : nextVersion ? f.saveRevision : f.saveDraft}
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
