import { Hono } from "hono";
import { LOCALE_TAGS, LOCALES } from "../../shared/locale";
import { PUBLIC_PATHS, localizedPath } from "../../shared/paths";
import type { AppDeps } from "../deps";

/** The paths answered here (ahead of any file of the built client). */
export const SEO_PATHS = ["/robots.txt", "/sitemap.xml"] as const;

/** robots.txt and sitemap.xml, with absolute URLs from APP_URL. */
export function seoRoutes(deps: AppDeps) {
  const base = deps.config.appUrl;
  // /request shows the same form as /get-quote; the sitemap lists one of them. Each page is listed
  // in both languages, each naming the other as its alternate (and English as the default).
  const pages = PUBLIC_PATHS.filter((p) => p !== "/request");
  const alternates = (page: string) =>
    [...LOCALES.map((l) => [LOCALE_TAGS[l], localizedPath(page, l)]), ["x-default", page]]
      .map(([lang, p]) => `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${base}${p}"/>`)
      .join("");
  return new Hono()
    .get("/robots.txt", (c) =>
      c.text(
        [
          "User-agent: *",
          "Allow: /",
          "Disallow: /admin",
          "Disallow: /admin-dashboard",
          "Disallow: /client-dashboard",
          "Disallow: /api/",
          "",
          `Sitemap: ${base}/sitemap.xml`,
          "",
        ].join("\n"),
        200,
        { "Cache-Control": "public, max-age=3600" },
      ),
    )
    .get("/sitemap.xml", (c) => {
      const urls = pages
        .flatMap((page) => LOCALES.map((l) => `  <url>\n    <loc>${base}${localizedPath(page, l)}</loc>${alternates(page)}\n  </url>`))
        .join("\n");
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
      return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
    });
}
