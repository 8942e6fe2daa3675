import { sql } from "drizzle-orm";
import { addDays } from "../../../shared/calendar-date";
import type { ClientLanguage } from "../../../shared/schemas/clients";
import { queryRows, type Db } from "../../db/client";
import type { Config } from "../../env";
import { mailSender } from "../../mail/company";
import type { MailRequest } from "../../mail/kinds";
import { enqueueMails } from "../../mail/outbox";
import { paths } from "../../../shared/paths";
import { portalUrl } from "../common/portal-url";

/** Visits one pass looks at: a bounded transaction, however many are due at once. */
export const VISIT_REMINDER_BATCH = 1000;

type DueVisit = {
  id: string;
  visit_date: string;
  window_start: string;
  window_end: string;
  service: string;
  street: string;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  full_name: string;
  email: string;
  language: ClientLanguage;
};

export type VisitReminderConfig = Pick<Config, "appUrl" | "site" | "authSecret">;

const reminderRequest = (config: VisitReminderConfig, v: DueVisit): MailRequest => ({
  kind: "visit.reminder",
  language: v.language,
  data: {
    visit: {
      date: v.visit_date,
      windowStart: v.window_start,
      windowEnd: v.window_end,
      service: v.service,
      address: [v.street, v.city, [v.province, v.postal_code].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    },
    client: { name: v.full_name, email: v.email },
    // The dashboard's Upcoming Services card; the sign-in page comes filled in, in the client's language, when signed out (decisions 029, 049).
    url: portalUrl(config, paths.clientDashboard, v),
    company: { name: config.site.companyName, email: config.site.email, phone: config.site.phone, sender: mailSender(config) },
  },
});

/**
 * One pass of day-before reminders in `tx`: every scheduled visit on the day after `today` (Ottawa)
 * whose client has an e-mail address and whose reminder was not sent for that date (reminded_for)
 * gets one e-mail, and reminded_for its date, in one statement with the e-mail queued in the same
 * transaction: each visit's reminder goes out once, and a visit moved to another day gets one for
 * the new day. Visits being changed are skipped (SKIP LOCKED) and taken by the next pass, so two
 * passes at once send each reminder once.
 */
export async function runVisitReminderPass(
  tx: Db,
  o: { config: VisitReminderConfig; today: string; limit?: number },
): Promise<{ reminders: number; more: boolean }> {
  const limit = o.limit ?? VISIT_REMINDER_BATCH;
  const due = await queryRows<DueVisit>(
    tx,
    sql`
    with due as (
      select v.id from service_visits v
      where v.visit_date = ${addDays(o.today, 1)}::date and v.status = 'scheduled' and v.reminded_for is distinct from v.visit_date
        and exists (select 1 from clients c where c.id = v.client_id and c.email is not null)
      order by v.id
      limit ${limit}
      for no key update of v skip locked),
    marked as (
      update service_visits v set reminded_for = v.visit_date from due d where v.id = d.id
      returning v.id, v.client_id, v.address_id, v.visit_date, v.window_start, v.window_end, v.service)
    select m.id, m.visit_date::text as visit_date, m.window_start::text as window_start, m.window_end::text as window_end, m.service,
      a.street, a.city, a.province, a.postal_code, c.full_name, c.email, c.language
    from marked m
    join clients c on c.id = m.client_id
    join client_addresses a on a.id = m.address_id
    order by m.id`,
  );
  await enqueueMails(
    tx,
    due.map((v) => reminderRequest(o.config, v)),
  );
  return { reminders: due.length, more: due.length === limit };
}
