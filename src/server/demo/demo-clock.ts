import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

// The product's services stamp what they write with now(). The demo's history happened over the
// last six months, so after each step the rows that step stamped (those later than the start of
// the seeding, since earlier steps were already moved into the past) are moved to the step's day.

/** The timestamp columns the billing, schedule and messaging services write, by table. */
const STAMPED: Record<string, readonly string[]> = {
  quotes: ["created_at", "updated_at", "sent_at"],
  quote_versions: ["created_at"],
  quote_events: ["at"],
  quote_acceptances: ["accepted_at"],
  invoices: ["created_at", "updated_at", "paid_at", "voided_at"],
  invoice_payments: ["created_at"],
  invoice_credits: ["created_at"],
  invoice_events: ["at"],
  audit_log: ["at"],
  service_schedules: ["created_at", "updated_at", "ended_at"],
  service_visits: ["created_at", "updated_at", "completed_at", "cancelled_at", "missed_at"],
  service_visit_events: ["at"],
  client_messages: ["created_at", "read_at"],
  client_conversations: ["last_message_at"],
  visit_ratings: ["created_at", "follow_up_opened_at", "follow_up_closed_at"],
};

/**
 * Columns stamped with clock_timestamp() (messages written together keep their order): moved to the
 * step's moment plus how long after the step's first one they were written, instead of all to one instant.
 */
const ORDERED: Record<string, readonly string[]> = { client_messages: ["created_at"] };

/** A moment on `date` (yyyy-mm-dd) at `hour`:`minute`, Ottawa time. */
export function ottawaMoment(date: string, hour = 10, minute = 0): Date {
  // Ottawa is UTC-5 in winter and UTC-4 in summer; the hour is only for believable ordering.
  const summer = Number(date.slice(5, 7)) >= 4 && Number(date.slice(5, 7)) <= 10;
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), hour + (summer ? 4 : 5), minute));
}

export type DemoClock = {
  /** Move what the last step stamped to `moment` (never later than the start of the seeding). */
  settle: (moment: Date) => Promise<void>;
};

export function demoClock(db: Db, start: Date): DemoClock {
  const since = start.toISOString();
  return {
    async settle(moment) {
      const at = new Date(Math.min(moment.getTime(), start.getTime() - 60_000)).toISOString();
      // One statement (one round trip): an update per table, each row changed once.
      const updates = Object.entries(STAMPED).map(([table, columns], i) => {
        const cols = columns.map((c) => sql.identifier(c));
        const set = sql.join(
          columns.map((name) => {
            const c = sql.identifier(name);
            const moved = ORDERED[table]?.includes(name)
              ? sql`${at}::timestamptz + (${c} - (select min(${c}) from ${sql.identifier(table)} where ${c} >= ${since}::timestamptz))`
              : sql`${at}::timestamptz`;
            return sql`${c} = case when ${c} >= ${since}::timestamptz then ${moved} else ${c} end`;
          }),
          sql`, `,
        );
        const where = sql.join(
          cols.map((c) => sql`${c} >= ${since}::timestamptz`),
          sql` or `,
        );
        return sql`${sql.identifier(`u${i}`)} as (update ${sql.identifier(table)} set ${set} where ${where} returning 1)`;
      });
      // The e-mails of the past went out at the time: the outbox keeps them as sent, so starting the
      // server sends none of them again.
      updates.push(
        sql`mail as (update outbox set created_at = ${at}::timestamptz, next_attempt_at = ${at}::timestamptz, sent_at = ${at}::timestamptz where created_at >= ${since}::timestamptz and withheld_at is null returning 1)`,
      );
      await db.execute(sql`with ${sql.join(updates, sql`, `)} select 1`);
    },
  };
}
