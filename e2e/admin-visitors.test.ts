import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { DESKTOP, MOBILE, axeViolations, baseUrl, launchBrowser, signInAsOwner } from "./support/browser";

// The admin visitor dashboard (spec 000 §2 "Admin visitor dashboard", P-VDASH, P-TRACK-07, A-22).
const CARDS = ["Total Visitors", "Today's Visitors", "Date", "Status"];
const LABELS: [string, string][] = [
  ["/", "Home"],
  ["/vacancy", "Careers"],
  ["/gallery", "Gallery"],
  ["/client-login", "Client Login"],
  ["/request", "Quote Request"],
];
const EMPTY = "No page data available yet";

let browser: Browser;
const pages: Page[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((p) => p.context().close()));
});
afterAll(() => browser?.close());

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  pages.push(page);
  return page;
}

/** Open each public path in one new browser session, waiting for its visit count to be stored. */
async function visitInNewSession(...paths: string[]) {
  const page = await newPage();
  for (const path of paths) {
    const counted = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/visits" && r.request().method() === "POST");
    await page.goto(path);
    expect((await counted).status()).toBe(204);
  }
  await page.context().close();
}

/** Today as in the Date card: "November 23, 2026" in Ottawa. */
const todayReadable = () =>
  new Intl.DateTimeFormat("en-CA", { month: "long", day: "numeric", year: "numeric", timeZone: "America/Toronto" }).format(new Date());
const todayIso = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());

/** Sign in as the owner on /admin-dashboard and wait for the dashboard's figures. */
async function openDashboard(page: Page) {
  await page.goto("/admin-dashboard");
  await signInAsOwner(page);
  await expect.poll(() => page.locator("h1").innerText()).toBe("Visitor Dashboard");
  await page.locator("[data-stat=total]").waitFor();
}

const number = async (page: Page, selector: string) => Number((await page.locator(selector).innerText()).replace(/[^\d]/g, ""));
const figures = async (page: Page) => ({
  total: await number(page, "[data-stat=total] [data-value]"),
  today: await number(page, "[data-stat=today] [data-value]"),
  vacancyTotal: await number(page, 'tr[data-path="/vacancy"] [data-total]'),
  vacancyToday: await number(page, 'tr[data-path="/vacancy"] [data-today]'),
  lastBar: Number(await page.locator("[data-chart=daily] > li").last().getAttribute("data-count")),
});

describe("admin visitor dashboard", () => {
  test("cards, page labels, 30-day chart; a new-session visit to /vacancy raises its figures and the totals", async () => {
    await visitInNewSession("/", "/gallery", "/vacancy", "/client-login", "/request");
    const page = await newPage();
    await openDashboard(page);

    expect(await page.locator("[data-stat] h2").allInnerTexts()).toEqual(CARDS);
    expect(await page.locator("[data-stat=date] [data-value]").innerText()).toBe(todayReadable());
    expect(await page.locator("[data-stat=status] [data-value]").innerText()).toBe("Active");
    expect(await page.locator("[data-stat=status] [data-hint]").innerText()).toBe("tracking enabled");
    await page.getByRole("heading", { name: "Page Analytics" }).waitFor();
    await page.getByRole("heading", { name: "Visitor Tracking" }).waitFor();
    expect(await page.getByText(EMPTY).count()).toBe(0);

    for (const [path, label] of LABELS) {
      const row = page.locator(`tr[data-path="${path}"]`);
      expect(await row.locator("[data-label]").innerText(), path).toBe(label);
      expect(await number(page, `tr[data-path="${path}"] [data-total]`), path).toBeGreaterThanOrEqual(1);
      expect(await number(page, `tr[data-path="${path}"] [data-today]`), path).toBeGreaterThanOrEqual(1);
    }
    // Busiest page first.
    const totals = (await page.locator("tbody [data-total]").allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, "")));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    // The chart: one bar per day for 30 days, ending today, each named for screen readers.
    const bars = page.locator("[data-chart=daily] > li");
    expect(await bars.count()).toBe(30);
    expect(await bars.last().getAttribute("data-day")).toBe(todayIso());
    expect(await page.getByRole("list", { name: "Page visits per day, last 30 days" }).count()).toBe(1);
    expect(await bars.last().innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}: \d+ visits?$/);

    const before = await figures(page);
    expect(before.lastBar).toBe(before.today);
    await visitInNewSession("/vacancy");
    await page.reload();
    await page.locator("[data-stat=total]").waitFor();
    expect(await figures(page)).toEqual({
      total: before.total + 1,
      today: before.today + 1,
      vacancyTotal: before.vacancyTotal + 1,
      vacancyToday: before.vacancyToday + 1,
      lastBar: before.lastBar + 1,
    });
  });

  test("axe-clean at desktop and phone sizes", async () => {
    await visitInNewSession("/gallery");
    const page = await newPage();
    await openDashboard(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(MOBILE);
    await page.locator("[data-chart=daily]").scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a failed stats request is logged only: zeros, the empty message, no spinner", async () => {
    const page = await newPage(MOBILE);
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    let calls = 0;
    await page.route("**/api/admin/visits", (route) => {
      calls += 1;
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal", message: "Something went wrong" } }),
      });
    });
    await openDashboard(page);

    await page.getByText(EMPTY).waitFor();
    expect(await page.locator("[data-stat=total] [data-value]").innerText()).toBe("0");
    expect(await page.locator("[data-stat=today] [data-value]").innerText()).toBe("0");
    expect(await page.locator("[data-stat=date] [data-value]").innerText()).toBe(todayReadable());
    expect(await page.locator("[data-stat=status] [data-value]").innerText()).toBe("Active");
    expect(await page.locator("tbody tr").count()).toBe(0);
    expect(await page.locator("[data-chart=daily] > li").count()).toBe(30);
    expect(await page.getByRole("status").filter({ hasText: "Loading" }).count()).toBe(0);
    expect(
      await page
        .getByRole("alert")
        .filter({ hasText: /error|failed/i })
        .count(),
    ).toBe(0);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    await expect.poll(() => errors.some((e) => e.includes("Visitor statistics could not be loaded"))).toBe(true);
    expect(calls).toBe(1);
  });
});
