import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, mailDir, signInAsOwner, useBrowser } from "./support/browser";
import { FAKE_STRIPE_SECRET_KEY, useFakeStripe } from "./support/fake-stripe-server";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";
import { staff } from "./support/staff-api";

// Refunding part of a card payment from the admin invoice page (decision 076), in a browser,
// against the local fake of Stripe: the client paid the invoice by card (the fake's Checkout and
// its signed webhook); staff refund $50 of it with a reason; the page lists the refund as done,
// the payment says what was refunded, the balance does not move, and the client is e-mailed.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const EMAIL = `refund.${run}@example.com`;
const NAME = `Refund ${run}`;

const stripe = useFakeStripe();

const { newPage } = useBrowser();

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** An issued invoice of $226.00 (HST included) for a new client, paid in full by card through the fake's Checkout; its id, number and PaymentIntent. */
async function invoicePaidByCard() {
  const client = await staff("POST", "/api/admin/clients", {
    fullName: NAME,
    email: EMAIL,
    phoneNumber: "613-555-0144",
    addresses: [{ street: "77 Metcalfe St", city: "Ottawa", province: "ON", postalCode: "K1P 5L6" }],
  });
  const draft = await staff("POST", "/api/admin/invoices", {
    clientId: client.id,
    addressId: client.addresses[0].id,
    title: "Spring deep clean",
    lines: [{ description: "Deep cleaning", quantity: 1, unitPriceCents: 20_000 }],
    terms: "net_15",
  });
  const issued = (await staff("POST", `/api/admin/invoices/${draft.invoice.id}/issue`, {})).invoice as { id: string; number: string; totalCents: number };
  const res = await fetch(`${stripe().url}/v1/checkout/sessions`, {
    method: "POST",
    headers: { authorization: `Bearer ${FAKE_STRIPE_SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "cad",
      "line_items[0][price_data][unit_amount]": String(issued.totalCents),
      "line_items[0][price_data][product_data][name]": `Invoice ${issued.number}`,
      "metadata[invoice_id]": issued.id,
      success_url: `${baseUrl()}/client-dashboard`,
    }),
  });
  const session = (await res.json()) as { id: string };
  const event = await stripe().pay(session.id);
  const pi = (event.data.object as { payment_intent: string }).payment_intent;
  const paid = (await staff("GET", `/api/admin/invoices/${issued.id}`)).invoice as { status: string };
  expect(paid.status).toBe("paid");
  return { ...issued, pi };
}

test("staff refund part of a card payment: a credit note, a Stripe refund, the page says so and the client is e-mailed", async () => {
  const invoice = await invoicePaidByCard();
  const page = await newPage(DESKTOP);
  await page.goto(`${baseUrl()}/admin/invoices/${invoice.id}`);
  await signInAsOwner(page);
  await page.getByRole("heading", { level: 1, name: invoice.number }).waitFor();

  const payments = page.locator("[data-card=payments]");
  await payments.getByRole("button", { name: `Refund payment ${invoice.pi}` }).click();
  const dialog = page.getByRole("dialog", { name: "Refund a card payment" });
  await dialog.waitFor();
  // What is left of the payment to start with: all of it.
  expect(await dialog.getByLabel("Amount ($)").inputValue()).toBe("226.00");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect.poll(() => dialog.getByText("Reason is required").count()).toBe(1);
  await dialog.getByLabel("Amount ($)").fill("50");
  await dialog.getByLabel("Reason").fill("Windows were not done");
  await shot(page, "invoice-refund-dialog");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expectToast(page, "Payment Refunded", /\$50\.00 is going back to the client's card; credit note C-\d{4}-\d{4} was added\./, "success");
  await dialog.waitFor({ state: "detached" });

  // The payment says what was refunded, and can still be refunded for the rest.
  await expect.poll(() => payments.locator("[data-refunded]").innerText()).toBe("Refunded $50.00");
  await payments.getByRole("button", { name: `Refund payment ${invoice.pi}` }).waitFor();
  const refund = page.locator("[data-card=refunds] [data-refund]");
  expect(await refund.getAttribute("data-refund-status")).toBe("succeeded");
  expect(await refund.locator("[data-refund-badge]").innerText()).toBe("Refunded");
  const text = await refund.innerText();
  expect(text).toContain("Windows were not done");
  expect(text).toContain(`Payment: ${invoice.pi}`);
  expect(text).toMatch(/Credit note: C-\d{4}-\d{4}/);
  expect(text).toMatch(/Stripe: re_test_\w+/);
  // The credit note is listed, the invoice stays Paid with nothing owed.
  expect(await page.locator("[data-card=credits]").innerText()).toContain("Windows were not done");
  expect(await page.getByText("Paid", { exact: true }).first().isVisible()).toBe(true);
  expect(
    stripe()
      .refunds.state.refunds.filter((r) => r.payment_intent === invoice.pi)
      .map((r) => r.amount),
  ).toEqual([5_000]);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "invoice-refund-desktop");

  const mail = await waitForMail(mailDir(), (m) => JSON.stringify(m.to ?? "").includes(EMAIL) && (m.subject ?? "").startsWith("Refund for invoice"));
  expect(mail.text).toContain("$50.00");
  expect(mail.text).toContain(invoice.pi);

  const phone = await newPage(MOBILE);
  await phone.goto(`${baseUrl()}/admin/invoices/${invoice.id}`);
  await signInAsOwner(phone);
  await phone.locator("[data-card=refunds] [data-refund]").waitFor();
  expect(await noSideScroll(phone)).toBe(true);
  await shot(phone, "invoice-refund-mobile");
});
