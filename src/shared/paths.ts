// One typed map of the web app's paths, used by the router, the server and the tests.
export const paths = {
  home: "/",
  gallery: "/gallery",
  vacancy: "/vacancy",
  getQuote: "/get-quote",
  request: "/request",
  clientLogin: "/client-login",
  clientDashboard: "/client-dashboard",
  clientQuotes: "/client-dashboard/quotes",
  clientInvoices: "/client-dashboard/invoices",
  clientMessages: "/client-dashboard/messages",
  admin: "/admin",
  adminDashboard: "/admin-dashboard",
} as const;

export const SECTION_IDS = ["home", "about", "services", "why-choose-us", "testimonials", "contact"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const isSectionId = (id: string): id is SectionId => (SECTION_IDS as readonly string[]).includes(id);

/** Public routes rendered to HTML at build time (each has a title and a meta description). */
export const PRERENDERED_PATHS = [paths.home, paths.gallery, paths.vacancy, paths.getQuote, paths.request, paths.clientLogin] as const;

/** Client-rendered areas: the server answers them with the SPA shell and status 200. */
export const SPA_PREFIXES = [paths.clientDashboard, paths.admin, paths.adminDashboard] as const;

/** Prerendered copy of the not-found page; served with status 404 for unknown paths. */
export const NOT_FOUND_PRERENDER_PATH = "/__not-found";

export function isSpaPath(pathname: string): boolean {
  return SPA_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
