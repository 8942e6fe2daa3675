import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { DESKTOP, MOBILE, axeViolations, baseUrl, mailDir, useBrowser } from "./support/browser";
import { sentTo } from "./support/client-sign-in";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";
import { staff } from "./support/staff-api";

// The client portal in French: a client whom staff set to French reads their portal in French
// (strings, amounts, dates, taxes), accepts a quote and sees how to pay an invoice there, and
// switches to English and back from the portal itself.
const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const EMAIL = `francais.${run}@example.com`;
const NBSP = "\u00a0";

const { newPage } = useBrowser();

const LINES = [
  { description: "Nettoyage de bureaux, 3 étages", quantity: 4, unitPriceCents: 25_000 },
  { description: "Lavage de vitres", quantity: 1.5, unitPriceCents: 8_000 },
];
let quote = { id: "", title: "Grand ménage du printemps" };
let invoiceId = "";

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  // A French client with a quote to accept and an invoice to pay.
  const newClient = {
    fullName: "Camille Tremblay",
    email: EMAIL,
    phoneNumber: "613-555-0177",
    language: "fr",
    addresses: [{ street: "12 rue Principale", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" }],
  };
  const draft = (await staff("POST", "/api/admin/quotes", { title: quote.title, lines: LINES, deposit: { kind: "percent", percent: 25 }, newClient })).quote;
  quote = { id: (await staff("POST", `/api/admin/quotes/${draft.id}/send`)).quote.id, title: quote.title };
  const invoice = (
    await staff("POST", "/api/admin/invoices", {
      title: "Entretien hebdomadaire",
      lines: LINES,
      terms: "net_15",
      clientId: draft.clientId,
      addressId: draft.addressId,
    })
  ).invoice;
  invoiceId = (await staff("POST", `/api/admin/invoices/${invoice.id}/issue`, {})).invoice.id;
});

/** Signed in through a login link (e-mailed in French), on the French dashboard. */
async function signedIn(viewport = DESKTOP): Promise<Page> {
  const asked = await fetch(`${baseUrl()}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl(), "Accept-Language": "fr-CA" },
    body: JSON.stringify({ email: EMAIL }),
  });
  expect(asked.status).toBe(200);
  const mail = await waitForMail(mailDir(), (m) => sentTo(m, EMAIL) && (m.subject ?? "").startsWith("Votre lien de connexion"));
  const link = mail.text!.split(/\s+/).find((w) => w.startsWith(`${baseUrl()}/api/auth/magic-link/verify`))!;
  const page = await newPage(viewport);
  await page.goto(link);
  await page.getByRole("heading", { level: 1, name: "Tableau de bord" }).waitFor();
  return page;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const heading = (page: Page) => page.locator("h1").innerText();
const totals = (page: Page) =>
  page
    .locator("[data-total]")
    .evaluateAll((rows) => Object.fromEntries(rows.map((r) => [r.querySelector("dt")!.textContent, r.querySelector("dd")!.textContent])));
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `portal-french-${name}.png`), fullPage: true });
}
async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await noSideScroll(page)).toBe(true);
}

describe("the client portal in French", () => {
  test("dashboard, quote accepted, invoice's Pay Now, all in French; English and back from the portal's switch; the same at 390 px", async () => {
    const page = await signedIn();
    expect(await htmlLang(page)).toBe("fr-CA");
    await expect.poll(() => page.title()).toBe("Tableau de bord | Portail client | Maple Crest Cleaning");
    expect(await page.getByRole("navigation", { name: "Portail" }).innerText()).toContain("Soumissions");
    await page.getByRole("button", { name: "English" }).waitFor();
    expect(await page.getByRole("button", { name: "English" }).locator("[lang]").getAttribute("lang")).toBe("en-CA");
    await shot(page, "dashboard-1366");
    await expectAxeClean(page);

    // The quote: French labels, « 1 120,00 $ », the tax as « TVH 13 % »; accepted with a name.
    await page.goto(`/client-dashboard/quotes/${quote.id}`);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe(quote.title);
    expect(await htmlLang(page)).toBe("fr-CA");
    expect(await totals(page)).toEqual({
      "Sous-total": `1${NBSP}120,00${NBSP}$`,
      [`TVH 13${NBSP}%`]: `145,60${NBSP}$`,
      Total: `1${NBSP}265,60${NBSP}$`,
      "Acompte exigible à l’acceptation": `316,40${NBSP}$`,
    });
    // The terms the client reads and signs are the French ones.
    expect(await page.locator("main").innerText()).toContain("Les prix sont en dollars canadiens et comprennent les taxes indiquées.");
    await expect.poll(() => page.title()).toBe("Soumissions | Portail client | Maple Crest Cleaning");
    await shot(page, "quote-1366");
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Accepter la soumission", exact: true }).click();
    await page.getByText("Veuillez accepter les conditions pour continuer.").waitFor();
    await page.getByLabel("J’ai lu et j’accepte les conditions ci-dessus", { exact: true }).check();
    await page.getByLabel("Nom complet (votre signature)", { exact: true }).fill("Camille Tremblay");
    await page.getByRole("button", { name: "Accepter la soumission", exact: true }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Soumission acceptée" }).first().waitFor();
    expect(await page.locator("[data-status]").innerText()).toBe("Acceptée");
    expect(await page.locator("main").innerText()).toMatch(/Signée par Camille Tremblay le \d{1,2}(er)?\s\p{L}+\s\d{4} à \d{1,2}\sh(\s\d{2})?\./u);

    // The invoice: Pay Now in French, its balance in French money.
    await page.goto("/client-dashboard/invoices");
    // Accepting the quote raised its deposit invoice too, written in French; this one is the weekly upkeep's.
    await page
      .locator("li")
      .filter({ hasText: `Acompte\u00a0: ${quote.title}` })
      .first()
      .waitFor();
    await page.locator("li").filter({ hasText: "Entretien hebdomadaire" }).getByRole("link", { name: "Payer maintenant" }).first().click();
    await page.waitForURL(new RegExp(`/client-dashboard/invoices/${invoiceId}`));
    const pay = page.getByRole("region", { name: "Solde dû" });
    await pay.waitFor();
    expect(await pay.innerText()).toContain(`1${NBSP}265,60${NBSP}$`);
    expect(await page.locator("main").innerText()).toMatch(/À payer au plus tard le \d{1,2}(er)? \p{L}+ \d{4}\./u);
    await shot(page, "invoice-1366");
    await expectAxeClean(page);

    // English from the portal's own switch: stored for the client, and the page follows.
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("heading", { level: 2, name: "Balance Due" }).waitFor();
    expect(await htmlLang(page)).toBe("en-CA");
    await expect.poll(() => page.title()).toBe("Invoices | Client Portal | Maple Crest Cleaning");
    expect(await page.getByRole("region", { name: "Balance Due" }).innerText()).toContain("$1,265.60");
    expect(await page.evaluate(() => document.cookie)).toMatch(/(^|; )lang=en(;|$)/);
    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Balance Due" }).waitFor();
    // And back to French.
    await page.getByRole("button", { name: "Français" }).click();
    await page.getByRole("heading", { level: 2, name: "Solde dû" }).waitFor();
    expect(await htmlLang(page)).toBe("fr-CA");
    expect(await page.evaluate(() => document.cookie)).toMatch(/(^|; )lang=fr(;|$)/);
    // At 390 px (the same session: a second login link within a minute is refused):
    await page.setViewportSize(MOBILE);
    await page.goto("/client-dashboard");
    await page.getByRole("heading", { level: 1, name: "Tableau de bord" }).waitFor();
    expect(await page.getByRole("button", { name: "English" }).isVisible()).toBe(true);
    await shot(page, "dashboard-390");
    await expectAxeClean(page);
    await page.goto(`/client-dashboard/quotes/${quote.id}`);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe(quote.title);
    await page.locator("[data-status]").waitFor();
    await shot(page, "quote-390");
    await expectAxeClean(page);
    await page.goto(`/client-dashboard/invoices/${invoiceId}`);
    await page.getByRole("heading", { level: 2, name: "Solde dû" }).waitFor();
    await shot(page, "invoice-390");
    await expectAxeClean(page);
  });
});
