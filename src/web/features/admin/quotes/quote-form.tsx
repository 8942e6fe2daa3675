import type { ReactNode } from "react";
import { FormProvider, useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import type { QuoteCreate, QuoteEdit } from "@shared/schemas/quotes";
import { TextField } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { EditorForm, useClientChoice, type EditorClient } from "../billing/editor-form";
import { fieldId } from "./field-id";
import { NewClientFields } from "./quote-client-fields";
import { QuoteDeposit } from "./quote-deposit";
import { createResolver, editResolver, formPath, liveTotals, type QuoteFormValues } from "./quote-form-values";
import { QuoteLines } from "./quote-lines";
import { QuoteTotals } from "./quote-totals";

type Field = FieldPath<QuoteFormValues>;

type Props = {
  mode: "create" | "edit";
  /** Editing a sent quote: the version that saving makes. */
  nextVersion?: number;
  defaultValues: QuoteFormValues;
  /** Whose quote it is: a known client (fixed), a client made with the quote, or one to choose. */
  client: EditorClient;
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
    formState: { errors },
  } = form;

  const [lines, deposit, clientId, addressId, newProvince] = useWatch({
    control,
    name: ["lines", "deposit", "clientId", "addressId", "newClient.addresses.0.province"],
  });
  const choice = useClientChoice(client, clientId);
  const province = client.kind === "new" ? newProvince : choice.addresses.find((a) => a.id === addressId)?.province;
  const live = liveTotals(lines, deposit, province);

  return (
    <FormProvider {...form}>
      <EditorForm
        choice={choice}
        newClient={<NewClientFields />}
        fieldOrder={fieldOrder}
        formPath={(path) => formPath(path, client.kind === "new")}
        onSave={onSave}
        text={f}
        loadingClient={m.loadingClient}
        idOf={fieldId}
        notice={notice}
        details={
          <TextField
            id={fieldId("validUntil")}
            label={f.labels.validUntil}
            hint={f.hints.validUntil}
            error={errors.validUntil?.message}
            {...register("validUntil")}
            type="date"
          />
        }
        lines={<QuoteLines lineCents={live.lineCents} />}
        afterLines={<QuoteDeposit />}
        totals={<QuoteTotals live={live} province={province} depositAsked={deposit.kind !== "none"} />}
        saveLabel={nextVersion ? f.saveRevision : f.saveDraft}
        cancelTo={cancelTo}
      />
    </FormProvider>
  );
}
