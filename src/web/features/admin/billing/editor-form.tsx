import { useQuery } from "@tanstack/react-query";
import { Loader2, Save } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useFormContext, type FieldErrors, type FieldPath } from "react-hook-form";
import { Link } from "react-router";
import type { ClientAddress } from "@shared/schemas/clients";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import type { ClientChoiceText } from "~/i18n/en/admin-client-choice";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { clientQuery } from "../api/clients";
import { AddressSelect, ClientCard, ClientPicker } from "../components/client-choice";
import { anyMessage, errorAt } from "../components/form-errors";

// The frame of the quote and invoice editors: the client, the details, the lines and the notes,
// beside the totals and the Save and Cancel buttons; each editor brings its own fields and words.
// It reads the form from its context, as the values both forms hold:
type EditorValues = { clientId?: string; addressId: string; title: string; notes: string; lines: unknown[] };
/** A path in the form; the caller's own fields (terms, deposit…) are cast to it too, as the form holds them. */
type Field = FieldPath<EditorValues>;

type ExistingClient = { id: string; fullName: string; email: string | null; addresses: ClientAddress[] };

/** Whose record it is: a known client (fixed), one to choose, or (a quote only) one made with it. */
export type EditorClient = { kind: "existing"; client: ExistingClient } | { kind: "pick" } | { kind: "new" };

/**
 * Whose record it is; the client picked (the form's `clientId`, when there is a picker), read; and
 * the addresses the service address is chosen from (its province sets the taxes).
 */
export function useClientChoice(client: EditorClient, clientId: string | undefined) {
  const picked = client.kind === "pick" ? clientId || "" : "";
  const pickedClient = useQuery({ ...clientQuery(picked), enabled: picked !== "" });
  const addresses = client.kind === "existing" ? client.client.addresses : (pickedClient.data?.addresses ?? []);
  return { client, picked, pickedClient, addresses };
}

/** The words the frame shows: the caller's catalog's `form` has them all. */
export type EditorFormText = {
  sections: { client: string; details: string; lines: string };
  clientChoice: ClientChoiceText;
  labels: { title: string; notes: string };
  hints: { notes: string };
  validation: { title: string };
  saving: string;
  cancel: string;
};

type Props<Out> = {
  choice: ReturnType<typeof useClientChoice>;
  /** The new client's fields (a client made with the record). */
  newClient?: ReactNode;
  /** The controls in the order they are shown: the first invalid one is the one the toast names. */
  fieldOrder: (lines: number) => string[];
  /** A schema path, as the server's 400 names it, as the form's field. */
  formPath: (path: string) => string;
  /** Stores the record (and says so); rejects with the server's refusal when it could not. */
  onSave: (values: Out) => Promise<void>;
  text: EditorFormText;
  /** Said while a picked client is read. */
  loadingClient: string;
  /** A control's id from its path ("lines.0.quantity"). */
  idOf: (path: string) => string;
  /** Shown above the fields (where the values came from). */
  notice?: ReactNode;
  /** Beside the title. */
  details: ReactNode;
  lines: ReactNode;
  /** Between the lines and the notes. */
  afterLines?: ReactNode;
  totals: ReactNode;
  saveLabel: string;
  cancelTo: string;
};

/**
 * The editor, inside its form's FormProvider. The shared schema checks it before it is sent; an
 * invalid field shows its message underneath and the first one in a 'Validation Error' toast; the
 * server's 400 shows on the field it names.
 */
export function EditorForm<Out>({
  choice,
  newClient,
  fieldOrder,
  formPath,
  onSave,
  text,
  loadingClient,
  idOf,
  notice,
  details,
  lines,
  afterLines,
  totals,
  saveLabel,
  cancelTo,
}: Props<Out>) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useFormContext<EditorValues, unknown, Out>();

  // A picked client's first address is chosen once its addresses are read.
  const { client, picked, pickedClient } = choice;
  useEffect(() => {
    const first = pickedClient.data?.addresses[0];
    if (first && !getValues("addressId")) setValue("addressId", first.id);
  }, [pickedClient.data, getValues, setValue]);
  const pick = (id: string) => {
    setValue("clientId", id);
    setValue("addressId", "");
  };

  const onInvalid = (errs: FieldErrors<EditorValues>) => {
    const first =
      fieldOrder(getValues("lines").length)
        .map((p) => errorAt(errs, p))
        .find(Boolean) ?? anyMessage(errs);
    if (first) notify.error(text.validation.title, first);
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
  const choose = { text: text.clientChoice, idOf };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-8 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
        {notice}
        <fieldset className={section}>
          <legend className={legend}>{text.sections.client}</legend>
          <div className="clear-both space-y-4 pt-4">
            {client.kind === "new" ? (
              newClient
            ) : client.kind === "existing" ? (
              <>
                <ClientCard client={client.client} text={text.clientChoice} />
                <AddressSelect clientId={client.client.id} addresses={client.client.addresses} {...choose} />
              </>
            ) : picked && pickedClient.data ? (
              <>
                <ClientCard client={pickedClient.data} onChange={() => pick("")} text={text.clientChoice} />
                <AddressSelect clientId={picked} addresses={pickedClient.data.addresses} {...choose} />
              </>
            ) : picked ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted">
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                {loadingClient}
              </p>
            ) : (
              <ClientPicker onPick={(c) => pick(c.id)} {...choose} />
            )}
          </div>
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{text.sections.details}</legend>
          <div className="clear-both grid gap-5 pt-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <TextField
              id={idOf("title")}
              label={text.labels.title}
              error={errors.title?.message}
              {...register("title")}
              type="text"
              autoComplete="off"
              aria-required="true"
            />
            {details}
          </div>
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{text.sections.lines}</legend>
          <div className="clear-both">{lines}</div>
        </fieldset>

        {afterLines ? <div className={section}>{afterLines}</div> : null}

        <div className={section}>
          <FormField id={idOf("notes")} label={text.labels.notes} hint={text.hints.notes} error={errors.notes?.message}>
            {(a11y) => <textarea {...a11y} {...register("notes")} rows={4} className={cn(controlClass, "resize-y")} />}
          </FormField>
        </div>
      </div>

      <div className="space-y-4 xl:sticky xl:top-6">
        {totals}
        <div className="flex flex-col gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Save aria-hidden="true" className="h-4 w-4" />}
            {isSubmitting ? text.saving : saveLabel}
          </Button>
          <Link to={cancelTo} className={buttonVariants({ variant: "ghost" })}>
            {text.cancel}
          </Link>
        </div>
      </div>
    </form>
  );
}
