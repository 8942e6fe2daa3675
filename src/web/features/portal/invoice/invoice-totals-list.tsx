import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import type { PortalInvoiceView } from "../api/invoice";

/** Subtotal, each tax with its rate ("HST 13%"), total; then each credit, the payments received and the balance due. */
export function InvoiceTotalsList({ invoice }: { invoice: PortalInvoiceView }) {
  const { taxes, invoice: messages } = usePortalMessages().portal;
  const m = messages.totals;
  const f = useFormat();
  const row = (key: string, label: string, cents: number) => (
    <div key={key} data-total={key} className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums text-ink">{f.money(cents)}</dd>
    </div>
  );
  return (
    <dl className="ml-auto w-full max-w-sm space-y-2 text-sm">
      {row("subtotal", m.subtotal, invoice.subtotalCents)}
      {invoice.taxes.map((t) => row(t.code, `${taxes[t.code]} ${f.rate(t.rate)}`, t.amountCents))}
      <div data-total="total" className="flex justify-between gap-4 border-t border-line pt-3 text-base font-bold">
        <dt className="text-ink">{m.total}</dt>
        <dd className="tabular-nums text-ink">{f.money(invoice.totalCents)}</dd>
      </div>
      {invoice.credits.map((c) => row(`credit-${c.id}`, c.kind === "deposit" ? m.deposit(c.number) : m.creditNote(c.number), -c.amountCents))}
      {invoice.paidCents > 0 ? row("paid", m.paid, -invoice.paidCents) : null}
      <div data-total="balance" className="flex justify-between gap-4 rounded-lg bg-brand-50 px-3 py-2 text-base font-bold text-brand-900">
        <dt>{m.balance}</dt>
        <dd className="tabular-nums">{f.money(invoice.balanceCents)}</dd>
      </div>
    </dl>
  );
}
