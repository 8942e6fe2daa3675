import type { BrowserSite } from "@shared/site";

/** schema.org LocalBusiness for the home page, so search engines show hours, area and contacts. */
export function localBusinessJsonLd(site: BrowserSite) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: site.companyName,
    legalName: site.legalName,
    email: site.email,
    telephone: site.phone,
    url: site.siteUrl,
    openingHours: "Mo-Fr 07:00-19:00",
    areaServed: ["Ottawa", "Gatineau", "Ottawa-Gatineau region"],
    address: { "@type": "PostalAddress", addressLocality: "Ottawa", addressRegion: "ON", addressCountry: "CA" },
  };
}
