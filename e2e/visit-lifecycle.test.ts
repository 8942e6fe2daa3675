import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, mailDir, signInAsOwner, useBrowser } from "./support/browser";
import { sentTo, signInClientByLink } from "./support/client-sign-in";
import { waitForMail } from "./support/mailbox";
import { noSideScroll, pageApi, submitAssessment } from "./support/page-api";
import { searchList } from "./support/lists";

// A recurring service from start to end, through the screens, on the real server and its real
// APIs: staff schedule weekly visits from an accepted quote (the schedules API makes the visits);
// the client sees the next ones and asks to move one; staff read the request in Messaging and
// reply; the client reads the reply in the portal and by e-mail; staff complete a visit and
// invoice it from the quote's prices; the client finds it in Service History and rates it.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const today = businessDay();
/** The schedule's first day: more than 48 hours ahead, so the client may ask to move it. */
const start = addDays(today, 4);
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const email = `lifecycle.${run}@example.com`;
const clientName = `Jordan Lifecycle ${run}`;
const service = "Weekly home cleaning";
const address = "45 Sparks St, Ottawa, ON K1P 5A8";

const long = (date: string) => new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const link = (page: Page, name: string) => page.getByRole("link", { name, exact: true });
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
const status = (page: Page) => page.locator("h1 + p [data-status]").getAttribute("data-status");
const card = (page: Page, title: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title }) });
const visit = (page: Page, kind: "upcoming" | "history") => page.locator(`[data-visit=${kind}]`).first();
const visitsIn = (page: Page, kind: "upcoming" | "history") =>
  page.locator(`[data-visit=${kind}]`).evaluateAll((items) => items.map((li) => [...li.querySelectorAll("p")].slice(0, 3).map((p) => p.textContent)));

/**
 * A full-page screenshot from the top (a page scrolled down would draw the fixed header mid-page);
 * an open dialog is taken as the screen shows it (its backdrop covers the viewport only).
 */
async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/** The page at 390 wide, in the same session as `page`, on `url`. */
async function onPhone(page: Page, url: string) {
  const phone = await newPage(MOBILE);
  await phone.context().addCookies(await page.context().cookies());
  await phone.goto(url);
  return phone;
}

/** Whether the document is no taller than its main content (an off-screen element can stretch it into blank space). */
const pageEndsWithMain = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight <= Math.ceil(document.querySelector("main")!.getBoundingClientRect().bottom + window.scrollY) + 1);

async function checkNarrow(phone: Page, name: string) {
  expect(await noSideScroll(phone)).toBe(true);
  expect(await axeViolations(phone)).toEqual([]);
  await shot(phone, name);
}

/** What no screen makes on its own: the visitor's assessment (weekly), the client, a quote sent and accepted by phone. */
async function acceptedQuote(staff: Page) {
  await submitAssessment(staff, clientName, email);
  const client = await pageApi(staff, "POST", "/api/admin/clients", {
    fullName: clientName,
    email,
    phoneNumber: "613-555-0166",
    addresses: [{ street: "45 Sparks St", city: "Ottawa", province: "ON", postalCode: "K1P 5A8" }],
  });
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  const assessments = await pageApi(staff, "GET", `/api/admin/assessments?search=${encodeURIComponent(email)}`);
  const made = await pageApi(staff, "POST", "/api/admin/quotes", {
    clientId: client.body.id,
    addressId: client.body.addresses[0].id,
    assessmentId: assessments.body.items[0].id,
    title: service,
    lines: [{ description: service, quantity: 1, unitPriceCents: 14_000 }],
    deposit: { kind: "none" },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const quote = made.body.quote as { id: string; number: string; version: number };
  expect((await pageApi(staff, "POST", `/api/admin/quotes/${quote.id}/send`, {})).status).toBe(200);
  const accepted = await pageApi(staff, "POST", `/api/admin/quotes/${quote.id}/accept`, {
    version: quote.version,
    signedName: clientName,
    note: "By phone.",
    optionalLineIds: [],
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { clientId: client.body.id as string, addressId: client.body.addresses[0].id as string, quote };
}

const signedInClient = () => signInClientByLink(newPage, email);

test("weekly visits scheduled from an accepted quote: the client sees them and asks to move one, staff reply from Messaging, a visit completed is invoiced from the quote and rated", async () => {
  // 1. Staff open the accepted quote and schedule its weekly visits.
  const staff = await newPage(DESKTOP);
  await staff.goto("/admin/quotes");
  await signInAsOwner(staff);
  await heading(staff, "Quotes");
  const { clientId, addressId, quote } = await acceptedQuote(staff);
  await searchList(staff, quote.number);
  await expect.poll(() => staff.locator("tbody [data-number]").allInnerTexts(), { timeout: 15_000 }).toEqual([quote.number]);
  await staff.locator("tbody [data-number]").first().click();
  await heading(staff, quote.number);
  await link(staff, "Schedule visit").click();
  await heading(staff, "Schedule Visit");
  await expect.poll(() => staff.locator("[data-client-name]").innerText()).toBe(clientName);
  expect(await field(staff, "Service address").inputValue()).toBe(addressId);
  expect(await field(staff, "Service").inputValue()).toBe(service);
  expect(await field(staff, "Repeats").inputValue()).toBe("weekly");
  expect(await staff.locator("[data-asked]").innerText()).toBe("The client asked for: Weekly.");
  expect(await link(staff, "Back to the quote").getAttribute("href")).toBe(`/admin/quotes/${quote.id}`);
  await field(staff, "Date").fill(start);
  await field(staff, "Arrival window start").selectOption("09:00");
  await field(staff, "Arrival window end").selectOption("11:00");
  expect(await axeViolations(staff)).toEqual([]);
  await shot(staff, "lifecycle-schedule-form-1366");
  const formPhone = await onPhone(staff, `/admin/visits/new?quote=${quote.id}`);
  await expect.poll(() => field(formPhone, "Repeats").inputValue(), { timeout: 15_000 }).toBe("weekly");
  await checkNarrow(formPhone, "lifecycle-schedule-form-390");
  await formPhone.close();

  await button(staff, "Schedule visit").click();
  await expectToast(staff, "Visits Scheduled", `${service} repeats: its visits are scheduled 90 days ahead.`, "success");
  await staff.waitForURL(`${baseUrl()}/admin/visits?week=${start}`);
  // The week view shows the first visit on its day, and next week shows the next one.
  const first = staff.locator(`[data-day="${start}"] [data-visit]`).filter({ hasText: clientName });
  await first.waitFor();
  expect(await first.locator("[data-window]").innerText()).toBe("9:00 AM – 11:00 AM");
  expect(await first.locator("[data-service]").innerText()).toBe(service);
  expect(await first.getAttribute("data-status")).toBe("scheduled");
  expect(await axeViolations(staff)).toEqual([]);
  await shot(staff, "lifecycle-week-1366");
  const weekPhone = await onPhone(staff, `/admin/visits?week=${start}`);
  await weekPhone.locator(`[data-day="${start}"] [data-visit]`).filter({ hasText: clientName }).waitFor();
  await checkNarrow(weekPhone, "lifecycle-week-390");
  await weekPhone.close();
  await button(staff, "Next week").click();
  await staff
    .locator(`[data-day="${addDays(start, 7)}"] [data-visit]`)
    .filter({ hasText: clientName })
    .waitFor();
  expect(await axeViolations(staff)).toEqual([]);

  // 2. The client signs in and sees the next visits soonest first; asks to move the first.
  const client = await signedInClient();
  await card(client, "Upcoming Services").locator("[data-visit]").first().waitFor();
  const upcoming = await visitsIn(client, "upcoming");
  expect(upcoming.slice(0, 3)).toEqual([start, addDays(start, 7), addDays(start, 14)].map((day) => [long(day), "Arrival 9:00 AM – 11:00 AM", service]));
  expect(await visit(client, "upcoming").innerText()).toContain(address);
  expect(await axeViolations(client)).toEqual([]);
  await shot(client, "lifecycle-portal-dashboard-1366");
  const dashboardPhone = await onPhone(client, "/client-dashboard");
  await visit(dashboardPhone, "upcoming").waitFor();
  await checkNarrow(dashboardPhone, "lifecycle-portal-dashboard-390");
  await visit(dashboardPhone, "upcoming")
    .getByRole("button", { name: /^Request a change/ })
    .click();
  await dashboardPhone.getByRole("dialog", { name: "Request a change" }).waitFor();
  expect(await axeViolations(dashboardPhone)).toEqual([]);
  await shot(dashboardPhone, "lifecycle-request-dialog-390", false);
  await dashboardPhone.close();

  await visit(client, "upcoming")
    .getByRole("button", { name: /^Request a change/ })
    .click();
  const request = client.getByRole("dialog", { name: "Request a change" });
  await request.waitFor();
  expect(await request.getByLabel("Move this visit").isChecked()).toBe(true);
  await request.getByLabel("Preferred date").fill(addDays(start, 1));
  await request.getByLabel("Preferred time").selectOption("afternoon");
  await request.getByLabel("Note (optional)").fill("Could you come the next day instead?");
  expect(await axeViolations(client)).toEqual([]);
  await shot(client, "lifecycle-request-dialog-1366", false);
  await request.getByRole("button", { name: "Send Request" }).click();
  await expectToast(client, "Request sent", "Our team will get back to you", "success");
  await visit(client, "upcoming").getByText("Reschedule requested").waitFor();

  // 3. Staff open Messaging from the sidebar: the conversation is unread and holds the request.
  await staff
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /^Messaging/ })
    .click();
  await heading(staff, "Messaging");
  const row = staff.locator(`[data-conversation="${clientId}"]`);
  await row.waitFor();
  expect(await row.locator("[data-unread]").innerText()).toBe("1 unread");
  expect(await axeViolations(staff)).toEqual([]);
  await row.click();
  await staff.waitForURL(`**/admin/messaging/${clientId}`);
  const conversation = staff.getByRole("region", { name: `Conversation with ${clientName}` });
  const asked = conversation.locator('[data-entry="reschedule_request"]');
  await asked.waitFor();
  expect(await asked.innerText()).toContain(`Visit ${long(start)}, 9:00 AM – 11:00 AM · ${service}`);
  expect(await asked.innerText()).toContain(`Preferred: ${long(addDays(start, 1))}, afternoon`);
  expect(await asked.innerText()).toContain("Could you come the next day instead?");
  const answer = "Yes, we will come the next day in the afternoon.";
  await staff.getByLabel("Reply", { exact: true }).fill(answer);
  await button(staff, "Send").click();
  await expectToast(staff, "Message sent", "The client can read it in the portal", "success");
  await conversation.locator('[data-entry="message"][data-author="staff"]').waitFor();
  expect(await axeViolations(staff)).toEqual([]);
  await shot(staff, "lifecycle-admin-conversation-1366");
  const conversationPhone = await onPhone(staff, `/admin/messaging/${clientId}`);
  await conversationPhone.locator('[data-entry="message"][data-author="staff"]').waitFor();
  // The page ends where its content does: nothing hidden in the scrolled thread stretches it.
  expect(await pageEndsWithMain(conversationPhone)).toBe(true);
  await checkNarrow(conversationPhone, "lifecycle-admin-conversation-390");
  await conversationPhone.close();

  // The reply reaches the client's mailbox and the portal's Messages page.
  const mail = await waitForMail(mailDir(), (m) => sentTo(m, email) && (m.subject ?? "").startsWith("New message from"));
  expect(mail.text).toContain(answer);
  await client.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Messages" }).click();
  await heading(client, "Messages");
  await client.locator('[data-message="staff"][data-kind="message"]').waitFor();
  expect(await client.locator('[data-message="staff"][data-kind="message"]').innerText()).toContain(answer);
  expect(await axeViolations(client)).toEqual([]);
  const messagesPhone = await onPhone(client, "/client-dashboard/messages");
  await messagesPhone.locator('[data-message="staff"][data-kind="message"]').waitFor();
  await checkNarrow(messagesPhone, "lifecycle-portal-messages-390");
  await messagesPhone.close();

  // 4. A visit of the quote due today, completed from its page, then invoiced from the quote's prices.
  const todays = await pageApi(staff, "POST", "/api/admin/service-visits", {
    clientId,
    addressId,
    quoteId: quote.id,
    date: today,
    windowStart: "08:00",
    windowEnd: "10:00",
    service,
  });
  expect(todays.status, JSON.stringify(todays.body)).toBe(201);
  await staff.goto(`/admin/visits?week=${today}`);
  await staff.locator(`[data-day="${today}"] [data-visit="${todays.body.visit.id}"]`).click();
  await staff.waitForURL(`${baseUrl()}/admin/visits/${todays.body.visit.id}`);
  await heading(staff, service);
  await button(staff, "Complete").click();
  await field(staff, "Completion note").fill("Every room done, windows too.");
  await staff.getByRole("dialog").getByRole("button", { name: "Complete visit" }).click();
  await expectToast(staff, "Visit Completed", "The visit is marked done.", "success");
  await expect.poll(() => status(staff)).toBe("completed");
  expect(await axeViolations(staff)).toEqual([]);
  const visitPhone = await onPhone(staff, `/admin/visits/${todays.body.visit.id}`);
  await heading(visitPhone, service);
  await checkNarrow(visitPhone, "lifecycle-visit-completed-390");
  await visitPhone.close();
  await button(staff, "Create invoice").click();
  await expectToast(staff, "Invoice Created", "A draft invoice was made for this visit.", "success");
  await staff.waitForURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  await expect.poll(() => status(staff), { timeout: 15_000 }).toBe("draft");
  const lines = await staff.locator("[data-card=items] tbody tr").allInnerTexts();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(service);
  expect(lines[0]).toMatch(/\$140\.00$/);
  expect(await staff.locator("[data-card=items] [data-total=total] dd").innerText()).toBe("$158.20");
  expect(await axeViolations(staff)).toEqual([]);
  await shot(staff, "lifecycle-visit-invoice-1366");

  // 5. The client finds the visit in Service History and rates it 4 with a comment.
  await client.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Dashboard" }).click();
  await heading(client, "Dashboard");
  await visit(client, "history").waitFor();
  expect(await visitsIn(client, "history")).toEqual([[long(today), "Arrival 8:00 AM – 10:00 AM", service]]);
  await visit(client, "history")
    .getByRole("button", { name: /^Rate this visit/ })
    .click();
  const rating = client.getByRole("dialog", { name: "Rate this visit" });
  await rating.getByRole("group", { name: "Your rating" }).getByLabel("4 – Very good").check();
  await rating.getByLabel("Comment (optional)").fill("Spotless, thank you.");
  expect(await axeViolations(client)).toEqual([]);
  await rating.getByRole("button", { name: "Send Rating" }).click();
  await expectToast(client, "Thank you for your rating", /./, "success");
  await visit(client, "history").getByText("Your rating: 4 out of 5").waitFor();
  expect(await axeViolations(client)).toEqual([]);
  await shot(client, "lifecycle-portal-rated-1366");
  const ratedPhone = await onPhone(client, "/client-dashboard");
  await visit(ratedPhone, "history").getByText("Your rating: 4 out of 5").waitFor();
  await checkNarrow(ratedPhone, "lifecycle-portal-rated-390");
});
