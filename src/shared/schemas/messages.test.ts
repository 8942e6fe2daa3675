import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MESSAGE_MAX_LENGTH, messageBodySchema, ottawaInstant, rescheduleRequestSchema, startsWithinNotice, visitRatingSchema } from "./messages";

describe("messaging schemas", () => {
  test("a message is trimmed, required, and at most 5,000 characters", () => {
    expect(messageBodySchema.parse({ body: "  Hello  " })).toEqual({ body: "Hello" });
    expect(messageBodySchema.safeParse({ body: "   " }).error?.issues[0]?.message).toBe("Message is required.");
    expect(messageBodySchema.safeParse({ body: "x".repeat(MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(messageBodySchema.safeParse({ body: "x".repeat(MESSAGE_MAX_LENGTH + 1) }).error?.issues[0]?.message).toBe("Message must be at most 5000 characters");
  });

  test("a rating is a whole score from 1 to 5; a blank comment is none", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 10 }), fc.double({ noNaN: true })), (score) => {
        expect(visitRatingSchema.safeParse({ score }).success).toBe(Number.isInteger(score) && score >= 1 && score <= 5);
      }),
    );
    expect(visitRatingSchema.parse({ score: 3, comment: "  " })).toEqual({ score: 3, comment: null });
  });

  test("a reschedule request needs a real date; the part of the day is any unless given", () => {
    expect(rescheduleRequestSchema.parse({ preferredDate: "2026-12-01" })).toEqual({ preferredDate: "2026-12-01", preferredWindow: "any", note: null });
    expect(rescheduleRequestSchema.safeParse({ preferredDate: "2026-02-30" }).success).toBe(false);
    expect(rescheduleRequestSchema.safeParse({ preferredDate: "2026-12-01", preferredWindow: "night" }).success).toBe(false);
  });
});

describe("the 48 hours' notice", () => {
  test("an Ottawa wall-clock time is its instant, in winter and in summer", () => {
    expect(new Date(ottawaInstant("2026-12-01", "08:00")).toISOString()).toBe("2026-12-01T13:00:00.000Z");
    expect(new Date(ottawaInstant("2026-07-01", "08:00")).toISOString()).toBe("2026-07-01T12:00:00.000Z");
  });

  test("a visit is within the notice until 48 hours before its window starts", () => {
    const start = ottawaInstant("2026-12-03", "08:00");
    expect(startsWithinNotice("2026-12-03", "08:00", start - 48 * 3_600_000 - 1)).toBe(false);
    expect(startsWithinNotice("2026-12-03", "08:00", start - 48 * 3_600_000 + 1)).toBe(true);
    expect(startsWithinNotice("2026-12-03", "08:00", start + 1)).toBe(true);
  });
});
