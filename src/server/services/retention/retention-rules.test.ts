import { describe, expect, test } from "vitest";
import { RETENTION_DEFAULTS, RETENTION_LIMITS, retentionSettingsSchema } from "../../../shared/schemas/retention";
import { incidentKeptUntil } from "../../../shared/schemas/incidents";
import { daysBefore, monthsBefore, nextRetentionRunTime, retentionCutoffs, retentionRunTime } from "./cutoffs";

// The rules of retention (decision 055): what is due when, the run's time, and the bounds of the
// owner's periods.

describe("what is due", () => {
  const now = new Date("2026-11-24T15:30:00Z");

  test("an enquiry is due 24 months after it came by default, an e-mail's contents 90 days after it was sent", () => {
    const cut = retentionCutoffs(RETENTION_DEFAULTS, now);
    expect(cut.consultations.toISOString()).toBe("2024-11-24T15:30:00.000Z");
    expect(cut.assessments).toEqual(cut.consultations);
    expect(cut.leads).toEqual(cut.consultations);
    expect(cut.mail_recipients).toEqual(cut.consultations);
    expect(cut.mail_bodies.toISOString()).toBe("2026-08-26T15:30:00.000Z");
    // Fixed: the audit log six years; incidents from the start of today in Ottawa (their own five years count from closing).
    expect(cut.audit_log.toISOString()).toBe("2020-11-24T15:30:00.000Z");
    expect(cut.incidents.toISOString()).toBe("2026-11-24T05:00:00.000Z");
  });

  test("the owner's periods move the cutoffs", () => {
    const cut = retentionCutoffs({ enquiryMonths: 6, mailBodyDays: 365 }, now);
    expect(cut.consultations.toISOString()).toBe("2026-05-24T15:30:00.000Z");
    expect(cut.mail_bodies.toISOString()).toBe("2025-11-24T15:30:00.000Z");
  });

  test("months are calendar months; a day the earlier month lacks is its last", () => {
    expect(monthsBefore(new Date("2026-05-31T10:00:00Z"), 3).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(monthsBefore(new Date("2028-05-31T10:00:00Z"), 3).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-15T00:00:00Z"), 24).toISOString()).toBe("2024-03-15T00:00:00.000Z");
    expect(monthsBefore(new Date("2026-01-31T23:59:59Z"), 1).toISOString()).toBe("2025-12-31T23:59:59.000Z");
    expect(monthsBefore(new Date("2026-01-15T00:00:00Z"), 120).toISOString()).toBe("2016-01-15T00:00:00.000Z");
    expect(daysBefore(new Date("2026-03-10T12:00:00Z"), 30).toISOString()).toBe("2026-02-08T12:00:00.000Z");
  });

  test("a closed incident is kept five years after its closing day; 29 February keeps it to 28 February", () => {
    expect(incidentKeptUntil(null)).toBeNull();
    expect(incidentKeptUntil("2026-11-24")).toBe("2031-11-24");
    expect(incidentKeptUntil("2028-02-29")).toBe("2033-02-28");
    expect(incidentKeptUntil("2024-12-31")).toBe("2029-12-31");
  });
});

describe("the daily run's time", () => {
  test("3 a.m. in Ottawa, summer and winter", () => {
    expect(retentionRunTime("2026-11-24").toISOString()).toBe("2026-11-24T08:00:00.000Z");
    expect(retentionRunTime("2026-07-01").toISOString()).toBe("2026-07-01T07:00:00.000Z");
  });

  test("the next run is today's before 3 a.m. and tomorrow's after", () => {
    expect(nextRetentionRunTime(new Date("2026-11-24T07:59:00Z")).toISOString()).toBe("2026-11-24T08:00:00.000Z");
    expect(nextRetentionRunTime(new Date("2026-11-24T08:00:00Z")).toISOString()).toBe("2026-11-25T08:00:00.000Z");
    // 11 p.m. in Ottawa is the next day in UTC: the next run is still the next Ottawa morning.
    expect(nextRetentionRunTime(new Date("2026-11-25T04:30:00Z")).toISOString()).toBe("2026-11-25T08:00:00.000Z");
  });
});

describe("the owner's periods", () => {
  const parse = (input: unknown) => retentionSettingsSchema.safeParse(input);
  const messages = (input: unknown) => {
    const r = parse(input);
    return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
  };

  test("the defaults and both bounds are accepted", () => {
    expect(parse(RETENTION_DEFAULTS).success).toBe(true);
    const { enquiryMonths: e, mailBodyDays: m } = RETENTION_LIMITS;
    for (const [enquiryMonths, mailBodyDays] of [
      [e.min, m.min],
      [e.max, m.max],
    ])
      expect(parse({ enquiryMonths, mailBodyDays }).data).toEqual({ enquiryMonths, mailBodyDays });
  });

  test("shorter than the law or operations need, absurdly long, or not whole: refused with the field named", () => {
    expect(messages({ enquiryMonths: 5, mailBodyDays: 29 })).toEqual([
      "enquiryMonths: Enquiries must be kept at least 6 months (implied consent from an enquiry lasts 6 months).",
      "mailBodyDays: Sent e-mail contents must be kept at least 30 days (staff answer questions about what was sent).",
    ]);
    expect(messages({ enquiryMonths: 121, mailBodyDays: 3651 })).toEqual([
      "enquiryMonths: Enquiries may be kept at most 120 months (10 years).",
      "mailBodyDays: Sent e-mail contents may be kept at most 3,650 days (10 years).",
    ]);
    expect(messages({ enquiryMonths: 12.5, mailBodyDays: "90" })).toEqual([
      "enquiryMonths: Enquiries must be a whole number of months.",
      "mailBodyDays: Sent e-mail contents must be a whole number of days.",
    ]);
    expect(messages({})).toEqual([
      "enquiryMonths: Enquiries must be a whole number of months.",
      "mailBodyDays: Sent e-mail contents must be a whole number of days.",
    ]);
  });
});
