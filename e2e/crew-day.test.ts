import path from "node:path";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { adminPath } from "../src/shared/admin-paths";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { DESKTOP, MOBILE, axeViolations, signInAs, signInAsOwner, useBrowser } from "./support/browser";

import { crewOf, joinAsStaff, staff } from "./support/staff-api";

// The cleaner's phone (decision 063), on the real server: a cleaner invited by the owner signs in
// on a 390-wide phone and sees today's visit with its entry details (and not those of a visit
// later in the week); with the network cut, they check in: kept on the phone and shown as
// waiting; restored, it is sent once; they check out; the office's visit page shows both times.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
const today = businessDay();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cleaner = { email: `crew.${run}@example.com`, username: `crew${run}`, password: "a long crew passphrase 42" };
const TODAY_ACCESS = `Lockbox 4821 by the side door ${run}`;
const LATER_ACCESS = `Alarm code 9090 ${run}`;

/** A cleaner's account: the owner's invitation, accepted with a user name and a password. */
async function inviteCleaner() {
  await joinAsStaff(cleaner, "cleaner", "en");
}

/** A client with two addresses (each with its access notes), a visit today at one and one in three days at the other. */
async function visits() {
  const client = await staff("POST", "/api/admin/clients", {
    fullName: `Crew Client ${run}`,
    phoneNumber: "613-555-0177",
    addresses: [
      { street: "45 Sparks St", city: "Ottawa", province: "ON", postalCode: "K1P 5A8", accessNotes: TODAY_ACCESS },
      { street: "12 Elgin St", city: "Ottawa", province: "ON", postalCode: "K1P 5K6", accessNotes: LATER_ACCESS },
    ],
  });
  const crew = await crewOf(cleaner.username);
  const visit = (date: string, addressId: string) =>
    staff("POST", "/api/admin/service-visits", {
      clientId: client.id,
      addressId,
      date,
      windowStart: "06:00",
      windowEnd: "21:00",
      service: "Home cleaning",
      crew,
      crewNotes: "Cat stays inside",
    });
  const now = (await visit(today, client.addresses[0].id)).visit.id as string;
  await visit(addDays(today, 3), client.addresses[1].id);
  return now;
}

/** The visit's check-in and check-out events on the server. */
const checks = async (id: string) =>
  ((await staff("GET", `/api/admin/service-visits/${id}`)).visit.events as { kind: string }[]).filter((e) => e.kind.startsWith("checked_")).map((e) => e.kind);

const card = (page: Page, id: string) => page.locator(`[data-crew-visit="${id}"]`);

test("a cleaner's day on the phone: today's access notes only, a check-in made offline sent once, the times on the office's visit page", async () => {
  await inviteCleaner();
  const visitId = await visits();

  const phone = await newPage(MOBILE);
  await phone.goto("/admin");
  await signInAs(phone, cleaner);
  await phone.getByRole("heading", { level: 1, name: "Your visits" }).waitFor();
  // The crew page's own address (decision 070), out of the admin area.
  expect(new URL(phone.url()).pathname).toBe("/crew/");
  const visit = card(phone, visitId);
  await visit.waitFor();

  // Today's visit with its entry details; the later visit's are not on the page.
  await expect.poll(() => visit.textContent()).toContain(TODAY_ACCESS);
  expect(await visit.textContent()).toContain("Cat stays inside");
  expect(await visit.getByRole("link", { name: "Open in Maps: 45 Sparks St, Ottawa, ON K1P 5A8" }).getAttribute("href")).toMatch(
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=45%20Sparks%20St/,
  );
  expect(await phone.locator("#crew-week + ul li").count()).toBe(1);
  expect(await phone.locator("#crew-week + ul").textContent()).toContain("Access details appear here the day before the visit.");
  expect(await phone.locator("main").textContent()).not.toContain(LATER_ACCESS);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: path.join(SHOTS, "crew-day-phone.png"), fullPage: true });

  // No signal: the check-in is kept on the phone, shown as waiting.
  await phone.context().setOffline(true);
  await visit.getByRole("button", { name: "Check In", exact: true }).click();
  await visit.locator("[data-waiting=check-in]").waitFor();
  await phone.getByText("1 change waiting to send").waitFor();
  await phone.screenshot({ path: path.join(SHOTS, "crew-day-offline.png"), fullPage: true });
  expect(await checks(visitId)).toEqual([]);

  // Back online: sent once, the server's time shown.
  await phone.context().setOffline(false);
  await visit.locator("[data-checked=in]").waitFor();
  await phone.getByText("Everything is sent.").waitFor();
  expect(await checks(visitId)).toEqual(["checked_in"]);

  await visit.getByRole("button", { name: "Check Out", exact: true }).click();
  await visit.locator("[data-checked=out]").waitFor();
  expect(await checks(visitId)).toEqual(["checked_in", "checked_out"]);
  // Checked out: the entry details are closed.
  expect(await visit.textContent()).not.toContain(TODAY_ACCESS);
  expect(await visit.textContent()).toContain("Access details are no longer shown for this visit.");
  await phone.screenshot({ path: path.join(SHOTS, "crew-day-done.png"), fullPage: true });

  // The office's visit page shows both, by the cleaner's name.
  const office = await newPage(DESKTOP);
  await office.goto(adminPath("visitView", { id: visitId }));
  await signInAsOwner(office);
  await office.getByText(`Checked in by ${cleaner.username}`).waitFor();
  await office.getByText(`Checked out by ${cleaner.username}`).waitFor();
  await office.screenshot({ path: path.join(SHOTS, "crew-day-office.png"), fullPage: true });
});
