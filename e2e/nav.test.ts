import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { resolveSite } from "@shared/site";
import { DESKTOP, MOBILE, axeViolations, launchBrowser, openPage } from "./support/browser";
import { expectSectionBelowBar, scrollInstant, texts } from "./support/scroll";

const site = resolveSite(process.env);
const ITEMS = ["About", "Services", "Why Choose Us", "Testimonials", "Contact", "Gallery"];
const SECTION_ITEMS = [
  ["About", "about"],
  ["Services", "services"],
  ["Why Choose Us", "why-choose-us"],
  ["Testimonials", "testimonials"],
  ["Contact", "contact"],
] as const;

let browser: Browser;
let page: Page | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await page?.context().close();
  page = undefined;
});
afterAll(() => browser?.close());

async function open(path: string, viewport = DESKTOP) {
  page = await openPage(browser, path, viewport);
  return page;
}

const bar = (p: Page) => p.locator("header").first();
const pathname = (p: Page) => new URL(p.url()).pathname;
const scrollY = (p: Page) => p.evaluate(() => window.scrollY);

/** The floating "Email Us" button: the only mailto link outside the header, main and footer. */
const floatingEmail = (p: Page) => p.locator('a[href^="mailto:"]:not(header *, main *, footer *)');

describe.each([
  ["desktop", DESKTOP],
  ["mobile", MOBILE],
])("bar at %s width", (_name, viewport) => {
  test("stays fixed at the top while the page scrolls", async () => {
    const p = await open("/", viewport);
    await scrollInstant(p, 2000);
    await expect.poll(() => scrollY(p)).toBe(2000);
    expect(await bar(p).evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    expect(await bar(p).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  });

  test("changes style only past 10 px, and back at 10 px or less", async () => {
    const p = await open("/", viewport);
    const state = () => bar(p).getAttribute("data-scrolled");
    const shadow = () => bar(p).evaluate((el) => getComputedStyle(el).boxShadow);
    expect(await state()).toBe("false");
    const restingShadow = await shadow();

    await scrollInstant(p, 11);
    await expect.poll(state).toBe("true");
    await expect.poll(shadow).not.toBe(restingShadow);
    await scrollInstant(p, 10);
    await expect.poll(state).toBe("false");
    await scrollInstant(p, 11);
    await expect.poll(state).toBe("true");
    await scrollInstant(p, 0);
    await expect.poll(state).toBe("false");
    await expect.poll(shadow).toBe(restingShadow);
  });
});

describe("desktop", () => {
  test("shows the items in order, Get Quote, Client Login and the e-mail link", async () => {
    const p = await open("/");
    const visible = await texts(bar(p).locator("nav").locator("button:visible, a:visible"));
    expect(visible.filter((t) => ITEMS.includes(t))).toEqual(ITEMS);
    expect(await bar(p).getByRole("link", { name: "Get Quote" }).getAttribute("href")).toBe("/get-quote");
    expect(await bar(p).getByRole("link", { name: "Client Login" }).getAttribute("href")).toBe("/client-login");
    const email = bar(p).locator(`a[href="mailto:${site.email}"]`);
    expect(await email.isVisible()).toBe(true);
    expect(await bar(p).getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    expect(await floatingEmail(p).isVisible()).toBe(false);
  });

  test("on /, each section item scrolls to its section and the path stays /", async () => {
    const p = await open("/");
    for (const [label, id] of SECTION_ITEMS) {
      await bar(p).getByRole("button", { name: label, exact: true }).click();
      await expectSectionBelowBar(p, id);
      expect(pathname(p)).toBe("/");
    }
  });

  test("from /vacancy, a section item opens /#contact with the contact section in view", async () => {
    const p = await open("/vacancy");
    await bar(p).getByRole("button", { name: "Contact", exact: true }).click();
    await expect.poll(() => `${pathname(p)}${new URL(p.url()).hash}`).toBe("/#contact");
    await expectSectionBelowBar(p, "contact");
  });

  test("Gallery opens /gallery at the top", async () => {
    const p = await open("/");
    await scrollInstant(p, 3000);
    await bar(p).getByRole("link", { name: "Gallery" }).click();
    await expect.poll(() => pathname(p)).toBe("/gallery");
    await expect.poll(() => scrollY(p)).toBe(0);
  });

  test("Get Quote opens /get-quote at the top", async () => {
    const p = await open("/");
    await scrollInstant(p, 3000);
    await bar(p).getByRole("link", { name: "Get Quote" }).click();
    await expect.poll(() => pathname(p)).toBe("/get-quote");
    await expect.poll(() => scrollY(p)).toBe(0);
  });
});

describe("mobile", () => {
  const toggle = (p: Page) => bar(p).locator("button[aria-controls='mobile-menu']");
  const menu = (p: Page) => p.locator("#mobile-menu");

  test("the toggle replaces the items and opens and closes the menu", async () => {
    const p = await open("/", MOBILE);
    const visible = await texts(bar(p).locator("nav").locator("button:visible, a:visible"));
    expect(visible.filter((t) => ITEMS.includes(t))).toEqual([]);

    expect(await toggle(p).getAttribute("aria-expanded")).toBe("false");
    expect(await menu(p).count()).toBe(0);
    await toggle(p).click();
    expect(await toggle(p).getAttribute("aria-expanded")).toBe("true");
    const items = await texts(menu(p).locator("li"));
    expect(items).toEqual(ITEMS);
    expect(await menu(p).getByRole("link", { name: "Get Quote" }).getAttribute("href")).toBe("/get-quote");
    expect(await menu(p).getByRole("link", { name: "Client Login" }).getAttribute("href")).toBe("/client-login");
    expect(await menu(p).locator(`a[href="mailto:${site.email}"]`).isVisible()).toBe(true);

    await toggle(p).click();
    expect(await toggle(p).getAttribute("aria-expanded")).toBe("false");
    expect(await menu(p).count()).toBe(0);
  });

  test("on /, tapping a section item closes the menu and scrolls to the section", async () => {
    const p = await open("/", MOBILE);
    await toggle(p).click();
    await menu(p).getByRole("button", { name: "Services", exact: true }).click();
    expect(await toggle(p).getAttribute("aria-expanded")).toBe("false");
    expect(await menu(p).count()).toBe(0);
    await expectSectionBelowBar(p, "services");
    expect(pathname(p)).toBe("/");
  });

  test("from /vacancy, a section item in the menu opens /#contact", async () => {
    const p = await open("/vacancy", MOBILE);
    await toggle(p).click();
    await menu(p).getByRole("button", { name: "Contact", exact: true }).click();
    await expect.poll(() => `${pathname(p)}${new URL(p.url()).hash}`).toBe("/#contact");
    await expectSectionBelowBar(p, "contact");
  });

  test("the floating Email Us button stays at the bottom right and writes to the general address", async () => {
    const p = await open("/", MOBILE);
    const button = floatingEmail(p);
    expect(await button.innerText()).toBe("Email Us");
    expect(await button.getAttribute("href")).toBe(`mailto:${site.email}`);
    const place = () =>
      button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { position: getComputedStyle(el).position, right: window.innerWidth - r.right, bottom: window.innerHeight - r.bottom };
      });
    const before = await place();
    expect(before.position).toBe("fixed");
    expect(before.right).toBeGreaterThanOrEqual(0);
    expect(before.right).toBeLessThanOrEqual(32);
    expect(before.bottom).toBeGreaterThanOrEqual(0);
    expect(before.bottom).toBeLessThanOrEqual(32);
    await scrollInstant(p, 2500);
    await expect.poll(() => scrollY(p)).toBe(2500);
    expect(await place()).toEqual(before);
  });

  test("axe finds no violations with the menu open", async () => {
    const p = await open("/", MOBILE);
    await toggle(p).click();
    expect(await menu(p).isVisible()).toBe(true);
    expect(await axeViolations(p)).toEqual([]);
  });
});
