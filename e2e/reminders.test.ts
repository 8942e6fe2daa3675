import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openEmbedded } from "../src/server/db/client";
import { clientAddresses, clients, invoices } from "../src/server/db/schema/index";
import { invoiceRow } from "../src/server/test/invoice-fixtures";
import { ROOT, freePort, serverCommand, spawnServer, waitForListening, type ServerProcess } from "../src/server/test/server-process";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { DESKTOP, axeViolations, useBrowser } from "./support/browser";
import { readMailbox, waitForMail } from "./support/mailbox";

// Overdue reminders (decision 032) on a running server whose clock the test moves forward
// (support/moved-clock.mjs): past the due date the hourly pass sends the first reminder, the next
// hour's pass sends nothing more, a week later the second one goes out, and once staff have
// recorded the payment the last stage sends nothing. The client follows the reminder's link.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const EMAIL = "late.payer@example.com";
const STAFF = { email: "staff.reminders@example.com", password: "reminders staff passphrase 2026", username: "remstaff" };
const TOTAL = 22_600;
/** The due date: two days from today, so the invoice starts Outstanding. */
const DUE = addDays(businessDay(), 2);

const { newPage } = useBrowser();
let server: ServerProcess;
let tmp = "";
let clockFile = "";
let mailDir = "";
let baseUrl = "";
let invoice: { id: string; number: string };

/** The instant it is `hour`:00 in Ottawa on `date` (yyyy-mm-dd), whichever its UTC offset that day. */
function ottawaTime(date: string, hour: number): Date {
  const ottawaHour = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", hour: "numeric", hourCycle: "h23" });
  for (const offset of [4, 5]) {
    const at = new Date(`${date}T${String(hour + offset).padStart(2, "0")}:00:00Z`);
    if (Number(ottawaHour.format(at)) === hour && businessDay(at) === date) return at;
  }
  throw new Error(`no ${hour}:00 in Ottawa on ${date}`);
}

/** Moves the server's clock to `at` (it runs on from there). */
function setClock(at: Date) {
  fs.writeFileSync(clockFile, String(at.getTime() - Date.now()));
}

/** The server's reminder passes for Ottawa's day `today`, as it logged them. */
function passes(today: string): { invoiceReminders: number }[] {
  return server
    .output()
    .split("\n")
    .filter((l) => l.includes('"msg":"reminder pass"'))
    .map((l) => JSON.parse(l) as { today: string; invoiceReminders: number })
    .filter((p) => p.today === today);
}

/** Waits for the `n`-th reminder pass of `today` (the job worker looks for due jobs every 5 s). */
async function waitForPass(today: string, n: number) {
  await expect.poll(() => passes(today).length, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(n);
  return passes(today)[n - 1]!;
}

const reminders = async () => (await readMailbox(mailDir)).filter((m) => (m.subject ?? "").startsWith("Payment reminder:"));
const linkIn = (m: ParsedMail, prefix: string) => m.text?.split(/\s+/).find((w) => w.startsWith(prefix));

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-reminders-"));
  const dataDir = path.join(tmp, "data");
  mailDir = path.join(dataDir, "mail");
  clockFile = path.join(tmp, "clock");
  fs.mkdirSync(dataDir);
  const database = await openEmbedded(dataDir);
  try {
    const [client] = await database.db.insert(clients).values({ fullName: "Lee Latepayer", email: EMAIL, phoneNumber: "613-555-0188" }).returning();
    const [address] = await database.db
      .insert(clientAddresses)
      .values({ clientId: client!.id, street: "7 Rideau St", city: "Ottawa", province: "ON", postalCode: "K1N 5W8", position: 0 })
      .returning();
    const [row] = await database.db
      .insert(invoices)
      .values(
        invoiceRow({
          clientId: client!.id,
          addressId: address!.id,
          title: "Spring cleaning",
          totalCents: TOTAL,
          status: "issued",
          issueDate: addDays(DUE, -15),
          dueDate: DUE,
        }),
      )
      .returning();
    invoice = { id: row!.id, number: row!.number! };
    await database.checkpoint();
  } finally {
    await database.close();
  }
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), APP_URL: baseUrl, DATA_DIR: dataDir, SITE_ETRANSFER_EMAIL: "pay@example.com" };
  const [cmd, ...launcher] = serverCommand("create-admin");
  execFileSync(cmd, [...launcher, "--email", STAFF.email, "--password", STAFF.password, "--username", STAFF.username], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: "pipe",
  });
  // The day before the due date, at noon in Ottawa (reminders go out from 8 a.m.).
  setClock(ottawaTime(addDays(DUE, -1), 12));
  server = spawnServer({ ...env, CLOCK_FILE: clockFile, NODE_OPTIONS: `--import ${path.join(import.meta.dirname, "support/moved-clock.mjs")}` });
  await waitForListening(server);
});

afterAll(async () => {
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Signed in as the client through a login link, on the dashboard. */
async function signedIn(): Promise<Page> {
  const asked = (await readMailbox(mailDir)).filter((m) => (m.subject ?? "").startsWith("Your login link - ")).length;
  const res = await fetch(`${baseUrl}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ email: EMAIL }),
  });
  expect(res.status).toBe(200);
  await expect.poll(async () => (await readMailbox(mailDir)).filter((m) => (m.subject ?? "").startsWith("Your login link - ")).length).toBe(asked + 1);
  const mail = (await readMailbox(mailDir)).filter((m) => (m.subject ?? "").startsWith("Your login link - ")).at(-1)!;
  const page = await newPage(DESKTOP, baseUrl);
  await page.goto(linkIn(mail, `${baseUrl}/api/auth/magic-link/verify`)!);
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  return page;
}

/** The invoice's status and buttons in the portal's list. */
async function listed(page: Page) {
  await page.goto("/client-dashboard/invoices");
  const card = page.locator("article").filter({ hasText: "Spring cleaning" });
  await card.waitFor();
  return { status: await card.locator("[data-status]").innerText(), actions: await card.locator("div.border-t").locator("a, button").allInnerTexts() };
}

test("the clock moved past the due date sends each reminder once, and none once the invoice is paid", async () => {
  // The day before: the pass finds nothing; the client sees the invoice Outstanding.
  expect((await waitForPass(addDays(DUE, -1), 1)).invoiceReminders).toBe(0);
  let page = await signedIn();
  expect(await listed(page)).toEqual({ status: "Outstanding", actions: ["Download PDF", "Pay Now"] });
  await page.close();

  // The day after the due date: the first reminder, with the balance and a link to the invoice.
  const day1 = addDays(DUE, 1);
  setClock(ottawaTime(day1, 12));
  expect((await waitForPass(day1, 1)).invoiceReminders).toBe(1);
  const first = await waitForMail(mailDir, (m) => (m.subject ?? "").startsWith("Payment reminder:"));
  expect(first.subject).toBe(`Payment reminder: invoice ${invoice.number} is 1 day overdue - Maple Crest Cleaning`);
  expect(first.text).toContain("Amount due: $226.00");
  expect(first.text).toContain(`with ${invoice.number} as the message`);

  // The client follows it: the invoice, now Overdue, with its way to pay.
  page = await signedIn();
  await page.goto(linkIn(first, `${baseUrl}/client-dashboard/invoices/`)!);
  await expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toBe("Spring cleaning");
  expect(await page.locator("[data-status]").innerText()).toBe("Overdue");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "reminders-overdue-invoice-1366.png"), fullPage: true });
  expect(await listed(page)).toEqual({ status: "Overdue", actions: ["Download PDF", "Pay overdue invoice"] });
  await page.close();

  // An hour later the next pass runs and sends nothing more.
  setClock(ottawaTime(day1, 13));
  expect((await waitForPass(day1, 2)).invoiceReminders).toBe(0);
  expect((await reminders()).length).toBe(1);

  // A week past due: the second stage, once.
  const day7 = addDays(DUE, 7);
  setClock(ottawaTime(day7, 12));
  expect((await waitForPass(day7, 1)).invoiceReminders).toBe(1);
  await expect
    .poll(async () => (await reminders()).map((m) => m.subject))
    .toEqual([
      `Payment reminder: invoice ${invoice.number} is 1 day overdue - Maple Crest Cleaning`,
      `Payment reminder: invoice ${invoice.number} is 7 days overdue - Maple Crest Cleaning`,
    ]);

  // Staff record the e-Transfer that came in; the invoice shows both reminders in its timeline.
  const staff = await newPage(DESKTOP, baseUrl);
  await staff.goto(`/admin/invoices/${invoice.id}`);
  await staff.getByLabel("Email", { exact: true }).fill(STAFF.email);
  await staff.getByLabel("Password", { exact: true }).fill(STAFF.password);
  await staff.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect.poll(() => staff.locator("h1").innerText(), { timeout: 15_000 }).toBe(invoice.number);
  expect(await staff.locator("[data-event=reminder_sent]").count()).toBe(2);
  await staff.getByRole("button", { name: "Record payment", exact: true }).click();
  await staff.getByLabel("Method", { exact: true }).selectOption("etransfer");
  await staff.getByRole("dialog").getByRole("button", { name: "Record payment" }).click();
  await expect.poll(() => staff.locator("h1 + p [data-status]").getAttribute("data-status")).toBe("paid");
  await waitForMail(mailDir, (m) => m.subject === `Payment received for invoice ${invoice.number} - Maple Crest Cleaning`);
  await staff.close();

  // Two weeks past due: paid, so the last stage sends nothing; the client sees Paid.
  const day14 = addDays(DUE, 14);
  setClock(ottawaTime(day14, 12));
  expect((await waitForPass(day14, 1)).invoiceReminders).toBe(0);
  expect((await reminders()).length).toBe(2);
  page = await signedIn();
  expect(await listed(page)).toEqual({ status: "Paid", actions: ["Download PDF"] });
});
