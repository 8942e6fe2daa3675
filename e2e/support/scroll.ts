import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** The fixed navigation bar's height: section tops land just below it. */
export const BAR_HEIGHT = 64;

/** Scroll the window without the page's smooth-scroll animation. */
export function scrollInstant(page: Page, y: number) {
  return page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

/** The top of `#id` relative to the viewport, once the scroll position has stopped changing. */
function settledTop(page: Page, id: string) {
  return page.evaluate(async (sectionId) => {
    const read = () => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top);
    const before = read();
    await new Promise((r) => setTimeout(r, 150));
    return read() === before ? before : Number.NaN;
  }, id);
}

/** Wait until `#id` has been scrolled to just below the fixed bar. */
export async function expectSectionBelowBar(page: Page, id: string) {
  await expect.poll(() => settledTop(page, id), { timeout: 10_000, interval: 100 }).toSatisfy((top: number) => Math.abs(top - BAR_HEIGHT) <= 2);
}

/** Each matched element's visible text with whitespace collapsed. */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
}
