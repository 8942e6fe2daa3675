import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import type { Locale } from "@shared/locale";
import type { PrivacyPageValues } from "@shared/privacy-policy";
import { writePrivacyValues } from "../../../server/http/privacy-page";

// The officer block is written twice: by React at build time (the environment's values), and by
// the server into that HTML when it serves the page (the settings' values, decision 056). What the
// server writes must be exactly what React would have rendered with the settings' values.

vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", legalName: "14872309 Canada Inc." };
  (globalThis as Record<string, unknown>).__SITE_PRIVACY__ = {};
});
const { OfficerCard } = await import("./officer-card");

const BUILT: PrivacyPageValues = {
  title: "Privacy Officer",
  titleFr: "Responsable de la protection des renseignements personnels",
  email: "info@maplecrestcleaning.ca",
  legalName: "14872309 Canada Inc.",
  mailingAddress: null,
  enquiryMonths: 24,
  mailBodyDays: 90,
};
const SAVED: PrivacyPageValues[] = [
  {
    title: "President & CEO",
    titleFr: "Présidente <direction>",
    email: "o'brien@example.com",
    legalName: "O'Brien & Fils Inc.",
    mailingAddress: "PO Box 77\nOttawa ON K1P 1A1",
    enquiryMonths: 36,
    mailBodyDays: 60,
  },
  BUILT,
  { ...BUILT, mailingAddress: "12 rue Principale, Gatineau QC J8X 1A1" },
];

const render = (officer: PrivacyPageValues, locale: Locale) =>
  `<main>${renderToString(<OfficerCard officer={officer} locale={locale} emailLabel={locale === "fr" ? "Courriel\u00a0:" : "E-mail:"} />)}</main>`;

test.each(SAVED.flatMap((officer) => (["en", "fr"] as const).map((locale) => [locale, officer] as const)))(
  "on the %s page, the server writes into the build's block what React renders with the saved values (%#)",
  (locale, officer) => {
    const file = locale === "fr" ? "/fr/privacy/index.html" : "/privacy/index.html";
    expect(writePrivacyValues(render(BUILT, locale), file, officer)).toBe(render(officer, locale));
    // And back: a block the server wrote is written again from any values.
    expect(writePrivacyValues(render(officer, locale), file, BUILT)).toBe(render(BUILT, locale));
  },
);

test("the block shows the title of the page's language and hides the address's row without one", () => {
  expect(render(BUILT, "en")).toContain(">Privacy Officer</p>");
  expect(render(BUILT, "fr")).toContain(">Responsable de la protection des renseignements personnels</p>");
  expect(render(BUILT, "en")).toMatch(/data-setting-row="mailingAddress" hidden=""/);
  expect(render(SAVED[2]!, "en")).not.toMatch(/hidden/);
});
