import { sql } from "drizzle-orm";
import type { InvoiceStats } from "../../../shared/schemas/invoices";
import { queryRows, type Db } from "../../db/client";

/**
 * The invoice list's cards: what is owed (issued invoices' balances, outstanding and overdue),
 * what came in this month (Ottawa), and the balances by days past due.
 */
export async function invoiceStats(options: { db: Db; today: string }): Promise<InvoiceStats> {
  const { db, today } = options;
  const [owed] = await queryRows<Record<"outstanding" | "overdue" | "d1" | "d31" | "d61", string> & { outstandingCount: number; overdueCount: number }>(
    db,
    sql`
      with open as (
        select total_cents - paid_cents - credited_cents as balance, ${today}::date - due_date as late
        from invoices where status = 'issued')
      select
        coalesce(sum(balance) filter (where late <= 0), 0)::text as outstanding,
        (count(*) filter (where late <= 0))::int as "outstandingCount",
        coalesce(sum(balance) filter (where late > 0), 0)::text as overdue,
        (count(*) filter (where late > 0))::int as "overdueCount",
        coalesce(sum(balance) filter (where late between 1 and 30), 0)::text as d1,
        coalesce(sum(balance) filter (where late between 31 and 60), 0)::text as d31,
        coalesce(sum(balance) filter (where late > 60), 0)::text as d61
      from open`,
  );
  const [paid] = await queryRows<{ cents: string }>(
    db,
    sql`select coalesce(sum(amount_cents - refunded_cents), 0)::text as cents from invoice_payments where paid_on >= date_trunc('month', ${today}::date)::date and paid_on <= ${today}::date`,
  );
  const o = owed!;
  return {
    outstandingCents: Number(o.outstanding),
    outstandingCount: o.outstandingCount,
    overdueCents: Number(o.overdue),
    overdueCount: o.overdueCount,
    paidThisMonthCents: Number(paid!.cents),
    aging: { currentCents: Number(o.outstanding), days1to30Cents: Number(o.d1), days31to60Cents: Number(o.d31), over60Cents: Number(o.d61) },
  };
}
