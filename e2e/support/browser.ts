import axe, { type AxeResults, type RunOptions } from "axe-core";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { watchForReport, serverTrouble } from "./failure-report";
import { fileServer } from "./file-server";

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 390, height: 844 };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Content-Security-Policy violations seen by any page of a browser from `launchBrowser`: Chromium
 * reports each on the console ("Refused to ... because it violates the following Content Security
 * Policy directive"), and the page's `securitypolicyviolation` event is echoed there too. Every test
 * fails when one was seen during it (or during the file's setup).
 */
const cspViolations: string[] = [];
const CSP_MESSAGE = /Content Security Policy/i;

/** Collect the CSP violations of every page of `context`. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  context.on("console", (message) => {
    if (CSP_MESSAGE.test(message.text())) cspViolations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
  });
  // Playwright's init scripts run outside the page's policy, so this listener is never refused itself.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(
        `Content Security Policy violation (event): ${e.effectiveDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
}

/** The violations collected since the last call. */
export const takeCspViolations = (): string[] => cspViolations.splice(0);

afterEach(() => {
  expect(takeCspViolations(), "Content-Security-Policy violations").toEqual([]);
});
afterAll(() => {
  expect(takeCspViolations(), "Content-Security-Policy violations").toEqual([]);
});

/**
 * True once React has hydrated the document, or when the document is not the app's (a PDF, an
 * API answer, a page with scripts off). React Router writes its context into the HTML; React marks
 * each element it has taken over, and `body` is completed after everything in it.
 */
const hydratedOrStatic = () => !("__reactRouterContext" in window) || Object.keys(document.body ?? {}).some((key) => key.startsWith("__reactFiber$"));

/**
 * Screenshots are for looking at the pages (`E2E_SCREENSHOTS=1 npm run test:browser` writes them
 * where each test says); no test reads them back, and encoding a hundred full pages is a minute of
 * CPU that every other run would spend for nothing.
 */
const SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS);

/**
 * Every page of the tests: `page.goto` returns once the app has hydrated. On a busy machine the
 * page's modules can run seconds after the network is idle, and a click or a keystroke before
 * then reaches HTML that does not answer yet: a person would try again, a test would wait for
 * nothing. And `page.screenshot` only takes one when screenshots are asked for.
 */
function prepare(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(hydratedOrStatic, undefined, { polling: 50 });
    return response;
  };
  if (!SCREENSHOTS) page.screenshot = async () => Buffer.alloc(0);
}

/** Chromium; every context it opens (and so every page) is watched for CSP violations. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    // A wait (a click, a navigation, an element) may take a minute on a loaded machine.
    context.setDefaultTimeout(60_000);
    await watchCsp(context);
    context.on("page", prepare);
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // As Playwright's own newPage: closing the page closes its context.
    page.on("close", () => void context.close());
    return page;
  };
  return browser;
}

/** The address of this test file's own server (file-server.ts). */
export const baseUrl = () => fileServer().url;
/** Where this file's server's mail arrives. */
export const mailDir = () => fileServer().mailDir;
/** The owner account global-setup created with `npm run create-admin`. */
export const adminAccount = () => inject("admin");

/** This file's server's log so far. */
export const serverLog = () => fileServer().log();

/** A new page in its own context (fresh storage), at `viewport`, opened on `path`. */
export async function openPage(browser: Browser, path: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return page;
}

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  // Violations only: axe then skips describing every passing node, most of its work on a large page.
  resultTypes: ["violations"],
};

/**
 * axe-core's violations on the page, or only within `include` selectors (WCAG 2.x A and AA), as
 * readable lines. axe-core itself, put into the page once per document (it stays through the
 * app's own navigations) and run there: none of our pages has a frame, and the Playwright wrapper
 * sent its 550 kB source twice per check and opened a second page to merge the frames' results,
 * two and a half times the CPU of this way.
 */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  // A page at rest: a transition under way (a toast sliding in while the one behind it fades) is
  // half transparent, and axe would measure its contrast midway. Endless animations (a spinner) aside.
  const moving = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => `${a.constructor.name} on ${((a.effect as KeyframeEffect | null)?.target as Element | null)?.outerHTML.slice(0, 160)}`),
    );
  await expect.poll(moving, { timeout: 10_000 }).toEqual([]);
  // Asked of axe.run itself: an element with id="axe" would be window.axe too.
  if (!(await page.evaluate(() => typeof (window as { axe?: typeof axe }).axe?.run === "function"))) await page.evaluate(axe.source);
  const result: AxeResults = await page.evaluate(
    ([include, options]) => (window as unknown as { axe: typeof axe }).axe.run(include.length ? { include } : document, options),
    [include, AXE_OPTIONS] as const,
  );
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** On the admin sign-in screen: sign in as `account`. */
export async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** On the admin sign-in screen: sign in as the owner account of global-setup. */
export const signInAsOwner = (page: Page): Promise<void> => signInAs(page, adminAccount());

/** Wait for the toast titled `title` containing `description`; check its style; close it. */
export async function expectToast(page: Page, title: string, description: string | RegExp, kind: "error" | "success"): Promise<void> {
  const t = page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description });
  await t.first().waitFor();
  const cls = (await t.first().getAttribute("class")) ?? "";
  if (kind === "error") expect(cls).toContain("toast-destructive");
  else expect(cls).not.toContain("toast-destructive");
  await t.first().locator("button[aria-label='Close toast']").click();
  await t.first().waitFor({ state: "detached" });
}

/** The message tied to the field labelled `label` by aria-describedby, or null when it is valid. */
export async function fieldError(page: Page, label: string): Promise<string | null> {
  const input = page.getByLabel(label, { exact: true });
  if ((await input.getAttribute("aria-invalid")) !== "true") return null;
  const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(" ").filter((id) => id.endsWith("-error"));
  return ids.length ? page.locator(`[id="${ids[0]}"]`).textContent() : null;
}

/**
 * A test file's browser: launched before its tests and closed after them; the pages a test opens
 * with `newPage` are closed after that test.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const pages: Page[] = [];
  const reports = new Map<Page, () => Promise<string>>();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    try {
      if (task.result?.state === "fail") {
        // A page that does not answer (a dialog open) is named as such after 5 s: the pages still close.
        const reportOf = (p: Page) => Promise.race([reports.get(p)!(), new Promise<string>((resolve) => setTimeout(resolve, 5_000, "(no answer)"))]);
        const shown = await Promise.all(pages.map(async (p, i) => `page ${i + 1}: ${await reportOf(p)}`));
        console.error([`What "${task.name}" left on its pages:`, ...shown, "server warnings:", ...serverTrouble(serverLog())].join("\n  "));
      }
    } finally {
      reports.clear();
      await Promise.all(pages.splice(0).map((p) => p.context().close()));
    }
  });
  afterAll(() => browser?.close());
  return {
    /** A page at `viewport`, on the file's server or on the one at `base` (a seeded server), in a browser preferring `locale`. */
    async newPage(viewport = DESKTOP, base = baseUrl(), locale?: string): Promise<Page> {
      const context = await browser!.newContext({ viewport, baseURL: base, locale });
      const page = await context.newPage();
      pages.push(page);
      reports.set(page, watchForReport(page).report);
      return page;
    },
  };
}
