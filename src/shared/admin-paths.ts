import { paths } from "./paths";

// The admin area's paths, apart from the public ones: the public pages never load them.

/** Admin pages (spec 001 §2, §2.4): the gate and the shell cover every one of them. */
export const adminPaths = {
  assessments: paths.admin,
  /** The quote builder, prefilled from an assessment (spec 001 §2's route). */
  quote: (assessmentId: string) => `/admin/quote/${encodeURIComponent(assessmentId)}`,
  leads: "/admin/leads",
  leadCapture: "/admin/leads/capture",
  leadCreate: "/admin/leads/create",
  leadManage: "/admin/leads/manage",
  leadEdit: "/admin/leads/edit",
  leadDelete: "/admin/leads/delete",
  leadView: (id: string) => `/admin/leads/view/${encodeURIComponent(id)}`,
  leadEditOne: (id: string) => `/admin/leads/edit/${encodeURIComponent(id)}`,
  clients: "/admin/clients",
  clientNew: "/admin/clients/new",
  /** The create form prefilled from an assessment ("Create client" on an assessment row). */
  clientFromAssessment: (assessmentId: string) => `/admin/clients/new?assessment=${encodeURIComponent(assessmentId)}`,
  client: (id: string) => `/admin/clients/${encodeURIComponent(id)}`,
  clientEdit: (id: string) => `/admin/clients/${encodeURIComponent(id)}/edit`,
  quotes: "/admin/quotes",
  /** A new quote; with a client id, for that client (the client page's New quote). */
  quoteNew: (clientId?: string) => (clientId ? `/admin/quotes/new?client=${encodeURIComponent(clientId)}` : "/admin/quotes/new"),
  quoteView: (id: string) => `/admin/quotes/${encodeURIComponent(id)}`,
  /** The editor: a draft in place; a sent quote's next version (Revise). */
  quoteEdit: (id: string) => `/admin/quotes/${encodeURIComponent(id)}/edit`,
  invoices: "/admin/invoices",
  /** A new invoice; with a client id, for that client (the client page's New invoice). */
  invoiceNew: (clientId?: string) => (clientId ? `/admin/invoices/new?client=${encodeURIComponent(clientId)}` : "/admin/invoices/new"),
  invoiceView: (id: string) => `/admin/invoices/${encodeURIComponent(id)}`,
  /** The editor of a draft. */
  invoiceEdit: (id: string) => `/admin/invoices/${encodeURIComponent(id)}/edit`,
  messaging: "/admin/messaging",
  /** A client's conversation in Messaging. */
  conversation: (clientId: string) => `/admin/messaging/${encodeURIComponent(clientId)}`,
  /** The visits' week view; `week` (any day of it, yyyy-mm-dd) picks the week. */
  visits: "/admin/visits",
  visitWeek: (day: string) => `/admin/visits?week=${encodeURIComponent(day)}`,
  /** Every visit as a list (the list kit). */
  visitList: "/admin/visits/list",
  /** Schedule a visit; prefilled from an accepted quote or for a client. */
  visitNew: (from?: { quote?: string; client?: string }) =>
    from?.quote
      ? `/admin/visits/new?quote=${encodeURIComponent(from.quote)}`
      : from?.client
        ? `/admin/visits/new?client=${encodeURIComponent(from.client)}`
        : "/admin/visits/new",
  visitView: (id: string) => `/admin/visits/${encodeURIComponent(id)}`,
  /** Move or edit a scheduled visit. */
  visitEdit: (id: string) => `/admin/visits/${encodeURIComponent(id)}/edit`,
  visitors: paths.adminDashboard,
} as const;
