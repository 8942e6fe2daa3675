import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GALLERY_ITEMS, type GalleryItem } from "~/content/gallery-items";
import { gallery } from "~/i18n/en/gallery";
import { DESKTOP, MOBILE, axeViolations, baseUrl, launchBrowser, openPage } from "./support/browser";

// Spec texts are written out here; item texts come from the catalog the page renders.
const TAB_LABELS = ["All", "Commercial", "Residential", "Healthcare", "Post-Construction"];
const EMPTY = "No projects found in this category. Check back soon for more gallery updates!";
const CATEGORY_LABEL = { commercial: "Commercial", residential: "Residential", healthcare: "Healthcare", "post-construction": "Post-Construction" };

const textOf = (item: GalleryItem) => gallery.items[item.id];
const card = (page: Page, item: GalleryItem) => page.locator(`[data-gallery-card="${item.id}"]`);
const dialog = (page: Page) => page.getByRole("dialog");

async function openCard(page: Page, item: GalleryItem) {
  await page.getByRole("button", { name: textOf(item).title, exact: true }).click();
  await dialog(page).waitFor();
}

async function clickBack(page: Page) {
  await dialog(page).getByRole("button", { name: "Back", exact: true }).click();
  await dialog(page).waitFor({ state: "detached" });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test("the first HTTP response is the prerendered gallery", async () => {
  const res = await fetch(`${baseUrl()}/gallery`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("Project Gallery");
  for (const item of GALLERY_ITEMS) expect(html).toContain(textOf(item).title);
});

describe("tabs and cards", () => {
  test("one h1, five tabs in order, 'all' selected with four cards", async () => {
    const page = await openPage(browser, "/gallery");
    await expect.poll(() => page.locator("h1").allTextContents()).toEqual(["Project Gallery"]);
    const tabs = page.getByRole("tablist").getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(TAB_LABELS);
    expect(await tabs.evaluateAll((els) => els.map((el) => el.getAttribute("aria-selected")))).toEqual(["true", "false", "false", "false", "false"]);
    expect(await page.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(await tabs.first().getAttribute("id"));
    expect(GALLERY_ITEMS).toHaveLength(4);
    expect(await page.locator("[data-gallery-card]").count()).toBe(4);
    for (const item of GALLERY_ITEMS) {
      const c = card(page, item);
      expect(await c.locator("[data-card-category]").textContent()).toBe(CATEGORY_LABEL[item.category]);
      if (item.date) expect(await c.locator("time").textContent()).toBe(gallery.formatDate(item.date));
      else expect(await c.locator("time").count()).toBe(0);
    }
    await page.context().close();
  });

  test.each([
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ])("card images at %s: AVIF with a WebP fallback, explicit size, async decoding, lazy after the first", async (_name, viewport) => {
    const page = await openPage(browser, "/gallery", viewport);
    const imgs = page.locator("[data-gallery-card] img");
    const markup = await page.locator("[data-gallery-card] picture").evaluateAll((pictures) =>
      pictures.map((p) => {
        const img = p.querySelector("img")!;
        const source = p.querySelector("source");
        return {
          avif: source?.getAttribute("type") === "image/avif" && source.getAttribute("srcset")!.endsWith(".avif"),
          webp: img.getAttribute("src")!.endsWith(".webp"),
          size: [img.getAttribute("width"), img.getAttribute("height")],
          decoding: img.getAttribute("decoding"),
        };
      }),
    );
    for (const m of markup) expect(m).toEqual({ avif: true, webp: true, size: ["1200", "800"], decoding: "async" });
    expect(await imgs.evaluateAll((els) => els.map((i) => i.getAttribute("loading")))).toEqual(["eager", "lazy", "lazy", "lazy"]);
    // Lazy images that have not loaded yet must not be mistaken for broken ones.
    for (let i = 0; i < (await imgs.count()); i++) {
      await imgs.nth(i).scrollIntoViewIfNeeded();
      await expect.poll(() => imgs.nth(i).evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.currentSrc.endsWith(".avif"))).toBe(true);
    }
    await page.context().close();
  });

  test("each tab shows only its category; an empty category shows the message", async () => {
    const page = await openPage(browser, "/gallery");
    let sawEmpty = false;
    for (const [category, label] of Object.entries(CATEGORY_LABEL)) {
      await page.getByRole("tab", { name: label, exact: true }).click();
      expect(await page.getByRole("tab", { name: label, exact: true }).getAttribute("aria-selected")).toBe("true");
      const expected = GALLERY_ITEMS.filter((i) => i.category === category).map((i) => i.id);
      await expect.poll(() => page.locator("[data-gallery-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-gallery-card")))).toEqual(expected);
      expect(new Set(await page.locator("[data-card-category]").allTextContents())).toEqual(new Set(expected.length ? [label] : []));
      if (expected.length === 0) {
        sawEmpty = true;
        expect((await page.getByRole("tabpanel").textContent())?.trim()).toBe(EMPTY);
      } else {
        expect(await page.getByText(EMPTY).count()).toBe(0);
      }
    }
    expect(sawEmpty).toBe(true);
    await page.getByRole("tab", { name: "All", exact: true }).click();
    await expect.poll(() => page.locator("[data-gallery-card]").count()).toBe(4);
    await page.context().close();
  });

  test("tabs work from the keyboard: one tab stop, arrows, Home and End", async () => {
    const page = await openPage(browser, "/gallery");
    const selected = () => page.locator('[role="tab"][aria-selected="true"]').textContent();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await page.locator('[role="tab"][tabindex="0"]').allTextContents()).toEqual(["All"]);
    await page.getByRole("tab", { name: "All" }).focus();
    await page.keyboard.press("ArrowRight");
    expect([await selected(), await focused()]).toEqual(["Commercial", "Commercial"]);
    await page.keyboard.press("End");
    expect([await selected(), await focused()]).toEqual(["Post-Construction", "Post-Construction"]);
    await page.keyboard.press("ArrowRight");
    expect(await selected()).toBe("All");
    await page.keyboard.press("ArrowLeft");
    expect(await selected()).toBe("Post-Construction");
    await page.keyboard.press("Home");
    expect([await selected(), await focused()]).toEqual(["All", "All"]);
    // Tab leaves the tablist for the first card.
    await page.keyboard.press("Tab");
    expect(await focused()).toBe(textOf(GALLERY_ITEMS[0]!).title);
    await page.context().close();
  });
});

describe("project dialog", () => {
  test("every card opens a dialog with Back, its media and all its texts", async () => {
    const page = await openPage(browser, "/gallery");
    for (const item of GALLERY_ITEMS) {
      const text = textOf(item);
      await openCard(page, item);
      const d = dialog(page);
      expect(await d.getByRole("button", { name: "Back", exact: true }).isVisible()).toBe(true);
      expect(await d.getByRole("heading", { level: 2 }).textContent()).toBe(text.title);
      expect(await d.locator("[data-modal-category]").textContent()).toBe(CATEGORY_LABEL[item.category]);
      if (item.date) expect(await d.locator("[data-modal-date]").textContent()).toBe(gallery.formatDate(item.date));
      else expect(await d.locator("[data-modal-date]").count()).toBe(0);
      const body = await d.textContent();
      for (const part of [text.description, text.review.text, text.review.customer]) expect(body).toContain(part);
      expect(await d.locator("[data-star]").count()).toBe(5);
      expect(await d.getByRole("img", { name: "Rated 5 out of 5" }).count()).toBe(1);

      if (item.type === "video") {
        expect(await d.locator("picture").count()).toBe(0);
        const video = d.locator("video");
        expect(await video.getAttribute("controls")).not.toBeNull();
        const played = await video.evaluate(async (v: HTMLVideoElement) => {
          v.muted = true;
          await v.play();
          await new Promise((r) => setTimeout(r, 600));
          v.pause();
          return { duration: v.duration, time: v.currentTime, width: v.videoWidth };
        });
        expect(played.duration).toBeGreaterThan(1);
        expect(played.time).toBeGreaterThan(0);
        expect(played.width).toBeGreaterThan(0);
      } else {
        expect(await d.locator("video").count()).toBe(0);
        const img = d.getByRole("img", { name: text.alt });
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
        expect(await img.evaluate((i: HTMLImageElement, src) => i.currentSrc.includes(src), item.src)).toBe(true);
      }
      await clickBack(page);
    }
    await page.context().close();
  });

  test("Back clears the selection: the next card shows its own data", async () => {
    const page = await openPage(browser, "/gallery");
    const [first, second] = [GALLERY_ITEMS[0]!, GALLERY_ITEMS[1]!];
    await openCard(page, first);
    await clickBack(page);
    expect(await dialog(page).count()).toBe(0);
    await openCard(page, second);
    const body = await dialog(page).textContent();
    expect(await dialog(page).getByRole("heading", { level: 2 }).textContent()).toBe(textOf(second).title);
    expect(body).toContain(textOf(second).description);
    expect(body).not.toContain(textOf(first).title);
    expect(body).not.toContain(textOf(first).description);
    await page.context().close();
  });

  test("keyboard: Enter opens, focus stays in the dialog, Escape closes and returns focus", async () => {
    const page = await openPage(browser, "/gallery");
    const item = GALLERY_ITEMS[0]!;
    await page.getByRole("button", { name: textOf(item).title, exact: true }).focus();
    await page.keyboard.press("Enter");
    await dialog(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Back");
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(textOf(item).title);
    await page.context().close();
  });
});

test("a broken image falls back to the placeholder, in the card and in the dialog", async () => {
  const item = GALLERY_ITEMS.find((i) => i.type === "image")!;
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
  const page = await context.newPage();
  await page.route(
    (url) => url.pathname.startsWith(`${item.src}.`),
    (route) => route.abort(),
  );
  // Hold the scripts back so the image fails before the page hydrates.
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto("/gallery", { waitUntil: "networkidle" });
  const state = (selector: string) =>
    page.locator(selector).evaluate((img: HTMLImageElement) => ({ placeholder: img.currentSrc.endsWith("/placeholder.webp"), loaded: img.naturalWidth > 0 }));
  await expect.poll(() => state(`[data-gallery-card="${item.id}"] img`)).toEqual({ placeholder: true, loaded: true });
  // The other cards are unaffected.
  const others = GALLERY_ITEMS.filter((i) => i.id !== item.id && i.type === "image");
  for (const other of others) expect(await state(`[data-gallery-card="${other.id}"] img`)).toEqual({ placeholder: false, loaded: true });
  await openCard(page, item);
  await expect.poll(() => state('[role="dialog"] img')).toEqual({ placeholder: true, loaded: true });
  await context.close();
});

describe.each([
  ["desktop", DESKTOP],
  ["mobile", MOBILE],
])("accessibility at %s", (_name, viewport) => {
  test("no axe violations on the page, the empty category and the open dialogs", async () => {
    const page = await openPage(browser, "/gallery", viewport);
    expect(await axeViolations(page)).toEqual([]);
    for (const item of [GALLERY_ITEMS.find((i) => i.type === "image")!, GALLERY_ITEMS.find((i) => i.type === "video")!]) {
      await openCard(page, item);
      expect(await axeViolations(page)).toEqual([]);
      await clickBack(page);
    }
    await page.getByRole("tab", { name: "Post-Construction" }).click();
    await page.getByText(EMPTY).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
