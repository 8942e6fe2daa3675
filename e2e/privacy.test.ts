import fs from "node:fs";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openEmbedded } from "../src/server/db/client";
import { consents, consultations, jobAssessments } from "../src/server/db/schema/index";
import { freePort, spawnServer, waitForListening, type ServerProcess } from "../src/server/test/server-process";
import { TEST_TAX_NUMBERS } from "../src/server/test/tax-numbers";
import { NEWS_CONSENT } from "../src/shared/consent";
import { FRENCH_OPTION_LABELS } from "../src/shared/i18n/options-fr";
import type { Locale } from "../src/shared/locale";
import { resolveSite } from "../src/shared/site";
import { assessment as enAssessment } from "../src/web/i18n/en/assessment";
import { clientLogin as enLogin } from "../src/web/i18n/en/client-login";
import { consultation as enConsultation } from "../src/web/i18n/en/consultation";
import { footer as enFooter } from "../src/web/i18n/en/footer";
import { portal as portalEn } from "../src/web/i18n/en/portal";
import { privacy as enPrivacy } from "../src/web/i18n/en/privacy";
import { assessment as frAssessment } from "../src/web/i18n/fr/assessment";
import { consultation as frConsultation } from "../src/web/i18n/fr/consultation";
import { footer as frFooter } from "../src/web/i18n/fr/footer";
import { portal as portalFr } from "../src/web/i18n/fr/portal";
import { privacy as frPrivacy } from "../src/web/i18n/fr/privacy";
import { walk } from "./support/assessment-walk";
import { DESKTOP, MOBILE, axeViolations, expectToast, signInAsOwner, useBrowser } from "./support/browser";
import { signInClientByLink } from "./support/client-sign-in";
import { copyTemplate } from "./support/file-server";
import { noSideScroll, pageApi } from "./support/page-api";

// The privacy page and the public forms as visitors meet them (decision 056): the footer's link to
// the policy in each language, naming the person in charge of privacy the owner saved in Settings;
// the line beside each form's button and its link; the optional news-and-offers box, ticked in
// French and left unticked in English, and what the consent ledger holds afterwards. The file runs
// a server of its own, so that the ledger can be read from its database once it has stopped.

const SHOTS = "/tmp/shots-privacy";
const site = resolveSite(process.env);
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const EMAILS = {
  consultationFr: `genevieve.${run}@example.com`,
  consultationEn: `jane.${run}@example.com`,
  assessmentFr: `marc.${run}@example.com`,
  assessmentEn: `sam.${run}@example.com`,
};
const OFFICER = { title: "President", titleFr: "Présidente", email: `privacy.${run}@example.com`, address: "PO Box 77, Ottawa ON K1P 1A1" };
const catalogs = {
  en: { privacy: enPrivacy, footer: enFooter, consultation: enConsultation, assessment: enAssessment },
  fr: { privacy: frPrivacy, footer: frFooter, consultation: frConsultation, assessment: frAssessment },
};
const boxLabel = (locale: Locale) => NEWS_CONSENT.words[locale](site.companyName);

let dataDir = "";
let server: ServerProcess | undefined;
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  dataDir = copyTemplate("owner", "e2e-privacy-");
  const port = await freePort();
  server = spawnServer({ PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, CONSULTATION_RATE_LIMIT: "1000", ...TEST_TAX_NUMBERS });
  await waitForListening(server);
});
const stop = async () => {
  if (!server) return;
  server.child.kill("SIGTERM");
  await server.exited;
  server = undefined;
};
afterAll(async () => {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const { newPage } = useBrowser();
const open = async (path: string, viewport = DESKTOP) => {
  const page = await newPage(viewport, server!.url);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return page;
};

/** The bodies a page POSTs to `path`. */
function postsTo(page: Page, path: string) {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (r: Request) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === path) bodies.push(r.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

const officerText = (page: Page, field: string) => page.locator(`[data-setting="${field}"]`).innerText();

/** The privacy page in `locale`, naming the owner's officer; checked for accessibility and width. */
async function expectPolicy(page: Page, locale: Locale) {
  const m = catalogs[locale].privacy;
  await page.getByRole("heading", { level: 1, name: m.heading }).waitFor();
  expect(await page.locator("html").getAttribute("lang")).toBe(locale === "fr" ? "fr-CA" : "en-CA");
  await expect.poll(() => officerText(page, "title")).toBe(locale === "fr" ? OFFICER.titleFr : OFFICER.title);
  expect(await officerText(page, "mailingAddress")).toBe(OFFICER.address);
  const email = page.getByRole("link", { name: OFFICER.email, exact: true });
  expect(await email.getAttribute("href")).toBe(`mailto:${OFFICER.email}`);
  expect(await page.getByText(m.version("1.0", locale === "fr" ? "28 novembre 2026" : "November 28, 2026")).count()).toBe(1);
  for (const title of Object.values(m.sections)) expect(await page.getByRole("heading", { level: 2, name: title, exact: true }).count(), title).toBe(1);
}

describe("the privacy page", () => {
  test("the owner names the person in charge of privacy in Settings", async () => {
    const page = await open("/admin/settings");
    await signInAsOwner(page);
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await expect.poll(() => field("Title (English)").inputValue()).toBe("Privacy Officer");
    expect(await field("Privacy e-mail").inputValue()).toBe(site.email);
    await field("Title (English)").fill(OFFICER.title);
    await field("Title (French)").fill(OFFICER.titleFr);
    await field("Privacy e-mail").fill(OFFICER.email);
    await field("Mailing address").fill(OFFICER.address);
    await page.getByRole("button", { name: "Save Settings", exact: true }).click();
    await expectToast(page, "Settings Saved", "Documents and e-mails from now on use them.", "success");
  });

  test.each(["en", "fr"] as const)("in %s: the footer's link opens it, naming the officer the owner saved", async (locale) => {
    const m = catalogs[locale];
    const page = await open(locale === "fr" ? "/fr" : "/");
    const asked: string[] = [];
    page.on("request", (r) => new URL(r.url()).pathname === "/api/privacy-page" && asked.push(r.url()));

    // From the home page, the policy is rendered in the browser: it asks the server for the officer.
    await page.locator("footer").getByRole("link", { name: m.footer.privacy, exact: true }).click();
    await page.waitForURL((url) => url.pathname === (locale === "fr" ? "/fr/privacy" : "/privacy"));
    await expectPolicy(page, locale);
    expect(asked.length).toBe(1);

    // Loaded as a page, the server has written the officer in: the page asks for nothing.
    asked.length = 0;
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expectPolicy(page, locale);
    expect(asked).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/privacy-${locale}-1366.png`, fullPage: true });

    const phone = await open(locale === "fr" ? "/fr/privacy" : "/privacy", MOBILE);
    await expectPolicy(phone, locale);
    expect(await noSideScroll(phone)).toBe(true);
    expect(await axeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: `${SHOTS}/privacy-${locale}-390.png`, fullPage: true });
  });

  test("the client login links to it from its footer and beside its button", async () => {
    const page = await open("/client-login");
    expect(await page.locator("footer").getByRole("link", { name: enFooter.privacy, exact: true }).getAttribute("href")).toBe("/privacy");
    const why = page.locator("form").getByText(enLogin.privacy.why);
    expect(await why.count()).toBe(1);
    const link = page.locator("form").getByRole("link", { name: `${enLogin.privacy.link} ${enLogin.privacy.newTab}`, exact: true });
    expect(await link.getAttribute("href")).toBe("/privacy");
    expect(await link.getAttribute("target")).toBe("_blank");
  });
});

test("the portal links to it at the foot of each page, in the client's language", async () => {
  // A client of the file's own server (a sign-in link goes to a client's address only).
  const staff = await newPage();
  await staff.goto("/admin");
  await signInAsOwner(staff);
  await staff.getByRole("heading", { level: 1, name: "Job Assessments" }).waitFor();
  const email = `portal.${run}@example.com`;
  const made = await pageApi(staff, "POST", "/api/admin/clients", {
    fullName: "Paula Portal",
    email,
    phoneNumber: "613-555-0950",
    addresses: [{ street: "55 Metcalfe St", city: "Ottawa", province: "ON", postalCode: "K1P 6L5" }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);

  const portal = await signInClientByLink(newPage, email);
  const link = portal.locator("footer").getByRole("link", { name: portalEn.privacyPolicy, exact: true });
  expect(await link.getAttribute("href")).toBe("/privacy");
  await portal.getByRole("button", { name: "Français" }).click();
  await expect.poll(() => portal.locator("footer").getByRole("link", { name: portalFr.privacyPolicy, exact: true }).getAttribute("href")).toBe("/fr/privacy");
});

describe("the public forms", () => {
  test.each(["en", "fr"] as const)("in %s: the line beside the consultation's button opens the policy in a new tab", async (locale) => {
    const m = catalogs[locale];
    const page = await open(locale === "fr" ? "/fr#contact" : "/#contact");
    const form = page.locator("#contact form");
    expect(await form.getByText(m.consultation.privacy.why).count()).toBe(1);
    const [policy] = await Promise.all([
      page.context().waitForEvent("page"),
      form.getByRole("link", { name: `${m.consultation.privacy.link} ${m.consultation.privacy.newTab}`, exact: true }).click(),
    ]);
    await policy.waitForLoadState("networkidle");
    expect(new URL(policy.url()).pathname).toBe(locale === "fr" ? "/fr/privacy" : "/privacy");
    await expectPolicy(policy, locale);
  });

  test("consultation: the box ticked in French is sent ticked; in English left unticked, it is sent unticked", async () => {
    for (const [locale, email, tick] of [
      ["fr", EMAILS.consultationFr, true],
      ["en", EMAILS.consultationEn, false],
    ] as const) {
      const m = catalogs[locale].consultation;
      for (const viewport of [MOBILE, DESKTOP]) {
        const page = await open(locale === "fr" ? "/fr#contact" : "/#contact", viewport);
        const form = page.locator("#contact form");
        const submit = form.locator('button[type="submit"]');
        await expect.poll(() => submit.isEnabled()).toBe(true);
        const box = form.getByLabel(boxLabel(locale), { exact: true });
        expect(await box.isChecked()).toBe(false);
        await form.screenshot({ path: `${SHOTS}/consultation-${locale}-${viewport.width}.png` });
        if (viewport === MOBILE) continue;

        const posts = postsTo(page, "/api/consultations");
        await form.getByLabel(m.labels.name, { exact: true }).fill(locale === "fr" ? "Geneviève Roy" : "Jane Smith");
        await form.getByLabel(m.labels.phone, { exact: true }).fill("819-555-0142");
        await form.getByLabel(m.labels.email, { exact: true }).fill(email);
        if (tick) await box.check();
        expect(await axeViolations(page, ["#contact"])).toEqual([]);
        await submit.click();
        await page.locator("[data-sonner-toast]").filter({ hasText: m.success.title }).waitFor();
        expect(posts).toEqual([expect.objectContaining({ email, newsConsent: tick })]);
        // The form is reset: the box is unticked again.
        await expect.poll(() => box.isChecked()).toBe(false);
      }
    }
  });

  test("assessment in French: the box on the contact step, ticked, shown in the review and sent", async () => {
    const m = frAssessment;
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await open("/fr/get-quote", viewport);
      await page.waitForFunction(() => sessionStorage.getItem("assessment-progress") !== null);
      const form = page.locator("form");
      const field = (label: string) => form.getByLabel(label, { exact: true });
      const box = field(boxLabel("fr"));
      expect(await box.isChecked()).toBe(false);
      expect(await form.getByText(m.privacy.why).count()).toBe(1);
      expect(await form.getByRole("link", { name: `${m.privacy.link} ${m.privacy.newTab}`, exact: true }).getAttribute("href")).toBe("/fr/privacy");
      await page.screenshot({ path: `${SHOTS}/assessment-contact-fr-${viewport.width}.png`, fullPage: true });
      if (viewport === MOBILE) continue;

      const posts = postsTo(page, "/api/assessments");
      const next = async (step: number) => {
        await form.getByRole("button", { name: m.next, exact: true }).click();
        await form.getByRole("heading", { name: m.steps[step as keyof typeof m.steps], exact: true }).waitFor();
      };
      await field(m.labels.full_name).fill("Marc Lévesque");
      await field(m.labels.phone_number).fill("6135550142");
      await field(m.labels.email).fill(EMAILS.assessmentFr);
      await field(m.labels.email_verify).fill(EMAILS.assessmentFr);
      await field(m.labels.postcode).fill("K1P 1L4");
      await box.check();
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
      await field(m.no).check();
      await field(FRENCH_OPTION_LABELS.ingredients.standard).check();
      await next(7);
      const news = form.locator("dt", { hasText: m.review.news }).locator("xpath=following-sibling::dd");
      expect(await news.innerText()).toBe(m.yes);
      expect(await form.getByText(m.privacy.why).count()).toBe(1);
      await page.screenshot({ path: `${SHOTS}/assessment-review-fr-1366.png`, fullPage: true });
      await form.getByRole("button", { name: m.submit, exact: true }).click();
      await page.getByRole("heading", { name: m.success.title }).waitFor();
      expect(posts).toEqual([expect.objectContaining({ email: EMAILS.assessmentFr, news_consent: true })]);
    }
  });

  test("assessment in English: the box left unticked is sent unticked", async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await open("/get-quote", viewport);
      await page.waitForFunction(() => sessionStorage.getItem("assessment-progress") !== null);
      const form = page.locator("form");
      expect(await form.getByLabel(boxLabel("en"), { exact: true }).isChecked()).toBe(false);
      await page.screenshot({ path: `${SHOTS}/assessment-contact-en-${viewport.width}.png`, fullPage: true });
      if (viewport === MOBILE) continue;

      const posts = postsTo(page, "/api/assessments");
      await walk(page, {
        name: "Sam Taylor",
        phone: "613-555-0143",
        email: EMAILS.assessmentEn,
        postcode: "K2P 1X4",
        services: ["Regular Cleaning"],
        types: ["Home"],
        size: "2 Bedrooms",
        frequency: "Weekly",
        ingredients: "Standard",
      });
      const news = form.locator("dt", { hasText: enAssessment.review.news }).locator("xpath=following-sibling::dd");
      expect(await news.innerText()).toBe(enAssessment.no);
      await form.getByRole("button", { name: enAssessment.submit, exact: true }).click();
      await page.getByRole("heading", { name: enAssessment.success.title }).waitFor();
      expect(posts).toEqual([expect.objectContaining({ email: EMAILS.assessmentEn, news_consent: false })]);
    }
  });

  test("the consent ledger holds the two French consents, with the words shown, and nothing for the English requests", async () => {
    await stop();
    const database = await openEmbedded(dataDir);
    try {
      const requests = [
        ...(await database.db.select({ email: consultations.email }).from(consultations)),
        ...(await database.db.select({ email: jobAssessments.email }).from(jobAssessments)),
      ].map((r) => r.email);
      expect(requests.sort()).toEqual(Object.values(EMAILS).sort());
      const rows = await database.db.select().from(consents);
      expect(rows.map((r) => [r.email, r.source, r.action, r.language, r.wording, r.wordingVersion]).sort()).toEqual(
        [
          [EMAILS.assessmentFr, "assessment_form", "given", "fr", boxLabel("fr"), NEWS_CONSENT.version],
          [EMAILS.consultationFr, "consultation_form", "given", "fr", boxLabel("fr"), NEWS_CONSENT.version],
        ].sort(),
      );
      for (const row of rows) {
        expect(row.ip).toBe("127.0.0.1");
        expect(row.userAgent).toMatch(/Chrom/);
      }
    } finally {
      await database.close();
    }
  });
});
