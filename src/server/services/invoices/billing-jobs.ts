import { sql } from "drizzle-orm";
import { businessDay, businessTimeOn } from "../../../shared/business-time";
import type { PaymentTerms } from "../../../shared/schemas/invoices";
import { queryRows, type Db } from "../../db/client";
import type { Config } from "../../env";
import type { JobHandler } from "../../jobs/kinds";
import { scheduleJob } from "../../jobs/schedule";
import { billVisitsRow } from "./bill-visits";
import { issueRow } from "./issue-invoice";
import type { InvoiceActor } from "./record-event";

// Invoices the product makes by itself (decision 073): a visit of a schedule billed per visit is
// invoiced once it is completed, and the schedules billed monthly get one invoice per client and
// address on the 1st at 8 a.m., Ottawa time, for the completed visits not yet billed. Both are
// issued and e-mailed at once: the prices are the accepted quote's. Never twice: a visit is billed
// by one live invoice at most (invoice_visits), whatever runs again.

const SYSTEM: InvoiceActor = { type: "system", name: "Automatic billing" };
/** The payment terms of the invoices made here. */
export const AUTOMATIC_TERMS: PaymentTerms = "net_15";
/** When the monthly run starts on its day, on the company's clock. */
export const MONTHLY_HOUR = 8;
/**
 * Clients (and addresses) one monthly job invoices; a fuller run continues in a follow-up job. Small,
 * because a job holds the embedded database's only connection (about half a second for 25).
 */
export const MONTHLY_BATCH = 25;

/** Bill `visitIds` (one client, one address) and issue the invoice, as the system. */
async function billAndIssue(tx: Db, visitIds: readonly string[], config: Config, title?: string): Promise<string> {
  // The draft's row as written: made in this transaction, it needs neither reading again nor a lock.
  const row = await billVisitsRow(tx, { visitIds, terms: AUTOMATIC_TERMS, actor: SYSTEM, ...(title ? { title } : {}) }, config);
  const today = businessDay();
  await issueRow(tx, row, { issueDate: today, actor: SYSTEM, today, config });
  return row.id;
}

/** In the transaction that completes `visitId`: its invoice is made after the commit when its schedule bills per visit. */
export async function scheduleVisitBilling(tx: Db, visitId: string): Promise<void> {
  const [due] = await queryRows<{ id: string }>(
    tx,
    sql`select v.id from service_visits v join service_schedules s on s.id = v.schedule_id
        where v.id = ${visitId} and s.billing = 'per_visit' and v.quote_id is not null`,
  );
  if (due) await scheduleJob(tx, { kind: "billing.visit", dedupeKey: `billing.visit:${visitId}`, runAt: new Date(), payload: { visitId } });
}

/** The "billing.visit" job: the visit's invoice, unless staff billed it first or it is no longer completed. */
export function visitBillingJobHandler(deps: { config: Config }): JobHandler<"billing.visit"> {
  return async ({ visitId }, { tx, logger }) => {
    const [open] = await queryRows<{ id: string }>(
      tx,
      sql`select v.id from service_visits v where v.id = ${visitId} and v.status = 'completed' and v.quote_id is not null
          and not exists (select 1 from invoice_visits iv where iv.visit_id = v.id and iv.live)
          for update of v`,
    );
    if (!open) return logger.info({ visitId }, "visit billing: nothing to bill");
    const invoiceId = await billAndIssue(tx, [visitId], deps.config);
    logger.info({ visitId, invoiceId }, "visit billed");
  };
}

/** The first day of the month `day` (yyyy-mm-dd) falls in. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * Schedule the monthly run of the month `at` falls in, at 8 a.m. on its 1st (one job per month
 * whoever schedules it: "billing.monthly:2026-12-01"). The server schedules the current month's at
 * start, so a 1st the server was down is caught up at once; each run schedules the next month's.
 */
export function scheduleMonthlyBilling(db: Db, at: Date): Promise<boolean> {
  const before = monthOf(businessDay(at));
  return scheduleJob(db, { kind: "billing.monthly", dedupeKey: `billing.monthly:${before}`, runAt: businessTimeOn(before, MONTHLY_HOUR), payload: { before } });
}

const monthName = new Intl.DateTimeFormat("en-CA", { month: "long", year: "numeric", timeZone: "UTC" });

/** The day after `before`'s month: the next run's 1st. */
function nextMonth(before: string): string {
  const [y, m] = before.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

/** The "billing.monthly" job: for each client and address, one invoice of the completed visits before `before` of the schedules billed monthly. */
export function monthlyBillingJobHandler(deps: { config: Config; batch?: number }): JobHandler<"billing.monthly"> {
  const batch = deps.batch ?? MONTHLY_BATCH;
  return async ({ before }, { tx, job, logger }) => {
    await scheduleMonthlyBilling(tx, businessTimeOn(nextMonth(before), 12));
    const groups = await queryRows<{ client_id: string; address_id: string; visit_ids: string[] }>(
      tx,
      sql`select v.client_id, v.address_id, array_agg(v.id::text order by v.visit_date, v.id) as visit_ids
          from service_visits v join service_schedules s on s.id = v.schedule_id
          where s.billing = 'monthly' and v.status = 'completed' and v.quote_id is not null and v.visit_date < ${before}
            and not exists (select 1 from invoice_visits iv where iv.visit_id = v.id and iv.live)
          group by v.client_id, v.address_id
          order by v.client_id, v.address_id
          limit ${batch}`,
    );
    const [y, m] = before.split("-").map(Number) as [number, number];
    const month = monthName.format(Date.UTC(m === 1 ? y - 1 : y, m === 1 ? 11 : m - 2, 1));
    for (const g of groups) await billAndIssue(tx, g.visit_ids, deps.config, `Cleaning visits - ${month}`);
    const more = groups.length === batch;
    if (more) await scheduleJob(tx, { kind: "billing.monthly", dedupeKey: `billing.monthly:more:${job.id}`, runAt: job.runAt, payload: { before } });
    logger.info({ before, invoices: groups.length, more }, "monthly billing");
  };
}
