import fc from "fast-check";
import { expect, test } from "vitest";
import { readVisitStats } from "./read-visit-stats";

const full = {
  totalVisitors: 12,
  todayVisitors: 3,
  date: "2026-11-23",
  pageStats: { "/": { total: 10, today: 2 } },
  daily: [{ date: "2026-11-23", count: 3 }],
};

test("a whole answer is read as it is", () => {
  expect(readVisitStats(full)).toEqual(full);
});

test("missing or malformed figures become null, broken pages and days are dropped one by one", () => {
  const read = readVisitStats({
    totalVisitors: "12",
    pageStats: { "/": { total: 4 }, "/x": null },
    daily: [{ date: "2026-11-22", count: 1 }, { date: "nope" }],
  });
  expect(read.totalVisitors).toBeNull();
  expect(read.todayVisitors).toBeNull();
  expect(read.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(read.pageStats).toEqual({ "/": { total: 4, today: null }, "/x": { total: null, today: null } });
  expect(read.daily).toEqual([{ date: "2026-11-22", count: 1 }]);
});

test("any JSON at all is read without throwing, into the shape the page draws", () => {
  fc.assert(
    fc.property(fc.jsonValue(), (answer) => {
      const read = readVisitStats(answer);
      expect(read.totalVisitors === null || Number.isInteger(read.totalVisitors)).toBe(true);
      expect(typeof read.date).toBe("string");
      expect(Array.isArray(read.daily)).toBe(true);
      expect(typeof read.pageStats).toBe("object");
    }),
  );
});
