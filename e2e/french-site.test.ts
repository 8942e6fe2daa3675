import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { FRENCH_OPTION_LABELS } from "../src/shared/i18n/options-fr";
import { FRENCH_MESSAGES } from "../src/shared/i18n/validation-fr";
import { localizedPath, PUBLIC_PATHS } from "../src/shared/paths";
import { assessment } from "../src/web/i18n/fr/assessment";
import { clientLogin } from "../src/web/i18n/fr/client-login";
import { consultation } from "../src/web/i18n/fr/consultation";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, mailDir, useBrowser } from "./support/browser";
import { sentTo } from "./support/client-sign-in";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";

// The French site as a French-speaking visitor meets it (a browser that prefers fr-CA): the pages
// under /fr, their language and alternates, the language switch, the consultation form, the
// assessment through to its French e-mail, and the client login.

const { newPage } = useBrowser();

/** A page of the French site, loaded, in a browser that prefers Canadian French. */
async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(viewport, baseUrl(), "fr-CA");
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return page;
}

const FRENCH_PAGES = PUBLIC_PATHS.map((p) => localizedPath(p, "fr"));
const unique = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** The message tied to a control by aria-describedby (its error). */
async function errorOf(page: Page, label: string, scope = "form"): Promise<string | null> {
  const input = page.locator(scope).getByLabel(label, { exact: true });
  if ((await input.getAttribute("aria-invalid")) !== "true") return null;
  const id = ((await input.getAttribute("aria-describedby")) ?? "").split(" ").find((i) => i.endsWith("-error"));
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

describe("the French pages", () => {
  test.each(FRENCH_PAGES)("%s is French, names its English alternate, and its switch opens the English page", async (path) => {
    const page = await open(path);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr-CA");
    const english = localizedPath(path, "en");
    expect(await page.locator('link[rel="alternate"][hreflang="en-CA"]').getAttribute("href")).toMatch(new RegExp(`${english === "/" ? "/" : english}$`));
    expect(await page.locator('link[rel="alternate"][hreflang="fr-CA"]').getAttribute("href")).toMatch(new RegExp(`${path}$`));
    const toEnglish = page.getByRole("link", { name: "English", exact: true });
    expect(await toEnglish.getAttribute("lang")).toBe("en-CA");
    await toEnglish.click();
    await page.waitForURL((url) => url.pathname === english);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-CA");
    // ...and back: the English page's switch opens the same French page.
    await page.getByRole("link", { name: "Français", exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr-CA");
  });

  test.each(FRENCH_PAGES.flatMap((p) => [[p, "1366"] as const, [p, "390"] as const]))("%s at %s passes axe-core", async (path, width) => {
    const page = await open(path, width === "1366" ? DESKTOP : MOBILE);
    expect(await axeViolations(page)).toEqual([]);
  });

  // (The client login has no navigation bar; its form is tried below.)
  test.each(FRENCH_PAGES.filter((p) => !p.endsWith("client-login")))("%s runs in the browser: its menu opens at 390 px", async (path) => {
    const page = await open(path, MOBILE);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("list", { name: "Menu du site" }).waitFor();
  });

  test("the French bar fits every width: its section links are in the menu below 1536 px, in the bar from there", async () => {
    for (const width of [1024, 1366, 1535]) {
      const page = await open("/fr/gallery", { width, height: 800 });
      const bar = page.getByRole("navigation", { name: "Navigation principale" });
      for (const name of ["Connexion client", "Obtenir une soumission", "English"])
        expect(await bar.getByRole("link", { name, exact: true }).isVisible(), `${name} at ${width}`).toBe(true);
      expect(await bar.getByRole("button", { name: "Nos services", exact: true }).isVisible()).toBe(false);
      expect(await noSideScroll(page)).toBe(true);
      await bar.getByRole("button", { name: "Ouvrir le menu" }).click();
      const menu = page.getByRole("list", { name: "Menu du site" });
      await menu.getByRole("button", { name: "Nos services", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/fr" && url.hash === "#services");
      await page.close();
    }
    const page = await open("/fr/gallery", { width: 1536, height: 800 });
    const bar = page.getByRole("navigation", { name: "Navigation principale" });
    expect(await bar.getByRole("button", { name: "Pourquoi nous choisir", exact: true }).isVisible()).toBe(true);
    expect(await bar.getByRole("button", { name: "Ouvrir le menu" }).isVisible()).toBe(false);
    const [logo, last] = [await bar.getByRole("link").first().boundingBox(), await bar.getByRole("link", { name: "English" }).boundingBox()];
    expect(logo!.height).toBeLessThanOrEqual(40); // the company's name on one line
    expect(last!.x + last!.width).toBeLessThanOrEqual(1536);
    expect(await noSideScroll(page)).toBe(true);
  });

  test("an unknown address under /fr is the French 404", async () => {
    const res = await fetch(`${baseUrl()}/fr/pas-ici`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain("Page introuvable");
  });

  test("an English page offers French once to a browser that prefers it; the answer is remembered", async () => {
    const page = await open("/gallery");
    const offer = page.getByText("Ce site est aussi offert en français.");
    await offer.waitFor();
    await page.getByRole("link", { name: "Lire cette page en français" }).click();
    await page.waitForURL((url) => url.pathname === "/fr/gallery");
    await page.goto("/vacancy");
    await page.waitForLoadState("networkidle");
    expect(await offer.count()).toBe(0);
  });
});

describe("the French forms", () => {
  test("consultation: French errors from the shared schema, then the French success toast", async () => {
    const page = await open("/fr#contact");
    const form = page.locator("#contact form");
    const submit = form.locator('button[type="submit"]');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    expect(await errorOf(page, consultation.labels.name, "#contact form")).toBe(FRENCH_MESSAGES.validation.consultation.name);
    expect(await errorOf(page, consultation.labels.email, "#contact form")).toBe(FRENCH_MESSAGES.validation.email);
    expect(await errorOf(page, consultation.labels.phone, "#contact form")).toBe(FRENCH_MESSAGES.validation.consultation.phone);
    const service = form.getByLabel(consultation.labels.service, { exact: true });
    expect(await service.locator("option").allInnerTexts()).toContain(FRENCH_OPTION_LABELS.consultationServices["commercial-cleaning"]);
    expect(await axeViolations(page, ["#contact"])).toEqual([]);

    await form.getByLabel(consultation.labels.name, { exact: true }).fill("Geneviève Roy");
    await form.getByLabel(consultation.labels.phone, { exact: true }).fill("819-555-0142");
    await form.getByLabel(consultation.labels.email, { exact: true }).fill(unique("genevieve"));
    await service.selectOption("commercial-cleaning");
    await submit.click();
    await toast(page, consultation.success.title).waitFor();
  });

  test("assessment: every step in French, submitted, and the confirmation e-mail is French", async () => {
    const page = await open("/fr/get-quote");
    await page.waitForFunction(() => sessionStorage.getItem("assessment-progress") !== null);
    const form = page.locator("form");
    const field = (label: string) => form.getByLabel(label, { exact: true });
    const next = async (step: number) => {
      await form.getByRole("button", { name: assessment.next, exact: true }).click();
      await form.getByRole("heading", { name: assessment.steps[step as keyof typeof assessment.steps], exact: true }).waitFor();
    };
    // Nothing filled: the first step's errors are French.
    await form.getByRole("button", { name: assessment.next, exact: true }).click();
    // Closed, so that it is not fading out while the page is checked below.
    await expectToast(page, assessment.missing.title, assessment.missing.next, "error");
    expect(await errorOf(page, assessment.labels.full_name)).toBe(FRENCH_MESSAGES.validation.assessment.fullName);

    const email = unique("marc");
    await field(assessment.labels.full_name).fill("Marc Lévesque");
    await field(assessment.labels.phone_number).fill("6135550142");
    await field(assessment.labels.email).fill(email);
    await field(assessment.labels.email_verify).fill(email);
    await field(assessment.labels.postcode).fill("K1P 1L4");
    expect(await axeViolations(page)).toEqual([]);
    await next(2);
    await field(FRENCH_OPTION_LABELS.serviceTypes.regular).check();
    await next(3);
    await field(FRENCH_OPTION_LABELS.propertyTypes.home).check();
    await next(4);
    await field(FRENCH_OPTION_LABELS.propertySizes["3 Bedrooms"]).check();
    await next(5);
    await field(FRENCH_OPTION_LABELS.frequencies.weekly).check();
    await next(6);
    await field(assessment.no).check();
    await field(FRENCH_OPTION_LABELS.ingredients.standard).check();
    await next(7);
    const review = await form.innerText();
    expect(review).toContain(FRENCH_OPTION_LABELS.serviceTypes.regular);
    expect(review).toContain(FRENCH_OPTION_LABELS.frequencies.weekly);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: assessment.submit, exact: true }).click();
    await page.getByRole("heading", { name: assessment.success.title }).waitFor();

    const mail = await waitForMail(mailDir(), (m) => sentTo(m, email));
    expect(mail.subject).toMatch(/^Nous avons reçu votre demande de soumission/);
    expect(mail.text).toContain("Bonjour");
  });

  test("client login: the French page sends the French link e-mail", async () => {
    const page = await open("/fr/client-login", MOBILE);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(clientLogin.title);
    const email = unique("nobody");
    await page.getByLabel(clientLogin.emailLabel, { exact: true }).fill(email);
    await page.getByRole("button", { name: clientLogin.submit }).click();
    await page.getByText(clientLogin.sent.title).first().waitFor();
    const mail = await waitForMail(mailDir(), (m) => sentTo(m, email));
    expect(mail.subject).toMatch(/^Demande de connexion/);
  });
});
