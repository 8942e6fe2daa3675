import { Clock, CreditCard } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { cn } from "~/lib/cn";
import { useFormat } from "~/i18n/format";
import type { PayingOptions, PortalInvoiceView } from "../api/invoice";
import { CardPayment } from "./card-payment";
import { EtransferPanel } from "./etransfer-panel";

/**
 * An unpaid invoice's balance and when it is due, with Pay Now (Outstanding) or Pay overdue
 * invoice (Overdue; decision 034), which opens the payment panel: Interac e-Transfer, and card
 * when the company takes cards. The list's buttons open the page here (#pay) with the panel open.
 * Once the client said an e-Transfer was sent: "Payment sent on … — waiting for confirmation"
 * instead of the button (decision 050).
 */
export function PaySection({ invoice, paying }: { invoice: PortalInvoiceView; paying: PayingOptions }) {
  const m = usePortalMessages().portal;
  const f = useFormat();
  const { hash } = useLocation();
  const [open, setOpen] = useState(hash === "#pay" && !invoice.etransferSent);
  const overdue = invoice.status === "overdue";
  // The client said an e-Transfer is on its way: no second way to pay, until staff record it.
  const sent = invoice.etransferSent;
  const due = f.date(invoice.dueDate) ?? invoice.dueDate;

  // Opened from the list (#pay): the panel starts open, and the page opens at it.
  useEffect(() => {
    if (hash === "#pay") document.getElementById("pay")?.scrollIntoView({ block: "start" });
  }, [hash]);

  return (
    <section
      id="pay"
      aria-labelledby="pay-heading"
      className={cn("scroll-mt-24 rounded-2xl bg-white p-5 shadow-xs ring-1 sm:p-8", overdue ? "ring-red-200" : "ring-line")}
    >
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div>
          <h2 id="pay-heading" className="text-sm font-semibold text-muted">
            {m.invoice.pay.heading}
          </h2>
          <p data-balance className="mt-1 text-3xl font-bold tabular-nums tracking-tight text-ink">
            {f.money(invoice.balanceCents)}
          </p>
          <p className={cn("mt-1 text-sm", overdue ? "font-medium text-red-800" : "text-muted")}>
            {overdue ? m.invoice.pay.overdue(due) : m.invoice.pay.due(due)}
          </p>
        </div>
        {sent ? null : (
          <Button size="lg" aria-expanded={open} aria-controls="pay-panel" onClick={() => setOpen((was) => !was)}>
            <CreditCard aria-hidden="true" className="h-5 w-5" />
            {overdue ? m.invoices.payOverdue : m.invoices.payNow}
          </Button>
        )}
      </div>
      <div role="status" className="empty:hidden">
        {sent ? (
          <p
            data-etransfer-waiting
            className="mt-5 flex items-start gap-2.5 rounded-xl bg-amber-50 p-4 text-sm font-medium text-amber-900 ring-1 ring-inset ring-amber-200"
          >
            <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {m.invoices.waiting(f.date(sent.at) ?? "")}
          </p>
        ) : null}
      </div>
      {open ? (
        <div id="pay-panel" data-pay-panel className="mt-6 space-y-6 border-t border-line pt-6">
          <EtransferPanel invoice={invoice} etransferEmail={paying.etransferEmail} />
          {paying.card ? <CardPayment invoice={invoice} /> : null}
        </div>
      ) : null}
    </section>
  );
}
