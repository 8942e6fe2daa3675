import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, CircleAlert, Receipt } from "lucide-react";
import type { InvoiceStats as Stats } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { formatMoney } from "~/lib/display-format";
import { invoiceStatsQuery } from "../api/invoices";
import { PendingFigure, StatCards, type BillingStat } from "../billing/stat-cards";

type Messages = ReturnType<typeof useAdminMessages>["admin"]["invoices"]["stats"];

const BUCKETS = [
  { key: "currentCents", label: "current", tone: "bg-brand-600" },
  { key: "days1to30Cents", label: "days1to30", tone: "bg-amber-400" },
  { key: "days31to60Cents", label: "days31to60", tone: "bg-orange-500" },
  { key: "over60Cents", label: "over60", tone: "bg-red-600" },
] as const satisfies readonly { key: keyof Stats["aging"]; label: keyof Messages["aging"]; tone: string }[];

/** What is owed by days past due: a bar in proportion (for the eye) and the four amounts (for everyone). */
function AgingStrip({ data, settled, m }: { data: Stats | undefined; settled: boolean; m: Messages }) {
  const aging = data?.aging;
  const sum = aging ? BUCKETS.reduce((n, b) => n + aging[b.key], 0) : 0;
  return (
    <section aria-labelledby="invoices-aging-heading" data-aging className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="invoices-aging-heading" className="text-sm font-semibold text-ink">
          {m.aging.heading}
        </h2>
        <p className="text-xs text-muted">{m.aging.hint}</p>
      </div>
      <div aria-hidden="true" className="mt-3 flex h-2.5 overflow-hidden rounded-full bg-surface ring-1 ring-inset ring-line">
        {aging && sum > 0 ? BUCKETS.map((b) => <span key={b.key} className={b.tone} style={{ width: `${(aging[b.key] / sum) * 100}%` }} />) : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {BUCKETS.map((b) => (
          <div key={b.key} data-bucket={b.label} className="min-w-0">
            <dt className="flex items-center gap-1.5 text-xs text-muted">
              <span aria-hidden="true" className={cn("h-2 w-2 shrink-0 rounded-full", b.tone)} />
              {m.aging[b.label]}
            </dt>
            <dd className="mt-0.5 text-base font-semibold tabular-nums text-ink">
              {aging ? formatMoney(aging[b.key]) : <PendingFigure settled={settled} loading={m.loading} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The invoice list's cards: outstanding, overdue, paid this month, and the aging strip (GET /api/admin/invoices/stats). */
export function InvoiceStats() {
  const m = useAdminMessages().admin.invoices.stats;
  const { data, isError } = useQuery(invoiceStatsQuery());
  const cards: BillingStat[] = [
    {
      key: "outstanding",
      icon: Receipt,
      label: m.outstanding,
      value: data ? formatMoney(data.outstandingCents) : null,
      hint: data ? m.outstandingHint(data.outstandingCount) : "",
    },
    {
      key: "overdue",
      icon: CircleAlert,
      label: m.overdue,
      value: data ? formatMoney(data.overdueCents) : null,
      hint: data ? m.overdueHint(data.overdueCount) : "",
    },
    {
      key: "paid-this-month",
      icon: CalendarCheck,
      label: m.paidThisMonth,
      value: data ? formatMoney(data.paidThisMonthCents) : null,
      hint: m.paidThisMonthHint,
    },
  ];
  const settled = data !== undefined || isError;
  return (
    <>
      <StatCards className="mb-3 grid gap-3 sm:mb-4 sm:grid-cols-3 sm:gap-4" stats={cards} settled={settled} loading={m.loading} />
      <AgingStrip data={data} settled={settled} m={m} />
    </>
  );
}
