import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DESKTOP, MOBILE, baseUrl, expectToast, signInAsOwner, useBrowser } from "./support/browser";
import { noSideScroll, pageApi } from "./support/page-api";

// The quote builder writes a quote's title and lines in the language of the client who reads them:
// from a French assessment, or for a French client found by the assessment's e-mail. The admin's
// own screens stay English.
const SHOTS = "/tmp/shots-fr";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NBSP = "\u00a0";

const { newPage } = useBrowser();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const descriptions = (page: Page) => page.locator("[data-line]").evaluateAll((rows) => rows.map((r) => r.querySelector("input")?.value ?? ""));

/** An assessment sent from the public form's page in `language` (its Accept-Language). */
async function submitAssessment(name: string, email: string, language: "en" | "fr") {
  const res = await fetch(`${baseUrl()}/api/assessments`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl(), "Accept-Language": language === "fr" ? "fr-CA" : "en-CA" },
    body: JSON.stringify({
      full_name: name,
      phone_number: "6135550911",
      email,
      email_verify: email,
      property_address: "250 Bank St",
      postcode: "K2P 1X4",
      property_type: ["home"],
      property_size: "2 Bedrooms",
      service_type: ["regular", "specialty"],
      add_on_options: ["oven"],
      frequency: "weekly",
      pets: false,
      preferred_ingredients: "eco-friendly",
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** From the assessments list, the assessment's Quote link: the builder. */
async function openBuilder(page: Page, name: string) {
  await page.goto(`/admin?search=${encodeURIComponent(name)}`);
  await page
    .locator("tbody tr")
    .filter({ hasText: name })
    .getByRole("link", { name: `Quote for ${name}` })
    .click();
  await expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toBe("New Quote");
  await page.locator("[data-line]").first().waitFor();
}

/** The same builder on a phone (the same session): it fits, and its picture. */
async function onPhone(page: Page, shot: string) {
  const phone = await page.context().newPage();
  await phone.setViewportSize(MOBILE);
  await phone.goto(page.url());
  await phone.locator("[data-line]").first().waitFor();
  expect(await phone.getByLabel("Title", { exact: true }).inputValue()).toBe(await page.getByLabel("Title", { exact: true }).inputValue());
  expect(await noSideScroll(phone)).toBe(true);
  await phone.screenshot({ path: path.join(SHOTS, `${shot}.png`), fullPage: true });
  await phone.close();
}

describe("the quote builder", () => {
  test("from a French assessment: the title and lines in French, the builder in English; saved as written", async () => {
    const page = await newPage(DESKTOP);
    await page.goto("/admin");
    await signInAsOwner(page);
    await expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toBe("Job Assessments");
    const name = `Amélie Gagnon ${run}`;
    await submitAssessment(name, `amelie.${run}@example.com`, "fr");

    await openBuilder(page, name);
    expect(await field(page, "Title").inputValue()).toBe("Nettoyage régulier, Nettoyage spécialisé");
    expect(await descriptions(page)).toEqual(["Nettoyage régulier", "Nettoyage spécialisé", `Service supplémentaire${NBSP}: Nettoyage du four`]);
    expect(await page.locator("[data-notice]").innerText()).toContain("The title and lines are in French, the client's language");
    // The new client starts in French; everything else on the screen is the admin's English.
    expect(await field(page, "Language").inputValue()).toBe("fr");
    expect(await page.getByRole("button", { name: "Save draft", exact: true }).isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, "builder-french-assessment-1366.png"), fullPage: true });
    await onPhone(page, "builder-french-assessment-390");

    for (const [n, price] of [
      [1, "120"],
      [2, "240"],
      [3, "60"],
    ] as const)
      await page.locator(`[data-line="${n}"]`).getByLabel("Unit price ($)", { exact: true }).fill(price);
    await page.getByRole("button", { name: "Save draft", exact: true }).click();
    await expectToast(page, "Quote Saved", /was saved as a draft\./, "success");
    await page.waitForURL((url) => /^\/admin\/quotes\/[0-9a-f-]{36}$/.test(url.pathname));
    const items = await page.locator("[data-card=items]").innerText();
    expect(items).toContain(`Service supplémentaire${NBSP}: Nettoyage du four`);
    expect(items).toContain("Nettoyage spécialisé");
  });

  test("for a French client found by the assessment's e-mail: French; for an English one: English", async () => {
    const page = await newPage(DESKTOP);
    await page.goto("/admin");
    await signInAsOwner(page);
    await expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toBe("Job Assessments");
    // A client staff set to French, whose assessment came from the English form.
    const french = `Luc Bergeron ${run}`;
    const frenchEmail = `luc.${run}@example.com`;
    const made = await pageApi(page, "POST", "/api/admin/clients", {
      fullName: french,
      email: frenchEmail,
      phoneNumber: "613-555-0912",
      language: "fr",
      addresses: [{ street: "250 Bank St", city: "Ottawa", province: "ON", postalCode: "K2P 1X4" }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await submitAssessment(french, frenchEmail, "en");
    await openBuilder(page, french);
    expect(await field(page, "Title").inputValue()).toBe("Nettoyage régulier, Nettoyage spécialisé");
    expect(await descriptions(page)).toEqual(["Nettoyage régulier", "Nettoyage spécialisé", `Service supplémentaire${NBSP}: Nettoyage du four`]);

    // An English assessment from a new address: English, and no word of French on the notice.
    const english = `Jordan Hale ${run}`;
    await submitAssessment(english, `jordan.${run}@example.com`, "en");
    await openBuilder(page, english);
    expect(await field(page, "Title").inputValue()).toBe("Regular Cleaning, Specialty Cleaning");
    expect(await descriptions(page)).toEqual(["Regular Cleaning", "Specialty Cleaning", "Add-on: Oven Cleaning"]);
    expect(await page.locator("[data-notice]").innerText()).not.toContain("French");
    await page.screenshot({ path: path.join(SHOTS, "builder-english-assessment-1366.png"), fullPage: true });
    await onPhone(page, "builder-english-assessment-390");
  });
});
