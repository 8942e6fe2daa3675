import type { ParsedMail } from "mailparser";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { resolveSite } from "../src/shared/site";
import { DESKTOP, MOBILE, adminAccount, axeViolations, baseUrl, launchBrowser, mailDir } from "./support/browser";
import { readMailbox, waitForMail } from "./support/mailbox";

// The client build bakes the site configuration from the environment, as vite.config.ts does.
const site = resolveSite(process.env);
const SUBMIT = "Send Login Access to Email";
const SENDING = "Sending Login Link...";
const SENT = { title: "Magic Link Sent!", description: "Check your email for a secure login link." };
const UNEXPECTED = "Failed to send login link. Please try again.";
const TOO_SOON = "A link was sent to this address less than a minute ago. Please check your email or wait a minute before asking again.";
const INVALID_LINK = "This login link is invalid or has expired. Please request a new one.";
const SIGN_OUT_FAILED = "Failed to sign out. Please try again.";
const WEEK_SECONDS = 604_800;
const A11Y_LOGIN = ["main", "[data-sonner-toaster]"];

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(() => browser?.close());

let serial = 0;
/** A fresh address per test, with a "+" so its URL encoding shows. */
const uniqueEmail = (tag: string) => `client+${tag}-${Date.now()}-${serial++}@example.com`;

/** The company knows an address once it has sent a consultation. */
async function makeKnown(email: string) {
  const res = await fetch(`${baseUrl()}/api/consultations`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Portal Client", email, phone: "613-555-0100" }),
  });
  expect(res.status).toBe(201);
}

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  contexts.push(context);
  return context.newPage();
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

const emailField = (page: Page) => page.getByLabel("Email Address", { exact: true });
const submitButton = (page: Page) => page.locator('main form button[type="submit"]');
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** Wait until a toast has finished its entrance animation, so colours are final. */
async function settledToast(page: Page, title: string) {
  const t = toast(page, title).last();
  await t.waitFor();
  await expect.poll(() => t.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  return t;
}

/** The login-link POSTs the page sends. */
function linkRequests(page: Page) {
  const bodies: unknown[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/auth/sign-in/magic-link") bodies.push(r.postDataJSON());
  });
  return bodies;
}

/** Script errors and console errors (hydration mismatches among them); refused requests aside. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (msg) => {
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) errors.push(msg.text());
  });
  return errors;
}

const sentTo = (to: ParsedMail["to"], email: string) => (Array.isArray(to) ? to : [to]).some((a) => a?.value.some((v) => v.address === email));

/** The sign-in link of the login e-mail sent to `email`. */
async function loginLink(email: string): Promise<string> {
  const mail = await waitForMail(mailDir(), (m) => sentTo(m.to, email) && m.subject?.startsWith("Your login link - ") === true);
  const line = mail.text?.split("\n").find((l) => l.startsWith(`${baseUrl()}/api/auth/magic-link/verify`));
  expect(line).toBeDefined();
  return line!.trim();
}

/** Ask for a link the way the page does (for tests about the portal, not the form). */
async function requestLinkByApi(email: string) {
  const res = await fetch(`${baseUrl()}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
}

/** A known client signed in through an e-mailed link, on the dashboard. */
async function signedInPage(viewport = DESKTOP, tag = "portal") {
  const email = uniqueEmail(tag);
  await makeKnown(email);
  await requestLinkByApi(email);
  const link = await loginLink(email);
  const page = await newPage(viewport);
  await page.goto(link);
  await page.waitForURL(/\/client-dashboard\?email=/);
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  return { page, email, link };
}

const sidebar = (page: Page) => page.locator("aside#app-sidebar");
const sidebarWidth = (page: Page) => sidebar(page).evaluate((el) => el.getBoundingClientRect().width);

/** Wait for the sidebar's width transition to end on `px`. */
async function expectSidebarWidth(page: Page, px: number) {
  await expect.poll(() => sidebarWidth(page)).toBe(px);
}

describe("client login page", () => {
  test("one required e-mail field; the button is disabled while blank or spaces; the browser refuses 'abc'", async () => {
    const page = await newPage();
    const posts = linkRequests(page);
    await open(page, "/client-login");

    expect(await page.locator("h1").innerText()).toBe("Client Login");
    expect(await page.locator("main a").first().getAttribute("href")).toBe("/");
    expect(await page.locator("main input").count()).toBe(1);
    expect(await emailField(page).getAttribute("type")).toBe("email");
    expect(await emailField(page).getAttribute("required")).not.toBeNull();
    expect((await submitButton(page).innerText()).trim()).toBe(SUBMIT);
    expect(await submitButton(page).isDisabled()).toBe(true);

    await emailField(page).pressSequentially("   ");
    expect(await submitButton(page).isDisabled()).toBe(true);

    await emailField(page).fill("abc");
    expect(await submitButton(page).isEnabled()).toBe(true);
    await emailField(page).press("Enter");
    expect(await emailField(page).evaluate((el) => (el as HTMLInputElement).validationMessage)).toMatch(/\S/);
    await submitButton(page).click();
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);

    await emailField(page).fill("");
    expect(await submitButton(page).isDisabled()).toBe(true);
    expect(await page.getByRole("link", { name: `Need help? Call us at ${site.phone}.` }).getAttribute("href")).toMatch(/^tel:/);
    expect(await page.getByRole("link", { name: "Back to Main Site" }).getAttribute("href")).toBe("/");
    expect(await axeViolations(page, A11Y_LOGIN)).toEqual([]);
  });

  test("sending: Sending Login Link..., the trimmed address, the toast, Check Your Email, Send Another Link", async () => {
    const email = uniqueEmail("flow");
    await makeKnown(email);
    const page = await newPage();
    const posts = linkRequests(page);
    await open(page, "/client-login");
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route("**/api/auth/sign-in/magic-link", async (route) => {
      await released;
      await route.continue();
    });

    await emailField(page).pressSequentially(`  ${email}  `);
    await submitButton(page).click();

    await expect.poll(() => submitButton(page).innerText()).toBe(SENDING);
    expect(await submitButton(page).isDisabled()).toBe(true);
    await emailField(page).press("Enter");
    release();

    const notice = await settledToast(page, SENT.title);
    expect(await notice.locator("[data-description]").textContent()).toBe(SENT.description);
    expect(await notice.getAttribute("class")).not.toContain("toast-destructive");
    expect(posts).toEqual([{ email }]);

    const heading = page.getByRole("heading", { name: "Check Your Email" });
    await heading.waitFor();
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator("[data-sent-to]").innerText()).toBe(email);
    expect(await page.locator("main form").count()).toBe(0);
    expect(await axeViolations(page, A11Y_LOGIN)).toEqual([]);
    // The e-mail went to the trimmed address.
    expect(await loginLink(email)).toContain("/api/auth/magic-link/verify?token=");

    await page.getByRole("button", { name: "Send Another Link" }).click();
    await emailField(page).waitFor();
    expect(await emailField(page).inputValue()).toBe("");
    expect(await emailField(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await submitButton(page).isDisabled()).toBe(true);
    expect((await submitButton(page).innerText()).trim()).toBe(SUBMIT);
  });

  test("a second request within a minute: destructive 'Error' toast with the server's message; the form stays", async () => {
    const email = uniqueEmail("twice");
    await makeKnown(email);
    const page = await newPage();
    await open(page, "/client-login");

    await emailField(page).fill(email);
    await submitButton(page).click();
    await page.getByRole("button", { name: "Send Another Link" }).click();
    await emailField(page).fill(email);
    await submitButton(page).click();

    const notice = await settledToast(page, "Error");
    expect(await notice.locator("[data-title]").textContent()).toBe("Error");
    expect(await notice.locator("[data-description]").textContent()).toBe(TOO_SOON);
    expect(await notice.getAttribute("class")).toContain("toast-destructive");
    expect(await page.getByRole("heading", { name: "Check Your Email" }).count()).toBe(0);
    expect(await emailField(page).inputValue()).toBe(email);
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect((await submitButton(page).innerText()).trim()).toBe(SUBMIT);
    expect(await axeViolations(page, A11Y_LOGIN)).toEqual([]);
  });

  test("a network failure: 'Error' / 'Failed to send login link. Please try again.', the form stays usable", async () => {
    const page = await newPage();
    await open(page, "/client-login");
    let attempts = 0;
    await page.route("**/api/auth/sign-in/magic-link", (route) => {
      attempts++;
      return route.abort("failed");
    });

    await emailField(page).fill("someone@example.com");
    await submitButton(page).click();

    const notice = await settledToast(page, "Error");
    expect(await notice.locator("[data-description]").textContent()).toBe(UNEXPECTED);
    expect(await notice.getAttribute("class")).toContain("toast-destructive");
    expect(await emailField(page).inputValue()).toBe("someone@example.com");
    expect(await submitButton(page).isEnabled()).toBe(true);
    await page.waitForTimeout(1500);
    expect(attempts).toBe(1);
  });

  test("an unknown address gets the same screen, and an e-mail saying no account exists", async () => {
    const email = uniqueEmail("unknown");
    const page = await newPage();
    await open(page, "/client-login");

    await emailField(page).fill(email);
    await submitButton(page).click();

    await settledToast(page, SENT.title);
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    expect(await page.locator("[data-sent-to]").innerText()).toBe(email);

    const mail = await waitForMail(mailDir(), (m) => sentTo(m.to, email));
    expect(mail.subject).toBe(`Login request - ${site.companyName}`);
    expect(mail.text).not.toContain("/api/auth/magic-link/verify");
    const toThem = (await readMailbox(mailDir())).filter((m) => sentTo(m.to, email));
    expect(toThem.map((m) => m.subject)).toEqual([`Login request - ${site.companyName}`]);
  });
});

describe("client portal", () => {
  test("the e-mailed link signs in: dashboard cards, quotes and invoices empty, sign-out closes the portal", async () => {
    const email = uniqueEmail("full");
    await makeKnown(email);
    const page = await newPage();
    const errors = consoleErrors(page);
    await open(page, "/client-login");
    await emailField(page).fill(email);
    await submitButton(page).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();

    const link = await loginLink(email);
    await page.goto(link);
    await page.waitForURL(`${baseUrl()}/client-dashboard?email=${encodeURIComponent(email)}`);
    expect(page.url()).toContain("email=client%2B");

    // Shell: sidebar, header with the session's address.
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(await page.title()).toMatch(/^Dashboard \| Client Portal/);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await sidebar(page).getAttribute("aria-label")).toBe("Client Portal");
    expect(await sidebar(page).getByText("Client Portal", { exact: true }).isVisible()).toBe(true);
    expect((await page.locator("header").innerText()).replace(/\s+/g, " ")).toContain(`Signed in as: ${email}`);
    const nav = sidebar(page).getByRole("navigation");
    expect(await nav.getByRole("link").evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute("href")]))).toEqual([
      ["Dashboard", "/client-dashboard"],
      ["Quotes", "/client-dashboard/quotes"],
      ["Invoices", "/client-dashboard/invoices"],
      ["Messages", "/client-dashboard/messages"],
      ["Privacy", "/client-dashboard/privacy"],
    ]);
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");

    // The four cards.
    const card = (title: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title }) });
    expect(await card("Upcoming Services").innerText()).toContain("No upcoming appointments");
    expect(await card("Service History").innerText()).toContain("No service history");
    expect(await page.locator("[data-account-email]").innerText()).toBe(email);
    const today = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "America/Toronto" }).format(new Date());
    expect(await card("Account Information").innerText()).toContain("Member Since");
    expect(await page.locator("[data-member-since]").innerText()).toBe(today);
    const help = card("Need Help?");
    expect(await help.getByRole("link", { name: `Call ${site.supportPhone}` }).getAttribute("href")).toBe(`tel:${site.supportPhone.replace(/[^\d+]/g, "")}`);
    expect(await help.getByRole("link", { name: "Request New Service" }).getAttribute("href")).toBe("/get-quote");

    // Nothing of the session is readable by page scripts.
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toMatch(/token|session|auth/i);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/session|token|auth/i);
    const cookies = await page.context().cookies();
    const sessionCookie = cookies.find((c) => c.name.endsWith("better-auth.session_token"));
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(storage).not.toContain(sessionCookie!.value.split(".")[0]);

    // The header shows the session's address, never the ?email= parameter.
    await open(page, "/client-dashboard?email=someone.else%40example.com");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(await page.locator("[data-signed-in-email]").innerText()).toBe(email);

    // Quotes and Invoices: empty states.
    await nav.getByRole("link", { name: "Quotes" }).click();
    await page.waitForURL(`${baseUrl()}/client-dashboard/quotes`);
    await page.getByRole("heading", { level: 1, name: "Quotes" }).waitFor();
    await page.getByText("No quotes available").waitFor();
    expect(await nav.getByRole("link", { name: "Quotes" }).getAttribute("aria-current")).toBe("page");
    expect(await page.locator("main").getByRole("link", { name: "Request Quote" }).getAttribute("href")).toBe("/get-quote");
    expect(await page.title()).toMatch(/^Quotes \| Client Portal/);

    await nav.getByRole("link", { name: "Invoices" }).click();
    await page.waitForURL(`${baseUrl()}/client-dashboard/invoices`);
    await page.getByText("No invoices available").waitFor();
    const summary = await page.locator("[data-summary]").evaluateAll((els) => els.map((el) => el.textContent));
    expect(summary).toEqual(["Total Invoiced$0.00", "Outstanding$0.00", "Total Invoices0"]);

    // A used link does not sign in again.
    const second = await newPage();
    const secondErrors = consoleErrors(second);
    await second.goto(link);
    await second.waitForURL(`${baseUrl()}/client-login?error=INVALID_TOKEN`);
    await second.getByRole("alert").filter({ hasText: INVALID_LINK }).waitFor();
    expect(await axeViolations(second, A11Y_LOGIN)).toEqual([]);
    expect(secondErrors).toEqual([]);
    expect(errors).toEqual([]);

    // Sign Out: /client-login, and the portal stays closed (Back, or typing the address).
    await sidebar(page).getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${baseUrl()}/client-login`);
    await page.locator("h1", { hasText: "Client Login" }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/client-login?next=%2Fclient-dashboard%2Fquotes`);
    await open(page, "/client-dashboard");
    await page.waitForURL(`${baseUrl()}/client-login`);
    expect(await page.getByText(email).count()).toBe(0);
    const after = await fetch(`${baseUrl()}/api/portal/quotes`, {
      headers: { cookie: `better-auth.session_token=${sessionCookie!.value}` },
    });
    expect(after.status).toBe(401);
  });

  test.each([
    ["/client-dashboard", "/client-login"],
    ["/client-dashboard/quotes", "/client-login?next=%2Fclient-dashboard%2Fquotes"],
    ["/client-dashboard/invoices", "/client-login?next=%2Fclient-dashboard%2Finvoices"],
  ])("%s without a session redirects to %s (with the page to return to)", async (path, login) => {
    const page = await newPage();
    const portalData: string[] = [];
    page.on("response", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/portal/")) portalData.push(r.url());
    });
    await page.goto(path);
    await page.waitForURL(`${baseUrl()}${login}`);
    await page.locator("h1", { hasText: "Client Login" }).waitFor();
    expect(portalData).toEqual([]);
  });

  test("while the session is being checked the portal shows Loading...", async () => {
    const { page, email } = await signedInPage(DESKTOP, "loading");
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route("**/api/session", async (route) => {
      await released;
      await route.continue();
    });

    await page.goto("/client-dashboard/quotes");
    await page.getByRole("status").filter({ hasText: "Loading..." }).waitFor();
    expect(await page.getByText(email).count()).toBe(0);
    release();
    await page.getByRole("heading", { level: 1, name: "Quotes" }).waitFor();
    expect(await page.locator("[data-signed-in-email]").innerText()).toBe(email);
  });

  test("a damaged session cookie counts as no session", async () => {
    const page = await newPage();
    await page.context().addCookies([{ name: "better-auth.session_token", value: "forged.value", url: baseUrl() }]);
    await page.goto("/client-dashboard");
    await page.waitForURL(`${baseUrl()}/client-login`);
  });

  test("an admin session does not open the portal", async () => {
    const page = await newPage();
    const admin = adminAccount();
    const res = await page.request.post("/api/auth/sign-in/email", {
      data: { email: admin.email, password: admin.password },
      headers: { Origin: baseUrl() },
    });
    expect(res.status()).toBe(200);
    await page.goto("/client-dashboard/quotes");
    await page.waitForURL(`${baseUrl()}/client-login?next=%2Fclient-dashboard%2Fquotes`);
    expect(await page.getByText("Client Portal").count()).toBe(0);
  });

  test("Ctrl+B collapses the sidebar to its icon rail; the state is a 7-day cookie that survives a reload", async () => {
    const { page } = await signedInPage(DESKTOP, "sidebar");
    await expectSidebarWidth(page, 256);
    expect(await sidebar(page).getByText("Client Portal", { exact: true }).isVisible()).toBe(true);

    await page.keyboard.press("Control+b");
    await expectSidebarWidth(page, 48);
    const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie).toMatchObject({ value: "false", path: "/" });
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + WEEK_SECONDS))).toBeLessThan(60);
    // The rail keeps each entry's name (shown as a tooltip on hover and focus).
    const quotes = sidebar(page).getByRole("link", { name: "Quotes" });
    expect(await quotes.isVisible()).toBe(true);
    await quotes.focus();
    await expect.poll(() => quotes.locator("span").evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    expect(await sidebar(page).getByRole("button", { name: "Sign Out" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(await sidebarWidth(page)).toBe(48);

    await page.keyboard.press("Meta+b");
    await expectSidebarWidth(page, 256);
    expect((await page.context().cookies()).find((c) => c.name === "sidebar_state")?.value).toBe("true");

    // The header button does the same.
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expectSidebarWidth(page, 48);
    expect(await page.getByRole("button", { name: "Expand sidebar" }).getAttribute("aria-expanded")).toBe("false");
  });

  test("below 768 px the sidebar is an 18rem drawer: focus stays inside, Escape and navigation close it", async () => {
    const { page } = await signedInPage(MOBILE, "drawer");
    expect(await sidebar(page).isVisible()).toBe(false);
    const trigger = page.getByRole("button", { name: "Open menu" });

    await trigger.click();
    const drawer = page.getByRole("dialog", { name: "Client Portal" });
    await drawer.waitFor();
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(288);
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
    expect(await drawer.getByRole("link").allInnerTexts()).toEqual(expect.arrayContaining(["Dashboard", "Quotes", "Invoices"]));
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press("Control+b");
    await drawer.waitFor();
    await drawer.getByRole("link", { name: "Invoices" }).click();
    await page.waitForURL(`${baseUrl()}/client-dashboard/invoices`);
    await drawer.waitFor({ state: "detached" });
    await page.getByText("No invoices available").waitFor();
  });

  test("a failed sign-out shows the destructive 'Error' toast and stays in the portal", async () => {
    const { page, email } = await signedInPage(DESKTOP, "signout-fail");
    let attempts = 0;
    await page.route("**/api/auth/sign-out", (route) => {
      attempts++;
      return route.abort("failed");
    });

    await sidebar(page).getByRole("button", { name: "Sign Out" }).click();

    const notice = await settledToast(page, "Error");
    expect(await notice.locator("[data-description]").textContent()).toBe(SIGN_OUT_FAILED);
    expect(await notice.getAttribute("class")).toContain("toast-destructive");
    expect(new URL(page.url()).pathname).toBe("/client-dashboard");
    expect(await page.locator("[data-signed-in-email]").innerText()).toBe(email);
    expect(attempts).toBe(1);
  });

  test("signing out in one tab closes the portal in another at its next navigation", async () => {
    const { page } = await signedInPage(DESKTOP, "two-tabs");
    const other = await page.context().newPage();
    await open(other, "/client-dashboard");
    await other.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();

    await sidebar(page).getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${baseUrl()}/client-login`);

    await sidebar(other).getByRole("link", { name: "Quotes" }).click();
    await other.waitForURL(`${baseUrl()}/client-login?next=%2Fclient-dashboard%2Fquotes`);
  });

  test.each([
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as const)("the three portal pages pass axe-core at %s", async (_size, viewport) => {
    const { page } = await signedInPage(viewport, `axe-${_size}`);
    for (const [path, heading] of [
      ["/client-dashboard", "Dashboard"],
      ["/client-dashboard/quotes", "Quotes"],
      ["/client-dashboard/invoices", "Invoices"],
    ] as const) {
      await open(page, path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.locator('main [role="status"]').waitFor({ state: "detached" });
      expect(await page.locator("h1").count()).toBe(1);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
