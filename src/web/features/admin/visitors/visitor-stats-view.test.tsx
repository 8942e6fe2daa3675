// @vitest-environment happy-dom
import { expect, test, vi } from "vitest";
import { render, text } from "~/test/render";
import type { VisitStats } from "@shared/schemas/visit";

// The build bakes the site configuration in as __SITE__; the page title reads the company name.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});

const { VisitorStatsView } = await import("./visitor-stats-view");
const { emptyVisitStats } = await import("./visitor-dashboard");

const value = (el: Element, stat: string) => text(el.querySelector(`[data-stat=${stat}] [data-value]`));

/** What the server answers on a database without any visit. */
const emptyAnswer = (): VisitStats => ({
  totalVisitors: 0,
  todayVisitors: 0,
  date: "2026-11-23",
  pageStats: {},
  // October 25 to November 23, 2026.
  daily: Array.from({ length: 30 }, (_, i) => ({ date: i < 7 ? `2026-10-${25 + i}` : `2026-11-${String(i - 6).padStart(2, "0")}`, count: 0 })),
});

test("a fresh database: zeros, today's date, Active, and 'No page data available yet' (P-VDASH-08)", async () => {
  const el = await render(<VisitorStatsView stats={emptyAnswer()} />);
  expect([...el.querySelectorAll("[data-stat] h2")].map(text)).toEqual(["Total Visitors", "Today's Visitors", "Date", "Status"]);
  expect(value(el, "total")).toBe("0");
  expect(value(el, "today")).toBe("0");
  expect(value(el, "date")).toBe("November 23, 2026");
  expect(text(el.querySelector("[data-stat=date] [data-hint]"))).toBe("Monday, in Ottawa");
  expect(text(el)).toContain("No visits in the last 30 days");
  expect(value(el, "status")).toBe("Active");
  expect(text(el.querySelector("[data-stat=status] [data-hint]"))).toBe("tracking enabled");
  expect(text(el.querySelector("[data-empty]"))).toContain("No page data available yet");
  expect(el.querySelectorAll("table")).toHaveLength(0);
  expect(el.querySelectorAll("[data-chart=daily] > li")).toHaveLength(30);
  expect(text(el)).toContain("Visitor Tracking");
});

test("pages: the spec's labels, raw paths otherwise, busiest first, with total and today", async () => {
  const stats: VisitStats = {
    ...emptyAnswer(),
    totalVisitors: 1234,
    todayVisitors: 9,
    pageStats: {
      "/request": { total: 3, today: 1 },
      "/": { total: 1200, today: 5 },
      "/careers/old-posting": { total: 4, today: 0 },
      "/vacancy": { total: 20, today: 2 },
      "/gallery": { total: 4, today: 1 },
      "/client-login": { total: 3, today: 0 },
    },
  };
  const el = await render(<VisitorStatsView stats={stats} />);
  expect(value(el, "total")).toBe("1,234");
  expect(value(el, "today")).toBe("9");
  const rows = [...el.querySelectorAll("tbody tr")].map((r) => [
    text(r.querySelector("[data-label]")),
    text(r.querySelector("[data-total]")),
    text(r.querySelector("[data-today]")),
  ]);
  expect(rows).toEqual([
    ["Home", "1,200", "5"],
    ["Careers", "20", "2"],
    ["/careers/old-posting", "4", "0"],
    ["Gallery", "4", "1"],
    ["Client Login", "3", "0"],
    ["Quote Request", "3", "1"],
  ]);
  expect([...el.querySelectorAll("thead th")].map(text)).toEqual(["Page", "Total", "Today"]);
  expect(el.querySelector("[data-empty]")).toBeNull();
});

test("the chart names every day's count; the tallest bar is the busiest day", async () => {
  const stats = emptyAnswer();
  stats.daily[3]!.count = 1;
  stats.daily[29]!.count = 8;
  const el = await render(<VisitorStatsView stats={stats} />);
  const bars = [...el.querySelectorAll("[data-chart=daily] > li")];
  expect(el.querySelector("[data-chart=daily]")!.getAttribute("aria-label")).toBe("Page visits per day, last 30 days");
  expect(text(bars[3]!)).toBe("October 28, 2026: 1 visit");
  expect(text(bars[29]!)).toBe("November 23, 2026: 8 visits");
  expect(text(bars[0]!)).toBe("October 25, 2026: 0 visits");
  expect((bars[29]!.querySelector("[aria-hidden]") as HTMLElement).style.height).toBe("100%");
});

test("the stand-in after a failure: zeros, no pages, 30 empty days ending today", () => {
  const stats = emptyVisitStats();
  expect(stats).toMatchObject({ totalVisitors: 0, todayVisitors: 0, pageStats: {} });
  expect(stats.daily).toHaveLength(30);
  expect(stats.daily.at(-1)).toEqual({ date: stats.date, count: 0 });
  expect(stats.daily.every((d) => d.count === 0)).toBe(true);
  expect(stats.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("while the figures load: 'Loading visitor statistics...' and no cards", async () => {
  const el = await render(<VisitorStatsView stats={undefined} />);
  expect(text(el.querySelector("[role=status]"))).toBe("Loading visitor statistics...");
  expect(el.querySelectorAll("[data-stat]")).toHaveLength(0);
});
