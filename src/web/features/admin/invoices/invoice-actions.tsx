import { useQueryClient } from "@tanstack/react-query";
import { Ban, Banknote, Download, Loader2, Mail, Receipt, SquarePen } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { invoiceAllows, type InvoiceAction as Allowed } from "@shared/billing/invoice-actions";
import type { InvoiceDetail } from "@shared/schemas/invoices";
import { Button, buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { formatMoney } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { invoicePdfUrl, invoiceQuery, useInvoiceAction, type InvoiceAction } from "../api/invoices";
import { notifySaveFailed } from "../clients/use-client";
import { useSessionCheck } from "../use-failure-toast";
import { CreditDialog, IssueDialog, PaymentDialog, VoidDialog } from "./invoice-dialogs";

type Invoice = InvoiceDetail["invoice"];
type DialogKind = "issue" | "payment" | "credit" | "void";

/**
 * What staff can do with the invoice now (invoiceAllows, as the server decides): Edit and Issue a
 * draft; Record a payment, Add a credit note and Resend while it is owed; Resend a paid one (as a
 * receipt); Void until a payment is recorded; the PDF always. A dialog shows a refusal in the server's words
 * and stays open; after a 409 the invoice is read again.
 */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const m = useAdminMessages().admin.invoices;
  const v = m.view;
  const action = useInvoiceAction(invoice.id);
  const queryClient = useQueryClient();
  const checkSession = useSessionCheck();
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  // The server also refuses to void an invoice with payments recorded (the money is real: a credit note corrects it).
  const can = (a: Allowed) => invoiceAllows(invoice.status, a) && !(a === "void" && invoice.paidCents > 0);

  /** Runs the call and says what it did; rejects with the refusal (the dialog shows it). */
  const run = async (a: InvoiceAction) => {
    let saved: Invoice;
    try {
      saved = (await action.mutateAsync(a)).invoice;
    } catch (err) {
      checkSession(err);
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: invoiceQuery(invoice.id).queryKey });
      throw err;
    }
    const number = saved.number ?? m.draftTitle;
    const balance = formatMoney(saved.balanceCents);
    if (a.kind === "issue") notify.success(v.issued.title, v.issued.description(number));
    else if (a.kind === "resend") notify.success(v.resent.title, v.resent.description(number));
    else if (a.kind === "void") notify.success(v.voidedToast.title, saved.number ? v.voidedToast.description(saved.number) : v.voidedToast.draft);
    else if (a.kind === "payments") notify.success(v.paymentRecorded.title, v.paymentRecorded.description(formatMoney(a.body.amountCents), balance));
    else notify.success(v.credited.title, v.credited.description(formatMoney(a.body.amountCents), balance));
    setDialog(null);
  };
  const resend = () => void run({ kind: "resend" }).catch((err: unknown) => notifySaveFailed(err, v.actionFailed));
  const resending = action.isPending && action.variables?.kind === "resend";
  const a = v.actions;
  const small = "sm" as const;
  const close = (o: boolean) => !o && setDialog(null);

  return (
    <section aria-label={a.label} data-actions className="flex flex-wrap gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-line sm:p-4">
      {can("edit") ? (
        <Link to={adminPaths.invoiceEdit(invoice.id)} className={buttonVariants({ variant: "secondary", size: small })}>
          <SquarePen aria-hidden="true" className="h-4 w-4" />
          {a.edit}
        </Link>
      ) : null}
      {can("issue") ? (
        <Button size={small} onClick={() => setDialog("issue")} disabled={action.isPending}>
          <Mail aria-hidden="true" className="h-4 w-4" />
          {a.issue}
        </Button>
      ) : null}
      {can("record_payment") ? (
        <Button size={small} onClick={() => setDialog("payment")} disabled={action.isPending}>
          <Banknote aria-hidden="true" className="h-4 w-4" />
          {a.recordPayment}
        </Button>
      ) : null}
      {can("credit") ? (
        <Button size={small} variant="secondary" onClick={() => setDialog("credit")} disabled={action.isPending}>
          <Receipt aria-hidden="true" className="h-4 w-4" />
          {a.credit}
        </Button>
      ) : null}
      {can("resend") ? (
        <Button size={small} variant="secondary" onClick={resend} disabled={action.isPending}>
          {resending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Mail aria-hidden="true" className="h-4 w-4" />}
          {resending ? a.sending : a.resend}
        </Button>
      ) : null}
      <a href={invoicePdfUrl(invoice.id, true)} download className={buttonVariants({ variant: "secondary", size: small })}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {a.pdf}
      </a>
      {can("void") ? (
        <Button size={small} variant="dangerSecondary" onClick={() => setDialog("void")} disabled={action.isPending} className="sm:ml-auto">
          <Ban aria-hidden="true" className="h-4 w-4" />
          {a.void}
        </Button>
      ) : null}
      {dialog === "issue" ? <IssueDialog invoice={invoice} open onOpenChange={close} run={(body) => run({ kind: "issue", body })} /> : null}
      {dialog === "payment" ? <PaymentDialog invoice={invoice} open onOpenChange={close} run={(body) => run({ kind: "payments", body })} /> : null}
      {dialog === "credit" ? <CreditDialog invoice={invoice} open onOpenChange={close} run={(body) => run({ kind: "credits", body })} /> : null}
      {dialog === "void" ? <VoidDialog invoice={invoice} open onOpenChange={close} run={(body) => run({ kind: "void", body })} /> : null}
    </section>
  );
}
