import type { SitePrivacyOfficer } from "@shared/site";

declare const __SITE_PRIVACY__: SitePrivacyOfficer;

/**
 * The person in charge of privacy as the environment named them when the client was built: apart
 * from `site`, as only the privacy page shows them, and only until the server's values are known
 * (the server writes the settings' values into the page it serves, decision 056).
 */
export const builtPrivacyOfficer: SitePrivacyOfficer = __SITE_PRIVACY__;
