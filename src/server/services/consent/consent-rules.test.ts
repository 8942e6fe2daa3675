import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { addMonths, consentState, mayReceiveNews, type ConsentFacts } from "./consent-rules";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-11-27T15:00:00Z");
const none: ConsentFacts = { records: [], lastPurchaseAt: null, lastInquiryAt: null };

describe("consent rules", () => {
  test("nobody known: no consent", () => {
    expect(consentState(none, NOW)).toEqual({ kind: "none", lapsedOn: null });
  });

  test("a ticked box is express consent, with no end", () => {
    const state = consentState({ ...none, records: [{ action: "given", at: at("2020-01-01T00:00:00Z") }] }, NOW);
    expect(state).toEqual({ kind: "express", since: at("2020-01-01T00:00:00Z") });
    expect(mayReceiveNews(state)).toBe(true);
  });

  test("an inquiry implies consent for six months, then it lapses", () => {
    const inquiry = at("2026-06-01T12:00:00Z");
    expect(consentState({ ...none, lastInquiryAt: inquiry }, NOW)).toEqual({
      kind: "implied",
      basis: "inquiry",
      since: inquiry,
      until: at("2026-12-01T12:00:00Z"),
    });
    const lapsed = consentState({ ...none, lastInquiryAt: inquiry }, at("2026-12-01T12:00:00Z"));
    expect(lapsed).toEqual({ kind: "none", lapsedOn: at("2026-12-01T12:00:00Z") });
    expect(mayReceiveNews(lapsed)).toBe(false);
  });

  test("a purchase implies consent for two years", () => {
    const purchase = at("2025-01-15T12:00:00Z");
    expect(consentState({ ...none, lastPurchaseAt: purchase }, NOW)).toMatchObject({ kind: "implied", basis: "purchase", until: at("2027-01-15T12:00:00Z") });
    expect(consentState({ ...none, lastPurchaseAt: purchase }, at("2027-01-16T00:00:00Z")).kind).toBe("none");
  });

  test("the implied consent that ends later wins", () => {
    const facts = { ...none, lastPurchaseAt: at("2025-01-15T12:00:00Z"), lastInquiryAt: at("2026-11-01T12:00:00Z") };
    expect(consentState(facts, NOW)).toMatchObject({ basis: "inquiry", until: at("2027-05-01T12:00:00Z") });
  });

  test("a withdrawal ends express and implied consent alike, until consent is given again", () => {
    const facts: ConsentFacts = {
      records: [
        { action: "given", at: at("2026-01-01T00:00:00Z") },
        { action: "withdrawn", at: at("2026-02-01T00:00:00Z") },
      ],
      lastPurchaseAt: at("2026-10-01T00:00:00Z"),
      lastInquiryAt: at("2026-11-01T00:00:00Z"),
    };
    expect(consentState(facts, NOW)).toEqual({ kind: "withdrawn", since: at("2026-02-01T00:00:00Z") });
    const again = { ...facts, records: [...facts.records, { action: "given" as const, at: at("2026-11-20T00:00:00Z") }] };
    expect(consentState(again, NOW)).toEqual({ kind: "express", since: at("2026-11-20T00:00:00Z") });
  });

  test("records after now do not count yet", () => {
    expect(consentState({ ...none, records: [{ action: "given", at: at("2027-01-01T00:00:00Z") }] }, NOW).kind).toBe("none");
  });

  test("months end on the month's last day when the day does not exist", () => {
    expect(addMonths(at("2026-08-31T10:00:00Z"), 6)).toEqual(at("2027-02-28T10:00:00Z"));
    expect(addMonths(at("2027-08-31T10:00:00Z"), 6)).toEqual(at("2028-02-29T10:00:00Z"));
    expect(addMonths(at("2026-01-31T10:00:00Z"), 24)).toEqual(at("2028-01-31T10:00:00Z"));
  });

  const date = fc.date({ min: at("2020-01-01T00:00:00Z"), max: at("2030-01-01T00:00:00Z"), noInvalidDate: true });
  const facts = fc.record({
    records: fc.array(fc.record({ action: fc.constantFrom("given" as const, "withdrawn" as const), at: date }), { maxLength: 6 }),
    lastPurchaseAt: fc.option(date, { nil: null }),
    lastInquiryAt: fc.option(date, { nil: null }),
  });

  test("property: the latest record decides; without one, consent holds exactly within an implied window", () => {
    fc.assert(
      fc.property(facts, date, (f, now) => {
        const state = consentState(f, now);
        const past = f.records.filter((r) => r.at <= now);
        if (past.length > 0) {
          const latest = Math.max(...past.map((r) => r.at.getTime()));
          const latestActions = new Set(past.filter((r) => r.at.getTime() === latest).map((r) => r.action));
          expect(latestActions.has(state.kind === "express" ? "given" : "withdrawn")).toBe(true);
          return;
        }
        const within = (since: Date | null, months: number) => since !== null && since <= now && now < addMonths(since, months);
        expect(mayReceiveNews(state)).toBe(within(f.lastPurchaseAt, 24) || within(f.lastInquiryAt, 6));
      }),
    );
  });

  test("property: after a withdrawal nothing but a new consent lets news through", () => {
    fc.assert(
      fc.property(facts, date, (f, withdrawnAt) => {
        const later = f.records.filter((r) => r.at > withdrawnAt);
        const withdrawn = { ...f, records: [...f.records.filter((r) => r.at <= withdrawnAt), { action: "withdrawn" as const, at: withdrawnAt }, ...later] };
        const now = new Date(withdrawnAt.getTime() + 1);
        const givenAfter = later.some((r) => r.at <= now && r.action === "given"); // a record at `now` counts
        if (!givenAfter) expect(mayReceiveNews(consentState(withdrawn, now))).toBe(false);
      }),
    );
  });
});
