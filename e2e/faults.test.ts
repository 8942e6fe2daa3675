import fs from "node:fs";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { resolveSite } from "../src/shared/site";
import { assessmentBody } from "../src/server/test/assessment-fixture";
import { DESKTOP, baseUrl, expectToast, launchBrowser, mailDir, signInAsOwner } from "./support/browser";
import { waitForMail } from "./support/mailbox";

// What a person sees when the network fails (docs/decisions/019): reads retried as spec 000 §9
// says, changes that fail at once when offline and are never sent later, code that fails to
// download, and dashboard answers with parts missing.
const site = resolveSite(process.env);
const SHOTS = path.resolve(import.meta.dirname, "../.tmp/faults");
/** How long a change that failed offline is watched for, once back online, to prove it stays unsent. */
const QUIET_MS = 1500;

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(() => browser?.close());

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
  contexts.push(context);
  return context.newPage();
}

/** Every request the page starts for `method` `pathname` (sent or failed), with the time it started. */
function requestsTo(page: Page, method: string, pathname: string | RegExp) {
  const seen: { at: number; request: Request }[] = [];
  page.on("request", (request) => {
    const p = new URL(request.url()).pathname;
    if (request.method() === method && (typeof pathname === "string" ? p === pathname : pathname.test(p))) seen.push({ at: Date.now(), request });
  });
  return seen;
}

/**
 * Offline: `act` must fail at once with its notice (checked by `expectNotice`); then, back online,
 * nothing is sent behind the user's back: no request for `pathname` starts.
 */
async function failsOfflineAndStaysUnsent(page: Page, method: string, pathname: string, act: () => Promise<void>, expectNotice: () => Promise<void>) {
  const seen = requestsTo(page, method, pathname);
  await page.context().setOffline(true);
  await act();
  await expectNotice();
  await page.context().setOffline(false);
  const online = seen.length;
  await page.waitForTimeout(QUIET_MS);
  expect(seen.length, "a request was sent after the connection came back").toBe(online);
  // Whatever the browser tried while offline never reached the server.
  for (const { request } of seen) expect(await request.response()).toBeNull();
}

describe("a form or action sent while offline fails at once, keeps what was typed, and is not sent later", () => {
  test("the consultation form: 'Error Sending Request', the fields kept", async () => {
    const page = await newPage();
    await page.goto("/#contact");
    const form = page.locator("#contact form");
    const submit = form.locator('button[type="submit"]');
    await page.waitForLoadState("networkidle");
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true); // the island has hydrated
    await page.waitForLoadState("networkidle"); // ...and its notices' code has loaded
    await form.getByLabel("Full Name *", { exact: true }).fill("Jane Offline");
    await form.getByLabel("Phone Number *", { exact: true }).fill("613-555-0100");
    await form.getByLabel("Email Address *", { exact: true }).fill("jane.offline@example.com");
    await form.getByLabel("Additional Details", { exact: true }).fill("Weekly, evenings");

    await failsOfflineAndStaysUnsent(
      page,
      "POST",
      "/api/consultations",
      () => submit.click(),
      async () => {
        const notice = page.locator("[data-sonner-toast]").filter({ hasText: "Error Sending Request" });
        await notice.waitFor();
        await expect.poll(() => notice.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 }).toBe("1");
        expect(await notice.innerText()).toContain(`Please try again or email us directly at ${site.email}.`);
        await page.screenshot({ path: `${SHOTS}/consultation-offline.png` });
      },
    );
    expect(await submit.innerText()).toBe("Request Free Consultation");
    expect(await form.getByLabel("Full Name *", { exact: true }).inputValue()).toBe("Jane Offline");
    expect(await form.getByLabel("Additional Details", { exact: true }).inputValue()).toBe("Weekly, evenings");
  });

  test("the client login: 'Error' / 'Failed to send login link. Please try again.', the address kept", async () => {
    const page = await newPage();
    await page.goto("/client-login");
    await page.waitForLoadState("networkidle");
    const email = page.getByLabel("Email Address", { exact: true });
    await email.fill("offline.client@example.com");
    const submit = page.locator('main form button[type="submit"]');
    await failsOfflineAndStaysUnsent(
      page,
      "POST",
      "/api/auth/sign-in/magic-link",
      () => submit.click(),
      () => expectToast(page, "Error", "Failed to send login link. Please try again.", "error"),
    );
    expect(await submit.innerText()).toBe("Send Login Access to Email");
    expect(await email.inputValue()).toBe("offline.client@example.com");
  });

  test("the assessment's submit: 'Submission Failed', and Retry Submission returns to the answers", async () => {
    const page = await newPage();
    const values = {
      ...assessmentBody("offline.assessment@example.com"),
      property_address: "",
      add_on_options: [],
      custom_property_size: "",
      custom_frequency: "",
      pet_type: "",
      special_requirements: "",
    };
    await page.addInitScript((saved) => sessionStorage.setItem("assessment-progress", saved), JSON.stringify({ values, step: 7, key: "offline-fill" }));
    await page.goto("/get-quote");
    await page.waitForLoadState("networkidle");
    const submit = page.getByRole("button", { name: "Submit to get my Quote!", exact: true });
    await submit.waitFor();
    await failsOfflineAndStaysUnsent(
      page,
      "POST",
      "/api/assessments",
      () => submit.click(),
      async () => {
        await page.getByRole("heading", { name: "Submission Failed" }).waitFor();
        await page.getByRole("heading", { name: "Submission Failed" }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/assessment-offline.png` });
      },
    );
    await page.getByRole("button", { name: "Retry Submission", exact: true }).click();
    await submit.waitFor();
    expect(await page.locator("form").innerText()).toContain("offline.assessment@example.com");
  });

  test("Sign Out in the portal: 'Error' / 'Failed to sign out. Please try again.', and the client stays signed in", async () => {
    const email = `client+offline-${Date.now()}@example.com`;
    const post = (p: string, body: unknown) =>
      fetch(`${baseUrl()}${p}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: baseUrl() }, body: JSON.stringify(body) });
    expect((await post("/api/consultations", { name: "Offline Client", email, phone: "613-555-0100" })).status).toBe(201);
    expect((await post("/api/auth/sign-in/magic-link", { email })).status).toBe(200);
    const sentTo = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === email));
    const mail = await waitForMail(mailDir(), (m) => sentTo(m) && m.subject?.startsWith("Your login link - ") === true);
    const link = mail
      .text!.split("\n")
      .find((l) => l.startsWith(`${baseUrl()}/api/auth/magic-link/verify`))!
      .trim();

    const page = await newPage();
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.waitForLoadState("networkidle");
    await failsOfflineAndStaysUnsent(
      page,
      "POST",
      "/api/auth/sign-out",
      () => page.locator("aside#app-sidebar").getByRole("button", { name: "Sign Out" }).click(),
      () => expectToast(page, "Error", "Failed to sign out. Please try again.", "error"),
    );
    expect(new URL(page.url()).pathname).toBe("/client-dashboard");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  });
});

describe("the admin area", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto("/admin");
    await signInAsOwner(page);
    await page.getByRole("heading", { level: 1, name: "Job Assessments" }).waitFor();
    await page.close();
  });
  afterAll(() => context?.close());

  async function adminPage(path: string, heading: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    await page.waitForLoadState("networkidle");
    return page;
  }

  test("a read that fails on the network is retried 3 times, 1 s then 2 s then 4 s apart, then shows its failure", async () => {
    const page = await context.newPage();
    const tries = requestsTo(page, "GET", "/api/admin/assessments");
    await page.route("**/api/admin/assessments?*", (route) => route.abort("internetdisconnected"));
    await page.route("**/api/admin/assessments", (route) => route.abort("internetdisconnected"));
    await page.goto("/admin");
    await page.getByText("Failed to fetch job assessments.").first().waitFor({ timeout: 15_000 });
    await expectToast(page, "Error", "Failed to fetch job assessments.", "error");
    expect(tries).toHaveLength(4);
    // The cards stop spinning: a dash for each figure that could not be read.
    expect(await page.locator("[data-stat=total] [data-value]").innerText()).toBe("—\nNot available");
    const gaps = tries.slice(1).map((t, i) => t.at - tries[i]!.at);
    // The spec's delays; a slow machine may stretch them, never shorten them.
    [1000, 2000, 4000].forEach((delay, i) => expect(gaps[i]).toBeGreaterThanOrEqual(delay - 50));
    await page.screenshot({ path: `${SHOTS}/admin-read-failed.png` });
    await page.close();
  });

  test("a 4xx answer is not retried", async () => {
    const page = await context.newPage();
    const tries = requestsTo(page, "GET", "/api/admin/assessments");
    await page.route(/\/api\/admin\/assessments(\?|$)/, (route) => route.fulfill({ status: 404, json: { error: { code: "not_found", message: "Gone" } } }));
    await page.goto("/admin");
    await page.getByText("Failed to fetch job assessments.").first().waitFor();
    await page.waitForTimeout(QUIET_MS); // a retry would come 1 s after the failure
    expect(tries).toHaveLength(1);
    await page.close();
  });

  test("Sign Out offline: 'Sign Out Failed', still signed in, and not signed out later", async () => {
    const page = await adminPage("/admin", "Job Assessments");
    await failsOfflineAndStaysUnsent(
      page,
      "POST",
      "/api/auth/sign-out",
      () => page.getByRole("button", { name: "Sign Out", exact: true }).click(),
      () => expectToast(page, "Sign Out Failed", "Please check your connection and try again.", "error"),
    );
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Job Assessments" }).waitFor();
    await page.close();
  });

  test("a lead captured offline: 'Failed to capture lead. Please try again.', the form kept, nothing saved later", async () => {
    const page = await adminPage("/admin/leads/capture", "Create Lead");
    const field = (label: string) => page.locator("form").getByLabel(label, { exact: true });
    const name = `Offline Lead ${Date.now()}`;
    await field("Full Name").fill(name);
    await field("Phone Number").fill("613-555-0501");
    await field("Email").fill("offline.lead@example.com");
    await field("Property Type").selectOption("house");
    await field("Service Type").selectOption("cleaning");
    await field("Preferred Ingredients").selectOption("standard");
    await failsOfflineAndStaysUnsent(
      page,
      "POST",
      "/api/admin/leads/capture",
      () => page.getByRole("button", { name: "Save Lead", exact: true }).click(),
      () => expectToast(page, "Error", "Failed to capture lead. Please try again.", "error"),
    );
    expect(await field("Full Name").inputValue()).toBe(name);
    expect(await field("Property Type").inputValue()).toBe("house");
    const found = await page.evaluate(async (n) => (await fetch(`/api/admin/leads?search=${encodeURIComponent(n)}`)).json(), name);
    expect(found.total).toBe(0);
    await page.close();
  });

  test("the visitor dashboard with figures missing from the answer: dashes, not a blank page", async () => {
    const page = await context.newPage();
    await page.route("**/api/admin/visits", (route) =>
      route.fulfill({ json: { totalVisitors: 42, pageStats: { "/": { total: 40 }, "/gallery": "x" }, daily: [{ date: "bad" }] } }),
    );
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/admin-dashboard");
    await page.getByRole("heading", { level: 1, name: "Visitor Dashboard" }).waitFor();
    const value = (stat: string) => page.locator(`[data-stat=${stat}] [data-value]`).innerText();
    await expect.poll(() => value("total"), { timeout: 10_000 }).toBe("42");
    expect(await value("today")).toBe("—\nNot available");
    expect(await value("date")).toBe(
      new Intl.DateTimeFormat("en-CA", { month: "long", day: "numeric", year: "numeric", timeZone: "America/Toronto" }).format(new Date()),
    );
    expect(await page.locator("[data-path='/'] [data-total]").innerText()).toBe("40");
    expect(await page.locator("[data-path='/'] [data-today]").innerText()).toBe("—\nNot available");
    expect(await page.locator("[data-path='/gallery'] [data-total]").innerText()).toBe("—\nNot available");
    expect(await page.locator("[data-chart=daily] > li").count()).toBe(0);
    expect(await page.locator("[data-chart=daily]").getAttribute("aria-label")).toBe("Page visits per day, last 30 days");
    expect(await page.locator("section[aria-labelledby=daily-visits-heading]").innerText()).toContain("Daily figures are not available");
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/visitors-partial.png`, fullPage: true });

    // Nothing usable at all: still the page, with dashes.
    await page.unroute("**/api/admin/visits");
    await page.route("**/api/admin/visits", (route) => route.fulfill({ json: null }));
    await page.reload();
    await page.locator("[data-stat=total]").waitFor();
    expect(await value("total")).toBe("—\nNot available");
    expect(await page.locator("tbody tr").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("the assessments dashboard with parts missing from the answer: dashed cards and the rows it has", async () => {
    const page = await context.newPage();
    const answer = {
      items: [{ id: "00000000-0000-4000-8000-000000000001", fullName: "Partial Person", email: "partial@example.com" }, { fullName: "Row Without Id" }],
      stats: { total: 7 },
    };
    await page.route(/\/api\/admin\/assessments(\?|$)/, (route) => route.fulfill({ json: answer }));
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Job Assessments" }).waitFor();
    const value = (stat: string) => page.locator(`[data-stat=${stat}] [data-value]`).innerText();
    await expect.poll(() => value("total"), { timeout: 10_000 }).toBe("7");
    for (const stat of ["week", "pets", "filtered"]) expect(await value(stat)).toBe("—\nNot available");
    const list = await page.locator("main").innerText();
    expect(list).toContain("Partial Person");
    expect(list).not.toContain("Row Without Id");
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/assessments-partial.png`, fullPage: true });
    await page.close();
  });
});

describe("code that fails to download shows the error screen with a way to reload", () => {
  test("a page's route module: the error screen at the page asked for (no silent reload), and Reload Page opens it", async () => {
    const page = await newPage();
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.route(/\/assets\/gallery-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
    await page.locator("nav").getByRole("link", { name: "Gallery", exact: true }).first().click();
    await page.getByRole("heading", { level: 1, name: "Unexpected Application Error" }).waitFor();
    expect(await page.locator("main").innerText()).toContain("This page could not be loaded. Check your connection, then reload the page.");
    expect(new URL(page.url()).pathname).toBe("/gallery");
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true); // not reloaded
    await page.screenshot({ path: `${SHOTS}/route-module-failed.png` });

    await page.unroute(/\/assets\/gallery-[^/]*\.js$/);
    await page.getByRole("button", { name: "Reload Page", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Project Gallery" }).waitFor();
  });

  test("a lazily loaded part of a page: the landing sections on a visit from another page", async () => {
    const page = await newPage();
    await page.goto("/gallery");
    await page.waitForLoadState("networkidle");
    await page.route(/\/assets\/landing-sections-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator("header").getByRole("link").first().click(); // the logo: home
    await page.getByRole("heading", { level: 1, name: "Unexpected Application Error" }).waitFor();
    expect(await page.locator("main").innerText()).toContain("This page could not be loaded.");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    await page.getByRole("button", { name: "Reload Page", exact: true }).waitFor();
  });

  test("the consultation form's code: the form waits, and comes to life when it is next used once the code can be had", async () => {
    const page = await newPage();
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const chunk = /\/assets\/consultation-form-[^/]*\.js$/;
    const failed = page.waitForEvent("requestfailed", (r) => chunk.test(r.url()));
    await page.route(chunk, (route) => route.abort("internetdisconnected"));
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await failed;
    const submit = page.locator('#contact form button[type="submit"]');
    expect(await submit.isDisabled()).toBe(true);

    await page.unroute(chunk);
    await page.locator("#contact form").getByLabel("Full Name *", { exact: true }).click();
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
  });
});
