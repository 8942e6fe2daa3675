import { LOCALE_TAGS } from "@shared/locale";
import { localeOfPath, localizedPath } from "@shared/paths";
import type { PageText } from "~/i18n/en/meta";
import { site } from "~/site";

/**
 * Title, description, canonical link and language alternates of a public page, for a route's
 * `meta` export: the English text given, or on a French page the French one, read from a catalog
 * the root layout has loaded before the page renders. `alternates: false` for the 404 page.
 */
export function pageMeta(pathname: string, en: PageText, fr: () => PageText, alternates = true) {
  const locale = localeOfPath(pathname);
  const text = locale === "en" ? en : fr();
  const url = (l: "en" | "fr") => `${site.siteUrl}${localizedPath(pathname, l)}`;
  const link = (hrefLang: string, href: string) => ({ tagName: "link", rel: "alternate", hrefLang, href });
  return [
    { title: text.title(site) },
    { name: "description", content: text.description },
    { property: "og:title", content: text.title(site) },
    { property: "og:description", content: text.description },
    { property: "og:type", content: "website" },
    ...(alternates
      ? [
          { tagName: "link", rel: "canonical", href: url(locale) },
          link(LOCALE_TAGS.en, url("en")),
          link(LOCALE_TAGS.fr, url("fr")),
          link("x-default", url("en")),
        ]
      : []),
  ];
}

/** Title and description of a signed-in page; kept out of search results. */
export function portalMeta(text: PageText) {
  return [{ title: text.title(site) }, { name: "description", content: text.description }, { name: "robots", content: "noindex" }];
}
