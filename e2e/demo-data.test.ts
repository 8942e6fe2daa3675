import path from "node:path";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { seedDemo, DEMO_ADMIN, DEMO_CLIENT } from "../src/server/demo/seed-demo";
import { loadConfig } from "../src/server/env";
import { DESKTOP, MOBILE, axeViolations, useBrowser } from "./support/browser";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";
import { useSeededServer } from "./support/seeded-server";
import fs from "node:fs";

// `npm run seed:demo`, then the product as someone judging it sees it: the demo admin's lists and
// the demo client's portal all show data.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const server = useSeededServer({}, async (db) => {
  const config = loadConfig({ DATA_DIR: "/tmp/unused-demo-data", AUTH_SECRET: "demo-seed-secret-at-least-32-characters" });
  await seedDemo({ db, config });
});
const { newPage } = useBrowser();

beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const rows = (page: Page) => page.locator("tbody tr");

test("the demo admin signs in with the printed password, and every list shows data", async () => {
  const page = await newPage(DESKTOP, server().url);
  await page.goto("/admin");
  await page.getByLabel("Email", { exact: true }).fill(DEMO_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const lists: [string, string][] = [
    ["/admin", "Job Assessments"],
    ["/admin/leads", "View All Leads"],
    ["/admin/clients", "Clients Hub"],
    ["/admin/quotes", "Quotes"],
    ["/admin/invoices", "Invoices"],
  ];
  for (const [to, title] of lists) {
    if (to !== "/admin") await page.goto(to);
    await expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toBe(title);
    await rows(page).first().waitFor({ timeout: 15_000 });
    expect(await rows(page).count(), to).toBeGreaterThan(5);
  }
  expect(await axeViolations(page)).toEqual([]);

  // This week's visits, the recurring schedules' among them, in the week view.
  await page.goto("/admin/visits");
  await expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toBe("Visits");
  await page.locator("[data-day] [data-visit]").first().waitFor({ timeout: 15_000 });
  expect(await page.locator("[data-day] [data-visit]").count()).toBeGreaterThan(5);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "demo-visits-week-1366.png"), fullPage: true });

  // Conversations, some unread (the sidebar's badge counts them), one with an open follow-up.
  await page.goto("/admin/messaging");
  await page.getByRole("heading", { level: 1, name: "Messaging" }).waitFor();
  await page.locator("[data-conversation]").first().waitFor({ timeout: 15_000 });
  expect(await page.locator("[data-conversation]").count()).toBeGreaterThanOrEqual(8);
  expect(Number(await page.locator("[data-unread-total]").getAttribute("data-unread-total"))).toBeGreaterThan(0);
  await page.locator("[data-conversation] [data-follow-up]").first().waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "demo-messaging-1366.png"), fullPage: true });
  await page.locator("[data-conversation]").filter({ hasText: DEMO_CLIENT.fullName }).click();
  const conversation = page.getByRole("region", { name: `Conversation with ${DEMO_CLIENT.fullName}` });
  await conversation.locator('[data-entry="reschedule_request"]').waitFor({ timeout: 15_000 });
  expect(await conversation.locator('[data-entry="rating"]').innerText()).toContain("5 out of 5");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "demo-conversation-1366.png"), fullPage: true });

  const phone = await newPage(MOBILE, server().url);
  await phone.context().addCookies(await page.context().cookies());
  for (const [to, name] of [
    ["/admin/visits", "visits-week"],
    ["/admin/messaging", "messaging"],
  ] as const) {
    await phone.goto(to);
    await phone
      .locator(to === "/admin/visits" ? "[data-day] [data-visit]" : "[data-conversation]")
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await noSideScroll(phone), to).toBe(true);
    expect(await axeViolations(phone), to).toEqual([]);
    await phone.screenshot({ path: path.join(SHOTS, `demo-${name}-390.png`), fullPage: true });
  }
});

test("the demo client's portal: upcoming and past visits, quotes and invoices", async () => {
  const { url, mailDir } = server();
  const res = await fetch(`${url}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email: DEMO_CLIENT.email }),
  });
  expect(res.status).toBe(200);
  const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === DEMO_CLIENT.email));
  const mail = await waitForMail(mailDir, (m) => to(m) && (m.subject ?? "").startsWith("Your login link - "));
  const link = mail.text!.split(/\s+/).find((w) => w.startsWith(`${url}/api/auth/magic-link/verify`))!;
  const page = await newPage(DESKTOP, url);
  await page.goto(link);
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  await page.locator("[data-visit=upcoming]").first().waitFor({ timeout: 15_000 });
  expect(await page.locator("[data-visit=history]").count()).toBeGreaterThan(3);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "demo-portal-1366.png"), fullPage: true });

  for (const [to, title] of [
    ["/client-dashboard/quotes", "Quotes"],
    ["/client-dashboard/invoices", "Invoices"],
  ] as const) {
    await page.goto(to);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await expect.poll(() => page.locator("main").getByRole("link").count(), { timeout: 15_000 }).toBeGreaterThan(1);
  }

  // Her conversation: the crew's note she asked for, staff's replies, her rating and her request.
  await page.goto("/client-dashboard/messages");
  await page.getByRole("heading", { level: 1, name: "Messages" }).waitFor();
  await page.locator('[data-message="staff"]').first().waitFor({ timeout: 15_000 });
  expect(await page.locator('[data-message="staff"]').count()).toBeGreaterThanOrEqual(2);
  await page.locator('[data-message="client"][data-kind="reschedule_request"]').waitFor();
  await page.locator('[data-message="client"][data-kind="rating"]').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "demo-portal-messages-1366.png"), fullPage: true });

  const phone = await newPage(MOBILE, url);
  await phone.context().addCookies(await page.context().cookies());
  await phone.goto("/client-dashboard");
  await phone.locator("[data-visit=history]").first().waitFor({ timeout: 15_000 });
  expect(await noSideScroll(phone)).toBe(true);
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: path.join(SHOTS, "demo-portal-390.png"), fullPage: true });
  await phone.goto("/client-dashboard/messages");
  await phone.locator('[data-message="staff"]').first().waitFor({ timeout: 15_000 });
  expect(await noSideScroll(phone)).toBe(true);
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: path.join(SHOTS, "demo-portal-messages-390.png"), fullPage: true });
});
