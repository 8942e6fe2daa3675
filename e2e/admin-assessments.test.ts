import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { DESKTOP, MOBILE, axeViolations, baseUrl, launchBrowser, expectToast, signInAsOwner } from "./support/browser";

// The admin Job Assessments dashboard (spec 001 §2.3, §7 CSV, §8; checklist ADM-DASH, ADM-CSV).
const CARDS = ["Total Assessments", "This Week", "With Pets", "Filtered Results"];
const COLUMNS = ["Contact Info", "Property & Service", "Add-ons", "Preferences", "Submitted", "Actions"];
const CSV_HEADER = "Name,Email,Phone,Property Type,Service Type,Add-ons,Pets,Pet Type,Cleaning Preference,Special Requirements,Submitted At";
const SHOTS = "/tmp/shots-dash";

let browser: Browser;
const pages: Page[] = [];
/** A name no other run uses, to search for. */
const tag = `Dashtest ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const people = [
  {
    full_name: `${tag} Alpha`,
    email: `alpha.${Date.now()}@example.com`,
    pets: true,
    pet_type: "Two cats",
    property_type: ["home", "condo"],
    special_requirements: "Please use the side door. ".repeat(8).trim(),
  },
  {
    full_name: `${tag} Bravo`,
    email: `bravo.${Date.now()}@example.com`,
    pets: false,
    property_type: ["office"],
    property_size: "1,001 – 2,500 sq. ft.",
    add_on_options: ["oven", "floor-polishing"],
    service_type: ["specialty"],
  },
  { full_name: `${tag} Charlie`, email: `charlie.${Date.now()}@example.com`, pets: false, property_type: ["apartment"] },
];

beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  // Submit the assessments through the public API, from a page of the site (same origin).
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await page.goto("/");
  for (const p of people) {
    const body = {
      phone_number: "6135550100",
      email_verify: p.email,
      postcode: "K1A 0B1",
      service_type: ["regular"],
      frequency: "weekly",
      preferred_ingredients: "eco-friendly",
      property_size: "2 Bedrooms",
      ...p,
    };
    const answer = await page.evaluate(async (b) => {
      const res = await fetch("/api/assessments", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(b) });
      return `${res.status} ${await res.text()}`;
    }, body);
    expect(answer, p.full_name).toMatch(/^201 /);
  }
  await context.close();
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((p) => p.context().close()));
});
afterAll(() => browser?.close());

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), acceptDownloads: true });
  const page = await context.newPage();
  pages.push(page);
  return page;
}

/** Sign in as the owner on `path` and wait for the dashboard's figures. */
async function openDashboard(page: Page, path = "/admin") {
  await page.goto(path);
  await signInAsOwner(page);
  await expect.poll(() => page.locator("h1").innerText()).toBe("Job Assessments");
  await waitForFigures(page);
}

const waitForFigures = (page: Page) => expect.poll(() => page.locator("[data-stat=filtered] [data-value]").innerText()).toMatch(/^\d[\d,]*$/);
const figure = async (page: Page, stat: string) => Number((await page.locator(`[data-stat=${stat}] [data-value]`).innerText()).replace(/[^\d]/g, ""));
const names = (page: Page) => page.locator("tbody [data-name]").allInnerTexts();
const search = (page: Page) => page.getByLabel("Search", { exact: true });
const query = (page: Page) => page.evaluate(() => location.search);

/** Type a search and wait until the table shows its result. */
async function searchFor(page: Page, text: string) {
  await search(page).fill(text);
  await expect.poll(() => query(page)).toBe(`?${new URLSearchParams({ search: text })}`);
  await page.locator("section[aria-busy=false]").waitFor();
}

describe("admin assessments dashboard", () => {
  test("cards are numbers; search narrows the table and lives in the address; a reload keeps it; labels in the rows", async () => {
    const page = await newPage();
    await openDashboard(page);
    expect(await page.locator("[data-stat] h2").allInnerTexts()).toEqual(CARDS);
    const total = await figure(page, "total");
    expect(total).toBeGreaterThanOrEqual(3);
    expect(await figure(page, "week")).toBeGreaterThanOrEqual(3);
    expect(await figure(page, "pets")).toBeGreaterThanOrEqual(1);
    expect(await figure(page, "filtered")).toBe(total);
    const headers = (await page.locator("thead th").allTextContents()).map((t) => t.trim());
    expect(headers).toHaveLength(7);
    expect(headers[0]).toBe("");
    COLUMNS.forEach((c, i) => expect(headers[i + 1]!.startsWith(c), c).toBe(true));
    expect(await page.getByRole("table").getAttribute("aria-label")).toBeNull();
    expect(await page.locator("table caption").count()).toBe(1);

    await searchFor(page, tag);
    await expect.poll(() => names(page)).toEqual([...people].reverse().map((p) => p.full_name));
    expect(await figure(page, "filtered")).toBe(3);
    expect(await figure(page, "total")).toBe(total);
    await page.screenshot({ path: `${SHOTS}/dashboard-1366.png`, fullPage: true });

    // Labels, not stored values; pets with their type; add-ons; a Quote link per row; notes shortened.
    const alpha = page.locator("tbody tr").filter({ hasText: people[0]!.full_name });
    expect(await alpha.locator("[data-property-types]").innerText()).toMatch(/Home\s*Condo/);
    expect(await alpha.locator("[data-service-types]").innerText()).toBe("Regular Cleaning");
    expect(await alpha.locator("[data-pets]").innerText()).toBe("Yes (Two cats)");
    expect(await alpha.locator("[data-preference]").innerText()).toBe("Eco-Friendly");
    expect(await alpha.locator("[data-phone]").innerText()).toBe("613-555-0100");
    expect((await alpha.locator("[data-notes]").innerText()).endsWith("…")).toBe(true);
    expect(await alpha.locator("[data-submitted]").innerText()).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}\s+\d{1,2}:\d{2} [AP]M/);
    const bravo = page.locator("tbody tr").filter({ hasText: people[1]!.full_name });
    expect(await bravo.locator("[data-add-ons]").innerText()).toMatch(/Oven Cleaning\s*Floor Polishing|Floor Polishing\s*Oven Cleaning/);
    expect(await bravo.locator("[data-pets]").innerText()).toBe("No");
    const quote = alpha.getByRole("link", { name: `Quote for ${people[0]!.full_name}` });
    const id = await alpha.getAttribute("data-id");
    expect(await quote.getAttribute("href")).toBe(`/admin/quote/${id}`);

    // Sorting by name goes into the address too; clicking again reverses it.
    await page.locator("button[data-sort=full_name]").click();
    await expect.poll(() => names(page)).toEqual(people.map((p) => p.full_name));
    expect(new URLSearchParams(await query(page)).get("sort")).toBe("full_name");
    await page.locator("button[data-sort=full_name]").click();
    await expect.poll(() => names(page)).toEqual([...people].reverse().map((p) => p.full_name));

    await page.reload();
    await waitForFigures(page);
    expect(await search(page).inputValue()).toBe(tag);
    await expect.poll(() => names(page)).toEqual([...people].reverse().map((p) => p.full_name));
    expect(await figure(page, "filtered")).toBe(3);

    // A filter combined with the search; a shared link opens the same view.
    await page.getByLabel("Property Type", { exact: true }).selectOption({ label: "Office" });
    await expect.poll(() => names(page)).toEqual([people[1]!.full_name]);
    const shared = await page.evaluate(() => location.pathname + location.search);
    expect(new URLSearchParams(shared.split("?")[1]).get("propertyType")).toBe("office");
    const other = await newPage(MOBILE);
    await openDashboard(other, shared);
    await expect.poll(() => names(other)).toEqual([people[1]!.full_name]);
    expect(await other.getByLabel("Property Type", { exact: true }).inputValue()).toBe("office");
  });

  test("no match: the filtered empty state, and Export CSV says 'No Data'", async () => {
    const page = await newPage();
    await openDashboard(page);
    await searchFor(page, "zzzz-no-match");
    await page.getByText("No assessments match your current filters.").waitFor();
    expect(await figure(page, "filtered")).toBe(0);
    expect(await page.locator("tbody tr").count()).toBe(0);
    let downloads = 0;
    page.on("download", () => (downloads += 1));
    await page.getByRole("button", { name: "Export CSV", exact: true }).click();
    await expectToast(page, "No Data", "No assessments to export.", "error");
    expect(downloads).toBe(0);
  });

  test("no assessments at all: 'No job assessments have been submitted yet.'", async () => {
    const page = await newPage();
    await page.route(/\/api\/admin\/assessments(\?.*)?$/, (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({
          items: [],
          total: 0,
          page: 1,
          pageSize: 50,
          stats: { total: 0, thisWeek: 0, withPets: 0, filtered: 0 },
          facets: { propertyTypes: [], serviceTypes: [] },
        }),
      }),
    );
    await openDashboard(page);
    await page.getByText("No job assessments have been submitted yet.").waitFor();
    expect(await figure(page, "total")).toBe(0);
  });

  test("a failed read shows 'Failed to fetch job assessments.' once (a 4xx answer is not retried)", async () => {
    const page = await newPage();
    let calls = 0;
    await page.route(/\/api\/admin\/assessments(\?.*)?$/, (route) => {
      calls += 1;
      return route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: { code: "validation", message: "Bad query" } }) });
    });
    await page.goto("/admin");
    await signInAsOwner(page);
    await page.locator("[data-sonner-toast]").filter({ hasText: "Failed to fetch job assessments." }).first().waitFor();
    await page.getByRole("alert").filter({ hasText: "Failed to fetch job assessments." }).waitFor();
    await page.waitForTimeout(1500);
    expect(calls).toBe(1);
    expect(await page.locator("[data-sonner-toast]").filter({ hasText: "Failed to fetch job assessments." }).count()).toBe(1);
  });

  test("Export CSV downloads job-assessments-<date>.csv with the header and the filtered rows", async () => {
    const page = await newPage();
    await openDashboard(page);
    await searchFor(page, tag);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV", exact: true }).click();
    const file = await download;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
    expect(file.suggestedFilename()).toBe(`job-assessments-${today}.csv`);
    const text = fs.readFileSync((await file.path())!, "utf8");
    const lines = text.trim().split(/\r\n/);
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.includes(tag))).toBe(true);
    await expectToast(page, "Export Complete", "", "success");
  });

  test("select a row, Delete Selected (1), confirm: 'Deleted Successfully'; the row and the figures go", async () => {
    const page = await newPage();
    await openDashboard(page);
    await searchFor(page, tag);
    await expect.poll(() => page.locator("tbody tr").count()).toBe(3);
    const total = await figure(page, "total");
    expect(await page.getByRole("button", { name: /^Delete Selected/ }).count()).toBe(0);

    // Select all selects the page; clicked again it clears.
    const all = page.getByLabel("Select all assessments on this page", { exact: true });
    await all.check();
    await page.getByRole("button", { name: "Delete Selected (3)", exact: true }).waitFor();
    await all.uncheck();
    expect(await page.getByRole("button", { name: /^Delete Selected/ }).count()).toBe(0);

    const victim = people[2]!.full_name;
    await page.getByLabel(`Select assessment from ${victim}`, { exact: true }).check();
    await page.getByRole("button", { name: "Delete Selected (1)", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("Delete 1 assessment?");
    await page.screenshot({ path: `${SHOTS}/delete-dialog-1366.png` });
    // Cancel keeps everything.
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.locator("tbody tr").count()).toBe(3);

    await page.getByRole("button", { name: "Delete Selected (1)", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Deleted Successfully", "1 assessment was deleted.", "success");
    await expect.poll(() => names(page)).toEqual([people[1]!.full_name, people[0]!.full_name]);
    await expect.poll(() => figure(page, "total")).toBe(total - 1);
    expect(await page.getByRole("button", { name: /^Delete Selected/ }).count()).toBe(0);
    await page.reload();
    await waitForFigures(page);
    await expect.poll(() => names(page)).toEqual([people[1]!.full_name, people[0]!.full_name]);
  });

  test("a failed delete: 'Delete Failed' and the rows stay", async () => {
    const page = await newPage();
    await openDashboard(page);
    await searchFor(page, tag);
    await page.route("**/api/admin/assessments/delete", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: "Something went wrong" } }) }),
    );
    await page.getByLabel("Select all assessments on this page", { exact: true }).check();
    const before = await names(page);
    await page.getByRole("button", { name: `Delete Selected (${before.length})`, exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Delete Failed", "Failed to delete selected assessments.", "error");
    expect(await names(page)).toEqual(before);
  });

  test("paging past 50 rows: Next shows the rest, the page lives in the address and survives a reload", async () => {
    const page = await newPage();
    await openDashboard(page);
    // 52 more assessments under their own name, submitted through the public API.
    const pageTag = `Pagetest ${Date.now().toString(36)}`;
    const statuses = await page.evaluate(async (name) => {
      const answers: number[] = [];
      for (let i = 0; i < 52; i += 1) {
        const email = `paging.${i}.${Date.now()}@example.com`;
        const body = {
          full_name: `${name} ${String(i).padStart(2, "0")}`,
          phone_number: "6135550100",
          email,
          email_verify: email,
          postcode: "K1A 0B1",
          service_type: ["regular"],
          property_type: ["home"],
          property_size: "2 Bedrooms",
          frequency: "weekly",
          pets: false,
          preferred_ingredients: "standard",
        };
        const res = await fetch("/api/assessments", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
        answers.push(res.status);
      }
      return answers;
    }, pageTag);
    expect(statuses.every((s) => s === 201)).toBe(true);

    await searchFor(page, pageTag);
    await expect.poll(() => page.locator("tbody tr").count()).toBe(50);
    expect(await page.locator("[data-page-info]").innerText()).toBe("Page 1 of 2");
    expect(await figure(page, "filtered")).toBe(52);
    // Newest first: the last two submitted are on page 1, the first two on page 2.
    expect((await names(page))[0]).toBe(`${pageTag} 51`);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect.poll(() => names(page)).toEqual([`${pageTag} 01`, `${pageTag} 00`]);
    expect(new URLSearchParams(await query(page)).get("page")).toBe("2");
    expect(await page.getByRole("button", { name: "Next", exact: true }).isDisabled()).toBe(true);
    await page.reload();
    await waitForFigures(page);
    await expect.poll(() => names(page)).toEqual([`${pageTag} 01`, `${pageTag} 00`]);
    await page.getByRole("button", { name: "Previous", exact: true }).click();
    await expect.poll(() => page.locator("tbody tr").count()).toBe(50);
    expect(new URLSearchParams(await query(page)).get("page")).toBeNull();
  });

  test("axe-clean at 1366 and 390; on a phone the rows are cards and nothing scrolls sideways", async () => {
    const page = await newPage();
    await openDashboard(page);
    await searchFor(page, tag);
    await page.getByLabel(`Select assessment from ${people[0]!.full_name}`, { exact: true }).check();
    expect(await axeViolations(page)).toEqual([]);

    const phone = await newPage(MOBILE);
    await openDashboard(phone, `/admin?search=${encodeURIComponent(tag)}`);
    await expect.poll(async () => (await names(phone)).includes(people[0]!.full_name)).toBe(true);
    await phone.getByLabel(`Select assessment from ${people[0]!.full_name}`, { exact: true }).check();
    await phone.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
    expect(await axeViolations(phone)).toEqual([]);
    // Nothing scrolls sideways, the page nor the table: on a phone each row is a card.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const region = phone.getByRole("region", { name: "Job assessments table" });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    expect(
      await phone
        .locator("tbody tr")
        .first()
        .evaluate((tr) => getComputedStyle(tr).display),
    ).toBe("grid");
    await phone.getByRole("button", { name: "Delete Selected (1)", exact: true }).click();
    await phone.getByRole("alertdialog").waitFor();
    await phone.screenshot({ path: `${SHOTS}/delete-dialog-390.png` });
    expect(await axeViolations(phone)).toEqual([]);
  });
});
