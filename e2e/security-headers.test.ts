import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { localizedPath, paths } from "@shared/paths";
import { PRERENDERED_PATHS } from "@shared/prerendered-paths";
import { DESKTOP, MOBILE, baseUrl, expectToast, launchBrowser, signInAsOwner, takeCspViolations } from "./support/browser";

// With the Content-Security-Policy on, nothing on the real pages may be refused (support/browser.ts
// fails every browser test on a violation) and the pages still hydrate.

let browser: Browser;
const pages: Page[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((p) => p.context().close()));
});
afterAll(() => browser?.close());

/** Open `path`; the policy the document came with. */
async function open(path: string, viewport = DESKTOP): Promise<{ page: Page; csp: string }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  pages.push(page);
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  return { page, csp: response!.headers()["content-security-policy"] ?? "" };
}

const expectStrictScripts = (csp: string) => {
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain("'unsafe-inline' 'sha");
  expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe");
};

test("every public page with the site's bar, and the 404 page: nothing refused, and the mobile menu responds", async () => {
  // The client login page (in either language) has no bar: its form is checked below.
  for (const path of [...PRERENDERED_PATHS.filter((p) => localizedPath(p, "en") !== paths.clientLogin), "/no-such-page", "/fr/pas-ici"]) {
    const { page, csp } = await open(path, MOBILE);
    expectStrictScripts(csp);
    const toggle = page.locator("header button[aria-controls='mobile-menu']").first();
    await toggle.click({ timeout: 10_000 });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator("#mobile-menu").isVisible(), path).toBe(true);
    expect(takeCspViolations(), path).toEqual([]);
  }
});

test("the client login form hydrates: its button enables once an address is typed", async () => {
  const { page, csp } = await open(paths.clientLogin);
  expectStrictScripts(csp);
  const submit = page.locator('main form button[type="submit"]');
  expect(await submit.isDisabled()).toBe(true);
  await page.getByLabel("Email Address", { exact: true }).fill("jane@example.com");
  await expect.poll(() => submit.isDisabled()).toBe(false);
});

test("the portal: a signed-out visit to the SPA shell is sent to the client login", async () => {
  const { page, csp } = await open("/client-dashboard/quotes");
  expectStrictScripts(csp);
  await page.waitForURL(/\/client-login/);
});

test("the admin area: sign-in errors toast, the owner signs in, a dialog opens; nothing refused", async () => {
  const { page, csp } = await open("/admin/login");
  expectStrictScripts(csp);
  await page.getByLabel("Email", { exact: true }).fill("owner@example.com");
  await page.getByLabel("Password", { exact: true }).fill("not the right passphrase");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expectToast(page, "Authentication Error", "Invalid email or password.", "error");
  await page.goto("/admin-dashboard");
  await signInAsOwner(page);
  await page.getByRole("button", { name: "Add Admin", exact: true }).click();
  await page.getByRole("dialog", { name: "Add Admin" }).waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("dialog", { name: "Add Admin" }).waitFor({ state: "detached" });
});

test("the watcher sees a refused inline script", async () => {
  const { page } = await open("/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
  });
  // Both reports arrive: Chromium's console message and the page's securitypolicyviolation event.
  const seen: string[] = [];
  await expect.poll(() => (seen.push(...takeCspViolations()), seen.some((v) => v.includes("(event)")) && seen.some((v) => !v.includes("(event)")))).toBe(true);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
});
