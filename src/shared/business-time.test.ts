import { expect, test } from "vitest";
import { businessDay, businessHour, businessTimeOn } from "./business-time";

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

test("businessTimeOn is the instant Ottawa's clock shows that hour, on either side of a daylight-saving change", () => {
  expect(businessTimeOn("2026-12-01", 3).toISOString()).toBe("2026-12-01T08:00:00.000Z");
  expect(businessTimeOn("2026-07-01", 3).toISOString()).toBe("2026-07-01T07:00:00.000Z");
  // 8 March 2026: clocks go from 2:00 to 3:00; 1 November 2026: from 2:00 back to 1:00.
  expect(businessTimeOn("2026-03-08", 0).toISOString()).toBe("2026-03-08T05:00:00.000Z");
  expect(businessTimeOn("2026-03-08", 3).toISOString()).toBe("2026-03-08T07:00:00.000Z");
  expect(businessTimeOn("2026-11-01", 0).toISOString()).toBe("2026-11-01T04:00:00.000Z");
  expect(businessTimeOn("2026-11-01", 3).toISOString()).toBe("2026-11-01T08:00:00.000Z");
  for (const day of ["2026-01-31", "2026-03-08", "2026-11-01", "2028-02-29"]) {
    const at = businessTimeOn(day, 3);
    expect([businessDay(at), businessHour(at)]).toEqual([day, 3]);
  }
});
