import path from "node:path";
import { expect, test } from "vitest";
import { adminPath } from "../src/shared/admin-paths";
import { businessDay } from "../src/shared/business-time";
import { DESKTOP, MOBILE, axeViolations, signInAs, signInAsOwner, useBrowser } from "./support/browser";

import { crewOf, joinAsStaff, staff } from "./support/staff-api";

// Checklists (decision 065), on the real server: the owner renames an item of a service's
// checklist; a cleaner on a 390-wide phone opens today's visit, ticks items, one of them with the
// network cut (shown as waiting, then sent once when back online); the office's visit page shows
// the ticks, by whom and when.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
const today = businessDay();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cleaner = { email: `tick.${run}@example.com`, username: `tick${run}`, password: "a long crew passphrase 42" };
const RENAMED = `Wipe the hall bench ${run}`;

async function inviteCleaner() {
  await joinAsStaff(cleaner, "cleaner", "en");
}

async function visitToday(): Promise<string> {
  const client = await staff("POST", "/api/admin/clients", {
    fullName: `Checklist Client ${run}`,
    phoneNumber: "613-555-0178",
    addresses: [{ street: "80 Bank St", city: "Ottawa", province: "ON", postalCode: "K1P 5N2" }],
  });
  const made = await staff("POST", "/api/admin/service-visits", {
    clientId: client.id,
    addressId: client.addresses[0].id,
    date: today,
    windowStart: "06:00",
    windowEnd: "21:00",
    service: "Home cleaning",
    crew: await crewOf(cleaner.username),
  });
  return made.visit.id as string;
}

test("the owner edits a checklist; a cleaner ticks items on the phone, one offline sent once; the office sees the ticks", async () => {
  // The owner renames the first item of the "Other" checklist (the one a "Home cleaning" visit follows).
  const owner = await newPage(DESKTOP);
  await owner.goto(adminPath("checklists"));
  await signInAsOwner(owner);
  await owner.getByRole("heading", { level: 1, name: "Checklists" }).waitFor();
  await owner.getByLabel("Service").selectOption("other");
  const firstItem = owner.getByLabel("Item (English)").first();
  await expect.poll(() => firstItem.inputValue()).toBe("Sweep and wash the floor");
  await firstItem.fill(RENAMED);
  await owner.getByRole("button", { name: "Save Checklist" }).click();
  await owner.getByText(/Last changed by /).waitFor();
  expect(await axeViolations(owner)).toEqual([]);
  await owner.screenshot({ path: path.join(SHOTS, "checklists-admin.png"), fullPage: true });

  await inviteCleaner();
  const visitId = await visitToday();

  const phone = await newPage(MOBILE);
  const puts: string[] = [];
  phone.on("request", (r) => void (r.method() === "PUT" && puts.push(new URL(r.url()).pathname)));
  await phone.goto("/admin");
  await signInAs(phone, cleaner);
  const card = phone.locator(`[data-crew-visit="${visitId}"]`);
  await card.waitFor();
  const list = card.locator(`[data-checklist="${visitId}"]`);
  await list.getByRole("group", { name: "Entrance" }).waitFor();
  const progress = list.locator("[data-progress]");
  expect(await progress.textContent()).toBe("0 of 11 done");

  // Online: two ticks, sent at once.
  await list.getByRole("checkbox", { name: RENAMED }).check();
  await list.getByRole("checkbox", { name: "Scrub and shine the sink" }).check();
  await expect.poll(() => progress.textContent()).toBe("2 of 11 done");
  await phone.getByText("Everything is sent.").waitFor();

  // No signal: the tick is kept on the phone, shown as waiting.
  await phone.context().setOffline(true);
  await list.getByRole("checkbox", { name: "Refill soap, paper and towels" }).check();
  await list.locator("[data-item=washrooms-supplies][data-waiting]").waitFor();
  expect(await list.locator("[data-item=washrooms-supplies]").textContent()).toContain("Waiting to send");
  await phone.getByText("1 change waiting to send").waitFor();
  expect(await progress.textContent()).toBe("3 of 11 done");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: path.join(SHOTS, "checklists-phone-offline.png"), fullPage: true });
  const before = await staff("GET", `/api/admin/checklists/visits/${visitId}`);
  expect(before.checklist.done).toBe(2);

  // Back online: sent once.
  await phone.context().setOffline(false);
  await phone.getByText("Everything is sent.").waitFor();
  await list.locator("[data-item=washrooms-supplies]:not([data-waiting])").waitFor();
  expect(puts.filter((p) => p.endsWith("/items/washrooms-supplies"))).toHaveLength(1);
  const after = await staff("GET", `/api/admin/checklists/visits/${visitId}`);
  expect(after.checklist.done).toBe(3);
  await phone.screenshot({ path: path.join(SHOTS, "checklists-phone.png"), fullPage: true });

  // The office's visit page: the ticks, by whom.
  await owner.goto(adminPath("visitView", { id: visitId }));
  const section = owner.locator("[data-card=checklist]");
  await section.getByText("3 of 11 done").waitFor();
  expect(await section.locator("[data-item=washrooms-supplies]").textContent()).toContain(`Done by ${cleaner.username}`);
  expect(await section.locator("[data-item=entrance-floor]").textContent()).toContain(RENAMED);
  expect(await section.locator("[data-item=entrance-glass]").textContent()).toContain("Not done");
  await owner.screenshot({ path: path.join(SHOTS, "checklists-visit.png"), fullPage: true });
});
