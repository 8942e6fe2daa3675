import { describe, expect, test } from "vitest";
import { localeFromAcceptLanguage } from "./locale";

describe("localeFromAcceptLanguage", () => {
  test.each([
    [undefined, "en"],
    ["", "en"],
    ["fr-CA", "fr"],
    ["fr-CA,fr;q=0.9,en;q=0.8", "fr"],
    ["en-CA,fr;q=0.5", "en"],
    ["de-DE,fr;q=0.7,en;q=0.6", "fr"],
    ["en;q=0.4,fr;q=0.8", "fr"],
    ["FR", "fr"],
    ["fr;q=0,en", "en"],
    ["es, de", "en"],
  ])("%s -> %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
