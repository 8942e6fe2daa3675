import { expect, test } from "vitest";
import { telHref } from "./format";
import { browserSite, defaultSite, resolveSite, sitePrivacyOfficer } from "./site";

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

test("the person in charge of privacy: named by their variables, written to at the general address until one is set", () => {
  expect(resolveSite({ SITE_EMAIL: "hello@shine.ca" }).privacyOfficerEmail).toBe("hello@shine.ca");
  const site = resolveSite({
    SITE_EMAIL: "hello@shine.ca",
    SITE_PRIVACY_OFFICER_TITLE: "President",
    SITE_PRIVACY_OFFICER_TITLE_FR: "Présidente",
    SITE_PRIVACY_OFFICER_EMAIL: "privacy@shine.ca",
  });
  expect(sitePrivacyOfficer(site)).toEqual({ privacyOfficerTitle: "President", privacyOfficerTitleFr: "Présidente", privacyOfficerEmail: "privacy@shine.ca" });
  expect(() => resolveSite({ SITE_PRIVACY_OFFICER_EMAIL: "nope" })).toThrow(/SITE_PRIVACY_OFFICER_EMAIL/);
  // Only the privacy page shows them: the code every page loads does not carry them.
  expect(Object.keys(browserSite(site)).filter((k) => k.startsWith("privacy"))).toEqual([]);
});
