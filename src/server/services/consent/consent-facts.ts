import { sql } from "drizzle-orm";
import type { ConsentAction } from "../../../shared/consent";
import type { Locale } from "../../../shared/locale";
import { queryRows, type Db } from "../../db/client";
import type { ConsentFacts } from "./consent-rules";

// What the consent rules need about people, read in a few statements for any number of them: the
// ledger, their last purchase (a payment received or a quote accepted) and their last inquiry (a
// consultation, an assessment, a lead staff took down), with the name and language to write to
// them in (the client's, else their latest inquiry's).

export type Person = ConsentFacts & { email: string; name: string | null; language: Locale };

/** The people known by `emails` (lower-case), or everyone the company has an e-mail address for. */
export async function loadConsentFacts(db: Db, emails?: readonly string[]): Promise<Map<string, Person>> {
  const only =
    emails === undefined
      ? sql`true`
      : emails.length === 0
        ? sql`false`
        : sql`p.email in (${sql.join(
            emails.map((e) => sql`${e.toLowerCase()}`),
            sql`, `,
          )})`;
  const people = await queryRows<{
    email: string;
    name: string | null;
    language: Locale;
    last_purchase: Date | string | null;
    last_inquiry: Date | string | null;
  }>(
    db,
    sql`with inquiries as (
          select lower(email) as email, full_name as name, language, submitted_at as at from job_assessments
          union all select lower(email), name, language, created_at from consultations
          union all select lower(email), full_name, null, created_at from leads where email is not null
        ),
        purchases as (
          select lower(c.email) as email, (p.paid_on::timestamp at time zone 'America/Toronto') as at
            from invoice_payments p join invoices i on i.id = p.invoice_id join clients c on c.id = i.client_id where c.email is not null
          union all
          select lower(c.email), a.accepted_at from quote_acceptances a join quotes q on q.id = a.quote_id join clients c on c.id = q.client_id where c.email is not null
        ),
        p as (
          select email from inquiries union select email from purchases
          union select lower(email) from clients where email is not null
          union select email from consents
        )
        select p.email,
               coalesce((select full_name from clients c where lower(c.email) = p.email),
                        (select name from inquiries i where i.email = p.email order by at desc limit 1)) as name,
               coalesce((select language from clients c where lower(c.email) = p.email),
                        (select language from inquiries i where i.email = p.email and language is not null order by at desc limit 1), 'en') as language,
               (select max(at) from purchases u where u.email = p.email) as last_purchase,
               (select max(at) from inquiries i where i.email = p.email) as last_inquiry
          from p where ${only}`,
  );
  const records = await queryRows<{ email: string; action: ConsentAction; created_at: Date | string }>(
    db,
    sql`select email, action, created_at from consents p where ${only} order by created_at, id`,
  );
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  const result = new Map<string, Person>(
    people.map((p) => [
      p.email,
      { email: p.email, name: p.name, language: p.language, records: [], lastPurchaseAt: date(p.last_purchase), lastInquiryAt: date(p.last_inquiry) },
    ]),
  );
  for (const r of records)
    (result.get(r.email)?.records as { action: ConsentAction; at: Date }[] | undefined)?.push({ action: r.action, at: new Date(r.created_at) });
  return result;
}
