import { desc, eq, sql } from "drizzle-orm";
import type { ConsentAction } from "../../../shared/consent";
import type { Db } from "../../db/client";
import { consents } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { recordConsent, type ConsentRecordInput } from "./record-consent";

// A person's choice about news and offers, taken at once and once (decision 057): the unsubscribe
// link, its undo and the portal's switch record it unless the ledger's latest record already says
// so, so a repeated click, a mail program's retried one-click POST, or two at once write one record.

/** The action of the latest record of `email` (lower-case), or null when the ledger has none. */
export async function latestAction(db: Db, email: string): Promise<ConsentAction | null> {
  const [latest] = await db
    .select({ action: consents.action })
    .from(consents)
    .where(eq(consents.email, email))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(1);
  return latest?.action ?? null;
}

/**
 * Record `input` unless the latest record of its address already has its action. Requests for one
 * address wait for each other (a transaction-scoped advisory lock on the address), so two at once
 * cannot both find nothing and both write. Returns whether a record was written.
 */
export async function setConsent(db: Db, input: ConsentRecordInput): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  return transaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`consent:${email}`}, 0))`);
    if ((await latestAction(tx, email)) === input.action) return false;
    await recordConsent(tx, { ...input, email });
    return true;
  });
}
