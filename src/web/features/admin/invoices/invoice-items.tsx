import { ListOrdered } from "lucide-react";
import type { InvoiceDetail } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney } from "~/lib/display-format";
import { LinesTable, TotalRow, Totals } from "../billing/line-items";
import { InfoCard } from "../components/info-card";

type Invoice = InvoiceDetail["invoice"];

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
      <LinesTable lines={invoice.lines} caption={m.caption} words={m} />
      <Totals subtotalCents={invoice.subtotalCents} taxes={invoice.taxes} totalCents={invoice.totalCents} words={m} taxName={all.form.tax}>
        {invoice.credits.map((c) => (
          <TotalRow key={c.id} name="credit" label={c.kind === "deposit" ? m.depositPaid(c.number) : m.creditNote(c.number)} value={minus(c.amountCents)} />
        ))}
        {invoice.paidCents > 0 ? <TotalRow name="paid" label={m.paid} value={minus(invoice.paidCents)} /> : null}
        <TotalRow name="balance" label={m.balance} value={formatMoney(invoice.balanceCents)} strong />
      </Totals>
    </InfoCard>
  );
}
