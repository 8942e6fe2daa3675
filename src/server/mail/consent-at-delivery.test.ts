import fc from "fast-check";
import { expect, test } from "vitest";
import { consentState, mayReceiveNews, type ConsentFacts } from "../services/consent/consent-rules";
import { checkedAt, holdsBack } from "./consent-at-delivery";
import { COMMERCIAL, type MailKind } from "./kinds";

// The check at delivery (decision 059) is the sending's rule applied again at that moment: it holds
// back exactly the commercial messages the audience would leave out now, never a transactional one.

const at = (iso: string) => new Date(iso);
const date = fc.date({ min: at("2020-01-01T00:00:00Z"), max: at("2030-01-01T00:00:00Z"), noInvalidDate: true });
const record = fc.record({ action: fc.constantFrom("given" as const, "withdrawn" as const), at: date });
const facts: fc.Arbitrary<ConsentFacts> = fc.record({
  records: fc.array(record, { maxLength: 6 }),
  lastPurchaseAt: fc.option(date, { nil: null }),
  lastInquiryAt: fc.option(date, { nil: null }),
});
const TRANSACTIONAL: MailKind[] = ["auth.login-link", "quote.send", "invoice.send", "invoice.receipt", "visit.notice", "privacy.erased", "consultation.notify"];
const commercial = fc.constantFrom(...COMMERCIAL);

test("property: a transactional message is never held back, whatever the ledger says", () => {
  fc.assert(
    fc.property(fc.constantFrom(...TRANSACTIONAL), fc.option(facts, { nil: undefined }), date, (kind, f, now) => {
      expect(holdsBack(kind, f, now)).toBe(false);
    }),
  );
});

test("property: a commercial message goes out exactly when the audience's rule would include its reader at that moment", () => {
  fc.assert(
    fc.property(commercial, facts, date, (kind, f, now) => {
      const settled = { ...f, records: f.records.filter((r) => r.at <= now) };
      expect(holdsBack(kind, settled, now)).toBe(!mayReceiveNews(consentState(settled, now)));
    }),
  );
});

test("property: after an unsubscribe it is held back, implied consent or not, even when this clock is behind the record's", () => {
  fc.assert(
    fc.property(commercial, facts, date, fc.integer({ min: -60_000, max: 86_400_000 }), (kind, f, withdrawnAt, after) => {
      const earlier = f.records.filter((r) => r.at < withdrawnAt);
      const withdrawn = { ...f, records: [...earlier, { action: "withdrawn" as const, at: withdrawnAt }] };
      expect(holdsBack(kind, withdrawn, new Date(withdrawnAt.getTime() + after))).toBe(true);
    }),
  );
});

test("property: the instant checked is now, or the newest record when it is later", () => {
  fc.assert(
    fc.property(facts, date, (f, now) => {
      const instant = checkedAt(f, now).getTime();
      expect(instant).toBe(Math.max(now.getTime(), ...f.records.map((r) => r.at.getTime())));
    }),
  );
});

test("someone the ledger does not know (erased, or never known) receives no news; implied consent ends on its day", () => {
  expect(holdsBack("announcement.send", undefined, at("2026-11-27T15:00:00Z"))).toBe(true);
  const inquiry = { records: [], lastPurchaseAt: null, lastInquiryAt: at("2026-06-01T12:00:00Z") };
  expect(holdsBack("announcement.send", inquiry, at("2026-12-01T11:59:59Z"))).toBe(false);
  expect(holdsBack("announcement.send", inquiry, at("2026-12-01T12:00:00Z"))).toBe(true);
});
