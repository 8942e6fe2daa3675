import { sql } from "drizzle-orm";
import { cardLabel, cardLastDay } from "../../../shared/billing/card-label";
import { CARD_EXPIRY_NOTICE_DAYS } from "../../../shared/schemas/autopay";
import { paths } from "../../../shared/paths";
import type { ClientLanguage } from "../../../shared/schemas/clients";
import { queryRows, type Db } from "../../db/client";
import type { MailRequest } from "../../mail/kinds";
import { portalUrl } from "../common/portal-url";
import { agreedTo } from "./autopay-card";
import { reminderCompany, type ReminderConfig } from "../reminders/reminder-mail";

// The card on file about to expire (decision 074): a client paying automatically is asked once per
// card, within 30 days of its last day, to save the new one. Part of the hourly reminder pass, so
// it goes out from 8 a.m. and a downtime is caught up.

type ExpiringCard = {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  full_name: string;
  email: string;
  language: ClientLanguage;
};

/** The cards to ask about on `today` (at most `limit`), marked asked in the caller's transaction. */
export async function recordCardExpiryPrompts(tx: Db, o: { today: string; limit: number }): Promise<ExpiringCard[]> {
  const expiry = sql`c.exp_year::text || '-' || lpad(c.exp_month::text, 2, '0')`;
  const lastDay = sql`(make_date(c.exp_year, c.exp_month, 1) + interval '1 month' - interval '1 day')::date`;
  return queryRows<ExpiringCard>(
    tx,
    sql`with due as (
          select c.client_id from client_cards c join clients cl on cl.id = c.client_id
          where cl.email is not null
            and ${lastDay} between ${o.today}::date and ${o.today}::date + ${CARD_EXPIRY_NOTICE_DAYS}::int
            and c.expiry_prompted_for is distinct from ${expiry}
            and ${agreedTo(sql`c.client_id`)}
          order by c.client_id limit ${o.limit}
          for update of c skip locked)
        update client_cards c set expiry_prompted_for = ${expiry}
        from due, clients cl
        where c.client_id = due.client_id and cl.id = c.client_id
        returning c.brand, c.last4, c.exp_month, c.exp_year, cl.full_name, cl.email, cl.language`,
  );
}

export const cardExpiringRequest = (config: ReminderConfig, c: ExpiringCard): MailRequest => ({
  kind: "autopay.card-expiring",
  language: c.language,
  data: {
    card: cardLabel(c),
    expires: cardLastDay({ expMonth: c.exp_month, expYear: c.exp_year }),
    client: { name: c.full_name, email: c.email },
    url: portalUrl(config, paths.clientInvoices, c),
    company: reminderCompany(config),
  },
});
