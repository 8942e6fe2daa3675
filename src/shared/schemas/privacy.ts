import { z } from "zod";
import { says } from "../i18n/validation";
import type { ClientLanguage } from "./clients";
import { calendarDate, optionalText, requiredText } from "./text-fields";

// A person's rights over their information (issue 28): access, correction and deletion requests,
// answered within 30 days (PIPEDA s. 8(3), Quebec's Law 25 s. 32), and the archive of their data.
// The browser and the server check the same schemas; the answer types are what the services return.

/** What a person may ask for. Stored as these values. */
export const PRIVACY_REQUEST_KINDS = ["access", "correction", "deletion"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** What a client asks for from the portal: they download their data themselves. */
export const PORTAL_REQUEST_KINDS = ["correction", "deletion"] as const;

/** How a request reached the company. */
export const PRIVACY_REQUEST_CHANNELS = ["portal", "phone", "email", "mail"] as const;
export type PrivacyRequestChannel = (typeof PRIVACY_REQUEST_CHANNELS)[number];
/** The channels staff record a request from (the portal records its own). */
export const STAFF_REQUEST_CHANNELS = ["phone", "email", "mail"] as const;

export const PRIVACY_REQUEST_STATUSES = ["open", "done", "refused"] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** The law's time to answer, in days from the day a request is received. */
export const ANSWER_DAYS = 30;
/** How long invoices and payments are kept after a deletion (Income Tax Act s. 230(4), Quebec's Tax Administration Act s. 35). */
export const RETAINED_YEARS = 6;
/** The longest description of what is wrong, note or reason. */
export const PRIVACY_TEXT_MAX = 2000;

/** POST /api/portal/privacy/requests: a correction (what is wrong) or a deletion (confirmed). */
export const portalPrivacyRequestSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("correction"), details: requiredText("details", PRIVACY_TEXT_MAX) }),
    z.object({ kind: z.literal("deletion"), confirm: z.literal(true, says("privacy.confirmDeletion")) }),
  ],
  says("privacy.kind"),
);
export type PortalPrivacyRequestInput = z.input<typeof portalPrivacyRequestSchema>;

/** POST /api/admin/privacy/requests: a request staff received by phone, e-mail or letter. */
export const staffPrivacyRequestSchema = z.object({
  clientId: z.guid("Choose a client."),
  kind: z.enum(PRIVACY_REQUEST_KINDS, "Kind must be access, correction or deletion."),
  channel: z.enum(STAFF_REQUEST_CHANNELS, "Received by must be phone, e-mail or mail."),
  /** The day it was received; the 30 days run from it. Not after today (checked by the service). */
  receivedOn: calendarDate("Received on"),
  details: optionalText("Details", PRIVACY_TEXT_MAX),
});
export type StaffPrivacyRequestInput = z.input<typeof staffPrivacyRequestSchema>;

/** POST /api/admin/privacy/requests/{id}/done: what was done (shown to the client in the e-mail). */
export const privacyDoneSchema = z.object({ note: requiredText("What was done", PRIVACY_TEXT_MAX) });
export type PrivacyDoneInput = z.input<typeof privacyDoneSchema>;

/** POST /api/admin/privacy/requests/{id}/refuse: why (the law asks for the reason, told to the client). */
export const privacyRefuseSchema = z.object({ reason: requiredText("Reason", PRIVACY_TEXT_MAX) });
export type PrivacyRefuseInput = z.input<typeof privacyRefuseSchema>;

/** GET /api/admin/privacy/requests?status=: open ones (oldest due first), closed ones, or all. */
export const privacyListQuerySchema = z.object({
  status: z.enum(["open", "closed", "all"], "Status must be open, closed or all.").default("open"),
});
export type PrivacyListQuery = z.output<typeof privacyListQuerySchema>;

/** A request as the client and staff read it. */
export type PrivacyRequestView = {
  id: string;
  kind: PrivacyRequestKind;
  channel: PrivacyRequestChannel;
  status: PrivacyRequestStatus;
  /** yyyy-mm-dd, Ottawa. */
  receivedOn: string;
  /** receivedOn + 30 days. */
  dueOn: string;
  /** Days from today to the due date (negative once overdue); null once closed. */
  daysLeft: number | null;
  overdue: boolean;
  details: string | null;
  /** The note (done) or the reason (refused). */
  outcome: string | null;
  closedAt: string | null;
};

/** The staff queue's row: the request and whose it is. */
export type AdminPrivacyRequest = PrivacyRequestView & {
  client: { id: string; fullName: string; email: string | null; erasedAt: string | null };
  recordedBy: string | null;
  closedBy: string | null;
};
export type AdminPrivacyRequestList = { requests: AdminPrivacyRequest[] };

/** POST /api/admin/privacy/requests/{id}/erase: whose information was erased, and how many issued invoices are kept. */
export type PrivacyErasure = { clientId: string; invoicesKept: number };

/** What the archive holds, by part, as counts ("3 quotes"): the parts' names are PRIVACY_PARTS. */
export const PRIVACY_PARTS = [
  "profile",
  "addresses",
  "consultations",
  "assessments",
  "leads",
  "quotes",
  "invoices",
  "payments",
  "charges",
  "cards",
  "autopay",
  "visits",
  "photos",
  "access_views",
  "checklists",
  "visit_reports",
  "schedules",
  "ratings",
  "messages",
  "emails",
  "consents",
  "requests",
  "crew_reports",
] as const;
export type PrivacyPart = (typeof PRIVACY_PARTS)[number];

/** GET /api/portal/privacy: what we hold (counts by part), the client's requests, and what a deletion keeps. */
export type PortalPrivacy = {
  held: { part: PrivacyPart; count: number }[];
  requests: PrivacyRequestView[];
  /** Whether the signed-in person has a client record (requests need one). */
  hasClient: boolean;
  language: ClientLanguage;
  retainedYears: number;
};
