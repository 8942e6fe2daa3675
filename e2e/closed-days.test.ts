import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { isWeekday } from "../src/shared/holidays";
import { DESKTOP, MOBILE, axeViolations, expectToast, signInAsOwner, useBrowser } from "./support/browser";
import { noSideScroll } from "./support/page-api";
import { staff } from "./support/staff-api";

// Decision 051, through the screens: the Closed days page lists the statutory holidays and adds
// and removes the company's days; the week view shows them; a series set to move visits off
// closed days books the day after Boxing Day instead of Christmas; a single visit on Christmas is
// refused until staff tick "Book it even on a closed day".

const SHOTS = "/tmp/shots-visits";
const { newPage } = useBrowser();
const today = businessDay();
const year = Number(today.slice(0, 4));
const christmas = `${today >= `${year}-12-12` ? year + 1 : year}-12-25`;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const long = (date: string) => new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function onPhone(page: Page, url: string) {
  const phone = await newPage(MOBILE);
  await phone.context().addCookies(await page.context().cookies());
  await phone.goto(url);
  return phone;
}

test("closed days: listed, added and removed; shown in the week; a series moves off Christmas; a single visit on it needs confirming", async () => {
  const name = `Casey Closed ${run}`;
  const client = await staff("POST", "/api/admin/clients", {
    fullName: name,
    email: `closed.${run}@example.com`,
    phoneNumber: "613-555-0191",
    addresses: [{ street: "45 Sparks St", city: "Ottawa", province: "ON", postalCode: "K1P 5A8" }],
  });

  // The Closed days page, from the visits' View switch.
  const page = await newPage(DESKTOP);
  await page.goto("/admin/visits");
  await signInAsOwner(page);
  await heading(page, "Visits");
  await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "Closed days" }).click();
  await heading(page, "Closed Days");
  await page.goto(`/admin/visits/closed-days?year=${christmas.slice(0, 4)}`);
  await heading(page, "Closed Days");
  const xmas = page.locator(`[data-closed-day="${christmas}"]`);
  await xmas.waitFor();
  expect(await xmas.innerText()).toContain("Christmas Day");
  expect(await xmas.innerText()).toContain("Ontario and Quebec");
  expect(await page.locator(`[data-closed-day="${christmas.slice(0, 4)}-06-24"]`).innerText()).toContain("Quebec");

  // Add a company day (a weekday ahead), see it listed; a bad name is named on its field.
  let day = addDays(today, 9);
  while (!isWeekday(day)) day = addDays(day, 1);
  await page.goto(`/admin/visits/closed-days?year=${day.slice(0, 4)}`);
  await heading(page, "Closed Days");
  await field(page, "Date").fill(day);
  await page.getByRole("button", { name: "Add closed day" }).click();
  await page.getByText("Name is required").waitFor();
  await field(page, "Name").fill(`Staff training ${run}`);
  await page.getByRole("button", { name: "Add closed day" }).click();
  await expectToast(page, "Closed Day Added", `${long(day)} is closed.`, "success");
  const added = page.locator(`[data-closed-day="${day}"][data-company=true]`);
  await added.waitFor();
  expect(await added.innerText()).toContain("Everywhere (company)");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "admin-closed-days-1366");
  const phone = await onPhone(page, `/admin/visits/closed-days?year=${day.slice(0, 4)}`);
  await phone.locator(`[data-closed-day="${day}"]`).waitFor();
  expect(await noSideScroll(phone)).toBe(true);
  expect(await axeViolations(phone)).toEqual([]);
  await shot(phone, "admin-closed-days-390");
  await phone.close();

  // The week view shows Christmas closed.
  await page.goto(`/admin/visits?week=${christmas}`);
  await heading(page, "Visits");
  const closedDay = page.locator(`[data-day="${christmas}"] [data-closed-day]`);
  await closedDay.waitFor();
  expect(await closedDay.innerText()).toBe("Closed: Christmas Day");

  // A series every 2 weeks that falls on Christmas, moved to the next open business day.
  await page.goto(`/admin/visits/new?client=${client.id}`);
  await heading(page, "Schedule Visit");
  await field(page, "Service").fill("Office cleaning");
  await field(page, "Date").fill(addDays(christmas, -14));
  await field(page, "Repeats").selectOption("bi-weekly");
  expect(await field(page, "On a closed day").inputValue()).toBe("move");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "admin-schedule-form-closed-rule-1366");
  const formPhone = await onPhone(page, `/admin/visits/new?client=${client.id}`);
  await heading(formPhone, "Schedule Visit");
  await field(formPhone, "Repeats").selectOption("bi-weekly");
  await field(formPhone, "On a closed day").waitFor();
  expect(await noSideScroll(formPhone)).toBe(true);
  expect(await axeViolations(formPhone)).toEqual([]);
  await shot(formPhone, "admin-schedule-form-closed-rule-390");
  await formPhone.close();
  await page.getByRole("button", { name: "Schedule visit" }).click();
  await expectToast(page, "Visits Scheduled", "Office cleaning repeats", "success");
  let moved = addDays(christmas, 2);
  while (!isWeekday(moved)) moved = addDays(moved, 1);
  await page.goto(`/admin/visits?week=${moved}`);
  await page.locator(`[data-day="${moved}"] [data-visit]`).filter({ hasText: name }).waitFor();
  await page.goto(`/admin/visits?week=${christmas}`);
  await page.locator(`[data-day="${christmas}"] [data-closed-day]`).waitFor();
  expect(await page.locator(`[data-day="${christmas}"] [data-visit]`).filter({ hasText: name }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "admin-week-closed-1366");
  const weekPhone = await onPhone(page, `/admin/visits?week=${christmas}`);
  await weekPhone.locator(`[data-day="${christmas}"] [data-closed-day]`).waitFor();
  expect(await noSideScroll(weekPhone)).toBe(true);
  await shot(weekPhone, "admin-week-closed-390");
  await weekPhone.close();

  // A single visit on Christmas: refused with the day named, booked once confirmed.
  await page.goto(`/admin/visits/new?client=${client.id}`);
  await heading(page, "Schedule Visit");
  // The client's address is chosen once the client has loaded.
  await expect.poll(() => field(page, "Service address").inputValue()).not.toBe("");
  await field(page, "Service").fill("Holiday cleaning");
  await field(page, "Date").fill(christmas);
  await page.getByRole("button", { name: "Schedule visit" }).click();
  await expectToast(page, "Error", `${christmas} is a closed day at this address (Christmas Day): choose another day.`, "error");
  await page.getByLabel("Book it even on a closed day").check();
  await page.getByRole("button", { name: "Schedule visit" }).click();
  await expectToast(page, "Visit Scheduled", "Holiday cleaning is scheduled", "success");

  // Remove the company day: gone from the list.
  await page.goto(`/admin/visits/closed-days?year=${day.slice(0, 4)}`);
  await page.getByRole("button", { name: `Remove Staff training ${run} (${long(day)})` }).click();
  await expectToast(page, "Closed Day Removed", `${long(day)} is open again.`, "success");
  await expect.poll(() => page.locator(`[data-closed-day="${day}"][data-company=true]`).count()).toBe(0);
});
