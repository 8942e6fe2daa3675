import { ListOrdered } from "lucide-react";
import { formatRate } from "@shared/billing/tax";
import type { InvoiceDetail } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney } from "~/lib/display-format";
import { InfoCard } from "../components/info-card";

type Invoice = InvoiceDetail["invoice"];

const quantity = (q: number) => q.toLocaleString("en-CA", { maximumFractionDigits: 2 });
const num = "px-2 py-2.5 text-right tabular-nums whitespace-nowrap";
const head = "px-2 py-2 text-xs font-semibold text-muted";
const row = "flex items-baseline justify-between gap-4 py-2";
const minus = (cents: number) => `−${formatMoney(cents)}`;

/**
 * The invoice's money as the client reads it: the lines (on a phone quantity and unit price move
 * under the description), subtotal, each tax with its rate and number, total, each credit, the
 * payments received, and the balance due.
 */
export function InvoiceItems({ invoice }: { invoice: Invoice }) {
  const all = useAdminMessages().admin.invoices;
  const m = all.view.items;
  return (
    <InfoCard id="items" title={m.heading} icon={ListOrdered} className="lg:col-span-2">
      <table className="mt-3 w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{m.caption}</caption>
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={`${head} pl-0 text-left`}>
              {m.description}
            </th>
            <th scope="col" className={`${head} w-24 text-right max-sm:hidden`}>
              {m.quantity}
            </th>
            <th scope="col" className={`${head} w-32 text-right max-sm:hidden`}>
              {m.unitPrice}
            </th>
            <th scope="col" className={`${head} w-28 pr-0 text-right sm:w-32`}>
              {m.amount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {invoice.lines.map((line) => (
            <tr key={line.id} data-line-id={line.id} className="align-top">
              <td className="py-2.5 pl-0 pr-2 text-ink">
                <span className="break-words">{line.description}</span>
                <span className="block text-xs text-muted sm:hidden">
                  {quantity(line.quantity)} × {formatMoney(line.unitPriceCents)}
                </span>
              </td>
              <td className={`${num} max-sm:hidden`}>{quantity(line.quantity)}</td>
              <td className={`${num} max-sm:hidden`}>{formatMoney(line.unitPriceCents)}</td>
              <td className={`${num} pr-0`}>{formatMoney(line.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto max-w-sm divide-y divide-line border-t border-line text-sm">
        <div className={row} data-total="subtotal">
          <dt className="text-muted">{m.subtotal}</dt>
          <dd className="tabular-nums">{formatMoney(invoice.subtotalCents)}</dd>
        </div>
        {invoice.taxes.map((t) => (
          <div key={t.code} className={row} data-total={t.code}>
            <dt className="text-muted">
              {all.form.tax(t.code, formatRate(t.rate))}{" "}
              {t.registrationNumber ? <span className="block text-xs">{m.registration(t.registrationNumber)}</span> : null}
            </dt>
            <dd className="tabular-nums">{formatMoney(t.amountCents)}</dd>
          </div>
        ))}
        <div className={row} data-total="total">
          <dt className="font-semibold text-ink">{m.total}</dt>
          <dd className="text-lg font-bold tabular-nums text-ink">{formatMoney(invoice.totalCents)}</dd>
        </div>
        {invoice.credits.map((c) => (
          <div key={c.id} className={row} data-total="credit">
            <dt className="text-muted">{c.kind === "deposit" ? m.depositPaid(c.number) : m.creditNote(c.number)}</dt>
            <dd className="tabular-nums">{minus(c.amountCents)}</dd>
          </div>
        ))}
        {invoice.paidCents > 0 ? (
          <div className={row} data-total="paid">
            <dt className="text-muted">{m.paid}</dt>
            <dd className="tabular-nums">{minus(invoice.paidCents)}</dd>
          </div>
        ) : null}
        <div className={row} data-total="balance">
          <dt className="font-semibold text-ink">{m.balance}</dt>
          <dd className="text-lg font-bold tabular-nums text-ink">{formatMoney(invoice.balanceCents)}</dd>
        </div>
      </dl>
    </InfoCard>
  );
}
