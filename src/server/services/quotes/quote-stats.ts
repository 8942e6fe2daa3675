import { sql } from "drizzle-orm";
import type { QuoteStats } from "../../../shared/schemas/quotes";
import { queryRows, type Db } from "../../db/client";

/**
 * The quote list's cards: the value of open quotes (sent, not expired), how many were first sent
 * this month (Ottawa), and of those first sent in the last 90 days, the share accepted.
 */
export async function quoteStats(options: { db: Db; today: string }): Promise<QuoteStats> {
  const { db, today } = options;
  const [row] = await queryRows<{ openValue: string; openCount: number; sentThisMonth: number; sent90: number; accepted90: number }>(
    db,
    sql`
      select
        coalesce(sum(total_cents) filter (where status = 'sent' and valid_until >= ${today}::date), 0)::text as "openValue",
        (count(*) filter (where status = 'sent' and valid_until >= ${today}::date))::int as "openCount",
        (count(*) filter (where sent_at >= (date_trunc('month', ${today}::date)::timestamp at time zone 'America/Toronto')))::int as "sentThisMonth",
        (count(*) filter (where sent_at >= now() - interval '90 days'))::int as "sent90",
        (count(*) filter (where sent_at >= now() - interval '90 days' and status = 'accepted'))::int as "accepted90"
      from quotes
      where status = 'sent' or sent_at >= least(now() - interval '90 days', date_trunc('month', ${today}::date)::timestamp at time zone 'America/Toronto')`,
  );
  const r = row!;
  return {
    openValueCents: Number(r.openValue),
    openCount: r.openCount,
    sentThisMonth: r.sentThisMonth,
    sent90d: r.sent90,
    acceptanceRate90d: r.sent90 ? r.accepted90 / r.sent90 : null,
  };
}
