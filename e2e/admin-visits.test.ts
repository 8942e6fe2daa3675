import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { MOBILE, axeViolations, baseUrl, expectToast, fieldError, signInAsOwner, useBrowser } from "./support/browser";
import { noSideScroll, pageApi, submitAssessment } from "./support/page-api";
import { searchList } from "./support/lists";

// The admin visits pages: a one-off visit scheduled for a client (a day in the past and a window
// that ends before it starts refused on their fields), seen in the week view and the list, moved
// to today, completed; another cancelled with a reason; Schedule visit on an accepted quote
// prefilled from it (its assessment asked for weekly visits); axe-clean at 1366 and 390.
const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const tag = `Visittest ${run}`;
const emailOf = (who: string) => `${who}.${run}@example.com`;

const { newPage } = useBrowser();
beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const today = businessDay();
const expectHeading = (page: Page, title: string | RegExp) =>
  expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toMatch(typeof title === "string" ? new RegExp(`^${title}$`) : title);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const link = (page: Page, name: string) => page.getByRole("link", { name, exact: true });
const dialog = (page: Page) => page.getByRole("dialog");
const status = (page: Page) => page.locator("h1 + p [data-status]").getAttribute("data-status");
const actions = (page: Page) => page.locator("[data-actions] a, [data-actions] button").allInnerTexts();
const events = (page: Page) => page.locator("[data-event]").evaluateAll((els) => els.map((e) => e.getAttribute("data-event")));
const detail = (page: Page, key: string) => page.locator(`[data-card=details] [data-field=${key}] dd`).innerText();
/** A visit's page: /admin/visits/<uuid>. */
const visitPage = (url: URL) => /^\/admin\/visits\/[0-9a-f-]{36}$/.test(url.pathname);
const idOf = (page: Page) => new URL(page.url()).pathname.split("/").pop()!;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function signIn(page: Page, to: string, title: string) {
  await page.goto(to);
  await signInAsOwner(page);
  await expectHeading(page, title);
}

/** A client with an address in Ottawa, made through the API. */
async function makeClient(page: Page, name: string, email: string) {
  const made = await pageApi(page, "POST", "/api/admin/clients", {
    fullName: name,
    email,
    phoneNumber: "613-555-0140",
    addresses: [{ street: "120 Metcalfe St", city: "Ottawa", province: "ON", postalCode: "K1P 5M2" }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { id: string; addresses: { id: string }[] };
}

describe("Visits", () => {
  test("schedule a one-off visit, see it in the week view and the list, move it to today and complete it; cancel another", async () => {
    const page = await newPage();
    await signIn(page, "/admin/visits", "Visits");
    const name = `${tag} Client`;
    const client = await makeClient(page, name, emailOf("client"));
    const service = `${tag} kitchen deep clean`;

    // Schedule visit: the client is searched and chosen; its address follows.
    await link(page, "Schedule visit").click();
    await expectHeading(page, "Schedule Visit");
    await field(page, "Find a client").fill(tag);
    await button(page, `Choose ${name}`).click();
    await expect.poll(() => page.locator("[data-client-name]").innerText()).toBe(name);
    await expect.poll(() => field(page, "Service address").inputValue()).toBe(client.addresses[0]!.id);
    expect(await field(page, "Repeats").inputValue()).toBe("none");

    // The browser checks the window with the shared schema; the server refuses a day in the past on its field.
    await field(page, "Date").fill(addDays(today, -1));
    await field(page, "Arrival window start").selectOption("11:00");
    await field(page, "Arrival window end").selectOption("09:00");
    await field(page, "Service").fill(service);
    await button(page, "Schedule visit").click();
    await expect.poll(() => fieldError(page, "Arrival window end")).toBe("The window must end after it starts");
    await field(page, "Arrival window start").selectOption("09:00");
    await field(page, "Arrival window end").selectOption("11:30");
    await button(page, "Schedule visit").click();
    await expect.poll(() => fieldError(page, "Date")).toMatch(/past|today/i);

    await field(page, "Date").fill(addDays(today, 1));
    await page.getByRole("checkbox", { name: "owner (Owner)", exact: true }).check();
    await field(page, "Notes for the crew").fill("Key under the mat.");
    // The form itself, once the refusals' toasts have gone (a toast fading behind another is half
    // transparent, and axe reads its words as text without contrast).
    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 30_000 }).toBe(0);
    await shot(page, "visits-new-1366");
    expect(await axeViolations(page)).toEqual([]);
    await button(page, "Schedule visit").click();
    await expectToast(page, "Visit Scheduled", `${service} is scheduled for`, "success");
    await page.waitForURL(visitPage);
    const visitId = idOf(page);
    await expectHeading(page, service);
    expect(await status(page)).toBe("scheduled");
    // Tomorrow's visit cannot be completed or marked missed yet.
    expect(await actions(page)).toEqual(["Move or edit", "Cancel visit"]);
    expect(await detail(page, "window")).toBe("9:00 AM – 11:30 AM");
    expect(await detail(page, "staff")).toBe("owner");
    expect(await page.locator("[data-card=notes] [data-field=crewNotes] dd").innerText()).toBe("Key under the mat.");
    expect(await events(page)).toEqual(["created"]);

    // The week view shows it on its day; the list finds it.
    await page.goto(`/admin/visits?week=${addDays(today, 1)}`);
    const card = page.locator(`[data-day="${addDays(today, 1)}"] [data-visit="${visitId}"]`);
    await card.waitFor();
    expect(await card.locator("[data-window]").innerText()).toBe("9:00 AM – 11:30 AM");
    expect(await card.locator("[data-client]").innerText()).toBe(name);
    expect(await card.locator("[data-service]").innerText()).toBe(service);
    expect(await card.getAttribute("data-status")).toBe("scheduled");
    await shot(page, "visits-week-1366");
    expect(await axeViolations(page)).toEqual([]);
    // Next week and back with This week.
    const week = await page.locator("[data-week]").getAttribute("data-week");
    await button(page, "Next week").click();
    await expect.poll(() => page.locator("[data-week]").getAttribute("data-week")).toBe(addDays(week!, 7));
    await button(page, "Previous week").click();
    await expect.poll(() => page.locator("[data-week]").getAttribute("data-week")).toBe(week);

    await link(page, "List").click();
    await expectHeading(page, "Visits");
    await searchList(page, tag);
    await expect.poll(() => page.locator("tbody [data-service]").allInnerTexts(), { timeout: 15_000 }).toEqual([service]);
    await shot(page, "visits-list-1366");
    expect(await axeViolations(page)).toEqual([]);

    // Move it to today, in the afternoon: now it can be completed.
    await page.locator("tbody [data-day]").first().click();
    await page.waitForURL(visitPage);
    await link(page, "Move or edit").click();
    await expectHeading(page, "Move or Edit Visit");
    expect(await field(page, "Date").inputValue()).toBe(addDays(today, 1));
    await field(page, "Date").fill(today);
    await field(page, "Arrival window start").selectOption("13:00");
    await field(page, "Arrival window end").selectOption("15:00");
    await button(page, "Save changes").click();
    await expectToast(page, "Visit Saved", "The visit is on", "success");
    await page.waitForURL(`${baseUrl()}/admin/visits/${visitId}`);
    await expect.poll(() => detail(page, "window")).toBe("1:00 PM – 3:00 PM");
    expect(await actions(page)).toEqual(["Move or edit", "Complete", "Mark missed", "Cancel visit"]);
    expect(await events(page)).toEqual(["updated", "created"]);

    // Complete it with a note.
    await button(page, "Complete").click();
    await field(page, "Completion note").fill("All done, fridge too.");
    await dialog(page).getByRole("button", { name: "Complete visit" }).click();
    await expectToast(page, "Visit Completed", "The visit is marked done.", "success");
    await expect.poll(() => status(page)).toBe("completed");
    expect(await actions(page)).toEqual(["Create invoice"]);
    expect(await page.locator("[data-card=notes] [data-field=completionNote] dd").innerText()).toBe("All done, fridge too.");
    expect(await events(page)).toEqual(["completed", "updated", "created"]);
    await shot(page, "visits-view-1366");
    expect(await axeViolations(page)).toEqual([]);

    // Another visit, next week, is cancelled with a reason.
    const other = await pageApi(page, "POST", "/api/admin/service-visits", {
      clientId: client.id,
      addressId: client.addresses[0]!.id,
      date: addDays(today, 7),
      windowStart: "10:00",
      windowEnd: "12:00",
      service: `${tag} windows`,
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    await page.goto(`/admin/visits/${other.body.visit.id}`);
    await expectHeading(page, `${tag} windows`);
    await button(page, "Cancel visit").click();
    await field(page, "Reason").fill("The client is away.");
    await dialog(page).getByRole("button", { name: "Cancel visit" }).click();
    await expectToast(page, "Visit Cancelled", "The visit is cancelled.", "success");
    await expect.poll(() => status(page)).toBe("cancelled");
    expect(await page.locator("[data-actions]").count()).toBe(0);
    expect(await page.locator("[data-card=notes] [data-field=reason] dd").innerText()).toBe("The client is away.");

    // The list's status filter.
    await page.goto(`/admin/visits/list?search=${encodeURIComponent(tag)}&status=cancelled`);
    await expect.poll(() => page.locator("tbody [data-service]").allInnerTexts(), { timeout: 15_000 }).toEqual([`${tag} windows`]);
  });

  test("Schedule visit on an accepted quote opens the form prefilled: client, address, service and the assessment's frequency", async () => {
    const page = await newPage();
    await signIn(page, "/admin/visits", "Visits");
    const name = `${tag} Quoted`;
    const email = emailOf("quoted");
    await submitAssessment(page, name, email);
    const client = await makeClient(page, name, email);
    const assessments = await pageApi(page, "GET", `/api/admin/assessments?search=${encodeURIComponent(email)}`);
    const assessmentId = assessments.body.items[0].id as string;
    const made = await pageApi(page, "POST", "/api/admin/quotes", {
      clientId: client.id,
      addressId: client.addresses[0]!.id,
      assessmentId,
      title: "Weekly home cleaning",
      lines: [{ description: "Weekly home cleaning", quantity: 1, unitPriceCents: 14_000 }],
      deposit: { kind: "none" },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const quote = made.body.quote as { id: string; number: string; version: number };
    expect((await pageApi(page, "POST", `/api/admin/quotes/${quote.id}/send`, {})).status).toBe(200);
    const accepted = await pageApi(page, "POST", `/api/admin/quotes/${quote.id}/accept`, {
      version: quote.version,
      signedName: name,
      note: "By phone.",
      optionalLineIds: [],
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    await page.goto(`/admin/quotes/${quote.id}`);
    await expectHeading(page, quote.number);
    await link(page, "Schedule visit").click();
    await page.waitForURL(`${baseUrl()}/admin/visits/new?quote=${quote.id}`);
    await expectHeading(page, "Schedule Visit");
    await expect.poll(() => page.locator("[data-client-name]").innerText()).toBe(name);
    expect(await field(page, "Service address").inputValue()).toBe(client.addresses[0]!.id);
    expect(await field(page, "Service").inputValue()).toBe("Weekly home cleaning");
    expect(await field(page, "Repeats").inputValue()).toBe("weekly");
    expect(await page.locator("[data-notice]").innerText()).toContain(`From quote ${quote.number}`);
    expect(await page.locator("[data-asked]").innerText()).toBe("The client asked for: Weekly.");

    // Scheduled once from the quote: the visit links back to it.
    await field(page, "Repeats").selectOption("none");
    await field(page, "Date").fill(addDays(today, 2));
    await button(page, "Schedule visit").click();
    await expectToast(page, "Visit Scheduled", "Weekly home cleaning is scheduled for", "success");
    await page.waitForURL(visitPage);
    expect(await page.locator("[data-card=details] [data-field=quote] a").getAttribute("href")).toBe(`/admin/quotes/${quote.id}`);

    // The client's page offers it too, for that client.
    await page.goto(`/admin/clients/${client.id}`);
    await expectHeading(page, name);
    await link(page, "Schedule visit").click();
    await page.waitForURL(`${baseUrl()}/admin/visits/new?client=${client.id}`);
    await expect.poll(() => page.locator("[data-client-name]").innerText()).toBe(name);
  });

  test("the week view, the list, the form and a visit's page at 390 wide: days stacked, nothing scrolls sideways, axe-clean", async () => {
    const page = await newPage(MOBILE);
    await signIn(page, "/admin/visits", "Visits");
    const client = await makeClient(page, `${tag} Narrow`, emailOf("narrow"));
    let id = "";
    for (const [windowStart, windowEnd] of [
      ["08:00", "10:00"],
      ["10:15", "12:00"],
      ["13:00", "15:45"],
    ]) {
      const made = await pageApi(page, "POST", "/api/admin/service-visits", {
        clientId: client.id,
        addressId: client.addresses[0]!.id,
        date: addDays(today, 3),
        windowStart,
        windowEnd,
        service: `${tag} regular cleaning`,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      id = made.body.visit.id;
    }
    await page.goto(`/admin/visits?week=${addDays(today, 3)}`);
    await page.locator(`[data-visit="${id}"]`).waitFor();
    // Stacked: every day as wide as the page.
    const widths = await page.locator("[data-day]").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, "visits-week-390");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/admin/visits/list?search=${encodeURIComponent(`${tag} regular`)}`);
    await expect.poll(() => page.locator("[data-service]").count(), { timeout: 15_000 }).toBe(3);
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, "visits-list-390");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/admin/visits/${id}`);
    await expectHeading(page, `${tag} regular cleaning`);
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, "visits-view-390");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/admin/visits/new?client=${client.id}`);
    await expect.poll(() => page.locator("[data-client-name]").innerText()).toBe(`${tag} Narrow`);
    await field(page, "Repeats").selectOption("custom");
    await field(page, "Every how many days").waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, "visits-new-390");
    expect(await axeViolations(page)).toEqual([]);
  });
});
