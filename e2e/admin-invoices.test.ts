import fs from "node:fs";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { businessDay } from "../src/shared/business-time";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, fieldError, mailDir, signInAsOwner, useBrowser } from "./support/browser";
import { waitForMail } from "./support/mailbox";
import { noSideScroll, pageApi } from "./support/page-api";
import { searchList } from "./support/lists";

// The admin invoice pages: an invoice written by hand for a client, issued, paid in parts (a
// payment above the balance refused in the server's words) until it is paid; the list's filters,
// search and cards; an overdue invoice and a credit note; a draft voided; an accepted quote's
// Create invoice; and the pages axe-clean at 1366 and 390.
const COLUMNS = ["Number", "Client", "Title", "Issue date", "Due date", "Total", "Balance", "Status"];
const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const INVOICE_NUMBER = /^F-\d{4}-\d{4,}$/;

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const tag = `Invoicetest ${run}`;
const emailOf = (who: string) => `${who}.${run}@example.com`;

const { newPage } = useBrowser();
beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const money = (cents: number) => new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" }).format(cents / 100);
const daysAgo = (days: number) => {
  const date = new Date(`${businessDay()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};
const expectHeading = (page: Page, title: string | RegExp) =>
  expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toMatch(typeof title === "string" ? new RegExp(`^${title}$`) : title);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const link = (page: Page, name: string) => page.getByRole("link", { name, exact: true });
const line = (page: Page, n: number) => page.locator(`[data-line="${n}"]`);
const status = (page: Page) => page.locator("h1 + p [data-status]").getAttribute("data-status");
const actions = (page: Page) => page.locator("[data-actions] a, [data-actions] button").allInnerTexts();
const balance = (page: Page) => page.locator("[data-card=items] [data-total=balance] dd").innerText();
const events = (page: Page) => page.locator("[data-event]").evaluateAll((els) => els.map((e) => e.getAttribute("data-event")));
const dialog = (page: Page) => page.getByRole("dialog");
/** An invoice's page: /admin/invoices/<uuid>. */
const invoicePage = (url: URL) => /^\/admin\/invoices\/[0-9a-f-]{36}$/.test(url.pathname);
const recipients = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

type Stats = {
  outstandingCents: number;
  outstandingCount: number;
  overdueCents: number;
  overdueCount: number;
  paidThisMonthCents: number;
  aging: { currentCents: number; days1to30Cents: number; days31to60Cents: number; over60Cents: number };
};
const stats = async (page: Page) => (await pageApi(page, "GET", "/api/admin/invoices/stats")).body as Stats;
/** The cards' values and hints as shown. */
const cards = (page: Page) =>
  page
    .locator("[data-stat]")
    .evaluateAll((els) => els.map((e) => [e.getAttribute("data-stat"), e.querySelector("[data-value]")!.textContent, e.querySelector("p + p")?.textContent]));
const aging = (page: Page) => page.locator("[data-aging] [data-bucket] dd").allInnerTexts();

async function signIn(page: Page, to: string, title: string) {
  await page.goto(to);
  await signInAsOwner(page);
  await expectHeading(page, title);
}

/** A client with an address in Ontario, made through the API. */
async function makeClient(page: Page, name: string, email: string) {
  const made = await pageApi(page, "POST", "/api/admin/clients", {
    fullName: name,
    email,
    phoneNumber: "613-555-0960",
    addresses: [{ street: "88 Sparks St", city: "Ottawa", province: "ON", postalCode: "K1P 5B6" }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { id: string; addresses: { id: string }[] };
}

/** A draft invoice for that client, made through the API. */
async function makeInvoice(page: Page, client: { id: string; addresses: { id: string }[] }, title: string, unitPriceCents = 20_000) {
  const made = await pageApi(page, "POST", "/api/admin/invoices", {
    clientId: client.id,
    addressId: client.addresses[0]!.id,
    title,
    lines: [{ description: "Office cleaning, weekly", quantity: 1, unitPriceCents }],
    terms: "net_15",
    notes: "Thank you for your business.",
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.invoice as { id: string };
}

async function issue(page: Page, id: string, issueDate?: string) {
  const issued = await pageApi(page, "POST", `/api/admin/invoices/${id}/issue`, issueDate ? { issueDate } : {});
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  return issued.body.invoice as { id: string; number: string; totalCents: number };
}

/** Waits for the list to show exactly these numbers. */
const listed = (page: Page, numbers: string[]) => expect.poll(() => page.locator("tbody [data-number]").allInnerTexts(), { timeout: 15_000 }).toEqual(numbers);

describe("Invoices", () => {
  test("write an invoice for a client, issue it, record payments up to the balance until it is paid; the list finds it and the cards follow", async () => {
    const page = await newPage();
    await signIn(page, "/admin/invoices", "Invoices");
    const name = `${tag} Paid`;
    const email = emailOf("paid");
    const client = await makeClient(page, name, email);
    const before = await stats(page);

    // New invoice from the client's page: the client and its address are chosen.
    await page.goto(`/admin/clients/${client.id}`);
    await expectHeading(page, name);
    await link(page, "New invoice").click();
    await page.waitForURL(`${baseUrl()}/admin/invoices/new?client=${client.id}`);
    await expectHeading(page, "New Invoice");
    await expect.poll(() => page.locator("[data-client-name]").innerText()).toBe(name);
    expect(await field(page, "Service address").inputValue()).toBe(client.addresses[0]!.id);
    expect(await field(page, "Payment terms").inputValue()).toBe("net_15");

    // The totals follow as the lines are typed (Ontario: HST 13%).
    await field(page, "Title").fill(`${name} spring cleaning`);
    await line(page, 1).getByLabel("Description", { exact: true }).fill("Deep cleaning, whole house");
    await line(page, 1).getByLabel("Quantity", { exact: true }).fill("2");
    await line(page, 1).getByLabel("Unit price ($)", { exact: true }).fill("150");
    await expect.poll(() => line(page, 1).locator("[data-line-total]").innerText()).toMatch(/\$300\.00$/);
    await button(page, "Add line").click();
    await line(page, 2).getByLabel("Description", { exact: true }).fill("Oven cleaning");
    await line(page, 2).getByLabel("Unit price ($)", { exact: true }).fill("60.50");
    await expect.poll(() => page.locator("[data-totals] dl").innerText()).toMatch(/Subtotal\s+\$360\.50\s+HST \(13%\)\s+\$46\.87\s+Total\s+\$407\.37/);
    await field(page, "Payment terms").selectOption("net_30");
    await field(page, "Notes").fill("Pay by Interac e-Transfer.");
    await button(page, "Save draft").click();
    await expectToast(page, "Invoice Saved", `${name} spring cleaning was saved as a draft.`, "success");
    await page.waitForURL(invoicePage);
    await expectHeading(page, "Draft invoice");
    expect(await status(page)).toBe("draft");
    expect(await actions(page)).toEqual(["Edit", "Issue", "Download PDF", "Void"]);
    expect(await page.locator("[data-card=details] [data-field=terms] dd").innerText()).toBe("Net 30 days");
    expect(await page.locator("[data-card=items] [data-total=total] dd").innerText()).toBe("$407.37");
    expect(await events(page)).toEqual(["created"]);

    // Issue: the dialog says where it goes; the number appears, it is outstanding and e-mailed with its PDF.
    await button(page, "Issue").click();
    expect(await dialog(page).locator("p").first().innerText()).toContain(`e-mailed to ${email} with the PDF`);
    await dialog(page).getByRole("button", { name: "Issue invoice" }).click();
    await expectToast(page, "Invoice Issued", /F-\d{4}-\d{4,} was issued and e-mailed to the client\./, "success");
    await expectHeading(page, INVOICE_NUMBER);
    const number = await page.locator("h1").innerText();
    expect(await status(page)).toBe("outstanding");
    expect(await page.locator("[data-card=details] [data-field=issueDate] dd").innerText()).not.toBe("Set when it is issued");
    expect(await actions(page)).toEqual(["Record payment", "Add credit note", "Resend", "Download PDF", "Void"]);
    const mail = await waitForMail(mailDir(), (m) => recipients(m).includes(email) && (m.subject ?? "").includes(number));
    expect(mail.attachments.map((a) => a.contentType)).toContain("application/pdf");

    // A part payment: the amount starts at the balance; the balance drops; Void is no longer offered.
    await button(page, "Record payment").click();
    expect(await field(page, "Amount ($)").inputValue()).toBe("407.37");
    expect(await field(page, "Date received").inputValue()).toBe(businessDay());
    await field(page, "Amount ($)").fill("100");
    await field(page, "Method").selectOption("cash");
    await dialog(page).getByRole("button", { name: "Record payment" }).click();
    await expectToast(page, "Payment Recorded", "$100.00 received; the balance is now $307.37.", "success");
    await expect.poll(() => balance(page)).toBe("$307.37");
    expect(await status(page)).toBe("outstanding");
    expect(await actions(page)).toEqual(["Record payment", "Add credit note", "Resend", "Download PDF"]);

    // More than the balance: refused, in the server's words, in the dialog (which stays open).
    await button(page, "Record payment").click();
    expect(await field(page, "Amount ($)").inputValue()).toBe("307.37");
    await field(page, "Amount ($)").fill("400");
    await field(page, "Reference").fill(`ET-${run}`);
    await dialog(page).getByRole("button", { name: "Record payment" }).click();
    await expect
      .poll(() => dialog(page).getByRole("alert").innerText())
      .toBe("This payment of $400.00 is more than the balance of $307.37: record at most the balance.");
    await page.screenshot({ path: `${SHOTS}/invoices-payment-refused-1366.png` });
    expect(await balance(page)).toBe("$307.37");

    // The rest: paid; only Resend and the PDF are left (Void is not offered on a paid invoice).
    await field(page, "Amount ($)").fill("307.37");
    await dialog(page).getByRole("button", { name: "Record payment" }).click();
    await expectToast(page, "Payment Recorded", "$307.37 received; the balance is now $0.00.", "success");
    await expect.poll(() => status(page)).toBe("paid");
    expect(await balance(page)).toBe("$0.00");
    expect(await actions(page)).toEqual(["Resend", "Download PDF"]);
    expect(await page.locator("[data-card=payments] [data-amount]").allInnerTexts()).toEqual(["$100.00", "$307.37"]);
    expect((await events(page)).slice(0, 3)).toEqual(["paid", "payment_recorded", "payment_recorded"]);
    expect(await page.locator("[data-event=payment_recorded]").first().innerText()).toContain(`Reference: ET-${run}`);

    // The list: search by number, title and client; the status filter keeps it among the paid ones only.
    await page.goto("/admin/invoices");
    await expectHeading(page, "Invoices");
    await page.locator("thead th").first().waitFor();
    expect((await page.locator("thead th").allTextContents()).map((t) => t.trim())).toEqual(COLUMNS);
    await searchList(page, number);
    await listed(page, [number]);
    const row = page.locator("tbody tr").first();
    expect(await row.getAttribute("data-status")).toBe("paid");
    expect(await row.locator("[data-client]").innerText()).toBe(name);
    expect(await row.locator("[data-total]").innerText()).toBe("$407.37");
    expect(await row.locator("[data-balance]").innerText()).toBe("$0.00");
    await searchList(page, `${name} spring`);
    await listed(page, [number]);
    await searchList(page, name);
    await listed(page, [number]);
    await field(page, "Status").selectOption("paid");
    await listed(page, [number]);
    await field(page, "Status").selectOption("outstanding");
    await page.locator("[data-empty=filtered]").waitFor();
    expect(new URL(page.url()).searchParams.get("status")).toBe("outstanding");
    await field(page, "Status").selectOption("");
    await listed(page, [number]);
    await row.getByRole("link", { name: number }).click();
    await page.waitForURL(invoicePage);
    await expectHeading(page, number);

    // The cards show the server's amounts: this month's payments grew by the invoice's total.
    const after = await stats(page);
    expect(after.paidThisMonthCents - before.paidThisMonthCents).toBe(40_737);
    await page.goto("/admin/invoices");
    await expect
      .poll(() => cards(page))
      .toEqual([
        ["outstanding", money(after.outstandingCents), `${after.outstandingCount} ${after.outstandingCount === 1 ? "invoice" : "invoices"} not yet due`],
        ["overdue", money(after.overdueCents), `${after.overdueCount} ${after.overdueCount === 1 ? "invoice" : "invoices"} past the due date`],
        ["paid-this-month", money(after.paidThisMonthCents), "Payments received this calendar month"],
      ]);
  });

  test("an overdue invoice: the cards and the aging strip count it, the filter finds it, a credit note lowers it; a draft is edited, then voided", async () => {
    const page = await newPage();
    await signIn(page, "/admin/invoices", "Invoices");
    const name = `${tag} Late`;
    const client = await makeClient(page, name, emailOf("late"));
    const before = await stats(page);
    // Issued 40 days ago on net 15: 25 days late.
    const late = await issue(page, (await makeInvoice(page, client, "Office cleaning, October")).id, daysAgo(40));
    const after = await stats(page);
    expect(after.overdueCents - before.overdueCents).toBe(late.totalCents);
    expect(after.overdueCount - before.overdueCount).toBe(1);
    expect(after.aging.days1to30Cents - before.aging.days1to30Cents).toBe(late.totalCents);

    await page.goto("/admin/invoices");
    await expect
      .poll(async () => (await cards(page))[1])
      .toEqual(["overdue", money(after.overdueCents), `${after.overdueCount} ${after.overdueCount === 1 ? "invoice" : "invoices"} past the due date`]);
    expect(await aging(page)).toEqual([after.aging.currentCents, after.aging.days1to30Cents, after.aging.days31to60Cents, after.aging.over60Cents].map(money));
    await field(page, "Status").selectOption("overdue");
    await searchList(page, name);
    await listed(page, [late.number]);
    expect(await page.locator("tbody tr").first().getAttribute("data-status")).toBe("overdue");

    // A credit note: the reason is required; the balance drops by its amount.
    await page.locator("tbody [data-number]").first().click();
    await expectHeading(page, late.number);
    expect(await status(page)).toBe("overdue");
    await button(page, "Add credit note").click();
    await dialog(page).getByRole("button", { name: "Add credit note" }).click();
    expect(await fieldError(page, "Reason")).toBe("Reason is required.");
    await field(page, "Amount ($)").fill("50");
    await field(page, "Reason").fill("One visit was missed.");
    await dialog(page).getByRole("button", { name: "Add credit note" }).click();
    await expectToast(page, "Credit Note Added", `$50.00 credited; the balance is now ${money(late.totalCents - 5_000)}.`, "success");
    await expect.poll(() => balance(page)).toBe(money(late.totalCents - 5_000));
    expect(await page.locator("[data-card=credits] li").innerText()).toContain("One visit was missed.");
    expect(await page.locator("[data-card=items] [data-total=credit] dt").innerText()).toMatch(/^Credit note C-\d{4}-\d{4,}$/);

    // A draft: edited (the totals follow), then voided with a reason.
    const draft = await makeInvoice(page, client, "Window cleaning");
    await page.goto(`/admin/invoices/${draft.id}`);
    await expectHeading(page, "Draft invoice");
    await link(page, "Edit").click();
    await expectHeading(page, "Edit Invoice");
    await line(page, 1).getByLabel("Unit price ($)", { exact: true }).fill("250");
    await expect.poll(() => page.locator("[data-totals] [data-total=total] dd").innerText()).toBe("$282.50");
    await button(page, "Save draft").click();
    await expectToast(page, "Invoice Saved", "Window cleaning was saved as a draft.", "success");
    await page.waitForURL(invoicePage);
    await expect.poll(() => page.locator("[data-card=items] [data-total=total] dd").innerText()).toBe("$282.50");
    expect(await events(page)).toEqual(["updated", "created"]);
    await button(page, "Void").click();
    expect(await dialog(page).getByRole("heading").innerText()).toBe("Void this draft?");
    await field(page, "Reason").fill("The client cancelled.");
    await dialog(page).getByRole("button", { name: "Void invoice" }).click();
    await expectToast(page, "Invoice Voided", "The draft is void.", "success");
    await expect.poll(() => status(page)).toBe("void");
    expect(await actions(page)).toEqual(["Download PDF"]);
    expect(await page.locator("[data-void-reason]").innerText()).toContain("The client cancelled.");
  });

  test("a row opened before the typed search has reached the address stays open while its page loads", async () => {
    const page = await newPage();
    await signIn(page, "/admin/invoices", "Invoices");
    const name = `${tag} Quick`;
    const client = await makeClient(page, name, emailOf("quick"));
    const made = await issue(page, (await makeInvoice(page, client, "Quick clean")).id);
    await page.goto(`/admin/invoices?search=${encodeURIComponent(name)}`);
    await listed(page, [made.number]);
    // The invoice page's code arrives slowly; meanwhile the search box's text waits to reach the address.
    await page.route(/\/assets\/invoice-view-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await field(page, "Search").fill(`${name} `);
    await field(page, "Search").fill(name.slice(0, -1));
    await page.locator("tbody a[data-number]").first().click();
    await expectHeading(page, made.number);
    expect(new URL(page.url()).pathname).toBe(`/admin/invoices/${made.id}`);
  });

  test("an accepted quote: Create invoice makes a draft with its lines and opens it; the quote lists it", async () => {
    const page = await newPage();
    await signIn(page, "/admin/quotes", "Quotes");
    const name = `${tag} Quoted`;
    const client = await makeClient(page, name, emailOf("quoted"));
    const made = await pageApi(page, "POST", "/api/admin/quotes", {
      clientId: client.id,
      addressId: client.addresses[0]!.id,
      title: "Move-out cleaning",
      lines: [
        { description: "Move-out cleaning", quantity: 1, unitPriceCents: 40_000 },
        { description: "Inside the fridge", quantity: 1, unitPriceCents: 3_000, optional: true },
      ],
      deposit: { kind: "none" },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const quote = made.body.quote as { id: string; number: string; version: number; lines: { id: string; optional: boolean }[] };
    expect((await pageApi(page, "POST", `/api/admin/quotes/${quote.id}/send`, {})).status).toBe(200);
    const accepted = await pageApi(page, "POST", `/api/admin/quotes/${quote.id}/accept`, {
      version: quote.version,
      signedName: name,
      note: "By phone.",
      optionalLineIds: quote.lines.filter((l) => l.optional).map((l) => l.id),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    await page.goto(`/admin/quotes/${quote.id}`);
    await expectHeading(page, quote.number);
    expect(await actions(page)).toEqual(["Create invoice", "Schedule visit", "Download PDF"]);
    expect(await page.locator("[data-card=invoices]").innerText()).toContain("No invoice yet.");
    await button(page, "Create invoice").click();
    await expectToast(page, "Invoice Created", `A draft invoice was made from ${quote.number}. Check it, then issue it.`, "success");
    await page.waitForURL(invoicePage);
    await expectHeading(page, "Draft invoice");
    const invoiceUrl = page.url();
    expect(await page.locator("[data-card=items] tbody td:first-child > span:first-child").allInnerTexts()).toEqual(["Move-out cleaning", "Inside the fridge"]);
    expect(await page.locator("[data-card=items] [data-total=total] dd").innerText()).toBe("$485.90");
    expect(await page.locator("[data-card=details] [data-field=quote] dd").innerText()).toBe(quote.number);
    expect(await page.locator("[data-event=created]").innerText()).toContain(`From quote: ${quote.number}`);

    await link(page, quote.number).click();
    await expectHeading(page, quote.number);
    await expect.poll(() => page.locator("[data-card=invoices] a").allInnerTexts()).toEqual(["Draft invoice"]);
    expect(await actions(page)).toEqual(["Schedule visit", "Download PDF"]);
    await page.locator("[data-card=invoices] a").click();
    await page.waitForURL(invoiceUrl);
  });

  test("axe-clean list, invoice page, editor and dialogs at 1366 and 390; nothing scrolls sideways", async () => {
    const setup = await newPage();
    await signIn(setup, "/admin/invoices", "Invoices");
    const client = await makeClient(setup, `${tag} Axe Client With A Rather Long Company Name Inc.`, emailOf("axe"));
    const made = await makeInvoice(setup, client, "Weekly office cleaning, three floors, with the kitchen and the meeting rooms", 123_456);
    const invoice = await issue(setup, made.id, daysAgo(3));
    const paid = await pageApi(setup, "POST", `/api/admin/invoices/${invoice.id}/payments`, {
      amountCents: 20_000,
      paidOn: daysAgo(1),
      method: "etransfer",
      reference: `CA${run}`,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const credited = await pageApi(setup, "POST", `/api/admin/invoices/${invoice.id}/credits`, { amountCents: 5_000, reason: "A window was left out." });
    expect(credited.status, JSON.stringify(credited.body)).toBe(200);

    for (const [viewport, size] of [
      [DESKTOP, "1366"],
      [MOBILE, "390"],
    ] as const) {
      const page = await newPage(viewport);
      await signIn(page, `/admin/invoices?search=${encodeURIComponent(tag)}`, "Invoices");
      await page.locator("tbody [data-number]").first().waitFor();
      await expect.poll(() => page.locator("[data-stat] [data-value] svg").count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/invoices-list-${size}.png`, fullPage: true });
      expect(await axeViolations(page), `list ${size}`).toEqual([]);
      expect(await noSideScroll(page), `list ${size}`).toBe(true);

      await page.goto(`/admin/invoices/${invoice.id}`);
      await expectHeading(page, invoice.number);
      await page.locator("[data-card=timeline] [data-event]").first().waitFor();
      await page.screenshot({ path: `${SHOTS}/invoices-invoice-${size}.png`, fullPage: true });
      expect(await axeViolations(page), `invoice ${size}`).toEqual([]);
      expect(await noSideScroll(page), `invoice ${size}`).toBe(true);
      for (const [action, shot] of [
        ["Record payment", "payment"],
        ["Add credit note", "credit"],
      ] as const) {
        await button(page, action).click();
        await dialog(page).waitFor();
        await page.screenshot({ path: `${SHOTS}/invoices-${shot}-dialog-${size}.png` });
        expect(await axeViolations(page), `${shot} dialog ${size}`).toEqual([]);
        await dialog(page).getByRole("button", { name: "Cancel" }).click();
        await dialog(page).waitFor({ state: "detached" });
      }

      await page.goto(`/admin/invoices/new?client=${client.id}`);
      await expectHeading(page, "New Invoice");
      await page.locator("[data-client-name]").waitFor();
      await page.screenshot({ path: `${SHOTS}/invoices-editor-${size}.png`, fullPage: true });
      expect(await axeViolations(page), `editor ${size}`).toEqual([]);
      expect(await noSideScroll(page), `editor ${size}`).toBe(true);
      await button(page, "Save draft").click();
      await expectToast(page, "Validation Error", "Title is required.", "error");
      expect(await fieldError(page, "Description")).toBe("Description is required.");
      await page.screenshot({ path: `${SHOTS}/invoices-editor-errors-${size}.png`, fullPage: true });
      expect(await axeViolations(page), `editor errors ${size}`).toEqual([]);

      await page.goto("/admin/invoices/new");
      await expectHeading(page, "New Invoice");
      await page.locator("[data-client-picker]").waitFor();
      expect(await axeViolations(page), `editor picker ${size}`).toEqual([]);
      expect(await noSideScroll(page), `editor picker ${size}`).toBe(true);
    }
  });
});
