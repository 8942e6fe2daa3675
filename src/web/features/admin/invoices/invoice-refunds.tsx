import { useQueryClient } from "@tanstack/react-query";
import { RotateCcw, Undo2 } from "lucide-react";
import { useState } from "react";
import type { RefundStatus } from "@shared/schemas/autopay";
import type { InvoiceDetail, InvoicePayment } from "@shared/schemas/invoices";
import { refundSchema, type InvoiceRefund, type RefundResult } from "@shared/schemas/refunds";
import { TextField } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { formatDateTime, formatMoney } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { invoiceQuery } from "../api/invoices";
import { useRefundAction } from "../api/refunds";
import { ActionButton } from "../billing/actions-bar";
import { centsToDollars, dollarsToCents } from "../billing/money-values";
import { FormDialog, ReasonField, useDialogForm } from "../components/form-dialog";
import { InfoCard } from "../components/info-card";
import { notifySaveFailed } from "../server-message";
import { useSessionCheck } from "../use-failure-toast";

// Refunds of card payments (decision 076): a Refund button on each card payment made through
// Stripe, its dialog (amount, at most what is left of the payment, and a reason), and the card
// that lists the refunds with what Stripe said of each.

type Invoice = InvoiceDetail["invoice"];

/** What is left to refund of a card payment made through Stripe; null for any other payment. */
export const refundableCents = (invoice: Invoice, p: InvoicePayment) =>
  invoice.status !== "void" && p.source === "stripe" && p.method === "card" && p.reference?.startsWith("pi_") ? p.amountCents - (p.refundedCents ?? 0) : null;

/** Says what became of a refund just made or sent again. */
function useRefundToast() {
  const r = useAdminMessages().admin.refunds;
  return ({ refund }: RefundResult) => {
    const amount = formatMoney(refund.amountCents);
    const credit = refund.creditNumber ?? "";
    if (refund.status === "succeeded") notify.success(r.toast.succeeded.title, r.toast.succeeded.description(amount, credit));
    else if (refund.status === "failed") notify.error(r.toast.failed.title, refund.failureMessage ?? "");
    else if (refund.stripeRefundId) notify.success(r.toast.pending.title, r.toast.pending.description(amount, credit));
    else notify.error(r.toast.notSent.title, r.toast.notSent.description(amount));
  };
}

/** The payment's Refund button and its dialog; nothing for a payment that cannot be refunded here or has nothing left. */
export function RefundButton({ invoice, payment }: { invoice: Invoice; payment: InvoicePayment }) {
  const r = useAdminMessages().admin.refunds;
  const [open, setOpen] = useState(false);
  const left = refundableCents(invoice, payment);
  if (!left || left <= 0) return null;
  return (
    <>
      <ActionButton
        variant="secondary"
        icon={Undo2}
        label={r.refund}
        aria-label={r.refundPayment(payment.reference!)}
        data-refund-payment={payment.id}
        onClick={() => setOpen(true)}
      />
      {open ? <RefundDialog invoice={invoice} payment={payment} left={left} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RefundDialog({ invoice, payment, left, onClose }: { invoice: Invoice; payment: InvoicePayment; left: number; onClose: () => void }) {
  const r = useAdminMessages().admin.refunds;
  const d = r.dialog;
  const action = useRefundAction(invoice.id);
  const queryClient = useQueryClient();
  const checkSession = useSessionCheck();
  const toast = useRefundToast();
  const [amount, setAmount] = useState(centsToDollars(left));
  const [reason, setReason] = useState("");
  const form = useDialogForm(
    refundSchema,
    async (body) => {
      let result: RefundResult;
      try {
        result = await action.mutateAsync({ kind: "refund", body });
      } catch (err) {
        checkSession(err);
        if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: invoiceQuery(invoice.id).queryKey });
        throw err;
      }
      toast(result);
      onClose();
    },
    r.actionFailed.description,
  );
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      form={form}
      icon={Undo2}
      title={d.title}
      description={d.description(formatMoney(payment.amountCents), formatMoney(left), payment.reference ?? "")}
      words={d}
      onSubmit={() => void form.submit({ paymentId: payment.id, amountCents: dollarsToCents(amount) as number, reason })}
    >
      <TextField
        id="refund-amount"
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
      <ReasonField id="refund-reason" label={d.reason} hint={d.reasonHint} error={form.errors.reason} value={reason} onChange={setReason} />
    </FormDialog>
  );
}

const TONE: Record<RefundStatus, string> = {
  pending: "bg-sky-50 text-sky-900",
  succeeded: "bg-emerald-50 text-emerald-900",
  failed: "bg-red-50 text-red-900",
};

/** The invoice's refunds: how much, of which payment, its credit note, who and when, and Stripe's answer. */
export function InvoiceRefunds({ invoice }: { invoice: Invoice }) {
  const r = useAdminMessages().admin.refunds;
  return (
    <InfoCard id="refunds" title={r.heading} icon={Undo2} className="lg:col-span-2">
      <ul className="mt-4 divide-y divide-line text-sm">
        {invoice.refunds.map((x) => (
          <RefundRow key={x.id} invoice={invoice} refund={x} />
        ))}
      </ul>
    </InfoCard>
  );
}

function RefundRow({ invoice, refund: x }: { invoice: Invoice; refund: InvoiceRefund }) {
  const r = useAdminMessages().admin.refunds;
  const action = useRefundAction(invoice.id);
  const checkSession = useSessionCheck();
  const toast = useRefundToast();
  const amount = formatMoney(x.amountCents);
  const notSent = x.status === "pending" && !x.stripeRefundId;
  const retry = () =>
    void action
      .mutateAsync({ kind: "retry", refundId: x.id })
      .then(toast)
      .catch((err: unknown) => {
        checkSession(err);
        notifySaveFailed(err, r.actionFailed);
      });
  return (
    <li data-refund={x.id} data-refund-status={x.status} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">
          <time dateTime={x.createdAt}>{formatDateTime(x.createdAt) ?? x.createdAt}</time>{" "}
          <span data-refund-badge className={cn("ml-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium", TONE[x.status])}>
            {notSent ? r.notSent : r.status[x.status]}
          </span>
        </p>
        <p className="mt-0.5 text-ink [overflow-wrap:anywhere]">{x.reason}</p>
        <p className="text-xs text-muted [overflow-wrap:anywhere]">
          {[
            x.paymentReference && `${r.payment}: ${x.paymentReference}`,
            x.creditNumber && `${r.creditNote}: ${x.creditNumber}`,
            x.createdBy && `${r.by}: ${x.createdBy}`,
            x.stripeRefundId && `${r.stripe}: ${x.stripeRefundId}`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {x.status === "failed" ? (
          <p role="note" data-refund-failure className="mt-2 rounded-lg bg-red-50 p-2.5 text-xs text-red-900 ring-1 ring-inset ring-red-200">
            {x.failureMessage ? <span className="block font-medium">{`${r.failure}: ${x.failureMessage}`}</span> : null}
            {r.failedNote(amount, x.creditNumber ?? "")}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        <p data-amount className="font-semibold tabular-nums text-ink">
          {amount}
        </p>
        {notSent ? (
          <ActionButton
            variant="secondary"
            icon={RotateCcw}
            label={r.sendAgain}
            aria-label={r.sendAgainLabel(amount)}
            busy={action.isPending}
            busyLabel={r.sending}
            onClick={retry}
            disabled={action.isPending}
          />
        ) : null}
      </div>
    </li>
  );
}
