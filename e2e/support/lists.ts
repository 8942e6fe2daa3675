import type { Page } from "playwright-core";

/**
 * Type into an admin list's search box and wait until the table shows the answer to that text.
 * The text reaches the address 300 ms after the last key; until then the table still shows the
 * previous answer, and while the new one loads its rows are taken away. A row clicked before
 * then can vanish under the pointer, so a test that follows a row waits for this first.
 */
export async function searchList(page: Page, text: string): Promise<void> {
  await page.getByLabel("Search", { exact: true }).fill(text);
  await page.waitForFunction((want) => new URLSearchParams(location.search).get("search") === want.trim(), text);
  // The router has written the address; React draws the new query on the next frame at the latest.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  await page.locator("section[aria-busy=false]").waitFor();
}
