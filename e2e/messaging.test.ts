import path from "node:path";
import type { Page } from "playwright-core";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import type { ConversationList } from "../src/shared/schemas/messages";
import { expect, test } from "vitest";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, mailDir, signInAsOwner, useBrowser } from "./support/browser";
import { sentTo, signInClientByLink } from "./support/client-sign-in";
import { waitForMail } from "./support/mailbox";
import { noSideScroll, pageApi } from "./support/page-api";

// Messaging (issue 15): staff schedule a visit five days ahead; the client asks to move it; staff
// see the request in Messaging (unread) and reply; the client reads the reply in Messages, and the
// reply's e-mail reaches the client's mailbox; a completed visit rated 2 opens a follow-up staff see.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
const today = businessDay();
const stamp = Date.now();
const email = `messaging.${stamp}@example.com`;
const clientName = `Morgan Messages ${stamp}`;
const long = (date: string) => new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
/** A full-page screenshot from the top (a page scrolled to its reply box would draw the fixed header mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Staff make the client, schedule a visit five days ahead and one today that they complete. */
async function staffSchedule(staff: Page) {
  await staff.goto("/admin/clients");
  await signInAsOwner(staff);
  await staff.getByRole("heading", { level: 1, name: "Clients Hub" }).waitFor();
  const client = await pageApi(staff, "POST", "/api/admin/clients", {
    fullName: clientName,
    email,
    phoneNumber: "613-555-0177",
    addresses: [{ street: "88 Bank St", city: "Ottawa", province: "ON", postalCode: "K1P 5N2" }],
  });
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  const schedule = async (date: string, service: string) => {
    const made = await pageApi(staff, "POST", "/api/admin/service-visits", {
      clientId: client.body.id,
      addressId: client.body.addresses[0].id,
      date,
      windowStart: "08:00",
      windowEnd: "10:00",
      service,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.visit.id as string;
  };
  await schedule(addDays(today, 5), "Weekly cleaning");
  const done = await schedule(today, "Deep cleaning");
  expect((await pageApi(staff, "POST", `/api/admin/service-visits/${done}/complete`, { completionNote: "All rooms done." })).status).toBe(200);
  return client.body.id as string;
}

const signedInClient = () => signInClientByLink(newPage, email);

const visit = (page: Page, kind: "upcoming" | "history") => page.locator(`[data-visit=${kind}]`).first();

test("a request to move a visit and a low rating reach staff in Messaging; staff reply; the client reads it in Messages and by e-mail", async () => {
  const staff = await newPage(DESKTOP);
  const clientId = await staffSchedule(staff);
  // Other browser tests share the server: the sidebar's total counts their unread messages too.
  const { body: unreadBefore } = await pageApi(staff, "GET", "/api/admin/messaging?page=1");
  const client = await signedInClient();

  // The client asks to move the visit five days ahead.
  await visit(client, "upcoming").waitFor();
  await visit(client, "upcoming")
    .getByRole("button", { name: /^Request a change/ })
    .click();
  const dialog = client.getByRole("dialog", { name: "Request a change" });
  await dialog.waitFor();
  expect(await dialog.getByLabel("Move this visit").isChecked()).toBe(true);
  await dialog.getByLabel("Preferred date").fill(addDays(today, 8));
  await dialog.getByLabel("Preferred time").selectOption("afternoon");
  await dialog.getByLabel("Note (optional)").fill("We are away that week.");
  expect(await axeViolations(client)).toEqual([]);
  await shot(client, "messaging-request-dialog-1366");
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expectToast(client, "Request sent", "Our team will get back to you", "success");
  await visit(client, "upcoming").getByText("Reschedule requested").waitFor();

  // And rates the completed visit 2.
  await visit(client, "history")
    .getByRole("button", { name: /^Rate this visit/ })
    .click();
  const rating = client.getByRole("dialog", { name: "Rate this visit" });
  await rating.getByRole("group", { name: "Your rating" }).getByLabel("2 – Fair").check();
  await rating.getByLabel("Comment (optional)").fill("The kitchen was skipped.");
  expect(await axeViolations(client)).toEqual([]);
  await rating.getByRole("button", { name: "Send Rating" }).click();
  await expectToast(client, "Thank you for your rating", "Our team will contact you", "success");
  await visit(client, "history").getByText("Your rating: 2 out of 5").waitFor();
  expect(await axeViolations(client)).toEqual([]);
  await shot(client, "messaging-dashboard-1366");

  // Staff see the conversation first, unread, with its follow-up marker; the sidebar counts it.
  await staff.goto("/admin/messaging");
  await staff.getByRole("heading", { level: 1, name: "Messaging" }).waitFor();
  const row = staff.locator(`[data-conversation="${clientId}"]`);
  await row.waitFor();
  expect(await row.locator("[data-unread]").innerText()).toBe("3 unread");
  await row.locator("[data-follow-up]").waitFor();
  expect(await staff.locator("[data-unread-total]").getAttribute("data-unread-total")).toBe(String((unreadBefore as ConversationList).unreadTotal + 3));
  expect(await axeViolations(staff)).toEqual([]);
  await shot(staff, "messaging-admin-list-1366");

  await row.click();
  await staff.waitForURL(`**/admin/messaging/${clientId}`);
  const conversation = staff.getByRole("region", { name: `Conversation with ${clientName}` });
  await conversation.locator('[data-entry="reschedule_request"]').waitFor();
  const request = await conversation.locator('[data-entry="reschedule_request"]').innerText();
  expect(request).toContain("Reschedule request");
  expect(request).toContain(`Visit ${long(addDays(today, 5))}, 8:00 AM – 10:00 AM · Weekly cleaning`);
  expect(request).toContain(`Preferred: ${long(addDays(today, 8))}, afternoon`);
  expect(request).toContain("We are away that week.");
  expect(await conversation.locator('[data-entry="rating"]').innerText()).toContain("2 out of 5");
  expect(await conversation.locator('[data-entry="follow_up"]').innerText()).toContain("offer the client a re-clean");
  // The e-mails sent to the client are in the conversation with their state (the login link, at least).
  await conversation.locator('[data-entry="email"]').first().waitFor();
  await staff.locator("[data-follow-ups]").getByText("Rated 2 out of 5: The kitchen was skipped.").waitFor();
  // Opening it marked it read.
  await row.locator("[data-unread]").waitFor({ state: "detached" });

  await staff.getByLabel("Reply", { exact: true }).fill("We can come on the afternoon you asked for. See you then!");
  expect(await staff.locator("[data-counter]").innerText()).toBe("57 / 5,000");
  await staff.getByRole("button", { name: "Send", exact: true }).click();
  await expectToast(staff, "Message sent", "The client can read it in the portal", "success");
  const reply = conversation.locator('[data-entry="message"][data-author="staff"]');
  await reply.waitFor();
  expect(await reply.locator("[data-email-state]").count()).toBe(1);
  expect(await axeViolations(staff)).toEqual([]);
  await shot(staff, "messaging-admin-conversation-1366");

  // The reply's e-mail reaches the client, with the link to Messages.
  const mail = await waitForMail(mailDir(), (m) => sentTo(m, email) && (m.subject ?? "").startsWith("New message from"));
  expect(mail.text).toContain("We can come on the afternoon you asked for.");
  expect(mail.text).toContain(`${baseUrl()}/client-dashboard/messages`);
  // Once sent, its state says so.
  await expect
    .poll(async () => (await staff.reload(), await reply.locator("[data-email-state]").getAttribute("data-email-state")), { timeout: 15_000 })
    .toBe("sent");

  // Staff mark the follow-up handled.
  await staff.getByRole("button", { name: "Mark handled" }).click();
  await expectToast(staff, "Follow-up handled", "marked handled", "success");
  await staff.locator("[data-follow-ups]").waitFor({ state: "detached" });

  // The client reads the reply in Messages (after Invoices in the sidebar).
  const nav = client.getByRole("navigation", { name: "Portal" });
  expect(await nav.getByRole("link").allInnerTexts()).toEqual(["Dashboard", "Quotes", "Invoices", "Messages", "Privacy"]);
  await nav.getByRole("link", { name: "Messages" }).click();
  await client.getByRole("heading", { level: 1, name: "Messages" }).waitFor();
  await client.locator('[data-message="staff"][data-kind="message"]').waitFor();
  expect(await client.locator('[data-message="staff"][data-kind="message"]').innerText()).toContain("We can come on the afternoon you asked for.");
  expect(await client.locator('[data-kind="follow_up"]').count()).toBe(0);
  await client.getByLabel("Your message", { exact: true }).fill("Perfect, thank you!");
  await client.getByRole("button", { name: "Send", exact: true }).click();
  await expectToast(client, "Message sent", "Our team has been notified", "success");
  await client.locator('[data-message="client"][data-kind="message"]').waitFor();
  expect(await axeViolations(client)).toEqual([]);
  await shot(client, "messaging-portal-1366");

  // At 390 wide: the portal's Messages, the dashboard's dialog, the admin conversation.
  const phone = await newPage(MOBILE);
  await phone.context().addCookies(await client.context().cookies());
  await phone.goto("/client-dashboard/messages");
  await phone.locator('[data-message="staff"][data-kind="message"]').waitFor();
  expect(await noSideScroll(phone)).toBe(true);
  expect(await axeViolations(phone)).toEqual([]);
  await shot(phone, "messaging-portal-390");
  await phone.goto("/client-dashboard");
  await visit(phone, "upcoming")
    .getByRole("button", { name: /^Request a change/ })
    .click();
  await phone.getByRole("dialog", { name: "Request a change" }).waitFor();
  expect(await axeViolations(phone)).toEqual([]);
  await shot(phone, "messaging-request-dialog-390");

  const staffPhone = await newPage(MOBILE);
  await staffPhone.context().addCookies(await staff.context().cookies());
  await staffPhone.goto(`/admin/messaging/${clientId}`);
  await staffPhone.getByRole("region", { name: `Conversation with ${clientName}` }).waitFor();
  await staffPhone.locator('[data-entry="message"][data-author="client"]').waitFor();
  expect(await noSideScroll(staffPhone)).toBe(true);
  expect(await axeViolations(staffPhone)).toEqual([]);
  await shot(staffPhone, "messaging-admin-conversation-390");
  await staffPhone.getByRole("link", { name: "All conversations" }).click();
  await staffPhone.locator(`[data-conversation="${clientId}"]`).waitFor();
  expect(await noSideScroll(staffPhone)).toBe(true);
  expect(await axeViolations(staffPhone)).toEqual([]);
  await shot(staffPhone, "messaging-admin-list-390");
});

test("a visit within 48 hours: the dialog says to call, with the phone, instead of the form", async () => {
  // The API refuses it too (messaging.test.ts); here the dialog does not offer the form at all.
  const staff = await newPage(DESKTOP);
  await staff.goto("/admin/clients");
  await signInAsOwner(staff);
  await staff.getByRole("heading", { level: 1, name: "Clients Hub" }).waitFor();
  const soonEmail = `soon.${stamp}@example.com`;
  const made = await pageApi(staff, "POST", "/api/admin/clients", {
    fullName: "Sam Soon",
    email: soonEmail,
    phoneNumber: "613-555-0188",
    addresses: [{ street: "12 Rideau St", city: "Ottawa", province: "ON", postalCode: "K1N 5X8" }],
  });
  const scheduled = await pageApi(staff, "POST", "/api/admin/service-visits", {
    clientId: made.body.id,
    addressId: made.body.addresses[0].id,
    date: addDays(today, 1),
    windowStart: "08:00",
    windowEnd: "10:00",
    service: "Weekly cleaning",
  });
  expect(scheduled.status).toBe(201);
  const res = await fetch(`${baseUrl()}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify({ email: soonEmail }),
  });
  expect(res.status).toBe(200);
  const mail = await waitForMail(mailDir(), (m) => sentTo(m, soonEmail) && (m.subject ?? "").startsWith("Your login link - "));
  const page = await newPage(MOBILE);
  await page.goto(mail.text!.split(/\s+/).find((w) => w.startsWith(`${baseUrl()}/api/auth/magic-link/verify`))!);
  await visit(page, "upcoming")
    .getByRole("button", { name: /^Request a change/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Please call us" });
  expect(await dialog.locator("[data-call-us]").innerText()).toMatch(/starts within 48 hours.*call us at 613-555-0199/);
  expect(await dialog.getByRole("link", { name: "Call 613-555-0199" }).getAttribute("href")).toMatch(/^tel:/);
  expect(await dialog.getByLabel("Preferred date").count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "messaging-call-us-390");
});
