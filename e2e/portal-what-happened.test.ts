import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import type { QuoteDetail } from "../src/shared/schemas/quotes";
import { DESKTOP, MOBILE, axeViolations, baseUrl, mailDir, useBrowser } from "./support/browser";
import { sentTo } from "./support/client-sign-in";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";
import { staff } from "./support/staff-api";

// Quotes and payments say what happened (issue 27), in English and in French: a quote withdrawn
// or replaced while the client has it open answers with when and why, and stays listed as
// Withdrawn; "I have sent it" is kept on the invoice, for the client and for staff, who record
// the payment in one step; the dashboard opens with what needs the client.
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, "../.tmp");
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NBSP = "\u00a0";

const { newPage } = useBrowser();

beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const LINES = [
  { description: "Office cleaning, 3 floors", quantity: 4, unitPriceCents: 25_000 },
  { description: "Window washing", quantity: 1.5, unitPriceCents: 8_000 },
];
type Made = QuoteDetail["quote"];
type Language = "en" | "fr";

/** A new client (Ottawa) in `language`, with the e-mail `email`; their first sent quote titled `title`. */
async function clientWithQuote(email: string, language: Language, title: string): Promise<Made> {
  const newClient = {
    fullName: language === "fr" ? "Camille Tremblay" : "Jordan Client",
    email,
    phoneNumber: "613-555-0142",
    language,
    addresses: [{ street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" }],
  };
  const draft = (await staff("POST", "/api/admin/quotes", { title, lines: LINES, newClient })).quote as Made;
  return (await staff("POST", `/api/admin/quotes/${draft.id}/send`)).quote as Made;
}
/** Another sent quote for the client of `of`. */
async function anotherQuote(of: Made, title: string): Promise<Made> {
  const draft = (await staff("POST", "/api/admin/quotes", { title, lines: LINES, clientId: of.clientId, addressId: of.addressId })).quote as Made;
  return (await staff("POST", `/api/admin/quotes/${draft.id}/send`)).quote as Made;
}

/** Signed in through the e-mailed login link, on the dashboard in the client's language. */
async function signedIn(email: string, language: Language, viewport = DESKTOP): Promise<Page> {
  const asked = await fetch(`${baseUrl()}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl(), "Accept-Language": language === "fr" ? "fr-CA" : "en-CA" },
    body: JSON.stringify({ email }),
  });
  expect(asked.status).toBe(200);
  const subject = language === "fr" ? "Votre lien de connexion" : "Your login link - ";
  const mail = await waitForMail(mailDir(), (m) => sentTo(m, email) && (m.subject ?? "").startsWith(subject));
  const link = mail.text!.split(/\s+/).find((w) => w.startsWith(`${baseUrl()}/api/auth/magic-link/verify`))!;
  const page = await newPage(viewport);
  await page.goto(link);
  await page.getByRole("heading", { level: 1, name: language === "fr" ? "Tableau de bord" : "Dashboard" }).waitFor();
  return page;
}

const heading = (page: Page) => page.locator("h1").innerText();
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const card = (page: Page, title: string) => page.locator("article").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
const alertText = (page: Page) => page.getByRole("alert").filter({ hasNotText: /^$/ }).first().innerText();

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await noSideScroll(page)).toBe(true);
}
/** The page at 1366 and at 390 px, each looked at by axe and saved as `name-1366`, `name-390`. */
async function bothWidths(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    await page.reload();
    await ready();
    await shot(page, `${name}-${viewport.width}`);
    await expectAxeClean(page);
  }
  await page.setViewportSize(DESKTOP);
}

describe("a quote withdrawn or replaced while the client has it open", () => {
  test("English: Accept on a withdrawn quote says when and to contact us; the list keeps it, Withdrawn, with no actions; Decline on a replaced one says so", async () => {
    const email = `withdrawn.${run}@example.com`;
    const quote = await clientWithQuote(email, "en", "Spring deep clean");
    const other = await anotherQuote(quote, "Window package");
    const page = await signedIn(email, "en");

    await page.goto(`/client-dashboard/quotes/${quote.id}`);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe("Spring deep clean");
    // Staff withdraw it while the page is open; the client accepts what they read.
    await staff("POST", `/api/admin/quotes/${quote.id}/void`, { reason: "Priced the wrong building" });
    await page.getByLabel("I have read and accept the terms above", { exact: true }).check();
    await page.getByLabel("Full name (your signature)", { exact: true }).fill("Jordan Client");
    await button(page, "Accept Quote").click();
    await expect.poll(() => alertText(page)).toMatch(/This quote was withdrawn on [A-Z][a-z]+ \d{1,2}, \d{4} — please contact us\./);
    expect(await alertText(page)).not.toContain("not found");
    // The page reads it again: Withdrawn, when, and no way to answer it.
    await page.locator("[data-quote-state]").filter({ hasText: "Withdrawn" }).waitFor();
    expect(await page.locator("[data-quote-state]").innerText()).toMatch(
      /We withdrew this quote on [A-Z][a-z]+ \d{1,2}, \d{4}: it can no longer be accepted\./,
    );
    expect(await button(page, "Accept Quote").count()).toBe(0);
    expect(await button(page, "Request Changes").count()).toBe(0);
    expect(await button(page, "Decline Quote").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Download PDF" }).count()).toBe(0);
    await bothWidths(page, "quote-withdrawn-en", () => page.locator("[data-quote-state]").waitFor());

    // The list keeps it, marked Withdrawn, with no actions; the other quote keeps its own.
    await page.goto("/client-dashboard/quotes");
    const withdrawn = card(page, "Spring deep clean");
    await withdrawn.waitFor();
    expect(await withdrawn.locator("[data-status]").innerText()).toBe("Withdrawn");
    expect(await withdrawn.getByRole("link", { name: "Accept Quote" }).count()).toBe(0);
    expect(await withdrawn.getByRole("link", { name: "Download PDF" }).count()).toBe(0);
    expect(await card(page, "Window package").getByRole("link", { name: "Accept Quote" }).count()).toBe(1);
    await bothWidths(page, "quotes-list-en", () => card(page, "Spring deep clean").waitFor());

    // Replaced: staff revise the other quote while the client has it open; Decline says so.
    await page.goto(`/client-dashboard/quotes/${other.id}`);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe("Window package");
    await staff("PUT", `/api/admin/quotes/${other.id}`, { title: "Window package, revised", lines: LINES, addressId: other.addressId, version: 1 });
    await button(page, "Decline Quote").click();
    await page.getByLabel("Reason", { exact: true }).selectOption({ label: "Price" });
    await button(page, "Confirm Decline").click();
    await expect
      .poll(() => alertText(page))
      .toMatch(/This quote was replaced on [A-Z][a-z]+ \d{1,2}, \d{4} by a newer version \(version 2\)\. Please review the latest version before you answer\./);
    await expect.poll(() => heading(page)).toBe("Window package, revised");
    expect((await staff("GET", `/api/admin/quotes/${other.id}`)).quote.status).toBe("sent");
  });

  test("French: Request Changes on a withdrawn quote says when, in French; the list reads « Retirée » with no actions", async () => {
    const email = `retiree.${run}@example.com`;
    const quote = await clientWithQuote(email, "fr", "Grand ménage du printemps");
    const page = await signedIn(email, "fr");
    await page.goto(`/client-dashboard/quotes/${quote.id}`);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe("Grand ménage du printemps");
    await staff("POST", `/api/admin/quotes/${quote.id}/void`, { reason: "Erreur de prix" });
    await button(page, "Demander des modifications").click();
    await page.getByLabel("Que souhaitez-vous modifier?", { exact: true }).fill("Pouvez-vous ajouter le garage?");
    await button(page, "Envoyer la demande").click();
    await expect.poll(() => alertText(page)).toMatch(/Cette soumission a été retirée le \d{1,2}(er)? \p{L}+ \d{4} — veuillez communiquer avec nous\./u);
    await page.locator("[data-quote-state]").filter({ hasText: "Retirée" }).waitFor();
    expect(await page.locator("[data-quote-state]").innerText()).toMatch(
      new RegExp(`Nous avons retiré cette soumission le \\d{1,2}(er)? \\p{L}+ \\d{4}${NBSP}: elle ne peut plus être acceptée\\.`, "u"),
    );
    expect(await button(page, "Demander des modifications").count()).toBe(0);
    await bothWidths(page, "quote-withdrawn-fr", () => page.locator("[data-quote-state]").waitFor());

    await page.goto("/client-dashboard/quotes");
    const withdrawn = card(page, "Grand ménage du printemps");
    await withdrawn.waitFor();
    expect(await withdrawn.locator("[data-status]").innerText()).toBe("Retirée");
    expect(await withdrawn.getByRole("link").count()).toBe(1); // its title only
    await bothWidths(page, "quotes-list-fr", () => card(page, "Grand ménage du printemps").waitFor());
  });
});
