import type { Db } from "../db/client";
import { loadConsentFacts } from "../services/consent/consent-facts";
import { consentState, mayReceiveNews, type ConsentFacts } from "../services/consent/consent-rules";
import { COMMERCIAL } from "./kinds";

// A commercial message is checked against the consent ledger again when it is delivered (decision
// 059): someone who unsubscribed, whose implied consent ended, or who was erased after the
// announcement was queued does not receive it. The rule is the one the sending used (consentState,
// mayReceiveNews); transactional kinds are never checked, so nothing holds them back.

/** What the ledger says of someone it does not know (erased, or never known): no consent. */
const NOBODY: ConsentFacts = { records: [], lastPurchaseAt: null, lastInquiryAt: null };

/**
 * The instant consent is checked at: `now`, or the ledger's newest record when that is later. A
 * record the database holds is already past, whatever this process's clock says (a database on
 * another machine may run a little ahead of it).
 */
export function checkedAt(facts: ConsentFacts, now: Date): Date {
  return facts.records.reduce((latest, r) => (r.at > latest ? r.at : latest), now);
}

/** Whether a message of `kind` to someone with `facts` (undefined: the ledger does not know them) is held back at `now`. */
export function holdsBack(kind: string, facts: ConsentFacts | undefined, now: Date): boolean {
  if (!COMMERCIAL.has(kind)) return false;
  const known = facts ?? NOBODY;
  return !mayReceiveNews(consentState(known, checkedAt(known, now)));
}

/**
 * The commercial messages among `rows` that must not go out at `now`, each with the instant its
 * consent was checked at: one read of the ledger for the whole batch, none for a batch without
 * a commercial message.
 */
export async function heldBack(db: Db, rows: readonly { id: string; kind: string; to: string }[], now: Date): Promise<Map<string, Date>> {
  const commercial = rows.filter((r) => COMMERCIAL.has(r.kind));
  if (commercial.length === 0) return new Map();
  const people = await loadConsentFacts(db, [...new Set(commercial.map((r) => r.to.toLowerCase()))]);
  const held = new Map<string, Date>();
  for (const r of commercial) {
    const facts = people.get(r.to.toLowerCase());
    if (holdsBack(r.kind, facts, now)) held.set(r.id, checkedAt(facts ?? NOBODY, now));
  }
  return held;
}
