import { useMemo } from "react";
import { FormProvider, useForm, useWatch, type FieldPath } from "react-hook-form";
import { INVOICE_LIMITS, PAYMENT_TERMS, type InvoiceCreate, type InvoiceEdit } from "@shared/schemas/invoices";
import { FormField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { EditorForm, useClientChoice, type EditorClient } from "../billing/editor-form";
import { EditorTotals } from "../billing/editor-totals";
import { LineEditor } from "../billing/line-editor";
import { NEW_INVOICE_LINE, formPath, invoiceResolver, liveInvoiceTotals, type InvoiceFormValues } from "./invoice-form-values";

type Field = FieldPath<InvoiceFormValues>;

/** A control's id: "invoice-lines-0-quantity". */
const fieldId = (path: string) => `invoice-${path.replaceAll(".", "-")}`;

/** Whose invoice it is: a known client (fixed: a draft keeps its client), or one to choose. */
export type InvoiceClientSource = Exclude<EditorClient, { kind: "new" }>;

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
 * with the totals computed as staff type (taxes by the address's province).
 */
export function InvoiceForm({ mode, defaultValues, client, onSave, cancelTo }: Props) {
  const m = useAdminMessages().admin.invoices;
  const f = m.form;
  const resolver = useMemo(() => invoiceResolver(mode, f.missing), [mode, f.missing]);
  const form = useForm<InvoiceFormValues, unknown, InvoiceCreate | InvoiceEdit>({ resolver, defaultValues });
  const {
    control,
    register,
    formState: { errors },
  } = form;

  const [lines, clientId, addressId] = useWatch({ control, name: ["lines", "clientId", "addressId"] });
  const choice = useClientChoice(client, clientId);
  const province = choice.addresses.find((a) => a.id === addressId)?.province;
  const live = liveInvoiceTotals(lines, province);

  return (
    <FormProvider {...form}>
      <EditorForm
        choice={choice}
        fieldOrder={fieldOrder}
        formPath={formPath}
        onSave={onSave}
        text={f}
        loadingClient={m.loadingClient}
        idOf={fieldId}
        details={
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
        }
        lines={<LineEditor text={f} idOf={fieldId} newLine={NEW_INVOICE_LINE} max={INVOICE_LIMITS.lines} lineCents={live.lineCents} />}
        totals={<EditorTotals text={f} idOf={fieldId} totals={live.totals} province={province} />}
        saveLabel={f.saveDraft}
        cancelTo={cancelTo}
      />
    </FormProvider>
  );
}
