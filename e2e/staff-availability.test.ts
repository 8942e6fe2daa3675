import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { expect, test } from "vitest";
import { adminPath } from "../src/shared/admin-paths";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { localeFormat } from "../src/shared/locale-format";
import { isoWeekday } from "../src/shared/schemas/crew-conflicts";
import { DESKTOP, MOBILE, axeViolations, expectToast, signInAsOwner, useBrowser } from "./support/browser";

import { noSideScroll } from "./support/page-api";
import { joinAsStaff, staff } from "./support/staff-api";

const en = localeFormat("en");

// Staff availability (decision 064), on the real server: the owner opens Availability from the
// visits' view switch, sets a cleaner's working days and hours, adds time off (a range ending
// before it starts first: the server's message under To), removes one; the hours are still there
// after a reload; and a visit for that cleaner during the time off is a conflict in the visit form.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cleaner = { email: `ava.${run}@example.com`, username: `ava${run}`, password: "a long crew passphrase 42" };
/** A Tuesday at least two weeks ahead, and the days of time off around it. */
const tuesday = (() => {
  let d = addDays(businessDay(), 14);
  while (isoWeekday(d) !== 2) d = addDays(d, 1);
  return d;
})();
const kept = { from: tuesday, to: addDays(tuesday, 1) };
const removed = { from: addDays(tuesday, 7), to: addDays(tuesday, 9) };

/** A cleaner's account: the owner's invitation, accepted with a user name and a password. */
async function inviteCleaner() {
  await joinAsStaff(cleaner, "cleaner", "en");
}

/** The message tied by aria-describedby to the field labelled `label` in `scope`, or null when it is valid. */
async function fieldErrorIn(page: Page, scope: Locator, label: string): Promise<string | null> {
  const input = scope.getByLabel(label, { exact: true });
  if ((await input.getAttribute("aria-invalid")) !== "true") return null;
  const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(" ").filter((id) => id.endsWith("-error"));
  return ids.length ? page.locator(`[id="${ids[0]}"]`).textContent() : null;
}

/** The page fits its width and axe finds nothing on it. */
async function fitsAndAxeClean(page: Page, name: string) {
  // Once the toasts have gone: one fading in is half transparent, and axe reads its words as text without contrast.
  await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 30_000 }).toBe(0);
  expect(await noSideScroll(page), `${name} scrolls sideways at ${page.viewportSize()?.width}`).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/** A visit for the cleaner on the Tuesday, within the hours but in the time off: the form's conflict warning. */
async function scheduleInTimeOff(page: Page, clientId: string) {
  await page.goto(`${adminPath("visitNew")}?client=${clientId}`);
  await page.getByLabel("Date", { exact: true }).fill(tuesday);
  await page.getByLabel("Arrival window start").selectOption("09:00");
  await page.getByLabel("Arrival window end").selectOption("11:00");
  await page.getByLabel("Service", { exact: true }).fill("Office cleaning");
  await page.locator("[data-crew-choice]").getByLabel(`${cleaner.username} (Cleaner)`).check();
  await page.getByRole("button", { name: "Schedule visit" }).click();
  const warning = page.locator("[data-crew-conflicts]");
  await warning.waitFor();
  const said = await warning.textContent();
  expect(said).toContain(`${cleaner.username} is off from ${en.date(kept.from)} to ${en.date(kept.to)} (Dentist).`);
  expect(said).toContain("Time off");
  // Inside the hours, and no other visit: nothing else.
  expect(said).not.toContain("Outside working hours");
  expect(said).not.toContain("Overlapping visit");
  await fitsAndAxeClean(page, "staff-availability-conflict");
}

test("the owner sets a cleaner's hours and time off on Availability; a visit in the time off is a conflict", async () => {
  await inviteCleaner();
  const client = await staff("POST", "/api/admin/clients", {
    fullName: `Availability Client ${run}`,
    phoneNumber: "613-555-0142",
    addresses: [{ street: "80 Queen St", city: "Ottawa", province: "ON", postalCode: "K1P 5E7" }],
  });

  const page = await newPage(DESKTOP);
  await page.goto(adminPath("visits"));
  await signInAsOwner(page);
  await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "Availability" }).click();
  await page.getByRole("heading", { level: 1, name: "Availability" }).waitFor();
  const ava = page.getByRole("region", { name: `Availability of ${cleaner.username}` });
  await ava.waitFor();
  // Never set: every day and hour open.
  await ava.getByText("Not set: every day and hour is open.").waitFor();
  expect(await ava.getByLabel("Tuesday start").isDisabled()).toBe(true);

  // Tuesday 08:00–16:00 and Wednesday 09:00–17:00.
  await ava.getByLabel("Works on Tuesday").check();
  await ava.getByLabel("Tuesday start").fill("08:00");
  await ava.getByLabel("Tuesday end").fill("16:00");
  await ava.getByLabel("Works on Wednesday").check();
  await ava.getByRole("button", { name: "Save working hours" }).click();
  await expectToast(page, "Working hours saved.", "", "success");
  await ava.getByText("Not set: every day and hour is open.").waitFor({ state: "detached" });

  // A time off ending before it starts: the server's message, under To.
  await ava.getByLabel("From", { exact: true }).fill(addDays(tuesday, 3));
  await ava.getByLabel("To", { exact: true }).fill(tuesday);
  await ava.getByRole("button", { name: "Add time off" }).click();
  await expect.poll(() => fieldErrorIn(page, ava, "To")).toBe("To must not be before From");
  expect(await fieldErrorIn(page, ava, "From")).toBeNull();
  await fitsAndAxeClean(page, "staff-availability-error");

  // Two good ones, both listed; one removed.
  const add = async (range: { from: string; to: string }, reason: string) => {
    await ava.getByLabel("From", { exact: true }).fill(range.from);
    await ava.getByLabel("To", { exact: true }).fill(range.to);
    await ava.getByLabel("Reason (optional)").fill(reason);
    await ava.getByRole("button", { name: "Add time off" }).click();
    await expectToast(page, "Time off added.", "", "success");
  };
  await add(kept, "Dentist");
  expect(await fieldErrorIn(page, ava, "To")).toBeNull();
  await add(removed, "Family trip");
  const entries = ava.locator("[data-time-off]");
  // Long dates, as the rest of the admin writes them.
  const dates = ({ from, to }: { from: string; to: string }) => `${en.date(from)} – ${en.date(to)}`;
  await expect.poll(() => entries.allTextContents()).toEqual([`${dates(kept)} (Dentist)`, `${dates(removed)} (Family trip)`]);
  await fitsAndAxeClean(page, "staff-availability");
  await ava.getByRole("button", { name: `Remove time off ${dates(removed)}` }).click();
  await expectToast(page, "Time off removed.", "", "success");
  await expect.poll(() => entries.allTextContents()).toEqual([`${dates(kept)} (Dentist)`]);

  // After a reload: the hours saved, the time off kept.
  await page.reload();
  await ava.getByLabel("Works on Tuesday").waitFor();
  expect(await ava.getByLabel("Works on Tuesday").isChecked()).toBe(true);
  expect(await ava.getByLabel("Tuesday start").inputValue()).toBe("08:00");
  expect(await ava.getByLabel("Tuesday end").inputValue()).toBe("16:00");
  expect(await ava.getByLabel("Works on Wednesday").isChecked()).toBe(true);
  expect(await ava.getByLabel("Wednesday start").inputValue()).toBe("09:00");
  expect(await ava.getByLabel("Works on Monday").isChecked()).toBe(false);
  expect(await ava.getByLabel("Monday start").isDisabled()).toBe(true);
  expect(await entries.allTextContents()).toEqual([`${dates(kept)} (Dentist)`]);

  await scheduleInTimeOff(page, client.id);
  // On a phone: the same page, a bad range's message, and the conflict.
  const phone = await newPage(MOBILE);
  await phone.goto(adminPath("availability"));
  await signInAsOwner(phone);
  const onPhone = phone.getByRole("region", { name: `Availability of ${cleaner.username}` });
  await onPhone.getByLabel("Works on Tuesday").waitFor();
  expect(await onPhone.getByLabel("Tuesday start").inputValue()).toBe("08:00");
  await onPhone.getByLabel("From", { exact: true }).fill(addDays(tuesday, 3));
  await onPhone.getByLabel("To", { exact: true }).fill(tuesday);
  await onPhone.getByRole("button", { name: "Add time off" }).click();
  await expect.poll(() => fieldErrorIn(phone, onPhone, "To")).toBe("To must not be before From");
  await fitsAndAxeClean(phone, "staff-availability");
  await scheduleInTimeOff(phone, client.id);

  // Booked anyway: Availability lists it under the time off, and its link opens the visit.
  await phone.locator("[data-crew-conflicts]").getByRole("button", { name: "Assign anyway" }).click();
  await phone.waitForURL((url) => url.pathname.startsWith(`${adminPath("visits")}/`) && !url.pathname.endsWith("/new"));
  const visitUrl = phone.url();
  await page.goto(adminPath("availability"));
  const during = ava.locator("[data-time-off-visits]");
  await during.waitFor();
  expect(await during.locator("p").textContent()).toBe("1 visit is booked during this time off; change its crew:");
  const link = during.getByRole("link", { name: `${en.date(tuesday)}, 9:00 AM – 11:00 AM, Availability Client ${run}` });
  await fitsAndAxeClean(page, "staff-availability-visits");
  await link.click();
  await page.waitForURL(visitUrl);
  // The same box on the phone fits its width.
  await phone.goto(adminPath("availability"));
  await onPhone.locator("[data-time-off-visits]").waitFor();
  await fitsAndAxeClean(phone, "staff-availability-visits");
});
