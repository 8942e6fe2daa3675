import { expect, test } from "vitest";
import { localizedPath } from "./paths";

test.each([
  ["/", "en", "/"],
  ["/", "fr", "/fr"],
  ["/fr", "en", "/"],
  ["/fr/", "en", "/"],
  ["/gallery", "fr", "/fr/gallery"],
  ["/gallery/", "fr", "/fr/gallery"],
  ["/gallery/", "en", "/gallery"],
  ["/fr/gallery/", "en", "/gallery"],
  ["/fr/gallery", "fr", "/fr/gallery"],
] as const)("%s in %s is %s", (path, locale, expected) => {
  expect(localizedPath(path, locale)).toBe(expected);
});
