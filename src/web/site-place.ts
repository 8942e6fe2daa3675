import type { PlaceAndHours } from "@shared/site";

declare const __SITE_PLACE__: PlaceAndHours;

/**
 * Where the company serves and when it works, in each language, from the environment when the
 * client was built: apart from `site`, as only the contact panel and the footer show them.
 */
export const placeAndHours: PlaceAndHours = __SITE_PLACE__;
