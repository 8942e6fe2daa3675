import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { businessDay } from "../src/shared/business-time";
import { MOBILE, axeViolations, mailDir, useBrowser } from "./support/browser";
import { sentTo, signInClientByLink } from "./support/client-sign-in";
import { useFakeStripe } from "./support/fake-stripe-server";
import { waitForMail } from "./support/mailbox";
import { staff } from "./support/staff-api";

// Automatic payment (decision 074), in a browser, against the local fake of Stripe: a client saves a
// card on the (fake) hosted page and turns automatic payment on; a visit of their schedule billed per
// visit is completed and its invoice is paid without them, the receipt arrives and the invoice page
// says how it was paid. Then a card that declines: the e-mail, the invoice page's note with the day
// of the next try, and the change of card, which tries the invoice again at once.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const EMAIL = `autopay.${run}@example.com`;
const NAME = `Autopay ${run}`;

const stripe = useFakeStripe();

const { newPage } = useBrowser();

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The client, with an address in Ottawa and an accepted quote, made through the admin API. */
async function clientWithQuote() {
  const client = await staff("POST", "/api/admin/clients", {
    fullName: NAME,
    email: EMAIL,
    phoneNumber: "613-555-0143",
    addresses: [{ street: "55 Elgin St", city: "Ottawa", province: "ON", postalCode: "K1P 5K1" }],
  });
  const addressId = client.addresses[0].id as string;
  const draft = (
    await staff("POST", "/api/admin/quotes", {
      clientId: client.id,
      addressId,
      title: "Weekly cleaning",
      lines: [{ description: "Weekly cleaning", quantity: 1, unitPriceCents: 10_000 }],
      deposit: { kind: "none" },
    })
  ).quote as { id: string; version: number };
  await staff("POST", `/api/admin/quotes/${draft.id}/send`, {});
  await staff("POST", `/api/admin/quotes/${draft.id}/accept`, { version: draft.version, signedName: NAME, note: "By phone.", optionalLineIds: [] });
  return { clientId: client.id as string, addressId, quoteId: draft.id };
}

/** On the invoices page: Save a card (or Replace card), pick the test card on Stripe's page, and come back. */
async function saveCard(page: Page, card: "Visa 4242" | "Visa 0341 (declines when charged)", button: "Save a card" | "Replace card") {
  await page.goto("/client-dashboard/invoices");
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(stripe().url));
  await page.getByLabel("Test card").selectOption({ label: card });
  await page.getByRole("button", { name: "Save card" }).click();
  await page.waitForURL((url) => url.pathname === "/client-dashboard/invoices");
}

const waitForClientMail = (subject: string) => waitForMail(mailDir(), (m) => sentTo(m, EMAIL) && (m.subject ?? "").startsWith(subject), 30_000);

describe("Automatic payment", () => {
  test("a saved card pays a completed visit's invoice without the client; a declined card is told, and a new card pays at once", async () => {
    const made = await clientWithQuote();
    const page = await signInClientByLink(newPage, EMAIL);

    // The card on file, and automatic payment turned on with its terms.
    await saveCard(page, "Visa 4242", "Save a card");
    await expect.poll(() => page.getByText(/^Visa •••• 4242, expires 12\/\d{4}$/).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: "Turn on automatic payment", exact: true }).click();
    await expect.poll(() => page.getByText("Invoices are paid automatically with Visa •••• 4242.").count(), { timeout: 15_000 }).toBe(1);
    await shot(page, "autopay-on-1366");

    // A weekly schedule billed per visit; its first visit (today) is completed by staff.
    const today = businessDay();
    const schedule = await staff("POST", "/api/admin/service-schedules", {
      clientId: made.clientId,
      addressId: made.addressId,
      quoteId: made.quoteId,
      service: "Weekly cleaning",
      windowStart: "09:00",
      windowEnd: "11:00",
      frequency: "weekly",
      billing: "per_visit",
      startDate: today,
      allowClosedDay: true,
    });
    const first = (await staff("GET", `/api/admin/service-schedules/${schedule.schedule?.id ?? schedule.id}`)).upcoming[0] as { id: string; date: string };
    expect(first.date).toBe(today);
    await staff("POST", `/api/admin/service-visits/${first.id}/complete`, {});

    // Issued, charged, confirmed by Stripe's signed event: the receipt, and the invoice says how it was paid.
    const receipt = await waitForClientMail("Payment received for invoice");
    expect(receipt.text).toContain("Thank you: we received your payment of $113.00 (Card)");
    const invoices = (await staff("GET", `/api/admin/invoices?clientId=${made.clientId}`)).items as { id: string; status: string }[];
    expect(invoices.map((i) => i.status)).toEqual(["paid"]);
    await page.goto(`/client-dashboard/invoices/${invoices[0]!.id}`);
    await expect.poll(() => page.locator("[data-autopay]").innerText(), { timeout: 15_000 }).toBe("Paid automatically with your Visa •••• 4242.");
    await shot(page, "autopay-paid-1366");

    // A card that declines: the next invoice's charge fails, the client is told, the page says when it is tried again.
    await saveCard(page, "Visa 0341 (declines when charged)", "Replace card");
    await expect.poll(() => page.getByText(/^Visa •••• 0341, expires/).count(), { timeout: 15_000 }).toBe(1);
    const extra = await staff("POST", "/api/admin/invoices", {
      clientId: made.clientId,
      addressId: made.addressId,
      title: "Oven cleaning",
      terms: "net_15",
      lines: [{ description: "Oven cleaning", quantity: 1, unitPriceCents: 5_000 }],
    });
    const extraId = (extra.invoice?.id ?? extra.id) as string;
    await staff("POST", `/api/admin/invoices/${extraId}/issue`, {});
    const failed = await waitForClientMail("Automatic payment failed for invoice");
    expect(failed.text).toContain("We could not charge your Visa •••• 0341 the $56.50 of invoice");
    expect(failed.text).toContain("We will try your card again on");
    await page.goto(`/client-dashboard/invoices/${extraId}`);
    await expect
      .poll(() => page.locator('[data-autopay="retrying"]').innerText(), { timeout: 15_000 })
      .toMatch(/^The automatic payment with your Visa •••• 0341 was declined\. We will try again on \w+ \d+, \d{4}, or you can pay now below\.$/);
    expect(await page.getByRole("button", { name: "Pay Now" }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "autopay-declined-1366");
    await page.setViewportSize(MOBILE);
    await shot(page, "autopay-declined-390");

    // The client saves a good card: the invoice is tried again at once and paid.
    await saveCard(page, "Visa 4242", "Replace card");
    await waitForMail(mailDir(), (m) => sentTo(m, EMAIL) && (m.subject ?? "").startsWith("Payment received for invoice") && m.text!.includes("$56.50"), 30_000);
    await page.goto(`/client-dashboard/invoices/${extraId}`);
    await expect.poll(() => page.locator("[data-autopay]").innerText(), { timeout: 15_000 }).toBe("Paid automatically with your Visa •••• 4242.");
  }, 180_000);
});
