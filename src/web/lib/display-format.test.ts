import { expect, test } from "vitest";
import { formatDate, formatMoney } from "./display-format";

test.each([
  [0, "$0.00"],
  [5, "$0.05"],
  [1999, "$19.99"],
  [125000, "$1,250.00"],
  [123456789, "$1,234,567.89"],
])("formatMoney(%i) = %s", (cents, expected) => {
  expect(formatMoney(cents)).toBe(expected);
});

test.each([
  ["2025-01-05", "January 5, 2025"],
  ["2024-02-29", "February 29, 2024"],
  ["2025-12-31", "December 31, 2025"],
])("a calendar date %s reads %s in every time zone", (value, expected) => {
  expect(formatDate(value)).toBe(expected);
});

test("a timestamp reads as the date it was in Ottawa", () => {
  // 03:00 UTC on January 5 is still January 4 in Ottawa (UTC-5).
  expect(formatDate("2025-01-05T03:00:00.000Z")).toBe("January 4, 2025");
  expect(formatDate("2025-07-01T16:00:00.000Z")).toBe("July 1, 2025");
});

test.each([null, undefined, "", "not a date", "2025-02-30", "2025-13-01"])("%j has no readable date", (value) => {
  expect(formatDate(value)).toBeNull();
});
