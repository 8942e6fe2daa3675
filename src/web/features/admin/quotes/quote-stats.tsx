import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, CircleDollarSign, Percent, Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatCount, formatMoney } from "~/lib/display-format";
import { quoteStatsQuery } from "../api/quotes";
import { Figure } from "../components/figure";

const percent = new Intl.NumberFormat("en-CA", { style: "percent", maximumFractionDigits: 0 });

/** The quote list's cards: open value, sent this month, acceptance rate over 90 days (GET /api/admin/quotes/stats). */
export function QuoteStats() {
  const m = useAdminMessages().admin.quotes.stats;
  const { data, isError } = useQuery(quoteStatsQuery());
  const cards: { key: string; icon: LucideIcon; label: string; value: ReactNode; hint: string }[] = [
    {
      key: "open-value",
      icon: CircleDollarSign,
      label: m.openValue,
      value: data ? formatMoney(data.openValueCents) : null,
      hint: data ? m.openValueHint(data.openCount) : "",
    },
    { key: "sent-this-month", icon: CalendarCheck, label: m.sentThisMonth, value: data ? formatCount(data.sentThisMonth) : null, hint: m.sentThisMonthHint },
    {
      key: "acceptance-rate",
      icon: Percent,
      label: m.acceptanceRate,
      value: data && data.acceptanceRate90d !== null ? percent.format(data.acceptanceRate90d) : null,
      hint: data ? m.acceptanceRateHint(data.sent90d) : "",
    },
  ];
  return (
    <ul className="mb-6 grid gap-3 sm:grid-cols-3 sm:gap-4">
      {cards.map(({ key, icon: Icon, label, value, hint }) => (
        <li key={key} data-stat={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 className="text-sm font-medium text-muted">{label}</h2>
            <span className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
          </div>
          <p data-value className="mt-2 text-2xl font-bold tracking-tight tabular-nums text-ink sm:text-3xl">
            {value ??
              (data || isError ? (
                <Figure value={null} />
              ) : (
                <>
                  <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-muted" />
                  <span className="sr-only">{m.loading}</span>
                </>
              ))}
          </p>
          {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
        </li>
      ))}
    </ul>
  );
}
