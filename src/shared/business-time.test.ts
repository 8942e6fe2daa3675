import { expect, test } from "vitest";
import { businessDay, businessHour } from "./business-time";

test("the business day is the date in Ottawa, not in UTC", () => {
  // 02:30 UTC on March 2 is still the evening of March 1 in Ottawa (UTC-5).
  expect(businessDay(new Date("2026-03-02T02:30:00Z"))).toBe("2026-03-01");
  expect(businessDay(new Date("2026-07-15T12:00:00Z"))).toBe("2026-07-15");
});

test("businessHour is the hour on Ottawa's clock, summer and winter", () => {
  expect(businessHour(new Date("2026-07-01T12:30:00Z"))).toBe(8);
  expect(businessHour(new Date("2026-12-01T12:30:00Z"))).toBe(7);
  expect(businessHour(new Date("2026-12-01T04:59:00Z"))).toBe(23);
});
