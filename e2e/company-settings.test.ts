import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { MOBILE, axeViolations, baseUrl, expectToast, fieldError, signInAsOwner, useBrowser } from "./support/browser";
import { signInClientByLink } from "./support/client-sign-in";
import { noSideScroll, pageApi } from "./support/page-api";

// The company settings (decision 052): the owner edits what documents, e-mails and the portal
// print; a taxed quote is not sent while the company has no registration number for its tax (a
// banner on the draft, the server's 409 in a toast), and is once the number is set.
const SHOTS = "/tmp/shots-settings";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const tag = `Settingstest ${run}`;

const { newPage } = useBrowser();
beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const expectHeading = (page: Page, title: string) => expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toBe(title);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const link = (page: Page, name: string) => page.getByRole("link", { name, exact: true });

async function draftQuote(page: Page, who = "client") {
  const client = await pageApi(page, "POST", "/api/admin/clients", {
    fullName: `${tag} ${who}`,
    email: `${who}.${run}@example.com`,
    phoneNumber: "613-555-0950",
    addresses: [{ street: "55 Metcalfe St", city: "Ottawa", province: "ON", postalCode: "K1P 6L5" }],
  });
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  const { id, addresses } = client.body as { id: string; addresses: { id: string }[] };
  const quote = await pageApi(page, "POST", "/api/admin/quotes", {
    clientId: id,
    addressId: addresses[0]!.id,
    title: `${tag} office cleaning`,
    lines: [{ description: "Office cleaning, weekly", quantity: 4, unitPriceCents: 32_500 }],
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  return (quote.body as { quote: { id: string; number: string } }).quote;
}

describe("Company settings", () => {
  test("the owner edits the settings; a quote with HST waits for the GST/HST number, then is sent with it", async () => {
    const page = await newPage();
    await page.goto("/admin");
    await signInAsOwner(page);
    await expectHeading(page, "Job Assessments");

    // Settings from the sidebar: the first start's values, from the environment.
    await link(page, "Settings").click();
    await page.waitForURL(`${baseUrl()}/admin/settings`);
    await expectHeading(page, "Settings");
    await expect.poll(() => field(page, "GST/HST number").inputValue()).toBe("123456789 RT0001");
    expect(await field(page, "Postal-code prefixes").inputValue()).toBe("K");
    expect(await page.getByText("These are the first start's values").count()).toBe(1);

    // A wrong number is refused on its field; the owner clears it and saves new details.
    await field(page, "GST/HST number").fill("12345");
    await button(page, "Save Settings").click();
    await expect.poll(() => fieldError(page, "GST/HST number")).toBe("GST/HST number must look like 123456789 RT0001.");
    await expectToast(page, "Validation Error", "GST/HST number must look like 123456789 RT0001.", "error");
    await field(page, "GST/HST number").fill("");
    await field(page, "Legal name").fill(`${tag} Inc.`);
    await field(page, "Mailing address").fill("PO Box 77, Ottawa ON K1P 1A1");
    await field(page, "e-Transfer e-mail").fill("pay@example.com");
    await field(page, "Support phone").fill("613-555-0177");
    await button(page, "Save Settings").click();
    await expectToast(page, "Settings Saved", "Documents and e-mails from now on use them.", "success");
    await expect.poll(() => page.getByText(/^Quotes already sent .* Last saved: /).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/settings-1366.png`, fullPage: true });

    // A draft quote for an Ontario address charges HST: the banner says what to set, Send is refused.
    const quote = await draftQuote(page);
    await page.goto(`/admin/quotes/${quote.id}`);
    await expectHeading(page, quote.number);
    const banner = page.getByRole("note").filter({ hasText: "Registration number missing" });
    await banner.waitFor();
    const message = "This quote charges HST: set the company's GST/HST registration number in Settings before sending it.";
    expect(await banner.innerText()).toContain(message);
    await button(page, "Send").click();
    await expectToast(page, "Error", message, "error");
    await page.screenshot({ path: `${SHOTS}/quote-tax-banner-1366.png`, fullPage: true });

    // Set from the banner's link; back on the quote the banner is gone and Send works.
    await banner.getByRole("link", { name: "Open Settings" }).click();
    await expectHeading(page, "Settings");
    await expect.poll(() => field(page, "Legal name").inputValue()).toBe(`${tag} Inc.`);
    await field(page, "GST/HST number").fill("987654321rt0002");
    await button(page, "Save Settings").click();
    await expectToast(page, "Settings Saved", "Documents and e-mails from now on use them.", "success");
    expect(await field(page, "GST/HST number").inputValue()).toBe("987654321 RT0002");
    await page.goto(`/admin/quotes/${quote.id}`);
    await expectHeading(page, quote.number);
    await button(page, "Send").click();
    await expectToast(page, "Quote Sent", `${quote.number} was e-mailed to the client.`, "success");
    expect(await page.getByText("Registration number missing").count()).toBe(0);

    // The client's portal gives the support phone as the settings say.
    const portal = await signInClientByLink(newPage, `client.${run}@example.com`);
    await expect.poll(() => portal.getByRole("link", { name: "Call 613-555-0177" }).count()).toBe(1);
    await portal.screenshot({ path: `${SHOTS}/portal-support-phone-1366.png`, fullPage: true });
  });

  test("on a phone the settings fit the width; the banner of an invoice with QST but no QST number too", async () => {
    const page = await newPage(MOBILE);
    await page.goto("/admin/settings");
    await signInAsOwner(page);
    await expectHeading(page, "Settings");
    await field(page, "Legal name").waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/settings-390.png`, fullPage: true });

    // Without the QST number, a draft for a Quebec address shows the banner.
    const settings = (await pageApi(page, "GET", "/api/admin/settings")).body as Record<string, unknown>;
    const { updatedAt: _at, canEdit: _can, ...form } = settings;
    expect((await pageApi(page, "PUT", "/api/admin/settings", { ...form, qstNumber: null })).status).toBe(200);
    const client = await pageApi(page, "POST", "/api/admin/clients", {
      fullName: `${tag} Quebec`,
      email: `quebec.${run}@example.com`,
      phoneNumber: "819-555-0950",
      addresses: [{ street: "12 rue Laval", city: "Gatineau", province: "QC", postalCode: "J8X 3G5" }],
    });
    const { id, addresses } = client.body as { id: string; addresses: { id: string }[] };
    const made = await pageApi(page, "POST", "/api/admin/invoices", {
      clientId: id,
      addressId: addresses[0]!.id,
      title: `${tag} move-out cleaning`,
      lines: [{ description: "Move-out cleaning", quantity: 1, unitPriceCents: 40_000 }],
      terms: "net_15",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await page.goto(`/admin/invoices/${(made.body as { invoice: { id: string } }).invoice.id}`);
    const banner = page.getByRole("note").filter({ hasText: "Registration number missing" });
    await banner.waitFor();
    expect(await banner.innerText()).toContain("This invoice charges QST: set the company's QST registration number in Settings before issuing it.");
    expect(await noSideScroll(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/invoice-tax-banner-390.png`, fullPage: true });
    expect((await pageApi(page, "PUT", "/api/admin/settings", form)).status).toBe(200);
  });

  test("the service area with Gatineau added: the assessment form's note and message name it, in English and in French", async () => {
    const owner = await newPage();
    await owner.goto("/admin/settings");
    await signInAsOwner(owner);
    await expectHeading(owner, "Settings");
    await field(owner, "Postal-code prefixes").fill("K, J8 J9");
    await button(owner, "Save Settings").click();
    await expectToast(owner, "Settings Saved", "Documents and e-mails from now on use them.", "success");
    expect(await field(owner, "Postal-code prefixes").inputValue()).toBe("K, J8, J9");

    for (const [path, label, note, message] of [
      [
        "/get-quote",
        "Postcode *",
        'We only service properties in our service area (postal codes starting with "K", "J8" or "J9")',
        'Postcode: Must be a postal code in our service area. Postal codes must start with "K", "J8" or "J9".',
      ],
      [
        "/fr/get-quote",
        "Code postal\u00a0*",
        "Nous desservons uniquement les propriétés de notre zone de service (codes postaux commençant par «\u00a0K\u00a0», «\u00a0J8\u00a0» ou «\u00a0J9\u00a0»)",
        "Code postal\u00a0: veuillez entrer un code postal de notre zone de service. Les codes postaux doivent commencer par «\u00a0K\u00a0», «\u00a0J8\u00a0» ou «\u00a0J9\u00a0».",
      ],
    ] as const) {
      for (const viewport of [MOBILE, { width: 1366, height: 900 }]) {
        const page = await newPage(viewport);
        await page.goto(path);
        await page.waitForFunction(() => sessionStorage.getItem("assessment-progress") !== null);
        await expect.poll(() => page.getByText(note, { exact: true }).count()).toBe(1);
        const postcode = field(page, label);
        await postcode.pressSequentially("h2x1y4");
        await expect.poll(() => fieldError(page, label)).toBe(message);
        await postcode.evaluate((el) => el.scrollIntoView({ block: "center" }));
        await page.screenshot({ path: `${SHOTS}/get-quote${path.startsWith("/fr") ? "-fr" : ""}-${viewport.width}.png`, fullPage: true });
        await postcode.fill("");
        await postcode.pressSequentially("j8x3g5");
        await expect.poll(() => fieldError(page, label)).toBeNull();
        expect(await noSideScroll(page)).toBe(true);
      }
    }

    // Back to the spec's area: the spec's own note.
    await field(owner, "Postal-code prefixes").fill("K");
    await button(owner, "Save Settings").click();
    await expectToast(owner, "Settings Saved", "Documents and e-mails from now on use them.", "success");
  });
});
