import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DESKTOP, MOBILE, axeViolations, baseUrl, launchBrowser, openPage, serverLog } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PUBLIC_PAGES = ["/", "/gallery", "/vacancy", "/get-quote", "/request", "/client-login"];

describe("every public page", () => {
  test.each(PUBLIC_PAGES)("%s has a title, a meta description, one h1 and a canonical link", async (path) => {
    const page = await openPage(browser, path);
    expect(await page.title()).toMatch(/\S/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/^.{20,}$/);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    await page.context().close();
  });

  test.each(
    PUBLIC_PAGES.flatMap((p) => [
      [p, "desktop"],
      [p, "mobile"],
    ]),
  )("%s at %s passes axe-core", async (path, size) => {
    const page = await openPage(browser, path, size === "desktop" ? DESKTOP : MOBILE);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test.each(PUBLIC_PAGES)("%s arrives as HTML with its text (prerendered)", async (path) => {
    const res = await fetch(baseUrl() + path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toContain("<title>");
  });
});

describe("the not-found page", () => {
  test.each(["/does-not-exist", "/gallery/abc", "/vacancy/1", "/a/b/c"])("%s answers 404 with the page, and the path is logged", async (path) => {
    const res = await fetch(baseUrl() + path);
    expect(res.status).toBe(404);
    const page = await openPage(browser, path);
    const h1 = page.locator("h1");
    await expect.poll(() => h1.innerText()).toMatch(/404\s+Oops! Page not found/);
    await expect.poll(serverLog).toContain(`"msg":"unknown path"`);
    expect(serverLog()).toContain(`"path":"${path}"`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.context().close();
  });
});

describe("client login page", () => {
  test("logo home, title, help line with the phone, Back to Main Site", async () => {
    const page = await openPage(browser, "/client-login");
    expect(await page.locator("h1").innerText()).toBe("Client Login");
    expect(await page.getByText(/Need help\? Call us at 613-555-0142\./).count()).toBe(1);
    await page.getByRole("link", { name: "Back to Main Site" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.context().close();
  });
});

describe("HTTP behaviour of the built server", () => {
  test("hashed assets are immutable and served brotli-compressed", async () => {
    const html = await (await fetch(baseUrl() + "/")).text();
    // The route manifest: large enough to be sent compressed (MIN_COMPRESS_BYTES).
    const asset = html.match(/\/assets\/manifest-[\w.-]+\.js/)![0];
    const res = await fetch(baseUrl() + asset, { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
  });

  test("API errors are JSON; a body over 64 KB answers 413; malformed JSON 400", async () => {
    const big = await fetch(baseUrl() + "/api/consultations", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(70 * 1024), email: "a@b.ca", phone: "6135550100" }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("payload_too_large");
    const bad = await fetch(baseUrl() + "/api/consultations", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{oops" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: "bad_request", message: "Malformed JSON body" } });
  });

  test("sitemap.xml and robots.txt are served", async () => {
    const sitemap = await fetch(baseUrl() + "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain("/gallery</loc>");
    expect(await (await fetch(baseUrl() + "/robots.txt")).text()).toContain("Sitemap: ");
  });

  test("one structured log line per request", async () => {
    await fetch(baseUrl() + "/robots.txt?probe=log-line");
    await expect.poll(serverLog).toMatch(/"method":"GET","path":"\/robots.txt","status":200,"ms":[\d.]+,"msg":"request"/);
  });
});

describe("keyboard", () => {
  test("the skip link is the first stop and focus is visible", async () => {
    const page = await openPage(browser, "/vacancy");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { text: el.textContent, outline: getComputedStyle(el).outlineStyle };
    });
    expect(focused.text).toBe("Skip to main content");
    expect(focused.outline).not.toBe("none");
    await page.context().close();
  });
});
