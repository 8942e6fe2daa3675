import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { addDays } from "./calendar-date";
import { closedDaysBetween, easterSunday, isWeekday, nextOpenDay, statutoryHolidays, weekday } from "./holidays";

const year = fc.integer({ min: 1900, max: 2300 });
const on = (y: number, name: string, province: "ON" | "QC") => statutoryHolidays(y).filter((h) => h.name === name && h.provinces.includes(province));

describe("statutory holidays of Ontario and Quebec", () => {
  test("known years", () => {
    expect([2024, 2025, 2026, 2027, 2038].map(easterSunday)).toEqual(["2024-03-31", "2025-04-20", "2026-04-05", "2027-03-28", "2038-04-25"]);
    const y2026 = statutoryHolidays(2026);
    const onDays = y2026.filter((h) => h.provinces.includes("ON")).map((h) => `${h.date} ${h.name}`);
    expect(onDays).toEqual([
      "2026-01-01 New Year's Day",
      "2026-02-16 Family Day",
      "2026-04-03 Good Friday",
      "2026-05-18 Victoria Day",
      "2026-07-01 Canada Day",
      "2026-09-07 Labour Day",
      "2026-10-12 Thanksgiving",
      "2026-12-25 Christmas Day",
      "2026-12-26 Boxing Day",
    ]);
    const qcDays = y2026.filter((h) => h.provinces.includes("QC")).map((h) => `${h.date} ${h.name}`);
    expect(qcDays).toEqual([
      "2026-01-01 New Year's Day",
      "2026-04-03 Good Friday",
      "2026-05-18 National Patriots' Day",
      "2026-06-24 Fête nationale",
      "2026-07-01 Canada Day",
      "2026-09-07 Labour Day",
      "2026-10-12 Thanksgiving",
      "2026-12-25 Christmas Day",
    ]);
    // 2029: July 1 is a Sunday (Quebec: July 2); 2029's June 24 is a Sunday too (June 25).
    expect(on(2029, "Canada Day", "QC")[0]!.date).toBe("2029-07-02");
    expect(on(2029, "Canada Day", "ON")[0]!.date).toBe("2029-07-01");
    expect(on(2029, "Fête nationale", "QC")[0]!.date).toBe("2029-06-25");
  });

  test("property: each holiday falls where its rule says, every year", () => {
    fc.assert(
      fc.property(year, (y) => {
        const easter = easterSunday(y);
        expect(weekday(easter)).toBe(0);
        expect(easter >= `${y}-03-22` && easter <= `${y}-04-25`).toBe(true);
        const days = statutoryHolidays(y);
        expect(days.filter((h) => h.provinces.includes("ON"))).toHaveLength(9);
        expect(days.filter((h) => h.provinces.includes("QC"))).toHaveLength(8);
        expect(days.map((h) => h.date)).toEqual([...days.map((h) => h.date)].sort());
        expect(days.every((h) => h.date.startsWith(`${y}-`))).toBe(true);
        const one = (name: string, p: "ON" | "QC" = "ON") => on(y, name, p)[0]!.date;
        expect(one("Good Friday")).toBe(addDays(easter, -2));
        const monday = (d: string, lo: number, hi: number) => weekday(d) === 1 && Number(d.slice(8)) >= lo && Number(d.slice(8)) <= hi;
        expect(monday(one("Family Day"), 15, 21) && one("Family Day").slice(5, 7) === "02").toBe(true);
        expect(monday(one("Victoria Day"), 18, 24) && one("Victoria Day").slice(5, 7) === "05").toBe(true);
        expect(one("National Patriots' Day", "QC")).toBe(one("Victoria Day"));
        expect(monday(one("Labour Day"), 1, 7) && one("Labour Day").slice(5, 7) === "09").toBe(true);
        expect(monday(one("Thanksgiving"), 8, 14) && one("Thanksgiving").slice(5, 7) === "10").toBe(true);
        expect(weekday(one("Canada Day", "QC"))).not.toBe(0);
        expect(weekday(one("Fête nationale", "QC"))).not.toBe(0);
      }),
    );
  });

  test("property: the next open day is a weekday after the day, not closed, with no open weekday skipped", () => {
    const day = fc.integer({ min: 0, max: 365 * 300 }).map((n) => addDays("1900-01-01", n));
    fc.assert(
      fc.property(day, fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 6 }), (date, offsets) => {
        const company = offsets.map((o) => ({ date: addDays(date, o), name: "Closed" }));
        const closed = closedDaysBetween(date, addDays(date, 40), "ON", company);
        const next = nextOpenDay(date, (d) => closed.has(d));
        expect(next > date).toBe(true);
        expect(isWeekday(next)).toBe(true);
        expect(closed.has(next)).toBe(false);
        for (let d = addDays(date, 1); d < next; d = addDays(d, 1)) expect(!isWeekday(d) || closed.has(d)).toBe(true);
      }),
    );
  });

  test("closed days between two dates: the province's holidays and the company's days; no province, the company's only", () => {
    const company = [{ date: "2026-12-24", name: "Staff party" }];
    expect([...closedDaysBetween("2026-12-20", "2027-01-02", "QC", company)]).toEqual([
      ["2026-12-25", "Christmas Day"],
      ["2027-01-01", "New Year's Day"],
      ["2026-12-24", "Staff party"],
    ]);
    expect([...closedDaysBetween("2026-12-20", "2027-01-02", null, company)]).toEqual([["2026-12-24", "Staff party"]]);
    expect(nextOpenDay("2026-12-24", (d) => closedDaysBetween("2026-12-20", "2027-01-10", "ON", company).has(d))).toBe("2026-12-28");
  });
});
