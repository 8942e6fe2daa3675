import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { INVOICE_STATUSES, QUOTE_STATUSES } from "./options/billing";
import { PORTAL_INVOICE_STATUSES, PORTAL_QUOTE_STATUSES, portalInvoiceState, portalQuoteState } from "./portal";

const TODAY = "2026-11-24";

describe("portalQuoteState", () => {
  test("a sent quote is pending through its valid-until date and expired the day after", () => {
    expect(portalQuoteState("sent", "2026-12-01", TODAY)).toBe("pending");
    expect(portalQuoteState("sent", TODAY, TODAY)).toBe("pending");
    expect(portalQuoteState("sent", "2026-11-23", TODAY)).toBe("expired");
  });

  test("accepted and declined stay so whatever the date; a void one reads as withdrawn; drafts are not shown", () => {
    expect(portalQuoteState("accepted", "2020-01-01", TODAY)).toBe("accepted");
    expect(portalQuoteState("declined", "2030-01-01", TODAY)).toBe("declined");
    expect(portalQuoteState("void", "2020-01-01", TODAY)).toBe("withdrawn");
    expect(portalQuoteState("void", "2030-01-01", TODAY)).toBe("withdrawn");
    expect(portalQuoteState("draft", "2030-01-01", TODAY)).toBeNull();
  });

  test("exactly the statuses the portal lists have a state", () => {
    expect(QUOTE_STATUSES.filter((s) => portalQuoteState(s, TODAY, TODAY) !== null)).toEqual([...PORTAL_QUOTE_STATUSES]);
  });
});

describe("portalQuoteState, for any status and dates", () => {
  const day = fc.date({ min: new Date("2020-01-01"), max: new Date("2035-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  test("a draft is never shown, a void quote always reads withdrawn, a sent one pending or expired by its date, an answered one as answered", () => {
    fc.assert(
      fc.property(fc.constantFrom(...QUOTE_STATUSES), day, day, (status, validUntil, today) => {
        const state = portalQuoteState(status, validUntil, today);
        if (status === "draft") return state === null;
        if (status === "void") return state === "withdrawn";
        if (status === "sent") return state === (validUntil < today ? "expired" : "pending");
        return state === status;
      }),
    );
  });
});

describe("portalInvoiceState", () => {
  test("an issued invoice is outstanding through its due date and overdue the day after", () => {
    expect(portalInvoiceState("issued", "2026-12-24", TODAY)).toBe("outstanding");
    expect(portalInvoiceState("issued", TODAY, TODAY)).toBe("outstanding");
    expect(portalInvoiceState("issued", "2026-11-23", TODAY)).toBe("overdue");
  });

  test("a paid invoice is paid even past its due date; drafts and void ones are not shown", () => {
    expect(portalInvoiceState("paid", "2020-01-01", TODAY)).toBe("paid");
    expect(portalInvoiceState("draft", "2030-01-01", TODAY)).toBeNull();
    expect(portalInvoiceState("void", "2030-01-01", TODAY)).toBeNull();
  });

  test("exactly the statuses the portal lists have a state", () => {
    expect(INVOICE_STATUSES.filter((s) => portalInvoiceState(s, TODAY, TODAY) !== null)).toEqual([...PORTAL_INVOICE_STATUSES]);
  });
});
