import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SECTION_IDS } from "@shared/paths";
import { resolveSite } from "@shared/site";
import { landing } from "~/i18n/en/landing";
import { contact as contactText } from "~/i18n/en/contact";
import { MOBILE, axeViolations, baseUrl, launchBrowser, openPage } from "./support/browser";
import { expectSectionBelowBar, texts } from "./support/scroll";

// The build bakes the site configuration from the same environment the tests run in.
const site = resolveSite(process.env);

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, "/");
});
afterAll(() => browser?.close());

describe("prerendered HTML", () => {
  let html: string;
  beforeAll(async () => {
    html = await (await fetch(`${baseUrl()}/`)).text();
  });

  test("the first response already holds the hero headline", () => {
    const headline = landing.hero.headline.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(html).toMatch(new RegExp(`<h1[^>]*>${headline}</h1>`));
  });

  test("the first response carries LocalBusiness structured data from the site configuration", () => {
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(json).toBeDefined();
    const data = JSON.parse(json!);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: site.companyName,
      legalName: site.legalName,
      email: site.email,
      telephone: site.phone,
      openingHours: "Mo-Fr 07:00-19:00",
      areaServed: ["Ottawa", "Gatineau", "Ottawa-Gatineau region"],
      address: { addressLocality: "Ottawa", addressRegion: "ON", addressCountry: "CA" },
    });
    expect(new URL(data.url).protocol).toMatch(/^https?:$/);
  });
});

describe("structure", () => {
  test("sections come in the spec's order, with the careers banner before contact", async () => {
    const order = await page.locator("main section").evaluateAll((sections) => sections.map((s) => s.id || s.querySelector("h2")?.textContent));
    expect(order).toEqual(["home", "about", "services", "why-choose-us", "testimonials", "Join Our Growing Team", "contact"]);
  });

  test("every anchored section keeps its heading clear of the 64 px bar", async () => {
    for (const id of SECTION_IDS) {
      expect(await page.locator(`#${id}`).evaluate((el) => getComputedStyle(el).scrollMarginTop)).toBe("64px");
    }
  });

  test("the page has exactly one h1, the hero headline", async () => {
    await expect.poll(() => page.locator("h1").count()).toBe(1);
    expect(await page.locator("#home h1").innerText()).toBe(landing.hero.headline);
  });

  test("every icon is hidden from assistive technology", async () => {
    const exposed = await page.locator("main svg:not([aria-hidden='true'])").count();
    expect(exposed).toBe(0);
  });
});

describe("hero", () => {
  test("shows the three badges", async () => {
    expect(await texts(page.locator("#home li"))).toEqual(["24/7 Emergency Service", "Fully Licensed & Bonded", "Medical-Grade Cleaning"]);
  });

  test("Get Free Quote opens /get-quote and Email Us writes to the general address", async () => {
    expect(await page.locator("#home").getByRole("link", { name: "Get Free Quote" }).getAttribute("href")).toBe("/get-quote");
    expect(await page.locator("#home").getByRole("link", { name: "Email Us" }).getAttribute("href")).toBe(`mailto:${site.email}`);
  });
});

describe("about", () => {
  test("shows the four figures, each with an icon", async () => {
    const figures = page.locator("#about").getByRole("list", { name: landing.about.figuresLabel }).locator("li");
    expect(await texts(figures)).toEqual(["500+ Satisfied Clients", "15+ Years Experience", "24/7 Emergency Service", "100% Satisfaction Rate"]);
    for (const figure of await figures.all()) expect(await figure.locator("svg").count()).toBe(1);
  });

  test("holds a why-choose list", async () => {
    expect(await page.locator("#about h3").innerText()).toBe(landing.about.whyTitle);
    expect(await page.locator("#about h3 + ul > li").count()).toBeGreaterThanOrEqual(3);
  });
});

describe("services", () => {
  const titles = [
    "General Commercial Cleaning",
    "Deep Cleaning Services",
    "Medical & Healthcare Facility Cleaning",
    "Specialized Cleaning Services",
    "Supplies Management",
    "Emergency & After-Hours Cleaning",
  ];

  test("six cards in order, each with an icon, a description and exactly four features", async () => {
    const cards = page.locator("#services article");
    expect(await texts(cards.locator("h3"))).toEqual(titles);
    for (const card of await cards.all()) {
      expect(await card.locator("svg").first().isVisible()).toBe(true);
      expect((await card.locator("h3 + p").innerText()).length).toBeGreaterThan(20);
      expect(await card.locator("ul > li").count()).toBe(4);
    }
  });

  test("has a Get Custom Quote link and an e-mail link", async () => {
    const section = page.locator("#services");
    expect(await section.getByRole("link", { name: "Get Custom Quote" }).getAttribute("href")).toBe("/get-quote");
    expect(await section.locator(`a[href="mailto:${site.email}"]`).count()).toBe(1);
  });
});

describe("why choose us", () => {
  test("six benefit cards and the three badges", async () => {
    const section = page.locator("#why-choose-us");
    const cards = section.locator("article");
    expect(await cards.count()).toBe(6);
    for (const card of await cards.all()) {
      expect(await card.locator("h3").innerText()).not.toBe("");
      expect(await card.locator("p").innerText()).not.toBe("");
    }
    expect(await texts(section.getByRole("list", { name: landing.whyChooseUs.badgesLabel }).locator("li"))).toEqual(["5+ Years", "99% Satisfaction", "24/7"]);
  });

  test("Contact Us scrolls to the contact section and stays on /", async () => {
    const p = await openPage(browser, "/");
    await p.locator("#why-choose-us").getByRole("button", { name: "Contact Us" }).click();
    await expectSectionBelowBar(p, "contact");
    expect(new URL(p.url()).pathname).toBe("/");
    await p.context().close();
  });
});

describe("testimonials", () => {
  test("six testimonials, each with text, name, company, location and five stars", async () => {
    const cards = page.locator("#testimonials figure");
    expect(await cards.count()).toBe(6);
    for (const card of await cards.all()) {
      expect(await card.locator("[data-star]").count()).toBe(5);
      expect(await card.getByRole("img", { name: "Rated 5 out of 5" }).count()).toBe(1);
      expect((await card.locator("blockquote").innerText()).length).toBeGreaterThan(20);
      const caption = await texts(card.locator("figcaption p"));
      expect(caption).toHaveLength(3);
      expect(caption.every(Boolean)).toBe(true);
    }
  });

  test("shows the client stats", async () => {
    const stats = await texts(page.locator("#testimonials").getByRole("list", { name: landing.testimonials.statsLabel }).locator("li"));
    expect(stats.slice(0, 3)).toEqual(["10+ Happy Clients", "99% Satisfaction", "5+ Combined Years"]);
    expect(stats[3]).toMatch(/^24\/7\b/);
    expect(stats).toHaveLength(4);
  });

  test("Free Job Assessment opens /get-quote at the top", async () => {
    const p = await openPage(browser, "/");
    const link = p.locator("#testimonials").getByRole("link", { name: "Free Job Assessment" });
    expect(await link.getAttribute("href")).toBe("/get-quote");
    await link.click();
    await expect.poll(() => new URL(p.url()).pathname).toBe("/get-quote");
    await expect.poll(() => p.evaluate(() => window.scrollY)).toBe(0);
    await p.context().close();
  });
});

describe("careers banner", () => {
  test("Join Our Growing Team leads to /vacancy", async () => {
    const p = await openPage(browser, "/");
    const banner = p.locator("section", { has: p.getByRole("heading", { name: "Join Our Growing Team", level: 2 }) });
    await banner.getByRole("link", { name: "View Opportunities" }).click();
    await expect.poll(() => new URL(p.url()).pathname).toBe("/vacancy");
    await p.context().close();
  });
});

describe("contact section", () => {
  const contact = () => page.locator("#contact");

  test("is headed Free Job Assessment, with the form on the left and the panel on the right", async () => {
    expect(await contact().locator("h2").innerText()).toBe("Free Job Assessment");
    const form = await contact().getByRole("heading", { name: contactText.formTitle }).boundingBox();
    const panel = await contact().getByRole("heading", { name: contactText.panelTitle }).boundingBox();
    expect(form!.x).toBeLessThan(panel!.x);
  });

  test("lists the e-mail, service area and office hours from the site configuration", async () => {
    const email = contact().locator(`a[href="mailto:${site.email}"]`);
    expect(await email.innerText()).toBe(site.email);
    const text = await contact().innerText();
    for (const value of [site.serviceArea, site.serviceRegion, site.hoursWeekdays, site.hoursEmergency]) expect(text).toContain(value);
  });

  test("the highlighted emergency box has three check-marked lines and the 2-hour promise", async () => {
    const box = contact()
      .locator("div", { has: page.getByRole("heading", { name: "24/7 Emergency Service", level: 3 }) })
      .last();
    const lines = box.locator("li");
    expect(await texts(lines)).toEqual(["Free cleaning consultations", "Licensed cleaning professionals", "Medical-grade cleaning protocols"]);
    for (const line of await lines.all()) expect(await line.locator("[data-check]").count()).toBe(1);
    expect(await box.innerText()).toMatch(/within 2 hours during business hours/);
  });

  test('says "We respond within 2 hours"', async () => {
    const promise = contact().getByText("We respond within 2 hours", { exact: true });
    expect(await promise.count()).toBe(1);
    expect(await promise.isVisible()).toBe(true);
  });
});

test("the marketing claims of spec 000 §1 appear on the page", async () => {
  const text = (await page.locator("main").innerText()).toLowerCase();
  for (const claim of [
    "licensed, insured and bonded",
    "background-checked",
    "medical-grade and eco-friendly cleaning products",
    "24/7 emergency service",
    "same-day service",
    "100% satisfaction guarantee",
  ]) {
    expect(text).toContain(claim);
  }
});

test("a direct load of /#testimonials lands on the testimonials section", async () => {
  const p = await openPage(browser, "/#testimonials");
  await expectSectionBelowBar(p, "testimonials");
  await p.context().close();
});

describe("accessibility", () => {
  test("axe finds no violations at desktop width", async () => {
    expect(await axeViolations(page)).toEqual([]);
  });

  test("axe finds no violations at mobile width", async () => {
    const p = await openPage(browser, "/", MOBILE);
    expect(await axeViolations(p)).toEqual([]);
    await p.context().close();
  });
});
