import type { Site } from "@shared/site";

declare const __SITE__: Site;

/** The site configuration, resolved from the environment when the client was built. */
export const site: Site = __SITE__;
