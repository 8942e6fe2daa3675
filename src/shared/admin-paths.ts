import { LANGUAGE_PARAM, type Locale } from "./locale";
import { paths } from "./paths";

// The admin area's paths, apart from the public ones: the public pages never load them.

/**
 * The admin pages below /admin (spec 001 §2, §2.4), each path written once: the admin's route table
 * (src/web/routes/admin-pages.tsx) is made of them, and the links below fill them in.
 */
export const ADMIN_PAGES = {
  /** The Job Assessments dashboard, /admin itself. */
  assessments: "",
  /** The quote builder, prefilled from an assessment (spec 001 §2's route). */
  quote: "quote/:assessmentId",
  leads: "leads",
  leadCapture: "leads/capture",
  leadCreate: "leads/create",
  leadManage: "leads/manage",
  leadEdit: "leads/edit",
  leadDelete: "leads/delete",
  leadView: "leads/view/:id",
  leadEditOne: "leads/edit/:id",
  clients: "clients",
  clientNew: "clients/new",
  client: "clients/:id",
  clientEdit: "clients/:id/edit",
  quotes: "quotes",
  quoteNew: "quotes/new",
  quoteView: "quotes/:id",
  /** The editor: a draft in place; a sent quote's next version (Revise). */
  quoteEdit: "quotes/:id/edit",
  invoices: "invoices",
  invoiceNew: "invoices/new",
  invoiceView: "invoices/:id",
  /** The editor of a draft. */
  invoiceEdit: "invoices/:id/edit",
  messaging: "messaging",
  /** A client's conversation in Messaging. */
  conversation: "messaging/:clientId",
  /** The visits' week view; `?week=` (any day of it, yyyy-mm-dd) picks the week. */
  visits: "visits",
  /** Every visit as a list (the list kit). */
  visitList: "visits/list",
  /** Schedule a visit; `?quote=` or `?client=` prefills it. */
  visitNew: "visits/new",
  visitView: "visits/:id",
  /** Move or edit a scheduled visit. */
  visitEdit: "visits/:id/edit",
  /** Closed days: the statutory holidays and the company's own (decision 051); `?year=` picks the year. */
  closedDays: "visits/closed-days",
  /** The cleaning checklists per service (decision 065): owners edit, office staff read. */
  checklists: "checklists",
  /** Staff availability: working hours and time off (decision 064). */
  availability: "visits/availability",
  /** The company settings (decision 052), with the retention periods and runs (decision 055). */
  /** Announcements: news and offers by e-mail (decision 057). */
  announcements: "announcements",
  announcementNew: "announcements/new",
  announcement: "announcements/:id",
  /** The company settings (decision 052). */
  settings: "settings",
  /** Staff accounts: invitations, roles, deactivation (decision 060; owners only). */
  staff: "staff",
  /** The register of confidentiality incidents (decision 055). */
  incidents: "incidents",
  incidentNew: "incidents/new",
  incidentView: "incidents/:id",
  incidentEdit: "incidents/:id/edit",
  /** Access, correction and deletion requests, with the law's 30 days (issue 28). */
  privacyRequests: "privacy",
  /** A staff member's own two-step sign-in (decision 068). */
  security: "security",
  /** The field team's hours by pay period (decision 069). */
  timesheets: "timesheets",
} as const;

export type AdminPage = keyof typeof ADMIN_PAGES;

/** The `:name`s of a path. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type Params<P extends AdminPage> = [ParamsOf<(typeof ADMIN_PAGES)[P]>] extends [never] ? [] : [Record<ParamsOf<(typeof ADMIN_PAGES)[P]>, string>];

/** An admin page's address: /admin and its path, each `:name` filled in (encoded). */
export function adminPath<P extends AdminPage>(page: P, ...[params]: Params<P>): string {
  const path = ADMIN_PAGES[page].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name]!));
  return path ? `${paths.admin}/${path}` : paths.admin;
}

/** An admin page's address up to its first `:name`: every address of that page starts with it. */
export const adminPathPrefix = (page: AdminPage) => `${paths.admin}/${ADMIN_PAGES[page].split("/:")[0]}`;

const withQuery = (path: string, name: string, value: string | undefined) => (value ? `${path}?${name}=${encodeURIComponent(value)}` : path);

/** The links of the admin pages, by what they open. */
export const adminPaths = {
  assessments: adminPath("assessments"),
  quote: (assessmentId: string) => adminPath("quote", { assessmentId }),
  leads: adminPath("leads"),
  leadCapture: adminPath("leadCapture"),
  leadCreate: adminPath("leadCreate"),
  leadManage: adminPath("leadManage"),
  leadEdit: adminPath("leadEdit"),
  leadDelete: adminPath("leadDelete"),
  leadView: (id: string) => adminPath("leadView", { id }),
  leadEditOne: (id: string) => adminPath("leadEditOne", { id }),
  clients: adminPath("clients"),
  clientNew: adminPath("clientNew"),
  /** The create form prefilled from an assessment ("Create client" on an assessment row). */
  clientFromAssessment: (assessmentId: string) => withQuery(adminPath("clientNew"), "assessment", assessmentId),
  client: (id: string) => adminPath("client", { id }),
  clientEdit: (id: string) => adminPath("clientEdit", { id }),
  quotes: adminPath("quotes"),
  /** A new quote; with a client id, for that client (the client page's New quote). */
  quoteNew: (clientId?: string) => withQuery(adminPath("quoteNew"), "client", clientId),
  quoteView: (id: string) => adminPath("quoteView", { id }),
  quoteEdit: (id: string) => adminPath("quoteEdit", { id }),
  invoices: adminPath("invoices"),
  /** A new invoice; with a client id, for that client (the client page's New invoice). */
  invoiceNew: (clientId?: string) => withQuery(adminPath("invoiceNew"), "client", clientId),
  invoiceView: (id: string) => adminPath("invoiceView", { id }),
  invoiceEdit: (id: string) => adminPath("invoiceEdit", { id }),
  messaging: adminPath("messaging"),
  conversation: (clientId: string) => adminPath("conversation", { clientId }),
  visits: adminPath("visits"),
  visitWeek: (day: string) => withQuery(adminPath("visits"), "week", day),
  visitList: adminPath("visitList"),
  /** Schedule a visit; prefilled from an accepted quote or for a client. */
  visitNew: (from?: { quote?: string; client?: string }) =>
    from?.quote ? withQuery(adminPath("visitNew"), "quote", from.quote) : withQuery(adminPath("visitNew"), "client", from?.client),
  visitView: (id: string) => adminPath("visitView", { id }),
  visitEdit: (id: string) => adminPath("visitEdit", { id }),
  closedDays: adminPath("closedDays"),
  checklists: adminPath("checklists"),
  availability: adminPath("availability"),
  announcements: adminPath("announcements"),
  announcementNew: adminPath("announcementNew"),
  announcement: (id: string) => adminPath("announcement", { id }),
  settings: adminPath("settings"),
  staff: adminPath("staff"),
  incidents: adminPath("incidents"),
  incidentNew: adminPath("incidentNew"),
  incidentView: (id: string) => adminPath("incidentView", { id }),
  incidentEdit: (id: string) => adminPath("incidentEdit", { id }),
  privacyRequests: adminPath("privacyRequests"),
  timesheets: adminPath("timesheets"),
  /** The visitor dashboard: a route of its own, outside /admin (O-04). */
  visitors: paths.adminDashboard,
} as const;

/** The crew page (decisions 060, 070): a route of its own, out of the admin area (shared/crew-worker.ts). */
export { CREW_PATH } from "./crew-worker";
/** Where the crew page was (decision 063): it leads to CREW_PATH. */
export const OLD_CREW_PATH = `${paths.admin}/crew`;

/** The `type` of an /admin address that opens a screen whatever the session: a password recovery, a staff invitation. */
export const ADMIN_LINK_TYPE = { recovery: "recovery", invitation: "invitation" } as const;

/** The address an invitation e-mail links to: the invitation screen, in the invitee's language. */
export const invitationPath = (token: string, language: Locale) =>
  `${paths.admin}?type=${ADMIN_LINK_TYPE.invitation}&token=${encodeURIComponent(token)}&${LANGUAGE_PARAM}=${language}`;
