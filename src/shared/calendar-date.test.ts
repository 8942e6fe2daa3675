import { expect, test } from "vitest";
import { addDays } from "./calendar-date";

test("days are added across months, years and leap days", () => {
  expect(addDays("2026-11-23", 0)).toBe("2026-11-23");
  expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
  expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
  expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  expect(addDays("2026-11-23", 30)).toBe("2026-12-23");
  expect(addDays("2026-03-01", -365)).toBe("2025-03-01");
});

test("a daylight-saving change in Ottawa moves no date", () => {
  // Clocks go forward on 2026-03-08 and back on 2026-11-01.
  expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
  expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
  expect(addDays("2026-03-09", -2)).toBe("2026-03-07");
  expect(addDays("2026-10-31", 1)).toBe("2026-11-01");
  expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
  expect(addDays("2026-02-20", 30)).toBe("2026-03-22");
});
