import { describe, expect, test } from "vitest";
import { localeFormat } from "./locale-format";

const {
  clockTime: formatClockTime,
  count: formatCount,
  date: formatDate,
  dateTime: formatDateTime,
  money: formatMoney,
  shortDate: formatShortDate,
  shortDay: formatShortDay,
  time: formatTime,
} = localeFormat("en");
const fr = localeFormat("fr");
/** French typography's non-breaking spaces, as plain spaces, for readable expectations. */
const plain = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, " ") ?? null;

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

test("a timestamp's time and date-and-time read in Ottawa", () => {
  // 18:05 UTC is 1:05 PM in Ottawa in November (UTC-5); 03:00 UTC on January 5 is 10:00 PM on January 4.
  expect(formatTime("2026-11-23T18:05:00.000Z")).toBe("1:05 PM");
  expect(formatDateTime("2026-11-23T18:05:00.000Z")).toBe("November 23, 2026 at 1:05 PM");
  expect(formatDateTime("2025-01-05T03:00:00.000Z")).toBe("January 4, 2025 at 10:00 PM");
  expect(formatShortDate("2025-01-05T03:00:00.000Z")).toBe("Jan 4, 2025");
  expect(formatShortDate("2026-11-23T18:05:00.000Z")).toBe("Nov 23, 2026");
});

test("a calendar date in a table reads as written, short; other values are not one", () => {
  expect(formatShortDay("2025-01-05")).toBe("Jan 5, 2025");
  expect(formatShortDay("2026-12-31")).toBe("Dec 31, 2026");
  for (const value of [null, "", "2025-02-30", "2025-01-05T03:00:00.000Z"]) expect(formatShortDay(value)).toBeNull();
});

test("counts have thousands separators", () => {
  expect(formatCount(0)).toBe("0");
  expect(formatCount(1234567)).toBe("1,234,567");
});

test.each([null, undefined, "", "not a date", "2025-01-05"])("%j has no readable time", (value) => {
  expect(formatTime(value)).toBeNull();
  expect(formatDateTime(value)).toBeNull();
  expect(formatShortDate(value)).toBeNull();
});

test.each([
  ["08:00", "8:00 AM"],
  ["08:15", "8:15 AM"],
  ["12:00", "12:00 PM"],
  ["13:30", "1:30 PM"],
  ["00:05", "12:05 AM"],
])("the wall-clock time %s reads %s", (value, shown) => {
  expect(formatClockTime(value)).toBe(shown);
});

test.each(["", "8:00", "24:00", "12:60", "08:00:00", "noon"])("%j is not a wall-clock time", (value) => {
  expect(formatClockTime(value)).toBeNull();
});

describe("French (Office québécois de la langue française usage)", () => {
  test("money and counts: « 1 234,56 $ », « 12 345 »", () => {
    expect(plain(fr.money(123456))).toBe("1 234,56 $");
    expect(plain(fr.money(5))).toBe("0,05 $");
    expect(plain(fr.count(12345))).toBe("12 345");
    expect(plain(fr.quantity(1.5))).toBe("1,5");
  });

  test("dates: « 23 novembre 2026 », a timestamp as the day it was in Ottawa", () => {
    expect(fr.date("2026-11-23")).toBe("23 novembre 2026");
    expect(fr.date("2025-01-05T03:00:00.000Z")).toBe("4 janvier 2025");
    expect(fr.date("2025-02-30")).toBeNull();
    expect(plain(fr.shortDay("2026-11-23"))).toBe("23 nov. 2026");
    // The first of the month is an ordinal; the 11th and the 21st are not.
    expect(fr.date("2026-12-01")).toBe("1er décembre 2026");
    expect(fr.date("2026-12-01T15:00:00.000Z")).toBe("1er décembre 2026");
    expect(fr.date("2026-12-11")).toBe("11 décembre 2026");
    expect(fr.date("2026-12-21")).toBe("21 décembre 2026");
    expect(localeFormat("en").date("2026-12-01")).toBe("December 1, 2026");
  });

  test("times: « 8 h », « 8 h 30 », « 13 h 05 », with a non-breaking space before the h", () => {
    expect(fr.clockTime("08:00")).toBe("8\u00a0h");
    expect(plain(fr.clockTime("08:30"))).toBe("8 h 30");
    expect(plain(fr.clockTime("00:00"))).toBe("0 h");
    expect(plain(fr.clockTime("23:59"))).toBe("23 h 59");
    expect(fr.clockTime("24:00")).toBeNull();
    expect(plain(fr.time("2026-11-23T18:05:00.000Z"))).toBe("13 h 05");
    expect(plain(fr.dateTime("2026-11-23T18:05:00.000Z"))).toBe("23 novembre 2026 à 13 h 05");
  });
});
