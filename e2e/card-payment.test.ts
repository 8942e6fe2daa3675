import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { PortalCheckout, PortalInvoiceDetail } from "../src/shared/portal";
import { openEmbedded } from "../src/server/db/client";
import { clientAddresses, clients, invoices } from "../src/server/db/schema/index";
import { startFakeStripe, type FakeStripe } from "../src/server/test/fake-stripe";
import { invoiceRow } from "../src/server/test/invoice-fixtures";
import { freePort, spawnServer, waitForListening, type ServerProcess } from "../src/server/test/server-process";
import { DESKTOP, MOBILE, axeViolations, useBrowser } from "./support/browser";
import { startMailCatcher } from "./support/mail-catcher";
import { waitForMail } from "./support/mailbox";
import { pageApi } from "./support/page-api";

// Paying an invoice by card (decision 033), in a browser, against a local fake of Stripe: the
// client starts the checkout from the portal, pays on the (fake) hosted page and comes back; the
// invoice is Paid only once Stripe's signed webhook has arrived, never because the browser came
// back. This file runs its own server, with STRIPE_* pointing at the fake.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const SECRET_KEY = "sk_test_e2ecardkey";
const WEBHOOK_SECRET = "whsec_e2ecardsecret";
const EMAIL = "card.payer@example.com";
const TOTAL = 33_900;

const { newPage } = useBrowser();
let fake: FakeStripe;
let server: ServerProcess;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let tmp = "";
let mailDir = "";
let baseUrl = "";
let invoice: { id: string; number: string };

/** A client with an address and an invoice issued to them, written before the server starts. */
async function seed(dataDir: string) {
  const database = await openEmbedded(dataDir);
  try {
    const [client] = await database.db.insert(clients).values({ fullName: "Casey Cardholder", email: EMAIL, phoneNumber: "613-555-0177" }).returning();
    const [address] = await database.db
      .insert(clientAddresses)
      .values({ clientId: client!.id, street: "40 Bank St", city: "Ottawa", province: "ON", postalCode: "K1P 5N2", position: 0 })
      .returning();
    const [row] = await database.db
      .insert(invoices)
      .values(
        invoiceRow({
          clientId: client!.id,
          addressId: address!.id,
          title: "Move-out clean",
          totalCents: TOTAL,
          status: "issued",
          issueDate: "2026-03-02",
          dueDate: "2999-01-01",
        }),
      )
      .returning();
    invoice = { id: row!.id, number: row!.number! };
    await database.checkpoint();
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-card-"));
  mailDir = path.join(tmp, "mailbox");
  catcher = await startMailCatcher(mailDir);
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  // Stripe is slow to send its webhook: the events wait until the test releases them.
  fake.state.holdWebhooks = true;
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  fake.state.webhookUrl = `${baseUrl}/api/stripe/webhook`;
  const env = {
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: path.join(tmp, "data"),
    SMTP_URL: catcher.url,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    SITE_ETRANSFER_EMAIL: "pay@example.com",
  };
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  await seed(env.DATA_DIR);
  server = spawnServer(env);
  await waitForListening(server);
});

afterAll(async () => {
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await fake?.close();
  await catcher?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Signed in as the client through a login link, on the dashboard. */
async function signedIn(viewport = DESKTOP): Promise<Page> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ email: EMAIL }),
  });
  expect(res.status).toBe(200);
  const mail = await waitForMail(mailDir, (m) => (m.subject ?? "").startsWith("Your login link - "));
  const link = mail.text?.split(/\s+/).find((w) => w.startsWith(`${baseUrl}/api/auth/magic-link/verify`));
  expect(link, mail.text).toBeDefined();
  const page = await newPage(viewport);
  await page.goto(link!);
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  return page;
}

/** The invoice's state as the portal answers it to the signed-in page. */
async function portalState(page: Page) {
  const { status, body } = await pageApi(page, "GET", `/api/portal/invoices/${invoice.id}`);
  expect(status).toBe(200);
  const { invoice: read } = body as PortalInvoiceDetail;
  return { status: read.status, balanceCents: read.balanceCents, payments: read.payments.length };
}

/** The invoice's card in the portal's list, and its status badge's words. */
async function listedStatus(page: Page) {
  await page.goto(`${baseUrl}/client-dashboard/invoices`);
  const card = page.locator("article").filter({ hasText: "Move-out clean" });
  await card.waitFor();
  return (await card.getByText(/^(Paid|Outstanding|Overdue)$/).innerText()).trim();
}

test("pay by card: back from Checkout the invoice is still being confirmed; the signed webhook makes it Paid", async () => {
  const page = await signedIn();
  expect(await listedStatus(page)).toBe("Outstanding");

  // The invoice page's Pay Now, then "Pay by card", once that page exists; until then, the same
  // request its button sends.
  await page.goto(`${baseUrl}/client-dashboard/invoices/${invoice.id}`);
  const invoicePage = page.getByRole("heading", { level: 1, name: "Move-out clean" });
  const notFound = page.getByRole("heading", { name: /not found/i });
  await invoicePage.or(notFound).first().waitFor();
  if (await invoicePage.isVisible()) {
    await page.getByRole("button", { name: "Pay Now" }).click();
    await Promise.all([page.waitForURL(`${fake.url}/pay/**`), page.getByRole("button", { name: "Pay by card" }).click()]);
  } else {
    const { status, body } = await pageApi(page, "POST", `/api/portal/invoices/${invoice.id}/checkout`);
    expect(status).toBe(200);
    await page.goto((body as PortalCheckout).url);
  }

  // Stripe's (fake) hosted page: the invoice's line for its balance.
  await page.getByRole("heading", { name: "Test Checkout" }).waitFor();
  await expect.poll(() => page.locator("main").innerText()).toContain(`Invoice ${invoice.number} - Move-out clean`);
  expect(await page.locator("main").innerText()).toContain("$339.00 CAD");
  expect(fake.state.creates).toBe(1);
  await page.screenshot({ path: path.join(SHOTS, "card-payment-checkout.png") });

  await Promise.all([page.waitForURL(`${baseUrl}/client-dashboard/invoices/${invoice.id}?paid=1`), page.getByRole("button", { name: "Pay" }).click()]);
  // Paid at Stripe, back on our site: but no webhook yet, so nothing is marked paid.
  expect(fake.state.pending.map((e) => e.type)).toEqual(["checkout.session.completed"]);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: path.join(SHOTS, "card-payment-returned.png"), fullPage: true });
  expect(await portalState(page)).toEqual({ status: "outstanding", balanceCents: TOTAL, payments: 0 });
  expect(await listedStatus(page)).toBe("Outstanding");

  // Stripe's signed webhook arrives: now it is paid, once, however often it comes.
  expect(await fake.releaseWebhooks()).toEqual([200]);
  const [delivered] = fake.state.deliveries;
  expect(await fake.deliver(delivered!.event)).toBe(200);
  expect(await portalState(page)).toEqual({ status: "paid", balanceCents: 0, payments: 1 });
  expect(await listedStatus(page)).toBe("Paid");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "card-payment-paid.png"), fullPage: true });

  // The receipt e-mail says it was by card.
  const receipt = await waitForMail(mailDir, (m) => (m.subject ?? "").startsWith(`Payment received for invoice ${invoice.number}`));
  expect(receipt.text).toContain("$339.00 (Card)");

  // On a phone too.
  await page.setViewportSize(MOBILE);
  expect(await listedStatus(page)).toBe("Paid");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "card-payment-paid-mobile.png"), fullPage: true });
});
