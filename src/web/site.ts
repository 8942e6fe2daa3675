import type { BrowserSite } from "@shared/site";

declare const __SITE__: BrowserSite;

/** The site configuration, resolved from the environment when the client was built. */
export const site: BrowserSite = __SITE__;
