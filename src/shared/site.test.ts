import { expect, test } from "vitest";
import { telHref } from "./format";
import { defaultSite, resolveSite } from "./site";

test("defaults without environment", () => {
  expect(resolveSite({})).toEqual(defaultSite);
});

test("every value can be overridden by its variable", () => {
  const site = resolveSite({ SITE_EMAIL: "a@b.ca", SITE_PHONE: "819-555-0000", SITE_COMPANY_NAME: "Shine Co", APP_URL: "https://x.ca" });
  expect(site.email).toBe("a@b.ca");
  expect(site.phone).toBe("819-555-0000");
  expect(site.companyName).toBe("Shine Co");
  expect(site.siteUrl).toBe("https://x.ca");
});

test("an invalid value names its variable", () => {
  expect(() => resolveSite({ SITE_EMAIL: "not-an-email" })).toThrow(/SITE_EMAIL/);
});

test("telHref keeps digits and plus", () => {
  expect(telHref("613-555-0142")).toBe("tel:6135550142");
  expect(telHref("+1 (613) 555-0142")).toBe("tel:+16135550142");
});
