import path from "node:path";
import { expect, test } from "vitest";
import { adminPath } from "../src/shared/admin-paths";
import { businessDay } from "../src/shared/business-time";
import { CREW_CACHE } from "../src/shared/crew-worker";
import { DESKTOP, MOBILE, signInAsOwner, useBrowser } from "./support/browser";

import { crewOf, joinAsStaff, staff } from "./support/staff-api";

// The crew page at /crew/ opens with no connection (decision 070), on a 390-wide phone: a cleaner
// signs in from /crew/ (sent to the staff sign-in and back), the page's service worker keeps its
// shell and the phone keeps the day; the network is cut and the page reloaded: today's visit shows,
// with "Offline — as of". A check-in made then waits; the network restored, it is sent once, and
// the office's visit page shows it at the phone's time, flagged as sent later.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
const today = businessDay();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cleaner = { email: `offline.${run}@example.com`, username: `off${run}`, password: "a long crew passphrase 42" };
const ACCESS = `Key under the blue pot ${run}`;
/** How far the phone's clock is behind when it checks in: the check-in was made that long before it reached the server. */
const LATE_MS = 20 * 60_000;

async function inviteCleaner() {
  await joinAsStaff(cleaner, "cleaner", "en");
}

async function visitToday(): Promise<string> {
  const client = await staff("POST", "/api/admin/clients", {
    fullName: `Offline Client ${run}`,
    phoneNumber: "613-555-0178",
    addresses: [{ street: "80 Bank St", city: "Ottawa", province: "ON", postalCode: "K1P 5N2", accessNotes: ACCESS }],
  });
  const created = await staff("POST", "/api/admin/service-visits", {
    clientId: client.id,
    addressId: client.addresses[0].id,
    date: today,
    windowStart: "06:00",
    windowEnd: "21:00",
    service: "Office cleaning",
    crew: await crewOf(cleaner.username),
  });
  return created.visit.id as string;
}

type Event = { kind: string; at: string; deviceAt?: string; receivedAt?: string };
const events = async (id: string) =>
  ((await staff("GET", `/api/admin/service-visits/${id}`)).visit.events as Event[]).filter((e) => e.kind.startsWith("checked_"));

test("the crew page opens offline after one visit, with its day and when it was read; a check-in made offline keeps the phone's time", async () => {
  await inviteCleaner();
  const visitId = await visitToday();

  // Signed out, /crew/ leads to the staff sign-in, which brings the cleaner back.
  const phone = await newPage(MOBILE);
  await phone.goto("/crew");
  await phone.getByLabel("Email", { exact: true }).fill(cleaner.email);
  expect(new URL(phone.url()).pathname).toBe("/admin");
  await phone.getByLabel("Password", { exact: true }).fill(cleaner.password);
  await phone.getByRole("button", { name: "Sign In", exact: true }).click();
  await phone.getByRole("heading", { level: 1, name: "Your visits" }).waitFor();
  expect(new URL(phone.url()).pathname).toBe("/crew/");
  const card = phone.locator(`[data-crew-visit="${visitId}"]`);
  await expect.poll(() => card.textContent()).toContain(ACCESS);

  // The worker (registered by the page, which the sign-in opened from /admin, out of its scope) has
  // kept the page's shell and assets; the phone has kept the day.
  await expect
    .poll(() => phone.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), CREW_CACHE), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(["/crew/", expect.stringMatching(/^\/assets\/crew-root-.*\.js$/), expect.stringMatching(/^\/assets\/.*\.css$/)]));
  // Nothing of the API in the Cache API: the day is in IndexedDB, with its owner and time.
  expect(await phone.evaluate(async (name) => (await (await caches.open(name)).keys()).filter((r) => r.url.includes("/api/")).length, CREW_CACHE)).toBe(0);

  // No network: the page reloads from the worker, with the day as it was read.
  await phone.context().setOffline(true);
  await phone.goto("/crew/");
  await phone.getByRole("heading", { level: 1, name: "Your visits" }).waitFor();
  await phone.getByText(/^Offline — as of \d{1,2}:\d{2}/).waitFor();
  await expect.poll(() => card.textContent()).toContain(ACCESS);
  await phone.screenshot({ path: path.join(SHOTS, "crew-offline-phone.png"), fullPage: true });

  // The check-in is made while the phone is offline, LATE_MS before it reaches the server.
  await phone.clock.setSystemTime(Date.now() - LATE_MS);
  await card.getByRole("button", { name: "Check In", exact: true }).click();
  await card.locator("[data-waiting=check-in]").waitFor();
  await phone.getByText("1 change waiting to send").waitFor();
  await phone.screenshot({ path: path.join(SHOTS, "crew-offline-waiting.png"), fullPage: true });
  expect(await events(visitId)).toEqual([]);

  await phone.clock.setSystemTime(Date.now());
  await phone.context().setOffline(false);
  await card.locator("[data-checked=in]").waitFor();
  await phone.getByText("Everything is sent.").waitFor();
  const [checkIn, ...more] = await events(visitId);
  expect(more).toEqual([]);
  expect(checkIn!.deviceAt).toBeDefined();
  expect(checkIn!.at).toBe(checkIn!.deviceAt);
  expect(Date.parse(checkIn!.receivedAt!) - Date.parse(checkIn!.at)).toBeGreaterThan(LATE_MS - 60_000);

  // The office's visit page: the arrival at the phone's time, flagged as sent later.
  const office = await newPage(DESKTOP);
  await office.goto(adminPath("visitView", { id: visitId }));
  await signInAsOwner(office);
  const entry = office.locator("[data-event=checked_in]");
  await entry.getByText(`Checked in by ${cleaner.username}`).waitFor();
  expect(await entry.locator("time").getAttribute("datetime")).toBe(checkIn!.at);
  expect(await entry.textContent()).toMatch(/Sent later: made on the phone at \d{1,2}:\d{2} [AP]M, received at \d{1,2}:\d{2} [AP]M/);
  await office.screenshot({ path: path.join(SHOTS, "crew-offline-office.png"), fullPage: true });

  // The old address leads to the crew page.
  await office.goto("/admin/crew");
  await office.waitForURL((url) => url.pathname === "/crew/");
});
