import type { ParsedMail } from "mailparser";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { ADD_ON_OPTIONS, FREQUENCIES, PROPERTY_SIZES } from "../src/shared/options/assessment";
import { resolveSite } from "../src/shared/site";
import { axeViolations, launchBrowser, mailDir, MOBILE, openPage } from "./support/browser";
import { waitForMail } from "./support/mailbox";
import { button, expectStep, field, fillContact, L, next, stepButton, stepNav, STEPS, SUCCESS, walk, type Fill } from "./support/assessment-walk";

// The client build bakes the site configuration from the environment, as vite.config.ts does.
const site = resolveSite(process.env);
const MISSING = "Missing Information";
const NEXT_MSG = "Please fill in all required fields before proceeding to the next step.";
const JUMP_MSG = "Please complete all required fields in the current step first.";
const NO_TYPE = "Please select a property type in the previous step to see size options.";
const FAILED_TEXT = "We're sorry, but there was an issue submitting your quote request. This could be due to a temporary network issue or server problem.";

let browser: Browser;
const pages: Page[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((p) => p.context().close()));
});
afterAll(() => browser?.close());

async function openForm(path = "/get-quote", viewport?: { width: number; height: number }): Promise<Page> {
  const page = await openPage(browser, path, viewport);
  pages.push(page);
  // Wait for hydration: the progress is written once the form runs in the browser.
  await page.waitForFunction(() => sessionStorage.getItem("assessment-progress") !== null);
  return page;
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const cardText = (page: Page, title: string) =>
  page
    .locator("form section")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    .innerText();

/** The message shown for a field, read through its aria-describedby. */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const input = field(page, label);
  if ((await input.getAttribute("aria-invalid")) !== "true") return null;
  const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(" ").filter((id) => id.endsWith("-error"));
  return ids.length ? page.locator(`[id="${ids[0]}"]`).textContent() : null;
}

async function expectToast(page: Page, description: string) {
  const t = toast(page, MISSING).filter({ hasText: description });
  await t.waitFor();
  expect(await t.getAttribute("class")).toContain("toast-destructive");
  await page.locator("[data-sonner-toast] button[aria-label='Close toast']").first().click();
  await t.waitFor({ state: "detached" });
}

const addresses = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
const unique = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const RESIDENTIAL: Fill = {
  name: "Jane Resident",
  phone: "6135550142",
  email: "",
  postcode: "k2p1l4",
  services: ["Regular Cleaning"],
  types: ["Home"],
  size: "3 Bedrooms",
  frequency: "Every 2 Weeks",
  petType: "One friendly dog",
  ingredients: "Eco-Friendly",
};

const COMMERCIAL: Fill = {
  name: "Omar Office",
  phone: "16135550199",
  email: "",
  address: "200 Elgin Street, Ottawa",
  postcode: "K1P 1L4",
  services: ["Deep Cleaning", "Specialty Cleaning"],
  addOns: ["Oven Cleaning", "High-Dust Cleaning"],
  types: ["Office", "Clinic"],
  size: PROPERTY_SIZES.commercial[2]!,
  frequency: "Custom Schedule",
  customFrequency: "Twice a month on Fridays",
  ingredients: "Standard",
  special: "Please use the side door.",
};

async function submitAndSucceed(page: Page) {
  const submit = button(page, "Submit to get my Quote!");
  await submit.click();
  await page.getByRole("heading", { name: SUCCESS }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(SUCCESS);
  expect(await page.evaluate(() => sessionStorage.getItem("assessment-progress"))).toBeNull();
}

describe("assessment form", () => {
  test("residential walk: every step passes axe, the review shows labels, submit succeeds and both e-mails arrive", async () => {
    const page = await openForm("/request");
    const email = unique("jane");
    const posts: { body: unknown; key: string | undefined }[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/assessments")
        posts.push({ body: r.postDataJSON(), key: r.headers()["idempotency-key"] });
    });

    expect(await stepNav(page).getByRole("button").allInnerTexts()).toHaveLength(7);
    await walk(page, { ...RESIDENTIAL, email }, { axe: true });

    expect(await cardText(page, "Contact Information")).toContain("Jane Resident");
    expect(await cardText(page, "Contact Information")).toContain("613-555-0142");
    expect(await cardText(page, "Contact Information")).toContain("K2P 1L4");
    expect(await cardText(page, "Service Details")).toContain("Regular Cleaning");
    expect(await cardText(page, "Property Information")).toContain("Home");
    expect(await cardText(page, "Property Information")).toContain("3 Bedrooms");
    const schedule = await cardText(page, "Schedule & Preferences");
    expect(schedule).toContain("Every 2 Weeks");
    expect(schedule).toMatch(/Pets\s+Yes/);
    expect(schedule).toContain("One friendly dog");
    expect(schedule).toContain("Eco-Friendly");
    expect(await page.locator("form").innerText()).toMatch(/contact you within 24 hours with a personalized quote/);
    expect(await button(page, "Next").count()).toBe(0);

    await submitAndSucceed(page);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]!.body).toMatchObject({
      full_name: "Jane Resident",
      phone_number: "613-555-0142",
      email,
      postcode: "K2P 1L4",
      service_type: ["regular"],
      property_type: ["home"],
      property_size: "3 Bedrooms",
      frequency: "bi-weekly",
      pets: true,
      pet_type: "One friendly dog",
      preferred_ingredients: "eco-friendly",
    });

    const texts = page.locator("main");
    for (const t of ["What happens next?", "Review & Assessment", "Personalized Quote", "Contact Within 24 Hours"]) {
      await texts.getByText(t, { exact: true }).waitFor();
    }
    const form = page.locator("main .rounded-xl").first();
    expect(await form.getByRole("link", { name: `Call ${site.phone}` }).getAttribute("href")).toBe(`tel:${site.phone}`);
    expect(await form.getByRole("link", { name: `Email ${site.email}` }).getAttribute("href")).toBe(`mailto:${site.email}`);
    expect(await form.getByRole("link", { name: "Return to Home Page" }).getAttribute("href")).toBe("/");
    expect(await stepNav(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const confirmation = await waitForMail(mailDir(), (m) => addresses(m).includes(email));
    expect(confirmation.text).toContain("Jane Resident");
    const notification = await waitForMail(mailDir(), (m) => addresses(m).includes(site.inboxEmail) && (m.subject ?? "").includes("Jane Resident"));
    expect(notification.text).toContain(email);
    expect(site.inboxEmail).toBe("quotes@maplecrestcleaning.ca");

    await form.getByRole("link", { name: "Return to Home Page" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  });

  test("commercial walk at phone width: add-ons, custom schedule and special requirements reach the review, the server and the e-mails", async () => {
    const page = await openForm("/get-quote", MOBILE);
    const email = unique("omar");
    await walk(page, { ...COMMERCIAL, email });

    expect(await cardText(page, "Contact Information")).toContain("1-613-555-0199");
    expect(await cardText(page, "Contact Information")).toContain("200 Elgin Street, Ottawa");
    const service = await cardText(page, "Service Details");
    expect(service).toContain("Deep Cleaning, Specialty Cleaning");
    expect(service).toContain("Oven Cleaning, High-Dust Cleaning");
    const property = await cardText(page, "Property Information");
    expect(property).toContain("Office, Clinic");
    expect(property).toContain(PROPERTY_SIZES.commercial[2]!);
    const schedule = await cardText(page, "Schedule & Preferences");
    expect(schedule).toContain("Twice a month on Fridays");
    expect(schedule).not.toContain("Custom Schedule");
    expect(schedule).toMatch(/Pets\s+No/);
    expect(schedule).toMatch(/Pet Type\s+N\/A/);
    expect(schedule).toContain("Standard");
    expect(await cardText(page, "Special Requirements")).toContain("Please use the side door.");

    await submitAndSucceed(page);
    const confirmation = await waitForMail(mailDir(), (m) => addresses(m).includes(email));
    expect(confirmation.text).toContain("Omar Office");
    await waitForMail(mailDir(), (m) => addresses(m).includes(site.inboxEmail) && (m.subject ?? "").includes("Omar Office"));
  });

  test("Next and jumping ahead are refused with the Missing Information toasts; Back and earlier steps are free", async () => {
    const page = await openForm();
    await expectStep(page, 1);
    expect(await stepNav(page).getByRole("button").count()).toBe(7);
    for (const [i, name] of STEPS.entries()) expect(await stepButton(page, i + 1).innerText()).toContain(name);
    expect(await button(page, "Back").isDisabled()).toBe(true);

    await button(page, "Next").click();
    await expectToast(page, NEXT_MSG);
    await expectStep(page, 1);
    expect(await fieldError(page, L.name)).toBe("Client Name: Must be at least 2 characters long");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("assessment-full_name");
    expect(await fieldError(page, L.postcode)).toBe("Postcode: Please enter a valid Canadian postal code");
    expect(await fieldError(page, L.address)).toBeNull();
    // The error state of step 1 is accessible too.
    expect(await axeViolations(page)).toEqual([]);

    await stepButton(page, 3).click();
    await expectToast(page, JUMP_MSG);
    await expectStep(page, 1);

    await fillContact(page, { ...RESIDENTIAL, email: "jane@example.com" });
    await stepButton(page, 2).click();
    await expectStep(page, 2);
    // Jumping past an unfinished step stops on it.
    await stepButton(page, 4).click();
    await expectToast(page, JUMP_MSG);
    await expectStep(page, 2);
    expect(await page.getByText("Service Type: Please select at least one cleaning service from the available options").count()).toBe(1);
    await field(page, "Regular Cleaning").check();
    await next(page, 3);
    expect(await stepButton(page, 1).innerText()).toContain("Client Contact Information");

    // Back never validates; earlier step buttons are always allowed.
    await button(page, "Back").click();
    await expectStep(page, 2);
    await stepButton(page, 3).click();
    await expectStep(page, 3);
    await stepButton(page, 1).click();
    await expectStep(page, 1);
    expect(await field(page, L.name).inputValue()).toBe("Jane Resident");
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
  });

  test("phone and postcode format while typing; messages follow every change", async () => {
    const page = await openForm();
    const phone = field(page, L.phone);
    await phone.pressSequentially("613555");
    expect(await phone.inputValue()).toBe("613-555");
    expect(await fieldError(page, L.phone)).toBe("Phone Number: Please enter a valid Canadian phone number (e.g., 999-999-9999)");
    await phone.pressSequentially("0142");
    expect(await phone.inputValue()).toBe("613-555-0142");
    await expect.poll(() => fieldError(page, L.phone)).toBeNull();
    await phone.fill("");
    await phone.pressSequentially("16135550142");
    expect(await phone.inputValue()).toBe("1-613-555-0142");
    expect(await page.getByText("Please enter your Canadian phone number (e.g., 999-999-9999 or 1-999-999-9999)").count()).toBe(1);

    const postcode = field(page, L.postcode);
    expect(await postcode.getAttribute("placeholder")).toBe("K1A 1A1");
    expect(await postcode.getAttribute("maxlength")).toBe("7");
    await postcode.pressSequentially("k 1a1a1");
    expect(await postcode.inputValue()).toBe("K1A 1A1");
    await postcode.fill("");
    await postcode.pressSequentially("m5v2t6");
    expect(await postcode.inputValue()).toBe("M5V 2T6");
    expect(await fieldError(page, L.postcode)).toBe('Postcode: Must be a valid Ottawa region postal code (e.g., K1A 1A1). Ottawa postal codes start with "K".');
    expect(await page.getByText('We only service properties in the Ottawa region (postal codes starting with "K")').count()).toBe(1);

    await field(page, L.email).fill("jane@example.com");
    await field(page, L.verify).fill("jane@example.org");
    expect(await fieldError(page, L.verify)).toBe(
      "Email Verification: The email addresses don't match. Please ensure both email fields contain the same address.",
    );
    expect(await fieldError(page, L.email)).toBeNull();
    await field(page, L.email).fill("jane@example.org");
    await expect.poll(() => fieldError(page, L.verify)).toBeNull();
  });

  test("size options follow the property types; none chosen shows the prompt; a size no longer offered is cleared", async () => {
    const page = await openForm();
    await fillContact(page, { ...RESIDENTIAL, email: "jane@example.com" });
    await next(page, 2);
    await field(page, "Specialty Cleaning").check();
    expect(await page.locator("form").getByRole("group", { name: "Specialty Add-ons" }).getByRole("checkbox").count()).toBe(ADD_ON_OPTIONS.length);
    await field(page, "Specialty Cleaning").uncheck();
    expect(await page.locator("form").getByRole("group", { name: "Specialty Add-ons" }).count()).toBe(0);
    await field(page, "Regular Cleaning").check();
    await next(page, 3);

    const sizes = () => page.locator('form input[type="radio"][name="property_size"]').evaluateAll((els) => els.map((e) => e.closest("label")?.textContent));
    await field(page, "Apartment").check();
    await next(page, 4);
    expect(await sizes()).toEqual([...PROPERTY_SIZES.residential, "Custom Size"]);
    await field(page, "2 Bedrooms").check();
    await button(page, "Back").click();
    await field(page, "Apartment").uncheck();
    await field(page, "Post-Construction / Renovation").check();
    await next(page, 4);
    expect(await sizes()).toEqual([...PROPERTY_SIZES["post-construction"], "Custom Size"]);
    expect(await page.locator('form input[name="property_size"]:checked').count()).toBe(0);
    await button(page, "Next").click();
    await expectToast(page, NEXT_MSG);
    expect(await page.getByText("Property Size: Please select a property size that matches your property type").count()).toBe(1);
    await field(page, "Custom Size").check();
    await field(page, "Describe the property size *").fill("Two floors plus basement");
    await next(page, 5);
    expect(await page.locator('form input[name="frequency"]').evaluateAll((els) => els.map((e) => e.closest("label")?.textContent))).toEqual(
      FREQUENCIES.map((f) => f.label),
    );

    // A visit stored at step 4 without any property type shows the prompt instead of sizes.
    await page.evaluate(() => {
      const saved = JSON.parse(sessionStorage.getItem("assessment-progress")!);
      saved.values.property_type = [];
      saved.values.property_size = "";
      saved.step = 4;
      sessionStorage.setItem("assessment-progress", JSON.stringify(saved));
    });
    await page.reload();
    await expectStep(page, 4);
    await page.getByText(NO_TYPE, { exact: true }).waitFor();
    expect(await sizes()).toEqual([]);
  });

  test("reload keeps the progress; the review shows Not specified, None selected, N/A and strips angle brackets", async () => {
    const page = await openForm();
    await fillContact(page, { ...RESIDENTIAL, email: "keep@example.com" });
    await next(page, 2);
    await field(page, "Specialty Cleaning").check();
    await next(page, 3);
    await page.reload();
    await expectStep(page, 3);
    await button(page, "Back").click();
    await expectStep(page, 2);
    expect(await field(page, "Specialty Cleaning").isChecked()).toBe(true);
    await stepButton(page, 1).click();
    expect(await field(page, L.name).inputValue()).toBe("Jane Resident");
    expect(await field(page, L.postcode).inputValue()).toBe("K2P 1L4");

    await stepButton(page, 3).click();
    await field(page, "Condo").check();
    await next(page, 4);
    await field(page, "1 Bedroom").check();
    await next(page, 5);
    await field(page, "Weekly").check();
    await next(page, 6);
    expect(await field(page, "No").isChecked()).toBe(true);
    await field(page, "No Preference").check();
    const special = field(page, "Special Requirements");
    expect(await special.getAttribute("maxlength")).toBe("1000");
    await special.fill("Keep <door> closed");
    await page.getByText("18/1000 characters").waitFor();
    expect(await fieldError(page, "Special Requirements")).toBe("Special Requirements: Only letters, numbers, spaces, and basic punctuation allowed");
    await next(page, 7);

    expect(await cardText(page, "Contact Information")).toMatch(/Address\s+Not specified/);
    expect(await cardText(page, "Service Details")).toMatch(/Add-ons\s+None selected/);
    expect(await cardText(page, "Schedule & Preferences")).toMatch(/Pet Type\s+N\/A/);
    expect(await cardText(page, "Special Requirements")).toContain("Keep door closed");

    // Nothing is sent while a field is invalid: the submit opens the step with the message.
    await button(page, "Submit to get my Quote!").click();
    await expectToast(page, NEXT_MSG);
    await expectStep(page, 6);
    await special.fill("Keep the door closed.");
    await stepButton(page, 7).click();
    await expectStep(page, 7);
    expect(await page.getByRole("heading", { name: "Special Requirements" }).count()).toBe(1);

    // Pet type is checked at the final submit.
    await stepButton(page, 6).click();
    await field(page, "Yes").check();
    await next(page, 7);
    await button(page, "Submit to get my Quote!").click();
    await expectToast(page, NEXT_MSG);
    await expectStep(page, 6);
    expect(await fieldError(page, "Pet Type *")).toBe("Pet Type: Please specify the type of pets you have");
  });

  test("a failed submit shows Submission Failed; Retry returns to the review, and the next try succeeds with the same key", async () => {
    const page = await openForm();
    const keys: string[] = [];
    let fail = true;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/assessments", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (!fail) return route.continue();
      await answered; // held open so the in-flight state can be checked
      return route.fulfill({ status: 500, json: { error: { code: "internal", message: "Internal error" } } });
    });
    await walk(page, { ...RESIDENTIAL, email: unique("retry") });
    await button(page, "Submit to get my Quote!").click();
    const busy = button(page, "Submitting...");
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    answer();
    await page.getByRole("heading", { name: "Submission Failed" }).waitFor();
    await page.getByText(FAILED_TEXT, { exact: true }).waitFor();
    const main = page.locator("main .rounded-xl").first();
    expect(await main.getByRole("link", { name: "Return to Home Page" }).getAttribute("href")).toBe("/");
    expect(await main.getByRole("link", { name: `Call ${site.phone}` }).getAttribute("href")).toBe(`tel:${site.phone}`);
    expect(await main.getByRole("link", { name: `Email ${site.email}` }).getAttribute("href")).toBe(`mailto:${site.email}`);
    expect(await axeViolations(page)).toEqual([]);

    await button(page, "Retry Submission").click();
    await expectStep(page, 7);
    expect(await cardText(page, "Contact Information")).toContain("Jane Resident");
    expect(await page.getByText("Submission Failed").count()).toBe(0);

    fail = false;
    await submitAndSucceed(page);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test("a 400 answer shows the failure and puts the server's messages on their fields", async () => {
    const page = await openForm();
    await page.route("**/api/assessments", (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: "validation", message: "Invalid input", fields: { postcode: "Postcode: Please enter a valid Canadian postal code" } } },
      }),
    );
    await walk(page, { ...RESIDENTIAL, email: unique("bad") });
    await button(page, "Submit to get my Quote!").click();
    await page.getByRole("heading", { name: "Submission Failed" }).waitFor();
    await button(page, "Retry Submission").click();
    await expectStep(page, 1);
    expect(await fieldError(page, L.postcode)).toBe("Postcode: Please enter a valid Canadian postal code");
  });

  test("the whole form works from the keyboard alone", async () => {
    const page = await openForm();
    const kb = page.keyboard;
    /** Describes the focused element: its label for inputs, its text for buttons, its tag otherwise. */
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return "";
        const label = el.closest("label") ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        return (label?.textContent ?? el.textContent ?? "").trim();
      });
    const tabTo = async (name: string) => {
      for (let i = 0; i < 60; i++) {
        if ((await focused()) === name) return;
        await kb.press("Tab");
      }
      throw new Error(`never reached ${name}`);
    };

    await tabTo(L.name);
    await kb.type("Kim Keys");
    await kb.press("Tab");
    await kb.type("6135550111");
    await kb.press("Tab");
    await kb.type("kim@example.com");
    await kb.press("Tab");
    await kb.type("kim@example.com");
    await kb.press("Tab");
    await kb.press("Tab");
    await kb.type("k1a0b1");
    await kb.press("Enter");
    await expectStep(page, 2);
    expect(await focused()).toBe("Service Type");

    await tabTo("Deep Cleaning");
    await kb.press("Space");
    await tabTo("Next");
    await kb.press("Enter");
    await expectStep(page, 3);

    await tabTo("Condo");
    await kb.press("Space");
    await tabTo("Next");
    await kb.press("Enter");
    await expectStep(page, 4);

    await tabTo("Studio / Bachelor");
    await kb.press("ArrowDown");
    expect(await focused()).toBe("1 Bedroom");
    await tabTo("Next");
    await kb.press("Enter");
    await expectStep(page, 5);

    await tabTo("One-Time Cleaning");
    await kb.press("Space");
    await tabTo("Next");
    await kb.press("Enter");
    await expectStep(page, 6);

    await tabTo("No");
    await tabTo("Eco-Friendly");
    await kb.press("ArrowRight");
    await tabTo("Next");
    await kb.press("Enter");
    await expectStep(page, 7);

    const property = await cardText(page, "Property Information");
    expect(property).toContain("Condo");
    expect(property).toContain("1 Bedroom");
    expect(await cardText(page, "Schedule & Preferences")).toContain("Standard");
    await tabTo("Submit to get my Quote!");
  });
});
