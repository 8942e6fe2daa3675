import fs from "node:fs";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import type { Db } from "../src/server/db/client";
import { clientAddresses, clients, invoicePayments, invoices } from "../src/server/db/schema/index";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { DESKTOP, MOBILE, axeViolations, useBrowser } from "./support/browser";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";
import { useSeededServer } from "./support/seeded-server";

// The client portal's invoices (spec 000 §4; P-PORTAL-22..28, O-02, O-03, O-07, A-15): the
// summary cards, the list's buttons by status, an invoice's page, its PDF, the payment panel
// (Interac e-Transfer details to copy, "I have sent it" telling the company), and another
// client's invoice not found. Staff cannot make invoices on a screen yet, so this file runs its
// own server on a database seeded with them.
const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const ETRANSFER = "payments@maplecrest.example.com";
const INBOX = "office@maplecrest.example.com";
const CLIENT_A = "invoices.a@example.com";
const CLIENT_B = "invoices.b@example.com";
const today = businessDay();

const ids = { paid: "", outstanding: "", overdue: "", theirs: "" };
const NUMBERS = { paid: "F-2026-0101", outstanding: "F-2026-0102", overdue: "F-2026-0103", theirs: "F-2026-0104" };

type Line = { description: string; quantity: number; unitPriceCents: number };
/** An issued invoice in Ontario (HST 13%) for `clientId`, issued `age` days ago and due `dueIn` days from today. */
function issued(clientId: string, addressId: string, number: string, title: string, lines: Line[], age: number, dueIn: number): typeof invoices.$inferInsert {
  const subtotal = lines.reduce((sum, l) => sum + Math.round(l.quantity * l.unitPriceCents), 0);
  const tax = Math.round(subtotal * 0.13);
  return {
    clientId,
    addressId,
    number,
    title,
    status: "issued",
    lines: lines.map((l) => ({ ...l, id: crypto.randomUUID(), lineTotalCents: Math.round(l.quantity * l.unitPriceCents) })),
    province: "ON",
    taxes: [{ code: "HST", rate: 13_000, registrationNumber: null, amountCents: tax }],
    subtotalCents: subtotal,
    taxCents: tax,
    totalCents: subtotal + tax,
    issueDate: addDays(today, -age),
    dueDate: addDays(today, dueIn),
  };
}

async function seed(db: Db) {
  const client = async (fullName: string, email: string) => {
    const [c] = await db.insert(clients).values({ fullName, email, phoneNumber: "613-555-0142" }).returning({ id: clients.id });
    const [a] = await db
      .insert(clientAddresses)
      .values({ clientId: c!.id, street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1", position: 0 })
      .returning({ id: clientAddresses.id });
    return [c!.id, a!.id] as const;
  };
  const [a, aAddress] = await client("Jordan Client", CLIENT_A);
  const [b, bAddress] = await client("Other Client", CLIENT_B);
  const insert = async (row: typeof invoices.$inferInsert) => (await db.insert(invoices).values(row).returning({ id: invoices.id }))[0]!.id;
  const payment = async (invoiceId: string, amountCents: number, method: "etransfer" | "cheque", paidOn: string) => {
    await db.insert(invoicePayments).values({ invoiceId, amountCents, paidOn, method, source: "staff", recordedByName: "Owner" });
  };

  // Paid in full by cheque: $320.00 + HST = $361.60.
  ids.paid = await insert({
    ...issued(a, aAddress, NUMBERS.paid, "Move-out cleaning", [{ description: "Move-out clean, 2 bedrooms", quantity: 1, unitPriceCents: 32_000 }], 40, -25),
    status: "paid",
    paidCents: 36_160,
  });
  await payment(ids.paid, 36_160, "cheque", addDays(today, -30));
  // Outstanding, partly paid: $1,120.00 + HST = $1,265.60, $500.00 received, $765.60 left.
  ids.outstanding = await insert({
    ...issued(
      a,
      aAddress,
      NUMBERS.outstanding,
      "Office cleaning, November",
      [
        { description: "Weekly office cleaning", quantity: 4, unitPriceCents: 25_000 },
        { description: "Window washing", quantity: 1.5, unitPriceCents: 8_000 },
      ],
      5,
      10,
    ),
    paidCents: 50_000,
    notes: "Thank you for your business.",
  });
  await payment(ids.outstanding, 50_000, "etransfer", addDays(today, -2));
  // Overdue: $200.00 + HST = $226.00, due two weeks ago.
  ids.overdue = await insert(
    issued(a, aAddress, NUMBERS.overdue, "Carpet shampoo", [{ description: "Carpet shampoo, 3 rooms", quantity: 1, unitPriceCents: 20_000 }], 30, -14),
  );
  ids.theirs = await insert(
    issued(b, bAddress, NUMBERS.theirs, "Someone else's invoice", [{ description: "Cleaning", quantity: 1, unitPriceCents: 10_000 }], 3, 12),
  );
}

const server = useSeededServer({ SITE_ETRANSFER_EMAIL: ETRANSFER, COMPANY_INBOX: INBOX }, seed);
const { newPage } = useBrowser();

beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const sentTo = (to: ParsedMail["to"], email: string) => (Array.isArray(to) ? to : [to]).some((a) => a?.value.some((v) => v.address === email));

/** Each client's session cookies: one login link per address a minute is all the server sends. */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext["cookies"]>>>();

/** Signed in as `email` (through a login link asked for by API, the first time), on the dashboard. */
async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
  const { url, mailDir } = server();
  const page = await newPage(viewport, url);
  const saved = sessions.get(email);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto("/client-dashboard");
  } else {
    const res = await fetch(`${url}/api/auth/sign-in/magic-link`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: url },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const mail = await waitForMail(mailDir, (m) => sentTo(m.to, email) && (m.subject ?? "").startsWith("Your login link - "));
    const link = mail.text?.split(/\s+/).find((l) => l.startsWith(`${url}/api/auth/magic-link/verify`));
    expect(link, mail.text).toBeDefined();
    await page.goto(link!);
  }
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  sessions.set(email, await page.context().cookies());
  return page;
}

const heading = (page: Page) => page.locator("h1").innerText();
const card = (page: Page, title: string) => page.locator("article").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
const actionsOf = (page: Page, title: string) => card(page, title).locator("div.border-t").locator("a, button").allInnerTexts();
const totals = (page: Page) =>
  page
    .locator("[data-total]")
    .evaluateAll((rows) => Object.fromEntries(rows.map((r) => [r.querySelector("dt")!.textContent, r.querySelector("dd")!.textContent])));
const copyRows = (page: Page) =>
  page.locator("[data-copy]").evaluateAll((rows) => rows.map((r) => [r.querySelector("dt")!.textContent, r.querySelector("[data-value]")!.textContent]));
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `portal-invoices-${name}.png`), fullPage: true });
}
async function openInvoices(page: Page) {
  await page.goto("/client-dashboard/invoices");
  await expect.poll(() => heading(page), { timeout: 15_000 }).toBe("Invoices");
  await card(page, "Carpet shampoo").waitFor();
}

describe("client portal invoices", () => {
  test("cards and list, an invoice's page and PDF, Pay Now with the e-Transfer details, I have sent it tells the company", async () => {
    const page = await signedIn(CLIENT_A);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server().url });
    await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Invoices" }).click();
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe("Invoices");
    await card(page, "Carpet shampoo").waitFor();

    // Total Invoiced: every invoice; Outstanding: what is left on the Outstanding and Overdue ones.
    const summary = await page
      .locator("[data-summary]")
      .evaluateAll((cards) => cards.map((c) => [c.querySelector("dt")!.textContent, c.querySelector("dd")!.textContent]));
    expect(summary).toEqual([
      ["Total Invoiced", "$1,853.20"],
      ["Outstanding", "$991.60"],
      ["Total Invoices", "3"],
    ]);
    expect(await page.getByText("Someone else's invoice").count()).toBe(0);
    expect(await card(page, "Office cleaning, November").locator("[data-status]").innerText()).toBe("Outstanding");
    expect(await card(page, "Carpet shampoo").locator("[data-status]").innerText()).toBe("Overdue");
    expect(await card(page, "Move-out cleaning").locator("[data-status]").innerText()).toBe("Paid");
    expect(await actionsOf(page, "Office cleaning, November")).toEqual(["Download PDF", "Pay Now"]);
    expect(await actionsOf(page, "Carpet shampoo")).toEqual(["Download PDF", "Pay overdue invoice"]);
    expect(await actionsOf(page, "Move-out cleaning")).toEqual(["Download PDF"]);
    expect(await card(page, "Office cleaning, November").innerText()).toContain("Balance due $765.60");
    expect(await page.getByText("Available soon").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, "list-1366");

    // The list's Download PDF is a real download of that invoice.
    const [listDownload] = await Promise.all([
      page.waitForEvent("download"),
      card(page, "Move-out cleaning").getByRole("link", { name: "Download PDF" }).click(),
    ]);
    expect(listDownload.suggestedFilename()).toBe(`${NUMBERS.paid}.pdf`);

    // The title opens the invoice's page.
    await card(page, "Office cleaning, November").getByRole("link", { name: "Office cleaning, November" }).click();
    await page.waitForURL(`${server().url}/client-dashboard/invoices/${ids.outstanding}`);
    await expect.poll(() => heading(page)).toBe("Office cleaning, November");
    expect(await page.getByText(`Invoice ${NUMBERS.outstanding}`, { exact: true }).count()).toBe(1);
    expect(await page.locator("[data-status]").innerText()).toBe("Outstanding");
    expect(await totals(page)).toEqual({
      Subtotal: "$1,120.00",
      "HST 13%": "$145.60",
      Total: "$1,265.60",
      "Payments received": "-$500.00",
      "Balance Due": "$765.60",
    });
    expect(await page.locator("tr[data-payment]").allInnerTexts()).toEqual([expect.stringContaining("Interac e-Transfer")]);
    expect(await page.getByText("Thank you for your business.").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, "page-1366");

    // Download PDF: the invoice's PDF as an attachment named after its number.
    const pdfLink = page.getByRole("link", { name: "Download PDF" });
    expect(await pdfLink.getAttribute("href")).toBe(`/api/portal/invoices/${ids.outstanding}/pdf`);
    const [download] = await Promise.all([page.waitForEvent("download"), pdfLink.click()]);
    expect(download.suggestedFilename()).toBe(`${NUMBERS.outstanding}.pdf`);
    const pdf = await page.request.get(`/api/portal/invoices/${ids.outstanding}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Pay Now: the e-Transfer address, the balance and the invoice number, each to copy.
    await page.getByRole("button", { name: "Pay Now", exact: true }).click();
    await page.locator("[data-pay-panel]").waitFor();
    expect(await copyRows(page)).toEqual([
      ["Send to", ETRANSFER],
      ["Amount", "$765.60"],
      ["Message", NUMBERS.outstanding],
    ]);
    await page.getByRole("button", { name: "Copy amount", exact: true }).click();
    await page.locator('[data-copy="amount"] [role="status"]').filter({ hasText: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("765.60");
    expect(await page.getByRole("button", { name: "Pay by card" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "pay-1366");

    // I have sent it: thanks on screen, and the company inbox is told.
    const clicked = Date.now();
    await page.getByRole("button", { name: "I have sent it", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Thank you. We will confirm when the transfer arrives." }).waitFor();
    const notice = await waitForMail(
      server().mailDir,
      (m) =>
        sentTo(m.to, INBOX) &&
        m.subject === `e-Transfer sent for invoice ${NUMBERS.outstanding} by Jordan Client` &&
        (m.date?.getTime() ?? 0) >= clicked - 1_000,
    );
    expect(notice.text).toContain(`Jordan Client says they sent an Interac e-Transfer of $765.60 for invoice ${NUMBERS.outstanding}`);
    expect(notice.text).toContain(`${server().url}/admin/invoices/${ids.outstanding}`);
    expect(await axeViolations(page)).toEqual([]);

    // Pay overdue invoice from the list: the invoice's page with its panel open.
    await page.getByRole("link", { name: "All Invoices" }).click();
    await card(page, "Carpet shampoo").getByRole("link", { name: "Pay overdue invoice" }).click();
    await page.waitForURL(`${server().url}/client-dashboard/invoices/${ids.overdue}#pay`);
    await page.locator("[data-pay-panel]").waitFor();
    expect(await page.locator("[data-status]").innerText()).toBe("Overdue");
    expect(await page.getByRole("button", { name: "Pay overdue invoice", exact: true }).getAttribute("aria-expanded")).toBe("true");
    expect(await copyRows(page)).toEqual([
      ["Send to", ETRANSFER],
      ["Amount", "$226.00"],
      ["Message", NUMBERS.overdue],
    ]);

    // A paid invoice: no way to pay it again.
    await page.goto(`/client-dashboard/invoices/${ids.paid}`);
    await expect.poll(() => heading(page)).toBe("Move-out cleaning");
    await page.locator("[data-invoice-paid]").waitFor();
    expect(await page.getByRole("button", { name: /Pay/ }).count()).toBe(0);
    expect(await page.locator("tr[data-payment]").allInnerTexts()).toEqual([expect.stringContaining("Cheque")]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("at 390: the list, the page and the payment panel fit the screen", async () => {
    const page = await signedIn(CLIENT_A, MOBILE);
    await openInvoices(page);
    expect(await noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "list-390");

    await card(page, "Carpet shampoo").getByRole("link", { name: "Carpet shampoo" }).click();
    await expect.poll(() => heading(page)).toBe("Carpet shampoo");
    expect(await noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "page-390");

    await page.getByRole("button", { name: "Pay overdue invoice", exact: true }).click();
    await page.locator("[data-pay-panel]").waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "pay-390");
  });

  test("another client's invoice is not found, on the page and through the API", async () => {
    const page = await signedIn(CLIENT_A);
    await page.goto(`/client-dashboard/invoices/${ids.theirs}`);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe("Invoice not found");
    expect(await page.getByText("Someone else's invoice").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Back to Invoices" }).getAttribute("href")).toBe("/client-dashboard/invoices");
    expect(await axeViolations(page)).toEqual([]);
    for (const url of [`/api/portal/invoices/${ids.theirs}`, `/api/portal/invoices/${ids.theirs}/pdf`]) {
      expect((await page.request.get(url)).status()).toBe(404);
    }
    const sent = await page.request.post(`/api/portal/invoices/${ids.theirs}/etransfer-sent`, { headers: { Origin: server().url }, data: {} });
    expect(sent.status()).toBe(404);

    // Client B sees only their own invoice.
    const other = await signedIn(CLIENT_B);
    await other.goto("/client-dashboard/invoices");
    await card(other, "Someone else's invoice").waitFor();
    expect(await other.locator("article").count()).toBe(1);
  });
});
