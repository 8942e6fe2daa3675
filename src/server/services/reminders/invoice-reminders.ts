import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { at, recordReached, stageRows, type StagedDocument } from "./stages";

/** An invoice this pass looked at; its `stage` is the reminder this pass sends, if any. */
export type OverdueInvoice = StagedDocument & { balance_cents: number | string; due_date: string; days_overdue: number };

/**
 * Record the overdue stages reached by up to `limit` invoices, in `tx`, and return those invoices.
 *
 * Due: an issued invoice with a balance whose client has an e-mail address, and a configured stage
 * (days past due) reached by `today` with no billing_reminders row for it or a later stage (a stage
 * added to the configuration after a later one went out is not sent late). Every reached stage gets its
 * row; the reminder is sent for the latest one only (after downtime the client gets one e-mail, not
 * one per missed stage), with an invoice_events row. The rows are inserted with ON CONFLICT DO
 * NOTHING RETURNING: a stage another process recorded first is not returned, so whichever
 * transaction inserts the latest stage's row is the one that sends, and no other. Invoices being
 * changed (a payment being recorded) are skipped (SKIP LOCKED) and looked at again next pass;
 * those taken are locked until the commit, so a payment waits for the reminder rather than cross it.
 */
export async function recordInvoiceReminders(tx: Db, o: { stages: number[]; today: string; now: Date; limit: number }): Promise<OverdueInvoice[]> {
  if (o.stages.length === 0) return [];
  const today = sql`${o.today}::date`;
  const unrecorded = (id: unknown) =>
    sql`not exists (select 1 from billing_reminders r where r.kind = 'invoice_overdue' and r.document_id = ${id} and r.stage >= s.stage)`;
  return queryRows<OverdueInvoice>(
    tx,
    sql`
    with due as (
      select i.id, i.due_date from invoices i
      where i.status = 'issued' and i.total_cents > i.paid_cents + i.credited_cents
        and i.due_date <= ${today} - ${Math.min(...o.stages)}::int
        and exists (select 1 from clients c where c.id = i.client_id and c.email is not null)
        -- The card on file is being charged, or tried again on a day the client was told (decision 074).
        and not exists (select 1 from invoice_charges ch where ch.invoice_id = i.id and ch.status in ('queued', 'sending', 'processing', 'unknown'))
        and exists (select 1 from ${stageRows(o.stages)} where i.due_date + s.stage <= ${today} and ${unrecorded(sql`i.id`)})
      order by i.id
      limit ${o.limit}
      for no key update of i skip locked),
    reached as (
      select d.id, s.stage from due d cross join ${stageRows(o.stages)}
      where d.due_date + s.stage <= ${today} and ${unrecorded(sql`d.id`)}),
    ${recordReached("invoice_overdue", "max", o.now)},
    logged as (
      insert into invoice_events (invoice_id, kind, actor_type, details, at)
      select id, 'reminder_sent', 'system', jsonb_build_object('stage', stage::text), ${at(o.now)} from sent)
    select d.id, s.stage, i.number, i.title, i.total_cents - i.paid_cents - i.credited_cents as balance_cents,
      i.due_date::text as due_date, ${today} - i.due_date as days_overdue, c.full_name, c.email, c.language
    from due d
    join invoices i on i.id = d.id
    join clients c on c.id = i.client_id
    left join sent s on s.id = d.id
    order by i.id`,
  );
}
