import type { PageText } from "~/i18n/en/meta";
import { site } from "~/site";

/** Title, description and canonical link of a public page, for a route's `meta` export. */
export function pageMeta(text: PageText, path: string) {
  return [
    { title: text.title(site) },
    { name: "description", content: text.description },
    { property: "og:title", content: text.title(site) },
    { property: "og:description", content: text.description },
    { property: "og:type", content: "website" },
    { tagName: "link", rel: "canonical", href: `${site.siteUrl}${path}` },
  ];
}

/** Title and description of a signed-in page; kept out of search results. */
export function portalMeta(text: PageText) {
  return [{ title: text.title(site) }, { name: "description", content: text.description }, { name: "robots", content: "noindex" }];
}
