import { Hono } from "hono";
import { PRERENDERED_PATHS } from "../../shared/paths";
import type { AppDeps } from "../deps";

/** The paths answered here (ahead of any file of the built client). */
export const SEO_PATHS = ["/robots.txt", "/sitemap.xml"] as const;

/** robots.txt and sitemap.xml, with absolute URLs from APP_URL. */
export function seoRoutes(deps: AppDeps) {
  const base = deps.config.appUrl;
  // /request shows the same form as /get-quote; the sitemap lists one of them.
  const pages = PRERENDERED_PATHS.filter((p) => p !== "/request");
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
      const urls = pages.map((p) => `  <url><loc>${base}${p === "/" ? "/" : p}</loc></url>`).join("\n");
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
      return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
    });
}
