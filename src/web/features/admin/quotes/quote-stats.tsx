import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, CircleDollarSign, Percent } from "lucide-react";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatCount, formatMoney } from "~/lib/display-format";
import { quoteStatsQuery } from "../api/quotes";
import { StatCards, type BillingStat } from "../billing/stat-cards";

const percent = new Intl.NumberFormat("en-CA", { style: "percent", maximumFractionDigits: 0 });

/** The quote list's cards: open value, sent this month, acceptance rate over 90 days (GET /api/admin/quotes/stats). */
export function QuoteStats() {
  const m = useAdminMessages().admin.quotes.stats;
  const { data, isError } = useQuery(quoteStatsQuery());
  const cards: BillingStat[] = [
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
  // Once read, a figure the server could not give (no quote sent in 90 days: no rate) is a dash.
  return <StatCards className="mb-6 grid gap-3 sm:grid-cols-3 sm:gap-4" stats={cards} settled={data !== undefined || isError} loading={m.loading} />;
}
