import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { PRERENDERED_PATHS } from "../src/shared/prerendered-paths";
import { baseUrl, launchBrowser } from "./support/browser";

// Every public page, in both languages, fits the width of a phone, a tablet and a laptop: nothing
// scrolls sideways (a word or a button that does not wrap pushes the whole page wider). One browser
// context per width, one page navigated through the list; no axe here (pages.test.ts has it).
const WIDTHS = [320, 390, 768, 1024, 1366];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test.each(WIDTHS)("at %i px, no public page scrolls sideways, in English or in French", async (width) => {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl() });
  const page = await context.newPage();
  const wider: string[] = [];
  for (const path of PRERENDERED_PATHS) {
    await page.goto(path);
    await page.waitForLoadState("load");
    // What sticks out, by its tag, classes and text, to say where to look when it fails.
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return null;
      const culprits = [...document.body.querySelectorAll("*")]
        .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 0.5)
        .slice(-3)
        .map((e) => `<${e.tagName.toLowerCase()} class="${e.getAttribute("class") ?? ""}"> ${(e.textContent ?? "").trim().slice(0, 40)}`);
      return `${root.scrollWidth} > ${root.clientWidth}: ${culprits.join(" | ")}`;
    });
    if (overflow) wider.push(`${path}: ${overflow}`);
  }
  await context.close();
  expect(wider).toEqual([]);
});
