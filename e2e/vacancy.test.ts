import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resolveSite } from "@shared/site";
import { JOB_POSTINGS } from "~/content/job-postings";
import { DESKTOP, MOBILE, axeViolations, baseUrl, launchBrowser, openPage } from "./support/browser";

// The build bakes the site configuration from the same environment.
const site = resolveSite(process.env);
const CLOSED = "CLOSED - Position No Longer Available";
const NEW_TAB = "(opens in a new tab)";

const posting = (page: Page, id: string) => page.locator(`[data-posting="${id}"]`);
const text = async (l: Locator) => (await l.textContent()) ?? "";

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, "/vacancy");
  // The external postings are answered locally: the tests must not depend on another site.
  await page
    .context()
    .route("https://ca.indeed.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Job posting</title><h1>Job posting</h1>" }),
    );
});
afterAll(() => browser?.close());

test("the first HTTP response is the prerendered careers page", async () => {
  const res = await fetch(`${baseUrl()}/vacancy`);
  expect(res.status).toBe(200);
  const html = await res.text();
  for (const title of ["Professional Cleaner", "Subcontractor Opportunities", "Commercial Cleaner", CLOSED]) expect(html).toContain(title);
});

test("one h1 and exactly three postings in order, each with title, employer, description and details", async () => {
  expect(await page.locator("h1").count()).toBe(1);
  const articles = page.locator("[data-posting]");
  expect(await articles.locator("h2").allTextContents()).toEqual(["Professional Cleaner", "Subcontractor Opportunities", "Commercial Cleaner"]);
  for (const { id } of JOB_POSTINGS) {
    const body = await text(posting(page, id));
    for (const label of ["Employer", site.companyName, "Location", "Schedule", "Pay"]) expect(body).toContain(label);
    expect(await posting(page, id).locator('ul[aria-label="Job type"] li').count()).toBeGreaterThan(0);
    expect((await text(posting(page, id).locator("[data-description]"))).length).toBeGreaterThan(40);
  }
});

describe("Professional Cleaner", () => {
  const p1 = () => posting(page, "professional-cleaner");

  test("location, tags, schedule, pay and hours", async () => {
    const body = await text(p1());
    expect(await p1().locator('ul[aria-label="Job type"] li').allTextContents()).toEqual(["Casual", "Freelance"]);
    for (const part of ["Ottawa, ON", "Weekends as needed", "$20-$25/hour", "20-40 hours per week"]) expect(body).toContain(part);
  });

  test("responsibilities, requirements and insurance terms", async () => {
    const section = (heading: string) =>
      p1()
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
    expect(await section("Responsibilities").locator("li").count()).toBeGreaterThanOrEqual(3);
    expect(await section("Requirements").locator("li").allTextContents()).toEqual([
      "1 year of commercial cleaning experience preferred",
      "Able to lift up to 25 lbs",
      "Criminal background check required",
    ]);
    const insurance = section("Insurance");
    expect(await insurance.locator("dt").allTextContents()).toEqual(["Employees", "Contractors"]);
    expect(await insurance.locator("dd").allTextContents()).toEqual([
      "The company provides your insurance.",
      "You must hold your own commercial general liability insurance and provide proof of coverage before starting.",
    ]);
  });
});

test("Subcontractor Opportunities lists its five requirements", async () => {
  expect(await posting(page, "subcontractor").locator("section li").allTextContents()).toEqual([
    "Registered business",
    "Liability insurance",
    "WHMIS training",
    "Own equipment and transportation",
    "Prior cleaning experience",
  ]);
});

describe("closed posting", () => {
  const p3 = () => posting(page, "commercial-cleaner");

  test("Commercial Cleaner shows Monday-Friday and a competitive salary under the CLOSED overlay", async () => {
    const body = await text(p3());
    expect(body).toContain("Monday-Friday");
    expect(body).toContain("Competitive salary");
    const overlay = p3().locator("[data-closed-overlay]");
    expect((await overlay.textContent())?.trim()).toBe(CLOSED);
    // The overlay spans the whole card.
    const [card, cover] = [await p3().boundingBox(), await overlay.boundingBox()];
    expect(cover).toEqual(card);
  });

  test("its apply link is still there but covered, out of the tab order and named as closed", async () => {
    const link = p3().getByRole("link");
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute("href")).toMatch(/^https:\/\/ca\.indeed\.com\//);
    expect(await link.getAttribute("tabindex")).toBe("-1");
    expect(await link.getAttribute("aria-disabled")).toBe("true");
    expect(await text(link)).toContain("(position closed)");
    await link.scrollIntoViewIfNeeded();
    const coveredBy = await link.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest("[data-closed-overlay]") !== null;
    });
    expect(coveredBy).toBe(true);
    // Tabbing on from the last open posting skips the closed link.
    await posting(page, "subcontractor").getByRole("link").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(`mailto:${site.email}`);
  });

  test("postings 1 and 2 have no overlay", async () => {
    for (const id of ["professional-cleaner", "subcontractor"]) expect(await posting(page, id).locator("[data-closed-overlay]").count()).toBe(0);
    expect(await page.getByText(CLOSED).count()).toBe(1);
  });
});

describe("external links", () => {
  test("every external link opens a new tab with noopener noreferrer and says so", async () => {
    const links = await page.locator("main a[href^='http']").evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute("href")!,
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel")?.split(" ").sort(),
        name: a.textContent,
      })),
    );
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.href).toMatch(/^https:\/\/ca\.indeed\.com\//);
      expect(link).toMatchObject({ target: "_blank", rel: ["noopener", "noreferrer"] });
      expect(link.name).toContain(NEW_TAB);
    }
    expect(new Set(links.map((l) => l.href)).size).toBe(3);
  });

  test.each([
    ["Professional Cleaner", "professional-cleaner"],
    ["Subcontractor Opportunities", "subcontractor"],
  ])("%s: Apply on Indeed opens the posting in a new tab and leaves /vacancy open", async (title, id) => {
    const link = page.getByRole("link", { name: `Apply on Indeed for ${title} ${NEW_TAB}`, exact: true });
    const href = await link.getAttribute("href");
    expect(href).toBe(JOB_POSTINGS.find((p) => p.id === id)!.applyUrl);
    const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(href);
    expect(new URL(page.url()).pathname).toBe("/vacancy");
    await tab.close();
  });
});

test.each([
  ["desktop", DESKTOP],
  ["mobile", MOBILE],
])("no axe violations at %s", async (_name, viewport) => {
  const p = await openPage(browser, "/vacancy", viewport);
  expect(await axeViolations(p)).toEqual([]);
  await p.context().close();
});
