import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { axeViolations, launchBrowser, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test("the home page renders and hydrates", async () => {
  const page = await openPage(browser, "/");
  await expect.poll(() => page.locator("h1").count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
});
