import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { MOBILE, axeViolations, baseUrl, expectToast, signInAsOwner, useBrowser } from "./support/browser";
import { searchList } from "./support/lists";
import { noSideScroll } from "./support/page-api";
import { staff } from "./support/staff-api";

// Recurring billing in the admin (decision 073): a schedule billed monthly is started through the
// form and its visits' page says so; completed visits are ticked in the visits list and invoiced
// together with Invoice selected (one draft per client and address); the invoice's page lists the
// visits it bills. The list with a selection is axe-clean, at 1366 and 390 wide.
const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const tag = `Billtest ${run}`;

const { newPage } = useBrowser();

const today = businessDay();
const expectHeading = (page: Page, title: string) => expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toBe(title);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const link = (page: Page, name: string) => page.getByRole("link", { name, exact: true });
const detail = (page: Page, key: string) => page.locator(`[data-card=details] [data-field=${key}] dd`).innerText();
const hintOf = async (page: Page, label: string) => {
  const ids = ((await field(page, label).getAttribute("aria-describedby")) ?? "").split(" ").filter((id) => id.endsWith("-hint"));
  return page.locator(`[id="${ids[0]}"]`).innerText();
};
/** "Nov 29, 2026", as the list's days read. */
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-CA", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
/** "November 29, 2026", as the invoice page's days read. */
const longDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-CA", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

type Made = { client: { id: string; addressId: string; name: string }; quote: { id: string; number: string } };

/** A client in Ottawa with an accepted quote, made through the API. */
async function clientWithQuote(who: string, title: string): Promise<Made> {
  const name = `${tag} ${who}`;
  const client = await staff("POST", "/api/admin/clients", {
    fullName: name,
    email: `${who.toLowerCase()}.${run}@example.com`,
    phoneNumber: "613-555-0141",
    addresses: [{ street: "120 Metcalfe St", city: "Ottawa", province: "ON", postalCode: "K1P 5M2" }],
  });
  const addressId = client.addresses[0].id as string;
  const draft = (
    await staff("POST", "/api/admin/quotes", {
      clientId: client.id,
      addressId,
      title,
      lines: [{ description: title, quantity: 1, unitPriceCents: 12_000 }],
      deposit: { kind: "none" },
    })
  ).quote as { id: string; number: string; version: number };
  await staff("POST", `/api/admin/quotes/${draft.id}/send`, {});
  await staff("POST", `/api/admin/quotes/${draft.id}/accept`, { version: draft.version, signedName: name, note: "By phone.", optionalLineIds: [] });
  return { client: { id: client.id, addressId, name }, quote: { id: draft.id, number: draft.number } };
}

/** A visit of the quote today, completed through the API: its id. */
async function completedVisit(made: Made, service: string, windowStart: string, windowEnd: string): Promise<string> {
  const { visit } = await staff("POST", "/api/admin/service-visits", {
    clientId: made.client.id,
    addressId: made.client.addressId,
    quoteId: made.quote.id,
    date: today,
    windowStart,
    windowEnd,
    service,
    // Today may be a statutory holiday: the visit is booked all the same.
    allowClosedDay: true,
  });
  await staff("POST", `/api/admin/service-visits/${visit.id}/complete`, {});
  return visit.id as string;
}

const row = (page: Page, id: string) => page.locator(`tbody tr[data-id="${id}"]`);
const tickBox = (page: Page, id: string) => row(page, id).getByRole("checkbox");

describe("Recurring billing", () => {
  test("a schedule billed monthly through the form; two completed visits invoiced together from the list; the invoice lists them", async () => {
    const page = await newPage();
    await page.goto("/admin/visits/list");
    await signInAsOwner(page);
    await expectHeading(page, "Visits");
    const made = await clientWithQuote("Monthly", `${tag} office cleaning`);

    // Schedule visit from the quote, weekly, billed monthly: a labelled select with its hint.
    await page.goto(`/admin/visits/new?quote=${made.quote.id}`);
    await expectHeading(page, "Schedule Visit");
    await expect.poll(() => page.locator("[data-client-name]").innerText()).toBe(made.client.name);
    await field(page, "Date").fill(addDays(today, 1));
    await field(page, "Repeats").selectOption("weekly");
    expect(await field(page, "Billing").inputValue()).toBe("per_visit");
    expect(await hintOf(page, "Billing")).toBe("Each visit's invoice is issued and e-mailed when the visit is completed.");
    await field(page, "Billing").selectOption({ label: "One invoice a month" });
    expect(await hintOf(page, "Billing")).toBe("On the 1st, one invoice for the previous month's completed visits is issued and e-mailed.");
    await shot(page, "billing-schedule-form-1366");
    await button(page, "Schedule visit").click();
    await expectToast(page, "Visits Scheduled", `${tag} office cleaning repeats`, "success");
    await page.waitForURL((url) => url.pathname === "/admin/visits" && url.searchParams.get("week") === addDays(today, 1));

    // Its first visit's page says how the schedule bills.
    const schedules = await staff("GET", `/api/admin/service-schedules?quoteId=${made.quote.id}`);
    expect(schedules.items.map((s: { billing: string }) => s.billing)).toEqual(["monthly"]);
    const first = (await staff("GET", `/api/admin/service-schedules/${schedules.items[0].id}`)).upcoming[0] as { id: string; date: string };
    await page.goto(`/admin/visits?week=${first.date}`);
    await page.locator(`[data-visit="${first.id}"]`).click();
    await page.waitForURL(`${baseUrl()}/admin/visits/${first.id}`);
    await expect.poll(() => detail(page, "billing"), { timeout: 15_000 }).toBe("One invoice a month");
    expect(await detail(page, "schedule")).toBe("Part of a repeating schedule");

    // Two visits done today, ticked in the list and invoiced together: one draft (one client, one address).
    const morning = await completedVisit(made, `${tag} lobby`, "08:00", "10:00");
    const afternoon = await completedVisit(made, `${tag} kitchen`, "13:00", "15:00");
    await page.goto("/admin/visits/list");
    await expectHeading(page, "Visits");
    await searchList(page, tag);
    await row(page, afternoon).waitFor();
    // The scheduled visits of the schedule have no tick box; the completed ones are named by day, time and client.
    await expect.poll(() => page.locator("tbody input[type=checkbox]").count()).toBe(2);
    expect(await tickBox(page, morning).getAttribute("aria-label")).toBe(`Select visit of ${shortDay(today)} at 8:00 AM for ${made.client.name}`);
    expect(await tickBox(page, afternoon).getAttribute("aria-label")).toBe(`Select visit of ${shortDay(today)} at 1:00 PM for ${made.client.name}`);
    expect(await button(page, "Invoice selected").isDisabled()).toBe(true);
    await tickBox(page, morning).check();
    await tickBox(page, afternoon).check();
    expect(await page.getByLabel("Select all completed visits on this page", { exact: true }).isChecked()).toBe(true);
    expect(await button(page, "Invoice selected").isEnabled()).toBe(true);
    await shot(page, "billing-list-selected-1366");
    expect(await axeViolations(page)).toEqual([]);

    await button(page, "Invoice selected").click();
    await expectToast(page, "Invoices Created", "1 draft invoice was created.", "success");
    // The list is read again: both are invoiced, nothing is left to tick.
    await expect.poll(() => page.locator("tbody input[type=checkbox]").count()).toBe(0);
    expect(await button(page, "Invoice selected").isDisabled()).toBe(true);
    const invoiceHref = await row(page, morning).locator("[data-invoiced]").getAttribute("href");
    expect(await row(page, afternoon).locator("[data-invoiced]").getAttribute("href")).toBe(invoiceHref);

    // The invoice's page: a visit invoice, its visits listed, each a link to its page.
    await row(page, morning).locator("[data-invoiced]").click();
    await page.waitForURL(`${baseUrl()}${invoiceHref}`);
    await expectHeading(page, "Draft invoice");
    expect(await detail(page, "kind")).toBe("Visit invoice");
    const billed = page.locator("[data-card=visits]");
    expect(await billed.locator("h2").innerText()).toBe("Visits billed");
    // By day; two of one day in either order.
    await expect
      .poll(async () => (await billed.locator("li").allInnerTexts()).sort())
      .toEqual([`${longDay(today)} · ${tag} lobby`, `${longDay(today)} · ${tag} kitchen`].sort());
    const hrefs = await billed.locator("li a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.sort()).toEqual([`/admin/visits/${morning}`, `/admin/visits/${afternoon}`].sort());
    await shot(page, "billing-invoice-1366");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("at 390 wide: the list with a selection and the invoice page fit and are axe-clean; two clients make two drafts", async () => {
    const page = await newPage(MOBILE);
    await page.goto("/admin/visits/list");
    await signInAsOwner(page);
    await expectHeading(page, "Visits");
    const one = await clientWithQuote("Narrowone", `${tag} narrow windows`);
    const two = await clientWithQuote("Narrowtwo", `${tag} narrow floors`);
    const first = await completedVisit(one, `${tag} narrow windows`, "09:00", "11:00");
    const second = await completedVisit(two, `${tag} narrow floors`, "11:00", "12:30");

    await searchList(page, `${tag} Narrow`);
    await row(page, second).waitFor();
    await expect.poll(() => page.locator("tbody input[type=checkbox]").count()).toBe(2);
    // On a phone the select-all box is the header bar's, with its short label.
    await page.getByLabel("Select all completed visits on this page", { exact: true }).check();
    expect(await tickBox(page, first).isChecked()).toBe(true);
    expect(await tickBox(page, second).isChecked()).toBe(true);
    // One Invoice selected, whatever the width.
    expect(await page.locator("[data-invoice-selected]").count()).toBe(1);
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, "billing-list-selected-390");
    expect(await axeViolations(page)).toEqual([]);

    await button(page, "Invoice selected").click();
    await expectToast(page, "Invoices Created", "2 draft invoices were created.", "success");
    await expect.poll(() => page.locator("tbody [data-invoiced]").count()).toBe(2);

    await row(page, first).locator("[data-invoiced]").click();
    await expectHeading(page, "Draft invoice");
    await expect.poll(() => page.locator("[data-card=visits] li").allInnerTexts()).toEqual([`${longDay(today)} · ${tag} narrow windows`]);
    expect(await link(page, longDay(today)).getAttribute("href")).toBe(`/admin/visits/${first}`);
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, "billing-invoice-390");
    expect(await axeViolations(page)).toEqual([]);
  });
});
