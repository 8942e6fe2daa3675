import { Banknote, Mail, Receipt } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { businessDay } from "@shared/business-time";
import {
  PAYMENT_METHODS,
  creditNoteSchema,
  invoiceIssueSchema,
  invoiceVoidSchema,
  paymentSchema,
  type InvoiceDetail,
  type PaymentMethod,
} from "@shared/schemas/invoices";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { formatMoney } from "~/lib/display-format";
import { FormDialog, fieldErrors, messagesOf, type FieldMessages } from "../components/form-dialog";
import { centsToDollars, dollarsToCents } from "../quotes/quote-form-values";
import { serverMessage } from "../server-message";

type Invoice = InvoiceDetail["invoice"];

/** What a dialog's call does: resolves when done, rejects with the server's refusal. */
type Run<T> = (body: T) => Promise<void>;
type DialogProps<T> = { invoice: Invoice; open: boolean; onOpenChange: (open: boolean) => void; run: Run<T> };

/**
 * A dialog form's state: check the values with the shared schema, call, and keep the dialog open
 * on a refusal: a 400 on the fields it names, anything else (a 409's words) as an alert.
 */
function useDialogForm<S extends z.ZodType>(schema: S, run: Run<z.output<S>>) {
  const fallback = useAdminMessages().admin.invoices.view.actionFailed.description;
  const [errors, setErrors] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (values: z.input<S>) => {
    setAlert(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setErrors(messagesOf(parsed.error));
    setErrors({});
    setPending(true);
    try {
      await run(parsed.data);
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields) setErrors(fields);
      else setAlert(serverMessage(err) ?? fallback);
    } finally {
      setPending(false);
    }
  };
  return { errors, alert, pending, submit };
}

/** A money field's value for the schema: typed dollars as cents. */
const cents = (text: string) => dollarsToCents(text) as number;

/** Issue: it gets its number and goes to the client by e-mail; the issue date may be today or earlier. */
export function IssueDialog({ invoice, open, onOpenChange, run }: DialogProps<z.output<typeof invoiceIssueSchema>>) {
  const d = useAdminMessages().admin.invoices.view.issueDialog;
  const [issueDate, setIssueDate] = useState(businessDay());
  const form = useDialogForm(invoiceIssueSchema, run);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={form.pending}
      tone="primary"
      icon={Mail}
      title={d.title}
      description={d.description(invoice.client.email)}
      cancelLabel={d.cancel}
      confirmLabel={d.confirm}
      pendingLabel={d.pending}
      alert={form.alert}
      onSubmit={() => void form.submit({ issueDate: issueDate || undefined })}
    >
      <TextField
        id="issue-date"
        label={d.issueDate}
        hint={d.issueDateHint}
        error={form.errors.issueDate}
        value={issueDate}
        onChange={(e) => setIssueDate(e.target.value)}
        type="date"
        max={businessDay()}
        fieldClassName="max-w-xs"
      />
    </FormDialog>
  );
}

/** Record a payment: the amount (the balance to start with), the day it came in, how, and its reference. */
export function PaymentDialog({ invoice, open, onOpenChange, run }: DialogProps<z.output<typeof paymentSchema>>) {
  const d = useAdminMessages().admin.invoices.view.paymentDialog;
  const methods = useAdminMessages().admin.invoices.methods;
  const [amount, setAmount] = useState(centsToDollars(invoice.balanceCents));
  const [paidOn, setPaidOn] = useState(businessDay());
  const [method, setMethod] = useState<PaymentMethod>("etransfer");
  const [reference, setReference] = useState("");
  const form = useDialogForm(paymentSchema, run);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={form.pending}
      tone="primary"
      icon={Banknote}
      title={d.title}
      description={d.description(formatMoney(invoice.balanceCents))}
      cancelLabel={d.cancel}
      confirmLabel={d.confirm}
      pendingLabel={d.pending}
      alert={form.alert}
      onSubmit={() => void form.submit({ amountCents: cents(amount), paidOn, method, reference })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="payment-amount"
          label={d.amount}
          error={form.errors.amountCents}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-required="true"
        />
        <TextField
          id="payment-paid-on"
          label={d.paidOn}
          error={form.errors.paidOn}
          value={paidOn}
          onChange={(e) => setPaidOn(e.target.value)}
          type="date"
          max={businessDay()}
          aria-required="true"
        />
      </div>
      <FormField id="payment-method" label={d.method} error={form.errors.method}>
        {(a11y) => (
          <select {...a11y} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)} className={controlClass}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {methods[m]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        id="payment-reference"
        label={d.reference}
        hint={d.referenceHint}
        error={form.errors.reference}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        type="text"
        autoComplete="off"
      />
    </FormDialog>
  );
}

/** Add a credit note: an amount (at most the balance) and the reason the client reads. */
export function CreditDialog({ invoice, open, onOpenChange, run }: DialogProps<z.output<typeof creditNoteSchema>>) {
  const d = useAdminMessages().admin.invoices.view.creditDialog;
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const form = useDialogForm(creditNoteSchema, run);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={form.pending}
      tone="primary"
      icon={Receipt}
      title={d.title}
      description={d.description(formatMoney(invoice.balanceCents))}
      cancelLabel={d.cancel}
      confirmLabel={d.confirm}
      pendingLabel={d.pending}
      alert={form.alert}
      onSubmit={() => void form.submit({ amountCents: cents(amount), reason })}
    >
      <TextField
        id="credit-amount"
        label={d.amount}
        error={form.errors.amountCents}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-required="true"
        fieldClassName="max-w-xs"
      />
      <FormField id="credit-reason" label={d.reason} hint={d.reasonHint} error={form.errors.reason}>
        {(a11y) => (
          <textarea
            {...a11y}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            aria-required="true"
            className={cn(controlClass, "resize-y")}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

/** Void: a reason is asked (it goes in the timeline); the invoice keeps its number. */
export function VoidDialog({ invoice, open, onOpenChange, run }: DialogProps<z.output<typeof invoiceVoidSchema>>) {
  const d = useAdminMessages().admin.invoices.view.voidDialog;
  const [reason, setReason] = useState("");
  const form = useDialogForm(invoiceVoidSchema, run);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={form.pending}
      tone="danger"
      title={invoice.number ? d.title(invoice.number) : d.draftTitle}
      description={d.description}
      cancelLabel={d.cancel}
      confirmLabel={d.confirm}
      pendingLabel={d.pending}
      alert={form.alert}
      onSubmit={() => void form.submit({ reason })}
    >
      <FormField id="void-reason" label={d.reason} hint={d.reasonHint} error={form.errors.reason}>
        {(a11y) => (
          <textarea
            {...a11y}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            aria-required="true"
            className={cn(controlClass, "resize-y")}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
