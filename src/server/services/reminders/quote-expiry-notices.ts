import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { recordReached, stageRows, type StagedDocument } from "./stages";

/** A quote this pass looked at; its `stage` is the notice this pass sends, if any. */
export type ExpiringQuote = StagedDocument & { total_cents: number | string; valid_until: string; days_left: number };

/**
 * Record the expiry stages reached by up to `limit` sent quotes, in `tx`, and return those quotes:
 * as recordInvoiceReminders does for invoices. A stage (days before the valid-until date) is
 * reached when `valid_until - stage <= today` while the quote is still valid (`valid_until >=
 * today`) and neither it nor a stage closer to the expiry is recorded; the notice goes for the
 * closest stage to the expiry. A stage whose day had come before the quote was first sent is left
 * out: the quote e-mail the client has just received gives its date.
 */
export async function recordQuoteExpiryNotices(tx: Db, o: { stages: number[]; today: string; now: Date; limit: number }): Promise<ExpiringQuote[]> {
  if (o.stages.length === 0) return [];
  const today = sql`${o.today}::date`;
  const reached = (alias: string) => {
    const q = sql.identifier(alias);
    return sql`${q}.valid_until - s.stage <= ${today}
      and (${q}.sent_at at time zone 'America/Toronto')::date < ${q}.valid_until - s.stage
      and not exists (select 1 from billing_reminders r where r.kind = 'quote_expiry' and r.document_id = ${q}.id and r.stage <= s.stage)`;
  };
  return queryRows<ExpiringQuote>(
    tx,
    sql`
    with due as (
      select q.id, q.valid_until, q.sent_at from quotes q
      where q.status = 'sent' and q.valid_until >= ${today} and q.valid_until <= ${today} + ${Math.max(...o.stages)}::int
        and exists (select 1 from clients c where c.id = q.client_id and c.email is not null)
        and exists (select 1 from ${stageRows(o.stages)} where ${reached("q")})
      order by q.id
      limit ${o.limit}
      for no key update of q skip locked),
    reached as (select d.id, s.stage from due d cross join ${stageRows(o.stages)} where ${reached("d")}),
    ${recordReached("quote_expiry", "min", o.now)}
    select d.id, s.stage, q.number, q.title, q.total_cents, q.valid_until::text as valid_until, q.valid_until - ${today} as days_left,
      c.full_name, c.email, c.language
    from due d
    join quotes q on q.id = d.id
    join clients c on c.id = q.client_id
    left join sent s on s.id = d.id
    order by q.id`,
  );
}
