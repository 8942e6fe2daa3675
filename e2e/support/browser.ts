import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 390, height: 844 };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

export const baseUrl = () => inject("baseUrl");
export const mailDir = () => inject("mailDir");
/** The admin account global-setup created with `npm run create-admin`. */
export const adminAccount = () => inject("admin");

/** The running server's log so far. */
export const serverLog = () => fs.readFileSync(inject("serverLogFile"), "utf8");

/** A new page in its own context (fresh storage), at `viewport`, opened on `path`. */
export async function openPage(browser: Browser, path: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return page;
}

/** axe-core's violations on the page, or only within `include` selectors (WCAG 2.x A and AA), as readable lines. */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  for (const selector of include) builder.include(selector);
  const result = await builder.analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
