import type { InvoicePayment } from "@shared/schemas/invoices";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import { ColumnHeads } from "../record-document";

/** The payments received for an invoice: date, method in words, amount (and a tip for the crew paid with it). */
export function PaymentsTable({ payments }: { payments: InvoicePayment[] }) {
  const m = usePortalMessages().portal.invoice.payments;
  const f = useFormat();
  return (
    <section className="border-t border-line p-5 sm:p-8">
      <h2 id="invoice-payments" className="mb-3 text-base font-semibold text-ink">
        {m.heading}
      </h2>
      <table aria-labelledby="invoice-payments" className="w-full text-sm">
        <ColumnHeads
          columns={[
            [m.date, "left"],
            [m.method, "left"],
            [m.amount, "right"],
          ]}
        />
        <tbody>
          {payments.map((p) => (
            <tr key={p.id} data-payment className="border-t border-line">
              <td className="py-3 text-ink">
                <time dateTime={p.paidOn}>{f.date(p.paidOn)}</time>
              </td>
              <td className="py-3 pl-3 text-ink">{m.methods[p.method]}</td>
              <td className="py-3 pl-3 text-right font-semibold whitespace-nowrap tabular-nums text-ink">
                {f.money(p.amountCents - (p.refundedCents ?? 0))}
                {/* Given back (decision 076): the credit note above takes it off the invoice. */}
                {p.refundedCents ? (
                  <span data-refunded className="block text-xs font-normal text-muted">
                    {m.refunded(f.money(p.refundedCents))}
                  </span>
                ) : null}
                {/* A tip paid with it (decision 075): not part of the invoice's payments. */}
                {p.tipCents ? (
                  <span data-tip className="block text-xs font-normal text-muted">
                    {m.tip(f.money(p.tipCents))}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
