import { lazy } from "react";
import { PrerenderedHtml } from "~/lib/prerendered-html";

// The footer has links and section buttons only: on a first load it stays as prerendered HTML,
// and its code loads only when a page is reached from the portal or the admin area.
const SiteFooter = lazy(() => import("./site-footer").then((m) => ({ default: m.SiteFooter })));

export function Footer() {
  return <PrerenderedHtml id="site-footer" Content={SiteFooter} />;
}
