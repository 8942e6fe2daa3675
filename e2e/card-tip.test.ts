import type { ParsedMail } from "mailparser";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { adminPath } from "../src/shared/admin-paths";
import { businessDay } from "../src/shared/business-time";
import type { PortalInvoiceDetail } from "../src/shared/portal";
import { clientAddresses, clients, invoiceVisits, invoices, quotes, serviceVisitCrew, serviceVisitEvents, serviceVisits } from "../src/server/db/schema/index";
import { createAdmin } from "../src/server/services/accounts/create-admin";
import { startFakeStripe } from "../src/server/test/fake-stripe";
import { invoiceRow } from "../src/server/test/invoice-fixtures";
import { quoteRow } from "../src/server/test/quote-fixtures";
import { DESKTOP, MOBILE, axeViolations, signInAsOwner, useBrowser } from "./support/browser";
import { waitForMail } from "./support/mailbox";
import { pageApi } from "./support/page-api";
import { useSeededServer } from "./support/seeded-server";

// A tip for the crew when paying by card (decision 075), in a browser, against a local fake of
// Stripe: the client picks 15 % of the amount before taxes, pays the balance and the tip on the
// (fake) hosted page, and the invoice is Paid with the tip beside its payment; the timesheets then
// show the tip for the cleaner of the visit it billed. Screenshots of the choice in English and
// French on a phone, and of the timesheets' tips.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const SECRET_KEY = "sk_test_e2etipkey";
const WEBHOOK_SECRET = "whsec_e2etipsecret";
const EMAIL = "tipping.client@example.com";
const NBSP = "\u00a0";
/** $120.00 before taxes, 13 % HST: $135.60; 15 % of $120.00 is $18.00. */
const SUBTOTAL = 12_000;
const TOTAL = 13_560;
const HST = [{ code: "HST" as const, rate: 13_000, registrationNumber: null, amountCents: TOTAL - SUBTOTAL }];

const { newPage } = useBrowser();
const fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
afterAll(() => fake.close());
const ids = { visits: "", oneOff: "", visitsNumber: "" };

const server = useSeededServer(
  { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url, SITE_ETRANSFER_EMAIL: "pay@example.com" },
  async (db) => {
    const { userId: mia } = await createAdmin({
      db,
      input: { email: "mia.tips@example.com", username: "Mia", password: "a long crew passphrase 42" },
      role: "cleaner",
      verified: true,
    });
    const [client] = await db.insert(clients).values({ fullName: "Tess Tipper", email: EMAIL, phoneNumber: "613-555-0199" }).returning({ id: clients.id });
    const [address] = await db
      .insert(clientAddresses)
      .values({ clientId: client!.id, street: "9 Elgin St", city: "Ottawa", province: "ON", postalCode: "K1P 5K7", position: 0 })
      .returning({ id: clientAddresses.id });
    const [quote] = await db
      .insert(quotes)
      .values(
        quoteRow({
          clientId: client!.id,
          title: "Weekly cleaning",
          totalCents: SUBTOTAL,
          status: "accepted",
          quoteDate: "2026-01-02",
          validUntil: "2026-02-02",
        }),
      )
      .returning({ id: quotes.id });
    // Today's visit, Mia on its crew and checked in.
    const [visit] = await db
      .insert(serviceVisits)
      .values({ clientId: client!.id, addressId: address!.id, visitDate: businessDay(), windowStart: "06:00", windowEnd: "08:00", service: "Weekly cleaning" })
      .returning({ id: serviceVisits.id });
    await db.insert(serviceVisitCrew).values({ visitId: visit!.id, userId: mia });
    await db.insert(serviceVisitEvents).values({ visitId: visit!.id, kind: "checked_in", actorUserId: mia, actorName: "Mia" });
    const issued = (title: string) => ({
      ...invoiceRow({
        clientId: client!.id,
        addressId: address!.id,
        title,
        totalCents: TOTAL,
        status: "issued",
        issueDate: businessDay(),
        dueDate: "2999-01-01",
      }),
      subtotalCents: SUBTOTAL,
      lines: [{ id: crypto.randomUUID(), description: title, quantity: 1, unitPriceCents: SUBTOTAL, lineTotalCents: SUBTOTAL }],
      taxes: HST,
      taxCents: TOTAL - SUBTOTAL,
    });
    const [billed] = await db
      .insert(invoices)
      .values({ ...issued("Weekly cleaning"), kind: "visits" })
      .returning({ id: invoices.id, number: invoices.number });
    await db.insert(invoiceVisits).values({ invoiceId: billed!.id, visitId: visit!.id, quoteId: quote!.id });
    const [oneOff] = await db.insert(invoices).values(issued("Window washing")).returning({ id: invoices.id });
    Object.assign(ids, { visits: billed!.id, visitsNumber: billed!.number!, oneOff: oneOff!.id });
  },
  "owner",
);

beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
  fake.state.webhookUrl = `${server().url}/api/stripe/webhook`;
});

const sentTo = (to: ParsedMail["to"], email: string) => (Array.isArray(to) ? to : [to]).some((a) => a?.value.some((v) => v.address === email));

/** The client, signed in through a login link, on the dashboard. */
async function signedIn(viewport = DESKTOP): Promise<Page> {
  const { url, mailDir } = server();
  const res = await fetch(`${url}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email: EMAIL }),
  });
  expect(res.status).toBe(200);
  const mail = await waitForMail(mailDir, (m) => sentTo(m.to, EMAIL) && (m.subject ?? "").startsWith("Your login link - "));
  const link = mail.text?.split(/\s+/).find((l) => l.startsWith(`${url}/api/auth/magic-link/verify`));
  const page = await newPage(viewport, url);
  await page.goto(link!);
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  return page;
}

/** A full-page screenshot from the top (the portal's bar is fixed: a scrolled page shows it mid-way). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The invoice's page with the payment panel open (its "#pay" link opens it). */
async function payPanel(page: Page, id: string) {
  await page.goto(`/client-dashboard/invoices/${id}#pay`);
  await page.locator("[data-pay-panel]").waitFor();
  const choice = page.locator("[data-tip-choice]");
  await choice.waitFor();
  return choice;
}

test("the client adds 15 % for the crew, pays on Stripe's page; the invoice is Paid with the tip, and the timesheets give it to the cleaner", async () => {
  const page = await signedIn(MOBILE);
  const choice = await payPanel(page, ids.visits);
  expect(await choice.locator("legend").innerText()).toBe("Add a tip for the crew");
  expect(await choice.innerText()).toContain("The tip goes to the cleaners who did the work. It is not taxed.");
  // No tip unless the client picks one; each share of the amount before taxes with its amount.
  expect(await page.getByRole("radio", { name: "No tip" }).isChecked()).toBe(true);
  const labels = await choice.locator("label").allInnerTexts();
  expect(labels.map((l) => l.trim())).toEqual(["No tip", "10% ($12.00)", "15% ($18.00)", "20% ($24.00)", "Other amount"]);
  // Another amount that is not one is stopped before anything is asked.
  await page.getByRole("radio", { name: "Other amount" }).check();
  await page.getByLabel("Tip amount").fill("lots");
  await page.getByRole("button", { name: "Pay by card" }).click();
  await choice.getByText("Enter the tip as an amount in dollars, for example 12.50.").waitFor();
  expect(fake.state.creates).toBe(0);

  await page.getByRole("radio", { name: "15% ($18.00)" }).check();
  expect(await page.locator("[data-card-total]").innerText()).toBe("Total charged to your card: $153.60");
  expect(await axeViolations(page, ["[data-pay-panel]"])).toEqual([]);
  await shot(page, "card-tip-choice-en-390");

  await Promise.all([page.waitForURL(`${fake.url}/pay/**`), page.getByRole("button", { name: "Pay by card" }).click()]);
  // The hosted page lists both lines and charges both.
  const main = page.locator("main");
  await expect.poll(() => main.innerText()).toContain(`Invoice ${ids.visitsNumber} - Weekly cleaning: $135.60`);
  expect(await main.innerText()).toContain("Tip for the crew: $18.00");
  expect(await main.innerText()).toContain("$153.60 CAD");
  await Promise.all([page.waitForURL(`${server().url}/client-dashboard/invoices/${ids.visits}?paid=1`), page.getByRole("button", { name: "Pay" }).click()]);

  // The webhook came: Paid, the balance is nothing, the payment is the invoice's total and the tip is beside it.
  await expect
    .poll(async () => {
      const { body } = await pageApi(page, "GET", `/api/portal/invoices/${ids.visits}`);
      const read = (body as PortalInvoiceDetail).invoice;
      return [read.status, read.balanceCents, read.paidCents, read.payments.map((p) => [p.amountCents, p.tipCents])];
    })
    .toEqual(["paid", 0, TOTAL, [[TOTAL, 1_800]]]);
  await page.goto(`/client-dashboard/invoices/${ids.visits}`);
  const payment = page.locator("[data-payment]");
  await payment.waitFor();
  expect(await payment.innerText()).toContain("$135.60");
  expect(await payment.locator("[data-tip]").innerText()).toBe("Tip for the crew: $18.00");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "card-tip-paid-en-390");

  // In French: the legend, « 15 % (18,00 $) » with its non-breaking spaces.
  expect((await pageApi(page, "PUT", "/api/portal/language", { language: "fr" })).status).toBe(200);
  const french = await payPanel(page, ids.oneOff);
  expect(await french.locator("legend").innerText()).toBe("Ajouter un pourboire pour l’équipe");
  const frenchLabels = (await french.locator("label").allTextContents()).map((l) => l.trim());
  expect(frenchLabels).toEqual(["Aucun pourboire", `10${NBSP}% (12,00${NBSP}$)`, `15${NBSP}% (18,00${NBSP}$)`, `20${NBSP}% (24,00${NBSP}$)`, "Autre montant"]);
  await page.getByRole("radio", { name: /^15/ }).check();
  expect(await page.locator("[data-card-total]").textContent()).toBe(`Total porté à votre carte${NBSP}: 153,60${NBSP}$`);
  expect(await page.getByRole("button", { name: "Payer par carte" }).isVisible()).toBe(true);
  expect(await axeViolations(page, ["[data-pay-panel]"])).toEqual([]);
  await shot(page, "card-tip-choice-fr-390");

  // The owner's timesheets: the tip is Mia's.
  const admin = await newPage(DESKTOP, server().url);
  await admin.goto(adminPath("timesheets"));
  await signInAsOwner(admin);
  await admin.getByRole("heading", { level: 1, name: "Timesheets" }).waitFor();
  const tips = admin.locator("[data-tips]");
  await tips.getByRole("heading", { name: "Tips" }).waitFor();
  expect(await tips.locator('[data-tip="Mia"]').innerText()).toMatch(/^Mia\s+\$18\.00$/);
  expect(await axeViolations(admin)).toEqual([]);
  await shot(admin, "card-tip-timesheets");

  // The invoice's page in the admin: the tip beside the card payment.
  await admin.goto(`${adminPath("invoices")}/${ids.visits}`);
  const paid = admin.locator("[data-payment]");
  await paid.waitFor();
  expect(await paid.locator("[data-tip]").innerText()).toBe("Tip $18.00");
  expect(await paid.locator("[data-amount]").innerText()).toMatch(/^\$135\.60\s*Tip \$18\.00$/);
  await paid.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: path.join(SHOTS, "card-tip-admin-invoice.png") });
});
