import path from "node:path";
import { expect, test } from "vitest";
import { adminPath } from "../src/shared/admin-paths";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { localeFormat } from "../src/shared/locale-format";
import { isoWeekday } from "../src/shared/schemas/crew-conflicts";
import { clientAddresses, clients, serviceVisitCrew, serviceVisitEvents, serviceVisits } from "../src/server/db/schema/index";
import { createAdmin } from "../src/server/services/accounts/create-admin";
import { DESKTOP, axeViolations, signInAsOwner, useBrowser } from "./support/browser";
import { useSeededServer } from "./support/seeded-server";

// Visit crews by staff account (decision 064), on the real server: the office schedules a visit
// and ticks a cleaner in the list of staff accounts; the cleaner already has a visit then, so the
// form shows the conflict, and Assign anyway books it. The week view shows each cleaner's load,
// a visit nobody is on, and the crew's state: checked in, late (nobody came 15 minutes after the
// window opened: yesterday's visits, whatever the hour the test runs).

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
const today = businessDay();
const yesterday = addDays(today, -1);
/** A Tuesday at least a week ahead. */
const future = (() => {
  let d = addDays(today, 7);
  while (isoWeekday(d) !== 2) d = addDays(d, 1);
  return d;
})();
const ids = { client: "", late: "", inside: "", nobody: "" };

const server = useSeededServer(
  {},
  async (db) => {
    const { userId: mia } = await createAdmin({
      db,
      input: { email: "mia.crew@example.com", username: "Mia", password: "a long crew passphrase 42" },
      role: "cleaner",
      verified: true,
    });
    await createAdmin({
      db,
      input: { email: "leo.crew@example.com", username: "Leo", password: "a long crew passphrase 42" },
      role: "cleaner",
      verified: true,
    });
    const [client] = await db.insert(clients).values({ fullName: "Crew Week Client", phoneNumber: "613-555-0101" }).returning({ id: clients.id });
    const [address] = await db
      .insert(clientAddresses)
      .values({ clientId: client!.id, street: "1 Bank St", city: "Ottawa", province: "ON", postalCode: "K1P 1A1", position: 0 })
      .returning({ id: clientAddresses.id });
    ids.client = client!.id;
    const visit = async (date: string, windowStart: string, windowEnd: string, service: string, crew: string[]) => {
      const [row] = await db
        .insert(serviceVisits)
        .values({ clientId: client!.id, addressId: address!.id, visitDate: date, windowStart, windowEnd, service })
        .returning({ id: serviceVisits.id });
      if (crew.length) await db.insert(serviceVisitCrew).values(crew.map((userId) => ({ visitId: row!.id, userId })));
      return row!.id;
    };
    ids.late = await visit(yesterday, "08:00", "10:00", "Late cleaning", [mia]);
    ids.inside = await visit(yesterday, "11:00", "13:00", "Ongoing cleaning", [mia]);
    await db.insert(serviceVisitEvents).values({ visitId: ids.inside, kind: "checked_in", actorUserId: mia, actorName: "Mia" });
    ids.nobody = await visit(yesterday, "14:00", "16:00", "Unstaffed cleaning", []);
    await visit(future, "09:00", "11:00", "Morning cleaning", [mia]);
  },
  "owner",
);

test("the office assigns a cleaner from the staff list, confirms the overlap; the week shows load, unassigned and crew states", async () => {
  const page = await newPage(DESKTOP, server().url);
  await page.goto(`${adminPath("visitNew")}?client=${ids.client}`);
  await signInAsOwner(page);
  await page.getByLabel("Date", { exact: true }).fill(future);
  await page.getByLabel("Arrival window start").selectOption("10:00");
  await page.getByLabel("Arrival window end").selectOption("12:00");
  await page.getByLabel("Service", { exact: true }).fill("Window cleaning");
  // The crew is chosen among the staff accounts, each with its role.
  const crew = page.locator("[data-crew-choice]");
  await crew.getByLabel("Leo (Cleaner)").waitFor();
  await crew.getByLabel("Mia (Cleaner)").check();
  await page.getByRole("button", { name: "Schedule visit" }).click();

  const warning = page.locator("[data-crew-conflicts]");
  await warning.waitFor();
  expect(await warning.textContent()).toContain(`Mia is on another visit (Crew Week Client) on ${localeFormat("en").date(future)} from 9:00 AM to 11:00 AM.`);
  expect(await warning.textContent()).toContain("Overlapping visit");
  // A conflict is a question, not a failure: no error toast beside it.
  expect(await page.locator("[data-sonner-toast].toast-destructive").count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "visit-crew-conflict.png"), fullPage: true });
  await warning.getByRole("button", { name: "Assign anyway" }).click();
  // Booked: its page opens, the cleaner on it.
  await page.waitForURL((url) => url.pathname.startsWith(`${adminPath("visits")}/`) && !url.pathname.endsWith("/new"));
  await page.getByText("Window cleaning").first().waitFor();

  // The week of the two visits: Mia's load is both, 4 hours.
  await page.goto(`${adminPath("visits")}?week=${future}`);
  const mia = page.locator('[data-load="Mia"]');
  await mia.waitFor();
  expect(await mia.locator("[data-load-visits]").textContent()).toBe("2");
  expect(await mia.locator("[data-load-hours]").textContent()).toBe("4");
  expect(await page.locator('[data-load="Leo"] [data-load-visits]').textContent()).toBe("0");

  // Yesterday's week: the late visit, the one a cleaner is in, the one nobody is on.
  await page.goto(`${adminPath("visits")}?week=${yesterday}`);
  const late = page.locator(`[data-visit="${ids.late}"]`);
  await late.waitFor();
  expect(await late.locator("[data-crew-state]").textContent()).toBe("Late");
  expect(await page.locator(`[data-visit="${ids.inside}"] [data-crew-state]`).textContent()).toBe("Checked in");
  const nobody = page.locator(`[data-visit="${ids.nobody}"]`);
  expect(await nobody.locator("[data-unassigned]").textContent()).toBe("Unassigned");
  expect(await page.locator("[data-unassigned-count]").textContent()).toContain("1 unassigned visit");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "visit-crew-week.png"), fullPage: true });
});
