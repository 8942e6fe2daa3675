import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { AUTOPAY_AGREEMENT_VERSION, autopayAgreement } from "../src/shared/billing/autopay-agreement";
import { openEmbedded, queryRows } from "../src/server/db/client";
import { clientAddresses, clients, invoices } from "../src/server/db/schema/index";
import { startFakeStripe, type FakeStripe } from "../src/server/test/fake-stripe";
import { invoiceRow } from "../src/server/test/invoice-fixtures";
import { freePort, spawnServer, waitForListening, type ServerProcess } from "../src/server/test/server-process";
import { DESKTOP, MOBILE, axeViolations, useBrowser } from "./support/browser";
import { startMailCatcher } from "./support/mail-catcher";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";

// The card on file and automatic payment (decision 074), in a browser, against a local fake of
// Stripe: the client saves a card on the (fake) hosted page, comes back and sees it once Stripe's
// signed event is in, turns automatic payment on after reading its terms (the agreement is
// recorded), then removes the card (automatic payment ends with it). One French screen. This file
// runs its own server, with STRIPE_* pointing at the fake.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const SECRET_KEY = "sk_test_e2ecardonfile";
const WEBHOOK_SECRET = "whsec_e2ecardonfile";
const EMAIL = "card.keeper@example.com";
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

const { newPage } = useBrowser();
let fake: FakeStripe;
let server: ServerProcess | undefined;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let tmp = "";
let mailDir = "";
let dataDir = "";
let baseUrl = "";
let clientId = "";

/** A client with an address and an issued invoice, written before the server starts. */
async function seed() {
  const database = await openEmbedded(dataDir);
  try {
    const [client] = await database.db.insert(clients).values({ fullName: "Kim Keeper", email: EMAIL, phoneNumber: "613-555-0178" }).returning();
    clientId = client!.id;
    const [address] = await database.db
      .insert(clientAddresses)
      .values({ clientId, street: "40 Bank St", city: "Ottawa", province: "ON", postalCode: "K1P 5N2", position: 0 })
      .returning();
    await database.db.insert(invoices).values(
      invoiceRow({
        clientId,
        addressId: address!.id,
        title: "Weekly cleaning",
        totalCents: 11_300,
        status: "issued",
        issueDate: "2026-03-02",
        dueDate: "2999-01-01",
      }),
    );
    await database.checkpoint();
  } finally {
    await database.close();
  }
}

async function stopServer() {
  if (!server) return;
  server.child.kill("SIGTERM");
  await server.exited;
  server = undefined;
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-card-on-file-"));
  mailDir = path.join(tmp, "mailbox");
  dataDir = path.join(tmp, "data");
  catcher = await startMailCatcher(mailDir);
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  fake.state.webhookUrl = `${baseUrl}/api/stripe/webhook`;
  fs.mkdirSync(dataDir, { recursive: true });
  await seed();
  server = spawnServer({
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    SMTP_URL: catcher.url,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    SITE_ETRANSFER_EMAIL: "pay@example.com",
  });
  await waitForListening(server);
});

afterAll(async () => {
  await stopServer();
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

const section = (page: Page, name = "Payment method") => page.getByRole("region", { name });
/** The whole page from its top; a dialog as the viewport shows it. */
async function shot(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `card-on-file-${name}.png`), fullPage });
}
async function expectClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await noSideScroll(page)).toBe(true);
}

test("save a card on Stripe's page, see it, turn automatic payment on, remove the card; one French screen", async () => {
  const page = await signedIn();
  await page.goto(`${baseUrl}/client-dashboard/invoices`);
  const payment = section(page);
  await payment.getByRole("button", { name: "Save a card" }).waitFor();
  expect(await payment.innerText()).toContain("Save a card to have your invoices paid automatically.");
  expect(await payment.innerText()).toContain("Automatic payment needs a card on file.");
  await expectClean(page);
  await shot(page, "none-1366");

  // Stripe's (fake) page: a choice of test card, Save card. Its events are slow to come.
  fake.state.holdWebhooks = true;
  await Promise.all([page.waitForURL(`${fake.url}/pay/**`), payment.getByRole("button", { name: "Save a card" }).click()]);
  await page.getByRole("heading", { name: "Test Checkout" }).waitFor();
  await page.getByLabel("Test card").selectOption("4242");
  await shot(page, "stripe-page");
  await Promise.all([page.waitForURL(`${baseUrl}/client-dashboard/invoices?card=saved`), page.getByRole("button", { name: "Save card" }).click()]);
  // The address is cleaned once read: a reload does not say it again.
  await page.waitForURL(`${baseUrl}/client-dashboard/invoices`);

  // Back before the events: the card will show in a moment; then it does, without a reload.
  await page.getByRole("status").filter({ hasText: "Your card is saved. It will show here in a moment." }).waitFor();
  await shot(page, "confirming-1366");
  expect(fake.state.pending.map((e) => e.type)).toEqual(["payment_method.attached", "checkout.session.completed"]);
  expect(await fake.releaseWebhooks()).toEqual([200, 200]);
  fake.state.holdWebhooks = false;
  await payment.getByText(`Visa •••• 4242, expires 12/${NEXT_YEAR}`).waitFor({ timeout: 10_000 });
  await page
    .getByRole("status")
    .filter({ hasText: /^Your card is saved\.$/ })
    .waitFor();
  expect(await payment.getByRole("button", { name: "Replace card" }).isVisible()).toBe(true);

  // Automatic payment: its terms in full, then "Turn on automatic payment".
  const terms = autopayAgreement("en").text;
  expect(await payment.getByText(terms).isVisible()).toBe(true);
  await expectClean(page);
  await shot(page, "saved-1366");
  await page.setViewportSize(MOBILE);
  await expectClean(page);
  await shot(page, "saved-390");
  await page.setViewportSize(DESKTOP);
  await payment.getByRole("button", { name: "Turn on automatic payment" }).click();
  await payment.getByText(`Invoices are paid automatically with Visa •••• 4242.`).waitFor();
  expect(await payment.getByText(terms).count()).toBe(0);
  await expectClean(page);
  await shot(page, "autopay-on-1366");

  // On a phone.
  await page.setViewportSize(MOBILE);
  await page.reload();
  await payment.getByRole("button", { name: "Turn off automatic payment" }).waitFor();
  await payment.scrollIntoViewIfNeeded();
  await expectClean(page);
  await shot(page, "autopay-on-390");

  // One French screen: the portal's language switch.
  await page.setViewportSize(DESKTOP);
  await page.getByRole("button", { name: "Français" }).click();
  const paiement = section(page, "Mode de paiement");
  await paiement.getByText(`Visa •••• 4242, expire en 12/${NEXT_YEAR}`).waitFor({ timeout: 15_000 });
  expect(await paiement.innerText()).toContain("Les factures sont payées automatiquement avec la carte Visa •••• 4242.");
  expect(await paiement.getByRole("button", { name: "Désactiver le paiement automatique" }).isVisible()).toBe(true);
  await expectClean(page);
  await shot(page, "autopay-on-fr-1366");
  await page.getByRole("button", { name: "English" }).click();
  await payment.waitFor({ timeout: 15_000 });

  // Remove the card, after its confirmation: gone at Stripe too, and automatic payment is off.
  await payment.getByRole("button", { name: "Remove card" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove this card?" });
  expect(await dialog.innerText()).toContain("Automatic payment will be turned off.");
  await shot(page, "remove-dialog-1366", false);
  await dialog.getByRole("button", { name: "Remove card" }).click();
  await dialog.waitFor({ state: "detached" });
  await payment.getByText("Your card is removed.").waitFor();
  expect(await payment.innerText()).not.toContain("Your card is saved.");
  await payment.getByRole("button", { name: "Save a card" }).waitFor();
  expect(await payment.innerText()).not.toContain("•••• 4242");
  const [pm] = [...fake.paymentMethods.values()];
  expect(pm!.customer).toBeNull();
  await expectClean(page);
  await shot(page, "removed-1366");
  await page.close();

  // What was recorded: the words agreed to, then the removal (read once the server has stopped).
  await expect.poll(() => fake.state.deliveries.filter((d) => d.event.type === "payment_method.detached").map((d) => d.status)).toEqual([200]);
  await stopServer();
  const database = await openEmbedded(dataDir);
  try {
    const rows = await queryRows<{ enabled: boolean; channel: string; version: string | null; text: string | null; card: string | null; language: string }>(
      database.db,
      sql`select enabled, channel, version, text, card, language from autopay_agreements where client_id = ${clientId} order by at, id`,
    );
    expect(rows).toEqual([
      { enabled: true, channel: "portal", version: AUTOPAY_AGREEMENT_VERSION, text: terms, card: "Visa •••• 4242", language: "en" },
      { enabled: false, channel: "card_removed", version: null, text: null, card: "Visa •••• 4242", language: "en" },
    ]);
    expect(await queryRows(database.db, sql`select 1 from client_cards where client_id = ${clientId}`)).toEqual([]);
  } finally {
    await database.close();
  }
});
