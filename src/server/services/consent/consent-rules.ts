import { IMPLIED_CONSENT_MONTHS, type ConsentAction } from "../../../shared/consent";

// Whether a person may receive news and offers now (Canada's anti-spam law, decision 053). Pure:
// the ledger's records and the dates of their last purchase and inquiry in, a state out.
// - The latest record decides when there is one: given is express consent, with no end;
//   withdrawn ends every consent, implied ones included, until they give it again.
// - Otherwise consent is implied for two years from a purchase or six months from an inquiry,
//   whichever ends later, and lapses on that day.

export type ConsentFacts = {
  records: readonly { action: ConsentAction; at: Date }[];
  lastPurchaseAt: Date | null;
  lastInquiryAt: Date | null;
};

export type ConsentState =
  | { kind: "express"; since: Date }
  | { kind: "implied"; basis: "purchase" | "inquiry"; since: Date; until: Date }
  | { kind: "withdrawn"; since: Date }
  /** No consent; `lapsedOn` when an implied one ended. */
  | { kind: "none"; lapsedOn: Date | null };

/** `at` plus `months` calendar months (UTC), on the month's last day when the day does not exist. */
export function addMonths(at: Date, months: number): Date {
  const target = new Date(at);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return target;
}

export function consentState(facts: ConsentFacts, now: Date): ConsentState {
  const latest = facts.records
    .filter((r) => r.at <= now)
    .reduce<ConsentFacts["records"][number] | null>((last, r) => (last === null || r.at >= last.at ? r : last), null);
  if (latest?.action === "given") return { kind: "express", since: latest.at };
  if (latest?.action === "withdrawn") return { kind: "withdrawn", since: latest.at };

  const implied = (["purchase", "inquiry"] as const)
    .map((basis) => {
      const since = basis === "purchase" ? facts.lastPurchaseAt : facts.lastInquiryAt;
      return since && since <= now ? { kind: "implied" as const, basis, since, until: addMonths(since, IMPLIED_CONSENT_MONTHS[basis]) } : null;
    })
    .filter((s) => s !== null)
    .sort((a, b) => b.until.getTime() - a.until.getTime());
  const best = implied[0];
  if (best && best.until > now) return best;
  return { kind: "none", lapsedOn: best?.until ?? null };
}

/** Whether a commercial message may be sent to someone in `state`. */
export const mayReceiveNews = (state: ConsentState) => state.kind === "express" || state.kind === "implied";
