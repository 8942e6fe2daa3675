import { desc, eq, sql, type SQL } from "drizzle-orm";
import { cardLabel } from "../../../shared/billing/card-label";
import { queryRows, type Db } from "../../db/client";
import { autopayAgreements, clients } from "../../db/schema/index";

/** What an automatic charge is made with: the client's Stripe customer and card on file. */
export type AutopayCard = { customerId: string; paymentMethodId: string; card: string };

/**
 * The card automatic payment charges for `clientId` (decision 074): only while the client's newest
 * agreement turned it on, a card is on file and the client has a Stripe customer; null otherwise.
 */
export async function autopayCardOf(db: Db, clientId: string): Promise<AutopayCard | null> {
  const [row] = await queryRows<{ customer_id: string; payment_method_id: string; brand: string; last4: string }>(
    db,
    sql`select s.customer_id, c.payment_method_id, c.brand, c.last4
        from client_cards c join stripe_customers s on s.client_id = c.client_id
        where c.client_id = ${clientId} and ${agreedTo(sql`c.client_id`)}`,
  );
  return row ? { customerId: row.customer_id, paymentMethodId: row.payment_method_id, card: cardLabel(row) } : null;
}

/** Whether the newest agreement of the client `clientId` names (a column) turned automatic payment on. */
export const agreedTo = (clientId: SQL) =>
  sql`coalesce((select a.enabled from autopay_agreements a where a.client_id = ${clientId} order by a.at desc, a.id desc limit 1), false)`;

/** The client's newest agreement row (on or off), or undefined when they never chose. */
export async function newestAgreement(db: Db, clientId: string) {
  const [row] = await db
    .select({ enabled: autopayAgreements.enabled, at: autopayAgreements.at })
    .from(autopayAgreements)
    .where(eq(autopayAgreements.clientId, clientId))
    .orderBy(desc(autopayAgreements.at), desc(autopayAgreements.id))
    .limit(1);
  return row;
}

/** The client's row, locked: their card and agreement change one at a time, the portal's and Stripe's events alike. */
export const lockClient = (tx: Db, clientId: string) => tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for("update");

/**
 * When a new agreement row of `clientId` is recorded: now, and always after the client's newest one
 * (rows are written with the client locked), so that the newest is never a tie of two in one instant.
 */
export const agreementTime = (clientId: string) =>
  sql`greatest(clock_timestamp(), (select max(a.at) + interval '1 microsecond' from autopay_agreements a where a.client_id = ${clientId}))`;
