import fs from "node:fs";
import { describe, expect, test } from "vitest";
import { localeOfPath } from "../src/shared/paths";
import { NOT_FOUND_PRERENDER_PATHS, PRERENDERED_PATHS } from "../src/shared/prerendered-paths";
import { defaultSite as site } from "../src/shared/site";
import { en } from "../src/web/i18n/en/index";
import { assessment } from "../src/web/i18n/en/assessment";
import { clientLogin } from "../src/web/i18n/en/client-login";
import { consultation } from "../src/web/i18n/en/consultation";
import { contact } from "../src/web/i18n/en/contact";
import { footer } from "../src/web/i18n/en/footer";
import { gallery } from "../src/web/i18n/en/gallery";
import { homeMeta } from "../src/web/i18n/en/home-meta";
import { landing } from "../src/web/i18n/en/landing";
import { meta } from "../src/web/i18n/en/meta";
import { privacy } from "../src/web/i18n/en/privacy";
import { getQuote } from "../src/web/i18n/en/pages";
import { vacancy } from "../src/web/i18n/en/vacancy";
import { fr } from "../src/web/i18n/fr/index";
import * as frAssessment from "../src/web/i18n/fr/assessment";
import * as frClientLogin from "../src/web/i18n/fr/client-login";
import * as frConsultation from "../src/web/i18n/fr/consultation";
import * as frContact from "../src/web/i18n/fr/contact";
import * as frFooter from "../src/web/i18n/fr/footer";
import * as frGallery from "../src/web/i18n/fr/gallery";
import * as frHomeMeta from "../src/web/i18n/fr/home-meta";
import * as frLanding from "../src/web/i18n/fr/landing";
import * as frMeta from "../src/web/i18n/fr/meta";
import * as frPages from "../src/web/i18n/fr/pages";
import * as frPrivacy from "../src/web/i18n/fr/privacy";
import * as frVacancy from "../src/web/i18n/fr/vacancy";
import { htmlFileOf } from "./bundle-graph";

// The French pages as the build wrote them (what a visitor, a screen reader and a search engine
// read first): each says it is French, and none carries a sentence of the English catalogs.
const FRENCH_PAGES = [...PRERENDERED_PATHS, ...NOT_FOUND_PRERENDER_PATHS].filter((p) => localeOfPath(p) === "fr");

/** Every English text of the public catalogs, functions called with sample values. */
function texts(catalog: unknown): string[] {
  if (typeof catalog === "string") return [catalog];
  if (typeof catalog === "function") {
    // Called with the site as each argument: texts about the company; others (dates, counts) are skipped.
    try {
      const sample = (catalog as (...args: unknown[]) => unknown)(...Array.from({ length: catalog.length }, () => site));
      return typeof sample === "string" ? [sample] : [];
    } catch {
      return [];
    }
  }
  if (catalog && typeof catalog === "object") return Object.values(catalog).flatMap(texts);
  return [];
}

// Texts the French catalogs keep as they are (people's and businesses' names) and short words,
// names and numbers read the same in both languages.
const FRENCH = new Set(
  texts([fr, frAssessment, frClientLogin, frConsultation, frContact, frFooter, frGallery, frHomeMeta, frLanding, frMeta, frPages, frPrivacy, frVacancy]),
);
const SAME_IN_BOTH = (text: string) =>
  FRENCH.has(text) || text.length < 12 || !/\s/.test(text.trim()) || text.includes(site.companyName) || !/[a-z]{3}/.test(text);
const ENGLISH = [
  ...new Set(texts({ en, assessment, clientLogin, consultation, contact, footer, gallery, homeMeta, landing, meta, getQuote, privacy, vacancy })),
].filter((t) => !SAME_IN_BOTH(t));

/** The visible text and the texts people and machines read of an HTML page (titles, labels, alternatives). */
function readable(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/g)].map((m) => m[1]);
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return [body, ...attributes]
    .join(" ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

test("the English catalogs give the check something to find: the English home page carries many of their sentences", () => {
  expect(ENGLISH.length).toBeGreaterThan(100);
  const home = readable(fs.readFileSync(htmlFileOf("/"), "utf8"));
  expect(ENGLISH.filter((sentence) => home.includes(sentence)).length).toBeGreaterThan(50);
  expect(FRENCH_PAGES).toContain("/fr");
  expect(FRENCH_PAGES).toContain("/fr/client-login");
});

describe.each(FRENCH_PAGES)("French page %s", (route) => {
  const html = fs.readFileSync(htmlFileOf(route), "utf8");

  test('says it is French (<html lang="fr-CA">)', () => {
    expect(html).toMatch(/<html lang="fr-CA"/);
  });

  test("carries no sentence of the English catalogs", () => {
    const text = readable(html);
    expect(ENGLISH.filter((sentence) => text.includes(sentence))).toEqual([]);
  });
});
