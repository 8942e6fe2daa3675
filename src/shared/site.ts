import { z } from "zod";

// Every contact value of the company lives here. Defaults can be overridden by environment
// variables (see README): the server reads them at boot, the web build bakes them into pages.
export const siteSchema = z.object({
  companyName: z.string().min(1),
  legalName: z.string().min(1),
  /** General address: every mailto link on the site and the "Error Sending Request" notice. */
  email: z.email(),
  /** Second address: where consultation and assessment notifications are delivered. */
  inboxEmail: z.email(),
  /** Phone on the client login help line and in the site's contact panels. */
  phone: z.string().min(7),
  /** Phone in the client portal's "Need Help?" card. */
  supportPhone: z.string().min(7),
  serviceArea: z.string().min(1),
  serviceRegion: z.string().min(1),
  hoursWeekdays: z.string().min(1),
  hoursEmergency: z.string().min(1),
  /** The same four texts on the French pages. */
  serviceAreaFr: z.string().min(1),
  serviceRegionFr: z.string().min(1),
  hoursWeekdaysFr: z.string().min(1),
  hoursEmergencyFr: z.string().min(1),
  siteUrl: z.url(),
  /** The person in charge of privacy (decision 056): their title in each language and their e-mail (the general one by default). */
  privacyOfficerTitle: z.string().min(1),
  privacyOfficerTitleFr: z.string().min(1),
  privacyOfficerEmail: z.email(),
});
export type Site = z.infer<typeof siteSchema>;

export const defaultSite: Site = {
  companyName: "Maple Crest Cleaning",
  legalName: "14872309 Canada Inc.",
  email: "info@maplecrestcleaning.ca",
  inboxEmail: "quotes@maplecrestcleaning.ca",
  phone: "613-555-0142",
  supportPhone: "613-555-0199",
  serviceArea: "Ottawa, Ontario, Canada",
  serviceRegion: "Serving all of the Ottawa-Gatineau region",
  hoursWeekdays: "Monday to Friday: 7:00 AM to 7:00 PM",
  hoursEmergency: "Emergency service: 24/7",
  serviceAreaFr: "Ottawa (Ontario), Canada",
  serviceRegionFr: "Au service de toute la région d’Ottawa-Gatineau",
  hoursWeekdaysFr: "Du lundi au vendredi\u00a0: de 7\u00a0h à 19\u00a0h",
  hoursEmergencyFr: "Service d’urgence\u00a0: 24\u00a0h sur 24, 7\u00a0jours sur 7",
  siteUrl: "http://localhost:3000",
  privacyOfficerTitle: "Privacy Officer",
  privacyOfficerTitleFr: "Responsable de la protection des renseignements personnels",
  privacyOfficerEmail: "info@maplecrestcleaning.ca",
};

/** Environment variable for each site value. */
export const siteEnvNames = {
  companyName: "SITE_COMPANY_NAME",
  legalName: "SITE_LEGAL_NAME",
  email: "SITE_EMAIL",
  inboxEmail: "SITE_INBOX_EMAIL",
  phone: "SITE_PHONE",
  supportPhone: "SITE_SUPPORT_PHONE",
  serviceArea: "SITE_SERVICE_AREA",
  serviceRegion: "SITE_SERVICE_REGION",
  hoursWeekdays: "SITE_HOURS_WEEKDAYS",
  hoursEmergency: "SITE_HOURS_EMERGENCY",
  serviceAreaFr: "SITE_SERVICE_AREA_FR",
  serviceRegionFr: "SITE_SERVICE_REGION_FR",
  hoursWeekdaysFr: "SITE_HOURS_WEEKDAYS_FR",
  hoursEmergencyFr: "SITE_HOURS_EMERGENCY_FR",
  siteUrl: "APP_URL",
  privacyOfficerTitle: "SITE_PRIVACY_OFFICER_TITLE",
  privacyOfficerTitleFr: "SITE_PRIVACY_OFFICER_TITLE_FR",
  privacyOfficerEmail: "SITE_PRIVACY_OFFICER_EMAIL",
} as const satisfies Record<keyof Site, string>;

export function resolveSite(env: Record<string, string | undefined>): Site {
  const raw: Record<string, string> = { ...defaultSite };
  for (const [key, name] of Object.entries(siteEnvNames)) {
    const value = env[name]?.trim();
    if (value) raw[key] = value;
  }
  if (!env.APP_URL && env.PORT) raw.siteUrl = `http://localhost:${env.PORT}`;
  // The person in charge of privacy is written to at the general address until one of their own is set.
  if (!env.SITE_PRIVACY_OFFICER_EMAIL?.trim()) raw.privacyOfficerEmail = raw.email!;
  const parsed = siteSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = siteEnvNames[issue.path[0] as keyof Site];
    throw new Error(`Invalid ${name}: ${issue.message}`);
  }
  return parsed.data;
}

/** The texts of where the company serves and when it works (the contact panel and the footer). */
export const PLACE_AND_HOURS = ["serviceArea", "serviceRegion", "hoursWeekdays", "hoursEmergency"] as const;
type PlaceKey = (typeof PLACE_AND_HOURS)[number];
export type PlaceAndHours = Record<"en" | "fr", Record<PlaceKey, string>>;

/** Those texts in each language. */
export function placeAndHours(site: Site): PlaceAndHours {
  return {
    en: { serviceArea: site.serviceArea, serviceRegion: site.serviceRegion, hoursWeekdays: site.hoursWeekdays, hoursEmergency: site.hoursEmergency },
    fr: { serviceArea: site.serviceAreaFr, serviceRegion: site.serviceRegionFr, hoursWeekdays: site.hoursWeekdaysFr, hoursEmergency: site.hoursEmergencyFr },
  };
}

/** The build's values of the person in charge of privacy (the privacy page only; the server writes the saved ones). */
const PRIVACY_KEYS = ["privacyOfficerTitle", "privacyOfficerTitleFr", "privacyOfficerEmail"] as const;
export type SitePrivacyOfficer = Pick<Site, (typeof PRIVACY_KEYS)[number]>;
export const sitePrivacyOfficer = (site: Site): SitePrivacyOfficer => ({
  privacyOfficerTitle: site.privacyOfficerTitle,
  privacyOfficerTitleFr: site.privacyOfficerTitleFr,
  privacyOfficerEmail: site.privacyOfficerEmail,
});

export type BrowserSite = Omit<Site, PlaceKey | `${PlaceKey}Fr` | (typeof PRIVACY_KEYS)[number]>;

/** The site values the browser's code needs everywhere: not the place and hours (`placeAndHours`), nor the privacy officer. */
export function browserSite(site: Site): BrowserSite {
  const rest: Record<string, string> = { ...site };
  for (const key of PLACE_AND_HOURS) {
    delete rest[key];
    delete rest[`${key}Fr`];
  }
  for (const key of PRIVACY_KEYS) delete rest[key];
  return rest as BrowserSite;
}
