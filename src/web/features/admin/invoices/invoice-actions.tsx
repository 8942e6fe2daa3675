import { useQueryClient } from "@tanstack/react-query";
import { ArrowRightLeft, Ban, Banknote, Mail, Receipt, SquarePen } from "lucide-react";
import { useState } from "react";
import { adminPaths } from "@shared/admin-paths";
import { invoiceAllows, type InvoiceAction as Allowed } from "@shared/billing/invoice-actions";
import { invoiceVoidSchema, type InvoiceDetail } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { formatDateTime, formatMoney } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { invoicePdfUrl, invoiceQuery, useInvoiceAction, type InvoiceAction } from "../api/invoices";
import { ActionButton, ActionsBar, EditLink, PdfLink } from "../billing/actions-bar";
import { VoidDialog } from "../billing/void-dialog";
import { notifySaveFailed } from "../server-message";
import { useSessionCheck } from "../use-failure-toast";
import { CreditDialog, IssueDialog, PaymentDialog } from "./invoice-dialogs";

type Invoice = InvoiceDetail["invoice"];
type DialogKind = "issue" | "payment" | "etransfer" | "credit" | "void";

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
  const busy = action.isPending;
  const close = (o: boolean) => !o && setDialog(null);

  return (
    <>
      {invoice.etransferSent && can("record_payment") ? <EtransferSentNote invoice={invoice} onRecord={() => setDialog("etransfer")} disabled={busy} /> : null}
      <ActionsBar label={a.label}>
        {can("edit") ? <EditLink to={adminPaths.invoiceEdit(invoice.id)} icon={SquarePen} label={a.edit} /> : null}
        {can("issue") ? <ActionButton icon={Mail} label={a.issue} onClick={() => setDialog("issue")} disabled={busy} /> : null}
        {can("record_payment") ? <ActionButton icon={Banknote} label={a.recordPayment} onClick={() => setDialog("payment")} disabled={busy} /> : null}
        {can("credit") ? <ActionButton variant="secondary" icon={Receipt} label={a.credit} onClick={() => setDialog("credit")} disabled={busy} /> : null}
        {can("resend") ? (
          <ActionButton variant="secondary" icon={Mail} label={a.resend} busy={resending} busyLabel={a.sending} onClick={resend} disabled={busy} />
        ) : null}
        <PdfLink href={invoicePdfUrl(invoice.id, true)} label={a.pdf} />
        {can("void") ? (
          <ActionButton variant="dangerSecondary" icon={Ban} label={a.void} onClick={() => setDialog("void")} disabled={busy} className="sm:ml-auto" />
        ) : null}
        {dialog === "issue" ? <IssueDialog invoice={invoice} open onOpenChange={close} run={(body) => run({ kind: "issue", body })} /> : null}
        {dialog === "payment" || dialog === "etransfer" ? (
          <PaymentDialog invoice={invoice} etransfer={dialog === "etransfer"} open onOpenChange={close} run={(body) => run({ kind: "payments", body })} />
        ) : null}
        {dialog === "credit" ? <CreditDialog invoice={invoice} open onOpenChange={close} run={(body) => run({ kind: "credits", body })} /> : null}
        {dialog === "void" ? (
          <VoidDialog
            open
            onOpenChange={close}
            title={invoice.number ? v.voidDialog.title(invoice.number) : v.voidDialog.draftTitle}
            words={v.voidDialog}
            schema={invoiceVoidSchema}
            run={(body) => run({ kind: "void", body })}
            fallback={v.actionFailed.description}
          />
        ) : null}
      </ActionsBar>
    </>
  );
}

/** The client said in the portal that an e-Transfer was sent: how much and when, and the payment to record in one step. */
function EtransferSentNote({ invoice, onRecord, disabled }: { invoice: Invoice; onRecord: () => void; disabled: boolean }) {
  const w = useAdminMessages().admin.invoices.view.etransferSent;
  const sent = invoice.etransferSent!;
  return (
    <div
      data-etransfer-sent
      role="note"
      className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl bg-amber-50 p-4 text-sm ring-1 ring-inset ring-amber-200"
    >
      <ArrowRightLeft aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-800" />
      <div className="min-w-[13rem] flex-1">
        <p className="font-semibold text-ink">{w.heading}</p>
        <p className="mt-0.5 text-ink">{w.text(formatMoney(sent.amountCents), formatDateTime(sent.at) ?? sent.at)}</p>
      </div>
      <ActionButton icon={Banknote} label={w.record} onClick={onRecord} disabled={disabled} />
    </div>
  );
}
