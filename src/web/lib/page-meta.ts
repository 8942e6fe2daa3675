import { defaultMessages } from "~/i18n/index";
import { site } from "~/site";

type PageKey = keyof typeof defaultMessages.meta;

/** Title, description and canonical link of a public page, for a route's `meta` export. */
export function pageMeta(key: PageKey, path: string) {
  const m = defaultMessages.meta[key];
  return [
    { title: m.title(site) },
    { name: "description", content: m.description },
    { property: "og:title", content: m.title(site) },
    { property: "og:description", content: m.description },
    { property: "og:type", content: "website" },
    { tagName: "link", rel: "canonical", href: `${site.siteUrl}${path}` },
  ];
}

/** Title and description of a signed-in page; kept out of search results. */
export function portalMeta(key: PageKey) {
  const m = defaultMessages.meta[key];
  return [{ title: m.title(site) }, { name: "description", content: m.description }, { name: "robots", content: "noindex" }];
}
