import type { Locale } from "./locale";

// One typed map of the web app's paths, used by the router, the server and the tests.
export const paths = {
  home: "/",
  gallery: "/gallery",
  vacancy: "/vacancy",
  getQuote: "/get-quote",
  request: "/request",
  clientLogin: "/client-login",
  privacy: "/privacy",
  clientDashboard: "/client-dashboard",
  clientQuotes: "/client-dashboard/quotes",
  clientInvoices: "/client-dashboard/invoices",
  clientMessages: "/client-dashboard/messages",
  /** The page an unsubscribe link opens (`?token=`); its French copy is under /fr. Not prerendered. */
  unsubscribe: "/unsubscribe",
  admin: "/admin",
  adminDashboard: "/admin-dashboard",
} as const;

export const SECTION_IDS = ["home", "about", "services", "why-choose-us", "testimonials", "contact"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const isSectionId = (id: string): id is SectionId => (SECTION_IDS as readonly string[]).includes(id);

/** The English public pages; each has a French copy under /fr (`localizedPath`). */
export const PUBLIC_PATHS = [paths.home, paths.gallery, paths.vacancy, paths.getQuote, paths.request, paths.clientLogin, paths.privacy] as const;

/** Where the French public pages live: /fr, /fr/gallery, ... */
export const FRENCH_PREFIX = "/fr";

/** The language of a public path: French under /fr, English everywhere else. */
export const localeOfPath = (pathname: string): Locale => (pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? "fr" : "en");

/**
 * An English public path in `locale`, or a French one in English: "/gallery" <-> "/fr/gallery",
 * "/" <-> "/fr". Without a trailing slash ("/gallery/" is "/gallery"): the address a page names as
 * its own and its other language's is the same however it was reached (the prerender asks for
 * "/gallery/").
 */
export function localizedPath(path: string, locale: Locale): string {
  const bare = path.replace(/(.)\/+$/, "$1");
  const english = localeOfPath(bare) === "fr" ? bare.slice(FRENCH_PREFIX.length) || "/" : bare;
  if (locale === "en") return english;
  return english === "/" ? FRENCH_PREFIX : `${FRENCH_PREFIX}${english}`;
}

/** Client-rendered areas: the server answers them with the SPA shell and status 200. */
export const SPA_PREFIXES = [
  paths.clientDashboard,
  paths.admin,
  paths.adminDashboard,
  paths.unsubscribe,
  `${FRENCH_PREFIX}${paths.unsubscribe}`,
  "/crew",
] as const;

export function isSpaPath(pathname: string): boolean {
  return SPA_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
