import type { Browser, Page, Route } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { NEWS_CONSENT } from "../src/shared/consent";
import { CONSULTATION_SERVICES } from "../src/shared/options/services";
import { resolveSite } from "../src/shared/site";
import { axeViolations, baseUrl, launchBrowser, mailDir, openPage } from "./support/browser";
import { waitForMail } from "./support/mailbox";

// The client build bakes the site configuration from the environment, as vite.config.ts does.
const site = resolveSite(process.env);
const LABELS = ["Full Name *", "Phone Number *", "Email Address *", "Company Name", "Service Needed", "Additional Details"];
const NAME_MSG = "Name must be at least 2 characters";
const EMAIL_MSG = "Please enter a valid email address";
const PHONE_MSG = "Please enter a valid phone number";
const SUCCESS = { title: "Quote Request Sent!", description: "We'll contact you within 24 hours to discuss your cleaning needs." };
const FAILURE = { title: "Error Sending Request", description: `Please try again or email us directly at ${site.email}.` };
const SUBMIT_IDLE = "Request Free Consultation";
const A11Y_SCOPE = ["#contact", "[data-sonner-toaster]"];

let browser: Browser;
const pages: Page[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((p) => p.context().close()));
});
afterAll(() => browser?.close());

async function openHome(): Promise<Page> {
  const page = await openPage(browser, "/#contact");
  pages.push(page);
  return page;
}

const field = (page: Page, label: string) => page.locator("#contact form").getByLabel(label, { exact: true });
const submitButton = (page: Page) => page.locator('#contact form button[type="submit"]');
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** The consultation POSTs the page sends. */
function consultationPosts(page: Page) {
  const posts: unknown[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/consultations") posts.push(r.postDataJSON());
  });
  return posts;
}

async function fillRequired(page: Page, values: { name: string; phone: string; email: string }) {
  await field(page, "Full Name *").fill(values.name);
  await field(page, "Phone Number *").fill(values.phone);
  await field(page, "Email Address *").fill(values.email);
}

/** The message shown for a field, read through its aria-describedby. */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const input = field(page, label);
  const describedBy = await input.getAttribute("aria-describedby");
  if (!describedBy) return null;
  expect(await input.getAttribute("aria-invalid")).toBe("true");
  return page.locator(`[id="${describedBy}"]`).textContent();
}

async function formValues(page: Page) {
  return Promise.all(LABELS.map((label) => field(page, label).inputValue()));
}

/** Wait until a toast has finished its entrance animation, so colours are final. */
async function settledToast(page: Page, title: string) {
  const t = toast(page, title);
  await t.waitFor();
  await expect.poll(() => t.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  return t;
}

describe("consultation form", () => {
  test("has the six fields with the spec's labels, placeholders, service options and a 4-row message", async () => {
    const page = await openHome();
    const form = page.locator("#contact form");

    const visibleLabels = await form
      .locator("label")
      .evaluateAll((labels) => labels.filter((l) => !l.closest('[aria-hidden="true"]')).map((l) => l.textContent));
    // The spec's six fields, then the optional box for news and offers (decision 053), unticked.
    expect(visibleLabels).toEqual([...LABELS, NEWS_CONSENT.words.en(site.companyName)]);
    expect(await form.getByLabel(NEWS_CONSENT.words.en(site.companyName), { exact: true }).isChecked()).toBe(false);

    const attrs = (label: string) =>
      field(page, label).evaluate((el) => ({ tag: el.tagName, type: el.getAttribute("type"), placeholder: el.getAttribute("placeholder") }));
    expect(await attrs("Full Name *")).toMatchObject({ tag: "INPUT", type: "text", placeholder: expect.stringMatching(/\S/) });
    expect(await attrs("Phone Number *")).toMatchObject({ tag: "INPUT", placeholder: "613-XXX-XXXX" });
    expect(await attrs("Email Address *")).toMatchObject({ tag: "INPUT", placeholder: expect.stringMatching(/\S/) });
    expect(await attrs("Company Name")).toMatchObject({ tag: "INPUT", type: "text", placeholder: expect.stringMatching(/\S/) });
    expect(await attrs("Service Needed")).toMatchObject({ tag: "SELECT" });
    expect(await attrs("Additional Details")).toMatchObject({ tag: "TEXTAREA" });
    expect(await field(page, "Additional Details").getAttribute("rows")).toBe("4");

    const select = field(page, "Service Needed");
    expect(await select.locator("option").evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]))).toEqual([
      ["", "Select a service"],
      ...CONSULTATION_SERVICES.map((s) => [s.value, s.label]),
    ]);
    expect(await select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe("Select a service");

    const honeypot = form.locator('input[name="website"]');
    expect(await honeypot.evaluate((el) => Boolean(el.closest('[aria-hidden="true"]')))).toBe(true);
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await honeypot.getAttribute("autocomplete")).toBe("off");

    expect((await submitButton(page).textContent())?.trim()).toBe(SUBMIT_IDLE);
    expect(await axeViolations(page, A11Y_SCOPE)).toEqual([]);
  });

  test("submitting the empty form shows the three messages on their fields and sends nothing", async () => {
    const page = await openHome();
    const posts = consultationPosts(page);

    await submitButton(page).click();

    await page.getByText(NAME_MSG).waitFor();
    expect(await fieldError(page, "Full Name *")).toBe(NAME_MSG);
    expect(await fieldError(page, "Phone Number *")).toBe(PHONE_MSG);
    expect(await fieldError(page, "Email Address *")).toBe(EMAIL_MSG);
    for (const label of ["Company Name", "Service Needed", "Additional Details"]) expect(await fieldError(page, label)).toBeNull();
    // The first invalid field takes the focus.
    expect(await field(page, "Full Name *").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page, A11Y_SCOPE)).toEqual([]);
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
  });

  test.each([
    { label: "Full Name *", invalid: "A", valid: "Al", message: NAME_MSG },
    { label: "Email Address *", invalid: "john@", valid: "john@example.com", message: EMAIL_MSG },
    { label: "Email Address *", invalid: "john.example.com", valid: "john@example.com", message: EMAIL_MSG },
    { label: "Phone Number *", invalid: "613555123", valid: "6135551234", message: PHONE_MSG },
  ])("$label: $invalid is refused, $valid is accepted", async ({ label, invalid, valid, message }) => {
    const page = await openHome();
    const posts = consultationPosts(page);
    await page.route("**/api/consultations", (route) => route.fulfill({ status: 201, json: { ok: true } }));
    await fillRequired(page, { name: "Jane Doe", phone: "613-555-0100", email: "jane@example.com" });

    await field(page, label).fill(invalid);
    await submitButton(page).click();
    await page.getByText(message).waitFor();
    expect(await fieldError(page, label)).toBe(message);
    expect(posts).toEqual([]);

    // After a submit the field is checked again as it changes.
    await field(page, label).fill(valid);
    await page.getByText(message).waitFor({ state: "detached" });
    expect(await fieldError(page, label)).toBeNull();
    await submitButton(page).click();
    await toast(page, SUCCESS.title).waitFor();
    expect(posts).toHaveLength(1);
  });

  test("a complete request shows the success notice, empties the form and reaches the company inbox", async () => {
    const page = await openHome();
    const posts = consultationPosts(page);
    const popups: string[] = [];
    page.context().on("page", (p) => popups.push(p.url()));
    const name = `Jane Complete ${Date.now()}`;

    await fillRequired(page, { name, phone: "613-555-0100", email: "Jane.Complete@Example.com" });
    await field(page, "Company Name").fill("Rideau Dental Clinic");
    await field(page, "Service Needed").selectOption({ label: "Medical & Healthcare Facility Cleaning" });
    await field(page, "Additional Details").fill("Two treatment rooms.\nEvenings only.");
    await submitButton(page).click();

    const notice = await settledToast(page, SUCCESS.title);
    expect(await notice.locator("[data-description]").textContent()).toBe(SUCCESS.description);
    expect(await notice.getAttribute("class")).not.toContain("toast-destructive");
    expect(await page.locator("[data-sonner-toaster]").getAttribute("data-x-position")).toBe("right");
    expect(await page.locator("[data-sonner-toaster]").getAttribute("data-y-position")).toBe("bottom");

    expect(await formValues(page)).toEqual(["", "", "", "", "", ""]);
    expect(await field(page, "Service Needed").evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe("Select a service");
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect((await submitButton(page).textContent())?.trim()).toBe(SUBMIT_IDLE);
    // One request to our own server and no mail-composer window (checked before axe opens its own page).
    expect(posts).toEqual([expect.objectContaining({ name, phone: "613-555-0100", email: "jane.complete@example.com", service: "medical-cleaning" })]);
    expect(popups).toEqual([]);
    expect(await axeViolations(page, A11Y_SCOPE)).toEqual([]);

    const mail = await waitForMail(mailDir(), (m) => m.subject === `New Quote Request from ${name}`);
    expect(mail.replyTo).toMatchObject({ value: [{ address: "jane.complete@example.com" }] });
    for (const line of [
      `Name: ${name}`,
      "Email: jane.complete@example.com",
      "Phone: 613-555-0100",
      "Company: Rideau Dental Clinic",
      "Service Needed: Medical & Healthcare Facility Cleaning",
      "Two treatment rooms.\nEvenings only.",
      "Please respond within 24 hours.",
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  test("with the optional fields blank the e-mail shows their defaults", async () => {
    const page = await openHome();
    const name = `Jane Minimal ${Date.now()}`;

    await fillRequired(page, { name, phone: "6135550100", email: "jane.minimal@example.com" });
    await submitButton(page).click();
    await toast(page, SUCCESS.title).waitFor();

    const mail = await waitForMail(mailDir(), (m) => m.subject === `New Quote Request from ${name}`);
    expect(mail.text).toContain("Company: Not provided");
    expect(mail.text).toContain("Service Needed: Not specified");
    expect(mail.text).toContain("No additional details provided");
    expect(mail.text).toContain("Please respond within 24 hours.");
  });

  test.each([
    { failure: "a server error", answer: (route: Route) => route.fulfill({ status: 500, json: { error: { code: "internal", message: "Boom" } } }) },
    { failure: "a network error", answer: (route: Route) => route.abort("failed") },
    { failure: "a rate limit", answer: (route: Route) => route.fulfill({ status: 429, json: { error: { code: "rate_limited", message: "Slow down" } } }) },
  ])("$failure shows the destructive error notice, keeps every value and is not retried", async ({ answer }) => {
    const page = await openHome();
    let attempts = 0;
    await page.route("**/api/consultations", (route) => {
      attempts++;
      return answer(route);
    });
    await fillRequired(page, { name: "Jane Failure", phone: "613-555-0100", email: "jane@example.com" });
    await field(page, "Company Name").fill("Rideau Dental Clinic");
    await field(page, "Service Needed").selectOption("deep-cleaning");
    await field(page, "Additional Details").fill("Weekly");
    const before = await formValues(page);

    await submitButton(page).click();

    const notice = await settledToast(page, FAILURE.title);
    expect(await notice.locator("[data-description]").textContent()).toBe(FAILURE.description);
    expect(await notice.getAttribute("class")).toContain("toast-destructive");
    // The destructive style is visible, not just a class name: white text on the danger red.
    expect(await notice.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual([
      "rgb(180, 35, 24)",
      "rgb(255, 255, 255)",
    ]);
    expect(await toast(page, SUCCESS.title).count()).toBe(0);
    expect(await formValues(page)).toEqual(before);
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect(await axeViolations(page, A11Y_SCOPE)).toEqual([]);
    await page.waitForTimeout(1500);
    expect(attempts).toBe(1);
  });

  test("a 400 naming a field shows the server's message on that field", async () => {
    const page = await openHome();
    const message = "This address cannot receive mail";
    await page.route("**/api/consultations", (route) =>
      route.fulfill({ status: 400, json: { error: { code: "validation", message: `Invalid request: email: ${message}`, fields: { email: message } } } }),
    );
    await fillRequired(page, { name: "Jane Doe", phone: "613-555-0100", email: "jane@example.com" });

    await submitButton(page).click();

    await toast(page, FAILURE.title).waitFor();
    expect(await fieldError(page, "Email Address *")).toBe(message);
    expect(await fieldError(page, "Full Name *")).toBeNull();
    expect(await field(page, "Email Address *").inputValue()).toBe("jane@example.com");
  });

  test("while the request is in flight the button reads Sending... and is disabled", async () => {
    const page = await openHome();
    let attempts = 0;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route("**/api/consultations", async (route) => {
      attempts++;
      await released;
      await route.fulfill({ status: 201, json: { ok: true } });
    });
    await fillRequired(page, { name: "Jane Waiting", phone: "613-555-0100", email: "jane@example.com" });

    await submitButton(page).click();

    await expect.poll(() => submitButton(page).textContent()).toBe("Sending...");
    expect(await submitButton(page).isDisabled()).toBe(true);
    await submitButton(page).click({ force: true });
    await field(page, "Full Name *").press("Enter");
    release();
    await toast(page, SUCCESS.title).waitFor();
    expect((await submitButton(page).textContent())?.trim()).toBe(SUBMIT_IDLE);
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect(attempts).toBe(1);
  });
});

describe("visit counting", () => {
  test("a new browser session counts / once; a reload counts nothing", async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    pages.push(page);
    const visits: unknown[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/visits") visits.push(r.postDataJSON());
    });

    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(visits).toEqual([{ page: "/" }]);

    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(visits).toEqual([{ page: "/" }]);
  });
});
