import { sql, type SQL } from "drizzle-orm";
import type { ClientLanguage } from "../../../shared/schemas/clients";

/** The configured stages as a row source `s(stage)`, for a query's FROM. */
export const stageRows = (stages: number[]): SQL =>
  sql`(values ${sql.join(
    stages.map((stage) => sql`(${stage}::int)`),
    sql`, `,
  )}) as s(stage)`;

/** A timestamp parameter (drizzle passes a Date to the two drivers differently). */
export const at = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

/** A document a pass looked at, with its client; `stage` is set when this pass is the one to send for it. */
export type StagedDocument = { id: string; stage: number | null; number: string; title: string; full_name: string; email: string; language: ClientLanguage };

/**
 * The CTEs that follow a pass's `reached` (the stages each document has reached: id, stage): every
 * reached stage gets its billing_reminders row of `kind`, inserted with ON CONFLICT DO NOTHING
 * RETURNING, so a stage another process recorded first is not returned; `sent` holds the documents
 * whose chosen stage (`pick`: max, an invoice's latest; min, the closest to a quote's expiry) this
 * pass recorded, which are the ones it sends for.
 */
export const recordReached = (kind: "invoice_overdue" | "quote_expiry", pick: "max" | "min", now: Date): SQL => sql`
    latest as (select id, ${sql.raw(pick)}(stage) as stage from reached group by id),
    recorded as (
      insert into billing_reminders (kind, document_id, stage, sent_at)
      select ${sql.raw(`'${kind}'`)}, id, stage, ${at(now)} from reached order by id, stage
      on conflict do nothing
      returning document_id, stage),
    sent as (select l.id, l.stage from latest l join recorded r on r.document_id = l.id and r.stage = l.stage)`;
