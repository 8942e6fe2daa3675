import fs from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { adminPath } from "../src/shared/admin-paths";
import { businessDay } from "../src/shared/business-time";
import { DESKTOP, MOBILE, axeViolations, baseUrl, signInAsOwner, useBrowser } from "./support/browser";

import { crewOf, joinAsStaff, staff } from "./support/staff-api";

// Timesheets (decision 069) on the real server: a cleaner checks in and forgets to check out; the
// owner opens the period, sees the open entry (not counted), corrects it with a reason, sees the
// hours and the correction; adds an entry for a later visit the cleaner worked without checking
// in (a bad end refused first); and downloads the payroll CSV.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
const today = businessDay();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cleaner = { email: `hours.${run}@example.com`, username: `hours${run}`, password: "a long crew passphrase 42" };
const CLIENT = `Hours Client ${run}`;

/** A cleaner who joined by the owner's invitation, signed in: their session cookie. */
async function cleanerCookie() {
  await joinAsStaff(cleaner, "cleaner", "en");
  const res = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify({ email: cleaner.email, password: cleaner.password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

test("the owner corrects a cleaner's open entry, adds one for work not checked in, and downloads the period's CSV", async () => {
  const cookie = await cleanerCookie();
  const client = await staff("POST", "/api/admin/clients", {
    fullName: CLIENT,
    phoneNumber: "613-555-0178",
    addresses: [{ street: "8 Bank St", city: "Ottawa", province: "ON", postalCode: "K1P 5N2" }],
  });
  const visitId = (
    await staff("POST", "/api/admin/service-visits", {
      clientId: client.id,
      addressId: client.addresses[0].id,
      date: today,
      windowStart: "06:00",
      windowEnd: "21:00",
      service: "Home cleaning",
      crew: await crewOf(cleaner.username),
    })
  ).visit.id as string;
  const checkIn = await fetch(`${baseUrl()}/api/crew/visits/${visitId}/check-in`, {
    method: "POST",
    headers: { cookie, Origin: baseUrl(), "Content-Type": "application/json" },
    body: "{}",
  });
  expect(checkIn.status).toBe(200);
  // A second visit of the day on the same crew, worked without checking in.
  const laterId = (
    await staff("POST", "/api/admin/service-visits", {
      clientId: client.id,
      addressId: client.addresses[0].id,
      date: today,
      windowStart: "18:00",
      windowEnd: "20:00",
      service: "Window cleaning",
      crew: await crewOf(cleaner.username),
      confirmCrewConflicts: true,
    })
  ).visit.id as string;

  const page = await newPage(DESKTOP);
  await page.goto(adminPath("timesheets"));
  await signInAsOwner(page);
  await page.getByRole("heading", { level: 1, name: "Timesheets" }).waitFor();
  const section = page.locator(`[data-cleaner="${cleaner.username}"]`);
  await section.waitFor();
  // The open entry: flagged, not counted.
  await section.getByText("Open: no check-out").waitFor();
  expect(await section.textContent()).toContain("Not counted until corrected");
  expect(await section.getByTestId("total").textContent()).toBe("Total: 0.00 h");
  expect(await section.textContent()).toContain(CLIENT);

  // The owner corrects it: from 06:30 to 08:30 (the form starts from the check-in), with the reason.
  await section.getByRole("button", { name: `Correct ${cleaner.username}'s entry for ${CLIENT}` }).click();
  expect(await section.getByLabel("Start", { exact: true }).inputValue()).toMatch(new RegExp(`^${today}T\\d{2}:\\d{2}$`));
  await section.getByLabel("Start", { exact: true }).fill(`${today}T06:30`);
  await section.getByLabel("End", { exact: true }).fill(`${today}T08:30`);
  await section.getByLabel("Reason", { exact: true }).fill("Forgot to check out");
  expect(await axeViolations(page)).toEqual([]);
  await section.getByRole("button", { name: "Save correction" }).click();
  await section.getByText(/^Corrected by .+: Forgot to check out$/).waitFor();
  await expect.poll(() => section.getByTestId("total").textContent()).toBe("Total: 2.00 h");
  expect(await section.textContent()).not.toContain("Open: no check-out");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "timesheets-desktop.png"), fullPage: true });

  // The later visit: the cleaner is on its crew with no entry. The owner adds one; an end before
  // the start is refused on the End field.
  const missing = page.locator(`[data-missing="${cleaner.username}"]`);
  await missing.getByRole("button", { name: `Add entry for ${cleaner.username}: ${CLIENT}, ${today}` }).click();
  const form = missing.getByRole("form", { name: "New entry" });
  expect(await form.getByLabel("Start", { exact: true }).inputValue()).toBe(`${today}T18:00`);
  await form.getByLabel("End", { exact: true }).fill(`${today}T17:00`);
  await form.getByLabel("Reason", { exact: true }).fill("Worked without the app");
  await form.getByRole("button", { name: "Add the entry" }).click();
  const end = form.getByLabel("End", { exact: true });
  await expect.poll(() => end.getAttribute("aria-invalid")).toBe("true");
  const errorId = (await end.getAttribute("aria-describedby"))!.split(" ").find((id) => id.endsWith("-error"))!;
  expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe("End: must be after the start");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "timesheets-add-desktop.png"), fullPage: true });

  // On a phone, the same control: nothing wider than the screen.
  const phone = await newPage(MOBILE);
  await phone.goto(adminPath("timesheets"));
  await signInAsOwner(phone);
  const phoneRow = phone.locator(`[data-missing="${cleaner.username}"]`);
  await phoneRow.getByRole("button", { name: `Add entry for ${cleaner.username}: ${CLIENT}, ${today}` }).click();
  await phoneRow.getByRole("form", { name: "New entry" }).waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await phoneRow.screenshot({ path: path.join(SHOTS, "timesheets-add-phone.png") });

  await end.fill(`${today}T19:30`);
  await form.getByRole("button", { name: "Add the entry" }).click();
  await page.getByText("The entry is added.").waitFor();
  await section.getByText(/^Added by .+: Worked without the app$/).waitFor();
  await expect.poll(() => section.getByTestId("total").textContent()).toBe("Total: 3.50 h");
  expect(await missing.count()).toBe(0);

  // The payroll CSV of the period.
  const period = (await page.getByTestId("period").textContent())!;
  const [, from, to] = /(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})/.exec(period)!;
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV for payroll" }).click()]);
  expect(download.suggestedFilename()).toBe(`timesheets-${from}-to-${to}.csv`);
  const csv = await fs.readFile((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFFCleaner,Date,Client,Visit ID,Start,End,Hours,Corrected,Reason,Tips\r\n")).toBe(true);
  const rows = csv.split("\r\n");
  const entry = rows.find((r) => r.startsWith(`${cleaner.username},${today},${CLIENT},${visitId},`));
  expect(entry).toMatch(new RegExp(`,${today} 06:30,${today} 08:30,2\\.00,yes,Forgot to check out,$`));
  const added = rows.find((r) => r.startsWith(`${cleaner.username},${today},${CLIENT},${laterId},`));
  expect(added).toMatch(new RegExp(`,${today} 18:00,${today} 19:30,1\\.50,yes,Worked without the app,$`));
  expect(rows).toContain(`${cleaner.username},Total,,,,,3.50,,,`);

  // On a phone: nothing wider than the screen.
  await phone.reload();
  await phone.locator(`[data-cleaner="${cleaner.username}"]`).waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await phone.screenshot({ path: path.join(SHOTS, "timesheets-phone.png"), fullPage: true });
});
