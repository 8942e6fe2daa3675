import path from "node:path";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { DESKTOP, MOBILE, axeViolations, signInAsOwner, useBrowser } from "./support/browser";
import { signInClientByLink } from "./support/client-sign-in";
import { noSideScroll, pageApi } from "./support/page-api";

// The portal dashboard's Upcoming Services and Service History from the visits staff schedule
// (spec 000 §2): the next ones soonest first with their day, arrival window, service and address;
// a completed one in the history.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
const today = businessDay();
const email = `visits.${Date.now()}@example.com`;

/** Staff make the client and schedule three visits (today's is then completed). */
async function scheduleVisits(staff: Page) {
  await staff.goto("/admin/clients");
  await signInAsOwner(staff);
  await staff.getByRole("heading", { level: 1, name: "Clients Hub" }).waitFor();
  const client = await pageApi(staff, "POST", "/api/admin/clients", {
    fullName: "Robin Visits",
    email,
    phoneNumber: "613-555-0123",
    addresses: [{ street: "310 Elgin St", city: "Ottawa", province: "ON", postalCode: "K2P 1M4" }],
  });
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  const schedule = async (date: string, windowStart: string, windowEnd: string, service: string) => {
    const made = await pageApi(staff, "POST", "/api/admin/service-visits", {
      clientId: client.body.id,
      addressId: client.body.addresses[0].id,
      date,
      windowStart,
      windowEnd,
      service,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.visit.id as string;
  };
  const done = await schedule(today, "08:00", "10:00", "Move-in cleaning");
  await schedule(addDays(today, 7), "09:00", "12:00", "Deep cleaning");
  await schedule(addDays(today, 1), "13:00", "15:30", "Weekly cleaning");
  expect((await pageApi(staff, "POST", `/api/admin/service-visits/${done}/complete`, { completionNote: "All rooms done." })).status).toBe(200);
}

const signedInClient = () => signInClientByLink(newPage, email);

const card = (page: Page, title: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title }) });
const visitsIn = (page: Page, kind: "upcoming" | "history") =>
  page.locator(`[data-visit=${kind}]`).evaluateAll((items) => items.map((li) => [...li.querySelectorAll("p")].map((p) => p.textContent)));
const long = (date: string) => new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

test("visits staff schedule appear on the client's dashboard: the next ones soonest first, the completed one in the history", async () => {
  await scheduleVisits(await newPage(DESKTOP));
  const page = await signedInClient();
  await card(page, "Upcoming Services").locator("[data-visit]").first().waitFor();
  expect(await visitsIn(page, "upcoming")).toEqual([
    [long(addDays(today, 1)), "Arrival 1:00 PM – 3:30 PM", "Weekly cleaning", "310 Elgin St, Ottawa, ON K2P 1M4"],
    [long(addDays(today, 7)), "Arrival 9:00 AM – 12:00 PM", "Deep cleaning", "310 Elgin St, Ottawa, ON K2P 1M4"],
  ]);
  expect(await visitsIn(page, "history")).toEqual([[long(today), "Arrival 8:00 AM – 10:00 AM", "Move-in cleaning", "310 Elgin St, Ottawa, ON K2P 1M4"]]);
  expect(await card(page, "Upcoming Services").innerText()).not.toContain("No upcoming appointments");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "portal-visits-dashboard-1366.png"), fullPage: true });

  // The same session on a phone (one login link a minute per address).
  const phone = await newPage(MOBILE);
  await phone.context().addCookies(await page.context().cookies());
  await phone.goto("/client-dashboard");
  await card(phone, "Service History").locator("[data-visit]").first().waitFor();
  expect(await noSideScroll(phone)).toBe(true);
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: path.join(SHOTS, "portal-visits-dashboard-390.png"), fullPage: true });
});
