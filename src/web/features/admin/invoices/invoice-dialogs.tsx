import { Banknote, Mail, Receipt } from "lucide-react";
import { useState, type ComponentProps } from "react";
import type { z } from "zod";
import { businessDay } from "@shared/business-time";
import { PAYMENT_METHODS, creditNoteSchema, invoiceIssueSchema, paymentSchema, type InvoiceDetail, type PaymentMethod } from "@shared/schemas/invoices";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney } from "~/lib/display-format";
import { FormDialog, ReasonField, useDialogForm, type Run } from "../components/form-dialog";
import { centsToDollars, dollarsToCents } from "../billing/money-values";

type Invoice = InvoiceDetail["invoice"];

type DialogProps<T> = { invoice: Invoice; open: boolean; onOpenChange: (open: boolean) => void; run: Run<T> };

/** An invoice dialog's form; a refusal without the server's words says the invoice could not be changed. */
function useInvoiceForm<S extends z.ZodType>(schema: S, run: Run<z.output<S>>) {
  return useDialogForm(schema, run, useAdminMessages().admin.invoices.view.actionFailed.description);
}

/** A money field's value for the schema: typed dollars as cents. */
const cents = (text: string) => dollarsToCents(text) as number;

/** A required amount in dollars. */
function AmountField(props: Omit<ComponentProps<typeof TextField>, "type" | "inputMode" | "autoComplete" | "aria-required">) {
  return <TextField {...props} type="text" inputMode="decimal" autoComplete="off" aria-required="true" />;
}

/** Issue: it gets its number and goes to the client by e-mail; the issue date may be today or earlier. */
export function IssueDialog({ invoice, run, ...dialog }: DialogProps<z.output<typeof invoiceIssueSchema>>) {
  const d = useAdminMessages().admin.invoices.view.issueDialog;
  const [issueDate, setIssueDate] = useState(businessDay());
  const form = useInvoiceForm(invoiceIssueSchema, run);
  return (
    <FormDialog
      {...dialog}
      form={form}
      icon={Mail}
      title={d.title}
      description={d.description(invoice.client.email)}
      words={d}
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

/**
 * Record a payment: the amount (the balance to start with), the day it came in, how, and its
 * reference. Opened from the client's "I have sent it" (`etransfer`), it starts with that
 * e-Transfer's amount (at most the balance) and the day it was sent.
 */
export function PaymentDialog({ invoice, run, etransfer, ...dialog }: DialogProps<z.output<typeof paymentSchema>> & { etransfer?: boolean }) {
  const d = useAdminMessages().admin.invoices.view.paymentDialog;
  const methods = useAdminMessages().admin.invoices.methods;
  const sent = etransfer ? invoice.etransferSent : null;
  const [amount, setAmount] = useState(centsToDollars(sent ? Math.min(sent.amountCents, invoice.balanceCents) : invoice.balanceCents));
  const [paidOn, setPaidOn] = useState(sent ? businessDay(new Date(sent.at)) : businessDay());
  const [method, setMethod] = useState<PaymentMethod>("etransfer");
  const [reference, setReference] = useState("");
  const form = useInvoiceForm(paymentSchema, run);
  return (
    <FormDialog
      {...dialog}
      form={form}
      icon={Banknote}
      title={d.title}
      description={d.description(formatMoney(invoice.balanceCents))}
      words={d}
      onSubmit={() => void form.submit({ amountCents: cents(amount), paidOn, method, reference })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField id="payment-amount" label={d.amount} error={form.errors.amountCents} value={amount} onChange={(e) => setAmount(e.target.value)} />
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
export function CreditDialog({ invoice, run, ...dialog }: DialogProps<z.output<typeof creditNoteSchema>>) {
  const d = useAdminMessages().admin.invoices.view.creditDialog;
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const form = useInvoiceForm(creditNoteSchema, run);
  return (
    <FormDialog
      {...dialog}
      form={form}
      icon={Receipt}
      title={d.title}
      description={d.description(formatMoney(invoice.balanceCents))}
      words={d}
      onSubmit={() => void form.submit({ amountCents: cents(amount), reason })}
    >
      <AmountField
        id="credit-amount"
        label={d.amount}
        error={form.errors.amountCents}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        fieldClassName="max-w-xs"
      />
      <ReasonField id="credit-reason" label={d.reason} hint={d.reasonHint} error={form.errors.reason} value={reason} onChange={setReason} />
    </FormDialog>
  );
}
