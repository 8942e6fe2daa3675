import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import type { Database } from "../db/client";
import { requireAudience } from "../middleware/audience";
import { clearRateLimits, countOf, makeClient, makeClientUser, rowsOf, seedClientRecords, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin, signInClient } from "../test/auth-helpers";
import { CAPTURE, FORM, seedLeads } from "../test/lead-fixtures";
import { emptyTables, testDbKinds } from "../test/test-db";
import { assessmentBody } from "../test/assessment-fixture";
import { seedServiceVisit } from "../test/service-visit-fixtures";
import { tokenOf } from "../test/consent-fixtures";
import { announcements } from "../db/schema/index";

// Every route of the app, with who may call it. A route that is not in this table fails the
// first test below, so no route ships without a decision about its audience and, for staff, each
// role (decision 060): owners everything; office staff everything but staff accounts and the
// company settings (403 saying so); cleaners nothing of the admin area (404, as if it did not exist).

const STAFF = ["owner", "office", "cleaner"] as const;
const CALLERS = ["anonymous", "clientA", "clientB", ...STAFF] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

/** A record per staff caller that changes it once (converting, deleting): each finds theirs as it was. */
type PerStaff = Record<(typeof STAFF)[number], string>;
type Seeded = {
  quoteA: string;
  invoiceA: string;
  lead: string;
  leadsToConvert: PerStaff;
  leadsToDelete: PerStaff;
  client: string;
  assessment: string;
  visit: string;
  announcement: string;
};
type Probe = { method: string; path: string; body?: unknown };
type Row = {
  /** The `METHOD path` of the app.routes entry that answers. */
  route: string;
  /** What the row probes, when the route answers several requests (better-auth, the fallback). */
  what?: string;
  probe: (seeded: Seeded, caller: Caller) => Probe;
  expect: Expected;
};

const all = (status: number): Expected => ({ anonymous: status, clientA: status, clientB: status, owner: status, office: status, cleaner: status });
/** The portal: a client's own; staff of every role are refused (403), as before roles. */
const clientOnly = (own: number, other = own): Expected => ({ anonymous: 401, clientA: own, clientB: other, owner: 403, office: 403, cleaner: 403 });
/** The admin area: owners and office staff; clients 403; a cleaner 404. */
const adminOnly = (ok: number): Expected => ({ anonymous: 401, clientA: 403, clientB: 403, owner: ok, office: ok, cleaner: 404 });
/** Staff accounts and the company settings (retention with them), and sending an announcement: an owner's; office staff 403. */
const ownerOnly = (ok: number): Expected => ({ ...adminOnly(ok), office: 403 });
/** The caller's own record of `records`, or the owner's for callers the audience refuses first. */
const theirs = (records: PerStaff, c: Caller) => (c === "office" || c === "cleaner" ? records[c] : records.owner);
/** The crew page (decisions 063, 070): a staff member's own visits, whatever their role; to a client it does not exist; `ok` is each staff caller's answer (their own visits are in crew.test.ts). */
const crewOnly = (ok: number): Expected => ({ anonymous: 401, clientA: 404, clientB: 404, owner: ok, office: ok, cleaner: ok });

const assessment = (caller: Caller) => assessmentBody(`${caller}@assess.example.com`);

const STRONG = "a long and unusual passphrase 7";

const clientForm = (email: string) => ({
  fullName: "Matrix Client",
  email,
  phoneNumber: "613-555-0100",
  addresses: [{ street: "1 Matrix Way", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" }],
});

/** An id no recurring schedule has. */
const NO_SCHEDULE = "00000000-0000-4000-8000-000000000000";

const table: Row[] = [
  // better-auth, behind one pass-through route and its allowlist.
  {
    route: "ALL /api/auth/*",
    what: "POST sign-in/email (wrong password)",
    probe: () => ({ method: "POST", path: "/api/auth/sign-in/email", body: { email: "owner@example.com", password: "not the right password" } }),
    expect: all(401),
  },
  {
    route: "ALL /api/auth/*",
    what: "POST sign-in/magic-link",
    probe: (_, c) => ({ method: "POST", path: "/api/auth/sign-in/magic-link", body: { email: `${c}@nowhere.example.com` } }),
    expect: all(200),
  },
  {
    route: "ALL /api/auth/*",
    what: "GET magic-link/verify (bad token)",
    probe: () => ({ method: "GET", path: "/api/auth/magic-link/verify?token=nope&callbackURL=%2Fclient-dashboard&errorCallbackURL=%2Fclient-login" }),
    expect: all(302),
  },
  {
    route: "ALL /api/auth/*",
    what: "POST request-password-reset",
    probe: (_, c) => ({ method: "POST", path: "/api/auth/request-password-reset", body: { email: `${c}@nowhere.example.com` } }),
    expect: all(200),
  },
  {
    route: "ALL /api/auth/*",
    what: "POST reset-password (bad token)",
    probe: () => ({ method: "POST", path: "/api/auth/reset-password", body: { token: "nope", newPassword: STRONG } }),
    expect: all(400),
  },
  {
    route: "ALL /api/auth/*",
    what: "GET verify-email (bad token)",
    probe: () => ({ method: "GET", path: "/api/auth/verify-email?token=nope" }),
    expect: all(401),
  },
  { route: "ALL /api/auth/*", what: "POST sign-out", probe: () => ({ method: "POST", path: "/api/auth/sign-out", body: {} }), expect: all(200) },
  // better-auth endpoints the product does not use are not reachable.
  {
    route: "ALL /api/auth/*",
    what: "POST sign-up/email",
    probe: (_, c) => ({ method: "POST", path: "/api/auth/sign-up/email", body: { email: `${c}@new.example.com`, password: STRONG, name: c } }),
    expect: all(404),
  },
  { route: "ALL /api/auth/*", what: "GET get-session", probe: () => ({ method: "GET", path: "/api/auth/get-session" }), expect: all(404) },
  {
    route: "ALL /api/auth/*",
    what: "POST update-user",
    probe: () => ({ method: "POST", path: "/api/auth/update-user", body: { name: "Mallory" } }),
    expect: all(404),
  },
  {
    route: "ALL /api/auth/*",
    what: "POST change-password",
    probe: () => ({ method: "POST", path: "/api/auth/change-password", body: { currentPassword: STRONG, newPassword: `${STRONG}!` } }),
    expect: all(404),
  },
  { route: "ALL /api/auth/*", what: "GET list-sessions", probe: () => ({ method: "GET", path: "/api/auth/list-sessions" }), expect: all(404) },
  { route: "ALL /api/auth/*", what: "POST revoke-sessions", probe: () => ({ method: "POST", path: "/api/auth/revoke-sessions", body: {} }), expect: all(404) },
  { route: "ALL /api/auth/*", what: "GET ok", probe: () => ({ method: "GET", path: "/api/auth/ok" }), expect: all(404) },

  { route: "GET /api/session", probe: () => ({ method: "GET", path: "/api/session" }), expect: { ...all(200), anonymous: 401 } },

  { route: "GET /api/assessments/service-area", probe: () => ({ method: "GET", path: "/api/assessments/service-area" }), expect: all(200) },
  { route: "POST /api/assessments", probe: (_, c) => ({ method: "POST", path: "/api/assessments", body: assessment(c) }), expect: all(201) },
  {
    route: "POST /api/consultations",
    probe: (_, c) => ({ method: "POST", path: "/api/consultations", body: { name: "Ada Lovelace", email: `${c}@consult.example.com`, phone: "613-555-0100" } }),
    expect: all(201),
  },
  { route: "POST /api/visits", probe: () => ({ method: "POST", path: "/api/visits", body: { page: "/gallery" } }), expect: all(204) },
  { route: "GET /api/privacy-page", probe: () => ({ method: "GET", path: "/api/privacy-page" }), expect: all(200) },

  { route: "GET /api/portal/quotes", probe: () => ({ method: "GET", path: "/api/portal/quotes" }), expect: clientOnly(200) },
  { route: "GET /api/portal/quotes/:id", probe: (s) => ({ method: "GET", path: `/api/portal/quotes/${s.quoteA}` }), expect: clientOnly(200, 404) },
  { route: "GET /api/portal/quotes/:id/pdf", probe: (s) => ({ method: "GET", path: `/api/portal/quotes/${s.quoteA}/pdf` }), expect: clientOnly(200, 404) },
  // Client A's quote has expired: accepting or declining it is refused, asking for changes is not.
  {
    route: "POST /api/portal/quotes/:id/accept",
    probe: (s) => ({ method: "POST", path: `/api/portal/quotes/${s.quoteA}/accept`, body: { version: 1, termsAccepted: true, signedName: "Client A" } }),
    expect: clientOnly(409, 404),
  },
  {
    route: "POST /api/portal/quotes/:id/decline",
    probe: (s) => ({ method: "POST", path: `/api/portal/quotes/${s.quoteA}/decline`, body: { reason: "price" } }),
    expect: clientOnly(409, 404),
  },
  {
    route: "POST /api/portal/quotes/:id/changes",
    probe: (s) => ({ method: "POST", path: `/api/portal/quotes/${s.quoteA}/changes`, body: { message: "A new date, please" } }),
    expect: clientOnly(202, 404),
  },
  { route: "GET /api/portal/invoices", probe: () => ({ method: "GET", path: "/api/portal/invoices" }), expect: clientOnly(200) },
  { route: "GET /api/portal/visits", probe: () => ({ method: "GET", path: "/api/portal/visits" }), expect: clientOnly(200) },
  { route: "GET /api/portal/company", probe: () => ({ method: "GET", path: "/api/portal/company" }), expect: clientOnly(200) },
  { route: "GET /api/portal/profile", probe: () => ({ method: "GET", path: "/api/portal/profile" }), expect: clientOnly(200) },
  { route: "GET /api/portal/overview", probe: () => ({ method: "GET", path: "/api/portal/overview" }), expect: clientOnly(200) },
  // Each client sets their own record's language: there is no one else's to name.
  { route: "PUT /api/portal/language", probe: () => ({ method: "PUT", path: "/api/portal/language", body: { language: "en" } }), expect: clientOnly(200) },
  // Messages and requests: the bodies sent fail validation, so nothing is stored. The visit is another client's, so both
  // clients are 404 before the body is read (messaging.test.ts covers a client's own visit).
  { route: "GET /api/portal/messages", probe: () => ({ method: "GET", path: "/api/portal/messages" }), expect: clientOnly(200) },
  { route: "POST /api/portal/messages", probe: () => ({ method: "POST", path: "/api/portal/messages", body: { body: "" } }), expect: clientOnly(400) },
  {
    route: "POST /api/portal/visits/:id/reschedule-request",
    probe: (s) => ({ method: "POST", path: `/api/portal/visits/${s.visit}/reschedule-request`, body: {} }),
    expect: clientOnly(404),
  },
  {
    route: "POST /api/portal/visits/:id/cancel-request",
    probe: (s) => ({ method: "POST", path: `/api/portal/visits/${s.visit}/cancel-request`, body: { note: "x".repeat(2001) } }),
    expect: clientOnly(404),
  },
  {
    route: "POST /api/portal/visits/:id/rating",
    probe: (s) => ({ method: "POST", path: `/api/portal/visits/${s.visit}/rating`, body: { score: 0 } }),
    expect: clientOnly(404),
  },
  { route: "GET /api/portal/invoices/:id", probe: (s) => ({ method: "GET", path: `/api/portal/invoices/${s.invoiceA}` }), expect: clientOnly(200, 404) },
  {
    route: "GET /api/portal/invoices/:id/pdf",
    probe: (s) => ({ method: "GET", path: `/api/portal/invoices/${s.invoiceA}/pdf` }),
    expect: clientOnly(200, 404),
  },
  // Client A's invoice is paid: there is no e-Transfer left to report.
  {
    route: "POST /api/portal/invoices/:id/etransfer-sent",
    probe: (s) => ({ method: "POST", path: `/api/portal/invoices/${s.invoiceA}/etransfer-sent`, body: {} }),
    expect: clientOnly(409, 404),
  },
  // Client A's invoice is paid: nothing to pay by card (Stripe is never asked).
  {
    route: "POST /api/portal/invoices/:id/checkout",
    probe: (s) => ({ method: "POST", path: `/api/portal/invoices/${s.invoiceA}/checkout` }),
    expect: clientOnly(409, 404),
  },
  // The card on file and automatic payment (decision 074): each client's own; there is no id to name another's. Stripe
  // is out of reach here, so no page to save a card is made (503); no card is saved, so none is removed; a bad body stores nothing.
  { route: "GET /api/portal/payment-method", probe: () => ({ method: "GET", path: "/api/portal/payment-method" }), expect: clientOnly(200) },
  { route: "POST /api/portal/payment-method/setup", probe: () => ({ method: "POST", path: "/api/portal/payment-method/setup" }), expect: clientOnly(503) },
  { route: "DELETE /api/portal/payment-method", probe: () => ({ method: "DELETE", path: "/api/portal/payment-method" }), expect: clientOnly(404) },
  { route: "PUT /api/portal/autopay", probe: () => ({ method: "PUT", path: "/api/portal/autopay", body: { enabled: "yes" } }), expect: clientOnly(400) },
  // Privacy (issue 28): each client's own page, archive and requests; there is no id to name another's.
  { route: "GET /api/portal/privacy", probe: () => ({ method: "GET", path: "/api/portal/privacy" }), expect: clientOnly(200) },
  { route: "GET /api/portal/privacy/export", probe: () => ({ method: "GET", path: "/api/portal/privacy/export" }), expect: clientOnly(200) },
  // An unconfirmed deletion fails validation: nothing is stored.
  {
    route: "POST /api/portal/privacy/requests",
    probe: () => ({ method: "POST", path: "/api/portal/privacy/requests", body: { kind: "deletion" } }),
    expect: clientOnly(400),
  },
  // The unsubscribe link works without signing in (decision 057): its signed token is the key, whoever calls.
  { route: "GET /api/unsubscribe", probe: (_, c) => ({ method: "GET", path: `/api/unsubscribe?token=${tokenOf(`${c}@news.example.com`)}` }), expect: all(303) },
  {
    route: "POST /api/unsubscribe",
    probe: (_, c) => ({ method: "POST", path: `/api/unsubscribe?token=${tokenOf(`${c}@news.example.com`)}`, body: { language: "en" } }),
    expect: all(200),
  },
  {
    route: "POST /api/unsubscribe/undo",
    probe: (_, c) => ({ method: "POST", path: `/api/unsubscribe/undo?token=${tokenOf(`${c}@news.example.com`)}`, body: { language: "en" } }),
    expect: all(200),
  },
  // Each client's own address: there is no one else's to name.
  { route: "GET /api/portal/email-preferences", probe: () => ({ method: "GET", path: "/api/portal/email-preferences" }), expect: clientOnly(200) },
  {
    route: "PUT /api/portal/email-preferences",
    probe: () => ({ method: "PUT", path: "/api/portal/email-preferences", body: { news: false } }),
    expect: clientOnly(200),
  },
  // Stripe signs instead of signing in: anyone reaches it, and an unsigned delivery is refused.
  { route: "POST /api/stripe/webhook", probe: () => ({ method: "POST", path: "/api/stripe/webhook", body: { id: "evt_1", type: "x" } }), expect: all(400) },

  { route: "GET /api/admin/assessments", probe: () => ({ method: "GET", path: "/api/admin/assessments?search=jane&range=week" }), expect: adminOnly(200) },
  { route: "GET /api/admin/assessments/export.csv", probe: () => ({ method: "GET", path: "/api/admin/assessments/export.csv" }), expect: adminOnly(200) },
  {
    route: "POST /api/admin/assessments/delete",
    probe: () => ({ method: "POST", path: "/api/admin/assessments/delete", body: { ids: ["00000000-0000-4000-8000-000000000000"] } }),
    expect: adminOnly(200),
  },
  // Add Admin: an owner's; the account it makes is office staff.
  {
    route: "POST /api/admin/admins",
    probe: (_, c) => ({ method: "POST", path: "/api/admin/admins", body: { username: `new-${c}`, email: `new-${c}@example.com`, password: STRONG } }),
    expect: ownerOnly(201),
  },
  // Staff accounts (decision 060): bodies that fail validation and ids that are no one's, so nothing changes.
  { route: "GET /api/admin/staff", probe: () => ({ method: "GET", path: "/api/admin/staff" }), expect: ownerOnly(200) },
  { route: "POST /api/admin/staff/invitations", probe: () => ({ method: "POST", path: "/api/admin/staff/invitations", body: {} }), expect: ownerOnly(400) },
  {
    route: "POST /api/admin/staff/invitations/:id/resend",
    probe: () => ({ method: "POST", path: `/api/admin/staff/invitations/${NO_SCHEDULE}/resend`, body: {} }),
    expect: ownerOnly(404),
  },
  {
    route: "POST /api/admin/staff/invitations/:id/revoke",
    probe: () => ({ method: "POST", path: `/api/admin/staff/invitations/${NO_SCHEDULE}/revoke`, body: {} }),
    expect: ownerOnly(404),
  },
  { route: "PUT /api/admin/staff/:userId/role", probe: () => ({ method: "PUT", path: "/api/admin/staff/nobody/role", body: {} }), expect: ownerOnly(400) },
  {
    route: "POST /api/admin/staff/:userId/deactivate",
    probe: () => ({ method: "POST", path: "/api/admin/staff/nobody/deactivate", body: {} }),
    expect: ownerOnly(404),
  },
  {
    route: "POST /api/admin/staff/:userId/reactivate",
    probe: () => ({ method: "POST", path: "/api/admin/staff/nobody/reactivate", body: {} }),
    expect: ownerOnly(404),
  },
  // An owner resets a member's two-step sign-in (decision 068): no one's id is a 404 for an owner.
  {
    route: "POST /api/admin/staff/:userId/two-step/reset",
    probe: () => ({ method: "POST", path: "/api/admin/staff/nobody/two-step/reset", body: {} }),
    expect: ownerOnly(404),
  },
  // An invitation's link works before its invitee has an account: its token is the only key, whoever calls.
  {
    route: "POST /api/staff-invitations/check",
    probe: () => ({ method: "POST", path: "/api/staff-invitations/check", body: { token: "nope" } }),
    expect: all(404),
  },
  { route: "POST /api/staff-invitations/accept", probe: () => ({ method: "POST", path: "/api/staff-invitations/accept", body: {} }), expect: all(400) },
  // The tax registration numbers, for a draft's banner: every admin (the rest of the settings is an owner's).
  { route: "GET /api/admin/registrations", probe: () => ({ method: "GET", path: "/api/admin/registrations" }), expect: adminOnly(200) },
  { route: "GET /api/admin/visits", probe: () => ({ method: "GET", path: "/api/admin/visits" }), expect: adminOnly(200) },
  { route: "GET /api/admin/leads", probe: () => ({ method: "GET", path: "/api/admin/leads?search=jane&status=New" }), expect: adminOnly(200) },
  { route: "GET /api/admin/leads/lookups", probe: () => ({ method: "GET", path: "/api/admin/leads/lookups" }), expect: adminOnly(200) },
  {
    route: "POST /api/admin/leads",
    probe: (_, c) => ({ method: "POST", path: "/api/admin/leads", body: { ...FORM, fullName: `Lead of ${c}` } }),
    expect: adminOnly(201),
  },
  {
    route: "POST /api/admin/leads/capture",
    probe: (_, c) => ({ method: "POST", path: "/api/admin/leads/capture", body: { ...CAPTURE, fullName: `Capture of ${c}` } }),
    expect: adminOnly(201),
  },
  {
    route: "POST /api/admin/leads/delete",
    probe: () => ({ method: "POST", path: "/api/admin/leads/delete", body: { ids: ["00000000-0000-4000-8000-000000000000"] } }),
    expect: adminOnly(200),
  },
  { route: "GET /api/admin/leads/:id", probe: (s) => ({ method: "GET", path: `/api/admin/leads/${s.lead}` }), expect: adminOnly(200) },
  {
    route: "PUT /api/admin/leads/:id",
    probe: (s, c) => ({ method: "PUT", path: `/api/admin/leads/${s.lead}`, body: { ...FORM, details: `Edited by ${c}` } }),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/leads/:id/convert",
    probe: (s, c) => ({ method: "POST", path: `/api/admin/leads/${theirs(s.leadsToConvert, c)}/convert` }),
    expect: adminOnly(200),
  },
  {
    route: "DELETE /api/admin/leads/:id",
    probe: (s, c) => ({ method: "DELETE", path: `/api/admin/leads/${theirs(s.leadsToDelete, c)}` }),
    expect: adminOnly(200),
  },
  { route: "GET /api/admin/clients", probe: () => ({ method: "GET", path: "/api/admin/clients?search=client&sort=name" }), expect: adminOnly(200) },
  {
    route: "POST /api/admin/clients",
    probe: (_, c) => ({ method: "POST", path: "/api/admin/clients", body: clientForm(`new-${c}@clients.example.com`) }),
    expect: adminOnly(201),
  },
  {
    route: "GET /api/admin/clients/from-assessment/:assessmentId",
    probe: (s) => ({ method: "GET", path: `/api/admin/clients/from-assessment/${s.assessment}` }),
    expect: adminOnly(200),
  },
  { route: "GET /api/admin/clients/:id", probe: (s) => ({ method: "GET", path: `/api/admin/clients/${s.client}` }), expect: adminOnly(200) },
  { route: "GET /api/admin/quotes", probe: () => ({ method: "GET", path: "/api/admin/quotes?status=sent&search=clean" }), expect: adminOnly(200) },
  { route: "GET /api/admin/quotes/stats", probe: () => ({ method: "GET", path: "/api/admin/quotes/stats" }), expect: adminOnly(200) },
  {
    route: "GET /api/admin/quotes/from-assessment/:assessmentId",
    probe: (s) => ({ method: "GET", path: `/api/admin/quotes/from-assessment/${s.assessment}` }),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/quotes",
    probe: (_, c) => ({
      method: "POST",
      path: "/api/admin/quotes",
      body: { newClient: clientForm(`quote-${c}@clients.example.com`), title: "Matrix", lines: [{ description: "Clean", quantity: 1, unitPriceCents: 100 }] },
    }),
    expect: adminOnly(201),
  },
  { route: "GET /api/admin/quotes/:id", probe: (s) => ({ method: "GET", path: `/api/admin/quotes/${s.quoteA}` }), expect: adminOnly(200) },
  { route: "GET /api/admin/quotes/:id/pdf", probe: (s) => ({ method: "GET", path: `/api/admin/quotes/${s.quoteA}/pdf` }), expect: adminOnly(200) },
  // Bodies that fail validation, or steps the (sent, expired) quote refuses: nothing changes.
  { route: "PUT /api/admin/quotes/:id", probe: (s) => ({ method: "PUT", path: `/api/admin/quotes/${s.quoteA}`, body: {} }), expect: adminOnly(400) },
  { route: "POST /api/admin/quotes/:id/send", probe: (s) => ({ method: "POST", path: `/api/admin/quotes/${s.quoteA}/send` }), expect: adminOnly(409) },
  { route: "POST /api/admin/quotes/:id/resend", probe: (s) => ({ method: "POST", path: `/api/admin/quotes/${s.quoteA}/resend` }), expect: adminOnly(409) },
  {
    route: "POST /api/admin/quotes/:id/void",
    probe: (s) => ({ method: "POST", path: `/api/admin/quotes/${s.quoteA}/void`, body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "POST /api/admin/quotes/:id/accept",
    probe: (s) => ({ method: "POST", path: `/api/admin/quotes/${s.quoteA}/accept`, body: {} }),
    expect: adminOnly(400),
  },
  { route: "GET /api/admin/invoices", probe: () => ({ method: "GET", path: "/api/admin/invoices?status=paid&search=clean" }), expect: adminOnly(200) },
  { route: "GET /api/admin/invoices/stats", probe: () => ({ method: "GET", path: "/api/admin/invoices/stats" }), expect: adminOnly(200) },
  { route: "GET /api/admin/invoices/:id", probe: (s) => ({ method: "GET", path: `/api/admin/invoices/${s.invoiceA}` }), expect: adminOnly(200) },
  { route: "GET /api/admin/invoices/:id/pdf", probe: (s) => ({ method: "GET", path: `/api/admin/invoices/${s.invoiceA}/pdf` }), expect: adminOnly(200) },
  {
    route: "POST /api/admin/invoices/:id/resend",
    probe: (s) => ({ method: "POST", path: `/api/admin/invoices/${s.invoiceA}/resend` }),
    expect: adminOnly(200),
  },
  // Bodies that fail validation, or steps the (paid) invoice refuses: nothing changes.
  { route: "POST /api/admin/invoices", probe: () => ({ method: "POST", path: "/api/admin/invoices", body: {} }), expect: adminOnly(400) },
  { route: "POST /api/admin/invoices/from-quote", probe: () => ({ method: "POST", path: "/api/admin/invoices/from-quote", body: {} }), expect: adminOnly(400) },
  { route: "PUT /api/admin/invoices/:id", probe: (s) => ({ method: "PUT", path: `/api/admin/invoices/${s.invoiceA}`, body: {} }), expect: adminOnly(400) },
  {
    route: "POST /api/admin/invoices/:id/issue",
    probe: (s) => ({ method: "POST", path: `/api/admin/invoices/${s.invoiceA}/issue`, body: {} }),
    expect: adminOnly(409),
  },
  {
    route: "POST /api/admin/invoices/:id/void",
    probe: (s) => ({ method: "POST", path: `/api/admin/invoices/${s.invoiceA}/void`, body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "POST /api/admin/invoices/:id/credits",
    probe: (s) => ({ method: "POST", path: `/api/admin/invoices/${s.invoiceA}/credits`, body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "POST /api/admin/invoices/:id/payments",
    probe: (s) => ({ method: "POST", path: `/api/admin/invoices/${s.invoiceA}/payments`, body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "POST /api/admin/invoices/:id/refunds",
    probe: (s) => ({ method: "POST", path: `/api/admin/invoices/${s.invoiceA}/refunds`, body: {} }),
    expect: adminOnly(400),
  },
  // No such refund on the invoice: nothing is sent to Stripe.
  // No automatic charge on the invoice: nothing to close.
  {
    route: "POST /api/admin/invoices/:id/charges/:attempt/close",
    probe: (s) => ({ method: "POST", path: `/api/admin/invoices/${s.invoiceA}/charges/1/close` }),
    expect: adminOnly(404),
  },
  {
    route: "POST /api/admin/invoices/:id/refunds/:refundId/retry",
    probe: (s) => ({ method: "POST", path: `/api/admin/invoices/${s.invoiceA}/refunds/${NO_SCHEDULE}/retry` }),
    expect: adminOnly(404),
  },
  // A service visit next week: it cannot be completed or marked missed yet, and the bodies sent fail validation, so nothing changes.
  {
    route: "GET /api/admin/service-visits",
    probe: () => ({ method: "GET", path: "/api/admin/service-visits?status=scheduled&search=clean" }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/admin/service-visits/range",
    probe: () => ({ method: "GET", path: "/api/admin/service-visits/range?from=2026-01-05&to=2026-01-11" }),
    expect: adminOnly(200),
  },
  { route: "GET /api/admin/settings", probe: () => ({ method: "GET", path: "/api/admin/settings" }), expect: ownerOnly(200) },
  // Announcements: the bodies sent fail validation, and the company has no mailing address, so nothing is written or sent.
  { route: "GET /api/admin/announcements", probe: () => ({ method: "GET", path: "/api/admin/announcements" }), expect: adminOnly(200) },
  { route: "POST /api/admin/announcements", probe: () => ({ method: "POST", path: "/api/admin/announcements", body: {} }), expect: adminOnly(400) },
  { route: "GET /api/admin/announcements/:id", probe: (s) => ({ method: "GET", path: `/api/admin/announcements/${s.announcement}` }), expect: adminOnly(200) },
  {
    route: "PUT /api/admin/announcements/:id",
    probe: (s) => ({ method: "PUT", path: `/api/admin/announcements/${s.announcement}`, body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "GET /api/admin/announcements/:id/preview",
    probe: (s) => ({ method: "GET", path: `/api/admin/announcements/${s.announcement}/preview` }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/admin/announcements/:id/recipients",
    probe: (s) => ({ method: "GET", path: `/api/admin/announcements/${s.announcement}/recipients` }),
    expect: adminOnly(200),
  },
  // Only an owner sends (office staff 403 before anything is looked at); the owner's send is refused for the missing mailing address.
  {
    route: "POST /api/admin/announcements/:id/send",
    probe: (s) => ({ method: "POST", path: `/api/admin/announcements/${s.announcement}/send` }),
    expect: ownerOnly(409),
  },
  { route: "GET /api/admin/clients/:id/consent", probe: (s) => ({ method: "GET", path: `/api/admin/clients/${s.client}/consent` }), expect: adminOnly(200) },
  {
    route: "POST /api/admin/clients/:id/consent",
    probe: (s) => ({ method: "POST", path: `/api/admin/clients/${s.client}/consent`, body: {} }),
    expect: adminOnly(400),
  },
  { route: "PUT /api/admin/settings", probe: () => ({ method: "PUT", path: "/api/admin/settings", body: {} }), expect: ownerOnly(400) },
  // Retention (decision 055), part of the settings: an owner reads and runs it; the owner's save is refused here for its empty body.
  { route: "GET /api/admin/retention", probe: () => ({ method: "GET", path: "/api/admin/retention" }), expect: ownerOnly(200) },
  {
    route: "PUT /api/admin/retention/settings",
    probe: () => ({ method: "PUT", path: "/api/admin/retention/settings", body: {} }),
    expect: ownerOnly(400),
  },
  { route: "POST /api/admin/retention/runs", probe: () => ({ method: "POST", path: "/api/admin/retention/runs" }), expect: ownerOnly(201) },
  // The register of confidentiality incidents: an empty entry is refused (before its id is looked up); an id no entry has is a 404.
  { route: "GET /api/admin/incidents", probe: () => ({ method: "GET", path: "/api/admin/incidents" }), expect: adminOnly(200) },
  { route: "POST /api/admin/incidents", probe: () => ({ method: "POST", path: "/api/admin/incidents", body: {} }), expect: adminOnly(400) },
  { route: "GET /api/admin/incidents/export.csv", probe: () => ({ method: "GET", path: "/api/admin/incidents/export.csv" }), expect: adminOnly(200) },
  {
    route: "GET /api/admin/incidents/:id",
    probe: () => ({ method: "GET", path: "/api/admin/incidents/00000000-0000-4000-8000-000000000000" }),
    expect: adminOnly(404),
  },
  {
    route: "PUT /api/admin/incidents/:id",
    probe: () => ({ method: "PUT", path: "/api/admin/incidents/00000000-0000-4000-8000-000000000000", body: {} }),
    expect: adminOnly(400),
  },
  { route: "GET /api/admin/messaging", probe: () => ({ method: "GET", path: "/api/admin/messaging?search=matrix" }), expect: adminOnly(200) },
  { route: "GET /api/admin/messaging/:clientId", probe: (s) => ({ method: "GET", path: `/api/admin/messaging/${s.client}` }), expect: adminOnly(200) },
  {
    route: "POST /api/admin/messaging/:clientId",
    probe: (s) => ({ method: "POST", path: `/api/admin/messaging/${s.client}`, body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "POST /api/admin/messaging/:clientId/follow-ups/:visitId/close",
    probe: (s) => ({ method: "POST", path: `/api/admin/messaging/${s.client}/follow-ups/${s.visit}/close` }),
    expect: adminOnly(404),
  },
  { route: "GET /api/admin/service-visits/staff", probe: () => ({ method: "GET", path: "/api/admin/service-visits/staff" }), expect: adminOnly(200) },
  { route: "POST /api/admin/service-visits", probe: () => ({ method: "POST", path: "/api/admin/service-visits", body: {} }), expect: adminOnly(400) },
  {
    route: "POST /api/admin/service-visits/invoice",
    probe: () => ({ method: "POST", path: "/api/admin/service-visits/invoice", body: { visitIds: [] } }),
    expect: adminOnly(400),
  },
  { route: "GET /api/admin/service-visits/:id", probe: (s) => ({ method: "GET", path: `/api/admin/service-visits/${s.visit}` }), expect: adminOnly(200) },
  {
    route: "PUT /api/admin/service-visits/:id",
    probe: (s) => ({ method: "PUT", path: `/api/admin/service-visits/${s.visit}`, body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "POST /api/admin/service-visits/:id/cancel",
    probe: (s) => ({ method: "POST", path: `/api/admin/service-visits/${s.visit}/cancel`, body: { reason: "x".repeat(501) } }),
    expect: adminOnly(400),
  },
  {
    route: "POST /api/admin/service-visits/:id/complete",
    probe: (s) => ({ method: "POST", path: `/api/admin/service-visits/${s.visit}/complete`, body: {} }),
    expect: adminOnly(409),
  },
  { route: "GET /api/crew/visits", probe: () => ({ method: "GET", path: "/api/crew/visits" }), expect: crewOnly(200) },
  {
    route: "POST /api/crew/visits/:id/check-in",
    probe: (s) => ({ method: "POST", path: `/api/crew/visits/${s.visit}/check-in`, body: {} }),
    // The seeded visit is not the cleaner's.
    expect: crewOnly(404),
  },
  {
    route: "POST /api/crew/visits/:id/check-out",
    probe: (s) => ({ method: "POST", path: `/api/crew/visits/${s.visit}/check-out`, body: {} }),
    expect: crewOnly(404),
  },
  // Notes to the office and "Can't get in" (decision 067): the seeded visit is not the cleaner's.
  {
    route: "POST /api/crew/visits/:id/notes",
    probe: (s) => ({ method: "POST", path: `/api/crew/visits/${s.visit}/notes`, body: { text: "x" } }),
    expect: crewOnly(404),
  },
  {
    route: "POST /api/crew/visits/:id/no-access",
    probe: (s) => ({ method: "POST", path: `/api/crew/visits/${s.visit}/no-access`, body: { reason: "no_one_home" } }),
    expect: crewOnly(404),
  },
  { route: "GET /api/admin/crew-reports", probe: () => ({ method: "GET", path: "/api/admin/crew-reports" }), expect: adminOnly(200) },
  {
    route: "GET /api/admin/crew-reports/visits/:id",
    probe: (s) => ({ method: "GET", path: `/api/admin/crew-reports/visits/${s.visit}` }),
    expect: adminOnly(200),
    // The crew's photos (decision 066): the seeded visit is not the cleaner's; their own are in visit-reports.test.ts.
  },
  { route: "GET /api/crew/visits/:id/photos", probe: (s) => ({ method: "GET", path: `/api/crew/visits/${s.visit}/photos` }), expect: crewOnly(404) },
  {
    route: "POST /api/crew/visits/:id/photos",
    probe: (s) => ({ method: "POST", path: `/api/crew/visits/${s.visit}/photos`, body: {} }),
    expect: crewOnly(404),
  },
  {
    route: "DELETE /api/crew/visits/:id/photos/:photoId",
    probe: (s) => ({ method: "DELETE", path: `/api/crew/visits/${s.visit}/photos/${NO_SCHEDULE}` }),
    expect: crewOnly(404),
  },
  // A visit's report and photos: staff, and the visit's own client (neither client here); everyone else 404.
  {
    route: "GET /api/visit-reports/:visitId",
    probe: (s) => ({ method: "GET", path: `/api/visit-reports/${s.visit}` }),
    expect: { anonymous: 404, clientA: 404, clientB: 404, owner: 200, office: 200, cleaner: 404 },
  },
  {
    route: "GET /api/visit-reports/photos/:id/:size",
    probe: () => ({ method: "GET", path: `/api/visit-reports/photos/${NO_SCHEDULE}/thumb` }),
    expect: all(404),
  },
  {
    route: "POST /api/admin/service-visits/:id/miss",
    probe: (s) => ({ method: "POST", path: `/api/admin/service-visits/${s.visit}/miss`, body: {} }),
    expect: adminOnly(409),
  },
  {
    route: "POST /api/admin/service-visits/:id/move-to-request",
    probe: (s) => ({ method: "POST", path: `/api/admin/service-visits/${s.visit}/move-to-request`, body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "POST /api/admin/service-visits/:id/invoice",
    probe: (s) => ({ method: "POST", path: `/api/admin/service-visits/${s.visit}/invoice`, body: {} }),
    expect: adminOnly(409),
  },
  // Closed days: the bodies sent fail validation, and the id is no closed day's, so nothing changes.
  {
    route: "GET /api/admin/closed-days",
    probe: () => ({ method: "GET", path: "/api/admin/closed-days?from=2026-01-01&to=2026-12-31" }),
    expect: adminOnly(200),
  },
  { route: "POST /api/admin/closed-days", probe: () => ({ method: "POST", path: "/api/admin/closed-days", body: {} }), expect: adminOnly(400) },
  {
    route: "DELETE /api/admin/closed-days/:id",
    probe: () => ({ method: "DELETE", path: "/api/admin/closed-days/00000000-0000-4000-8000-000000000000" }),
    expect: adminOnly(404),
  },
  // Recurring schedules: the bodies sent fail validation, and the id is no schedule's, so nothing changes.
  {
    route: "GET /api/admin/service-schedules",
    probe: (s) => ({ method: "GET", path: `/api/admin/service-schedules?clientId=${s.client}` }),
    expect: adminOnly(200),
  },
  { route: "POST /api/admin/service-schedules", probe: () => ({ method: "POST", path: "/api/admin/service-schedules", body: {} }), expect: adminOnly(400) },
  {
    route: "GET /api/admin/service-schedules/:id",
    probe: () => ({ method: "GET", path: `/api/admin/service-schedules/${NO_SCHEDULE}` }),
    expect: adminOnly(404),
  },
  {
    route: "PUT /api/admin/service-schedules/:id",
    probe: () => ({ method: "PUT", path: `/api/admin/service-schedules/${NO_SCHEDULE}`, body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "POST /api/admin/service-schedules/:id/end",
    probe: () => ({ method: "POST", path: `/api/admin/service-schedules/${NO_SCHEDULE}/end`, body: {} }),
    expect: adminOnly(404),
  },
  // Privacy requests: bodies that fail validation, ids that are no request's: nothing changes.
  { route: "GET /api/admin/privacy/requests", probe: () => ({ method: "GET", path: "/api/admin/privacy/requests?status=all" }), expect: adminOnly(200) },
  { route: "POST /api/admin/privacy/requests", probe: () => ({ method: "POST", path: "/api/admin/privacy/requests", body: {} }), expect: adminOnly(400) },
  {
    route: "POST /api/admin/privacy/requests/:id/done",
    probe: () => ({ method: "POST", path: `/api/admin/privacy/requests/${NO_SCHEDULE}/done`, body: { note: "Sent the archive" } }),
    expect: adminOnly(404),
  },
  {
    route: "POST /api/admin/privacy/requests/:id/refuse",
    probe: () => ({ method: "POST", path: `/api/admin/privacy/requests/${NO_SCHEDULE}/refuse`, body: { reason: "No" } }),
    expect: adminOnly(404),
  },
  {
    route: "POST /api/admin/privacy/requests/:id/erase",
    probe: () => ({ method: "POST", path: `/api/admin/privacy/requests/${NO_SCHEDULE}/erase` }),
    expect: adminOnly(404),
  },
  {
    route: "GET /api/admin/privacy/clients/:id/export",
    probe: (s) => ({ method: "GET", path: `/api/admin/privacy/clients/${s.client}/export` }),
    expect: adminOnly(200),
  },
  {
    route: "PUT /api/admin/clients/:id",
    probe: (s, c) => ({ method: "PUT", path: `/api/admin/clients/${s.client}`, body: { ...clientForm("client-a@example.com"), notes: `Edited by ${c}` } }),
    expect: adminOnly(200),
  },

  // Default deny: whatever is not mounted answers 404, after the audience of its group.
  { route: "ALL /api/*", what: "an unknown path", probe: () => ({ method: "GET", path: "/api/nothing-here" }), expect: all(404) },
  { route: "ALL /api/*", what: "an unknown method on a public group", probe: () => ({ method: "DELETE", path: "/api/visits" }), expect: all(404) },
  {
    route: "ALL /api/*",
    what: "an unknown method on the portal",
    probe: (s) => ({ method: "DELETE", path: `/api/portal/quotes/${s.quoteA}` }),
    expect: clientOnly(404),
  },
  { route: "ALL /api/*", what: "an unknown path in the admin area", probe: () => ({ method: "GET", path: "/api/admin/users" }), expect: adminOnly(404) },

  // Checklists (decision 065): the seeded visit is not the cleaner's.
  { route: "GET /api/crew/visits/:id/checklist", probe: (s) => ({ method: "GET", path: `/api/crew/visits/${s.visit}/checklist` }), expect: crewOnly(404) },
  {
    route: "PUT /api/crew/visits/:id/checklist/items/:itemId",
    probe: (s) => ({ method: "PUT", path: `/api/crew/visits/${s.visit}/checklist/items/kitchen-sink`, body: { done: true } }),
    expect: crewOnly(404),
  },
  { route: "GET /api/admin/checklists", probe: () => ({ method: "GET", path: "/api/admin/checklists" }), expect: adminOnly(200) },
  { route: "PUT /api/admin/checklists/:service", probe: () => ({ method: "PUT", path: "/api/admin/checklists/other", body: {} }), expect: ownerOnly(400) },
  { route: "GET /api/admin/checklists/visits/:id", probe: (s) => ({ method: "GET", path: `/api/admin/checklists/visits/${s.visit}` }), expect: adminOnly(200) },
  // Outside /api: public pages for crawlers.
  { route: "GET /robots.txt", probe: () => ({ method: "GET", path: "/robots.txt" }), expect: all(200) },
  { route: "GET /sitemap.xml", probe: () => ({ method: "GET", path: "/sitemap.xml" }), expect: all(200) },

  // Two-step sign-in (decision 068): a staff member's own setup, the second step of signing in, the owner's requirement.
  { route: "GET /api/two-step", probe: () => ({ method: "GET", path: "/api/two-step" }), expect: adminOnly(200) },
  { route: "POST /api/two-step/setup", probe: () => ({ method: "POST", path: "/api/two-step/setup", body: {} }), expect: adminOnly(400) },
  { route: "POST /api/two-step/confirm", probe: () => ({ method: "POST", path: "/api/two-step/confirm", body: {} }), expect: adminOnly(400) },
  { route: "POST /api/two-step/disable", probe: () => ({ method: "POST", path: "/api/two-step/disable", body: {} }), expect: adminOnly(400) },
  { route: "POST /api/two-step/recovery-codes", probe: () => ({ method: "POST", path: "/api/two-step/recovery-codes", body: {} }), expect: adminOnly(400) },
  { route: "POST /api/two-step/sign-in", probe: () => ({ method: "POST", path: "/api/two-step/sign-in", body: {} }), expect: all(400) },
  { route: "GET /api/two-step/requirement", probe: () => ({ method: "GET", path: "/api/two-step/requirement" }), expect: adminOnly(200) },
  { route: "PUT /api/two-step/requirement", probe: () => ({ method: "PUT", path: "/api/two-step/requirement", body: {} }), expect: ownerOnly(400) },
  // Timesheets (decision 069): owners and office staff read them; only an owner corrects or sets the pay period (the empty bodies fail validation).
  { route: "GET /api/admin/timesheets", probe: () => ({ method: "GET", path: "/api/admin/timesheets" }), expect: adminOnly(200) },
  { route: "GET /api/admin/timesheets/export.csv", probe: () => ({ method: "GET", path: "/api/admin/timesheets/export.csv" }), expect: adminOnly(200) },
  { route: "PUT /api/admin/timesheets/settings", probe: () => ({ method: "PUT", path: "/api/admin/timesheets/settings", body: {} }), expect: ownerOnly(400) },
  {
    route: "POST /api/admin/timesheets/corrections",
    probe: () => ({ method: "POST", path: "/api/admin/timesheets/corrections", body: {} }),
    expect: ownerOnly(400),
  },
  // Staff availability (decision 064): owners and office staff; bodies that fail validation, ids that are no one's.
  { route: "GET /api/admin/staff-availability", probe: () => ({ method: "GET", path: "/api/admin/staff-availability" }), expect: adminOnly(200) },
  {
    route: "PUT /api/admin/staff-availability/:userId/hours",
    probe: () => ({ method: "PUT", path: "/api/admin/staff-availability/nobody/hours", body: { days: [] } }),
    expect: adminOnly(404),
  },
  {
    route: "POST /api/admin/staff-availability/:userId/time-off",
    probe: () => ({ method: "POST", path: "/api/admin/staff-availability/nobody/time-off", body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "DELETE /api/admin/staff-availability/:userId/time-off/:id",
    probe: () => ({ method: "DELETE", path: `/api/admin/staff-availability/nobody/time-off/${NO_SCHEDULE}` }),
    expect: adminOnly(404),
  },
];

/**
 * Middleware entries of app.routes (they call `next`): the security headers and the request log,
 * then the /api chain (no-store, compression, body limit, origin check, viewer, company settings).
 */
const MIDDLEWARE = ["ALL /*", "ALL /*", "ALL /api/*", "ALL /api/*", "ALL /api/*", "ALL /api/*", "ALL /api/*", "ALL /api/*"];
/** The groups mounted behind `guarded(...)`, each adding one audience-check entry. */
const GROUPS = [
  "auth",
  "session",
  "assessments",
  "consultations",
  "visits",
  "privacy-page",
  "stripe",
  "unsubscribe",
  "staff-invitations",
  "portal",
  "admin",
  "crew",
  "two-step",
  "visit-reports",
];
/** Middleware a group adds behind its audience check: the Idempotency-Key layer of the crew's routes (decisions 062, 063), the admin's two-step requirement (068). */
const GROUP_LAYERS = ["ALL /api/crew/*", "ALL /api/admin/*"];

type RouteEntry = { method: string; path: string; handler: (...args: never[]) => unknown };
const key = (r: RouteEntry) => `${r.method} ${r.path}`;
/** A Hono middleware takes `(c, next)`; an endpoint only `(c)`. */
const isMiddleware = (r: RouteEntry) => r.handler.length >= 2;
const AUDIENCE_CHECK = String(requireAudience("public"));

describe.each(testDbKinds)("authorization on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  // Card payments set up (Stripe itself is never reached: no row gets that far).
  const env = () => ({ STRIPE_SECRET_KEY: "sk_test_matrix", STRIPE_WEBHOOK_SECRET: "whsec_matrix", STRIPE_API_URL: "http://127.0.0.1:9" });
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)), { emptyEach: false, env });

  describe("the route table", () => {
    const routes = () => t.app.routes as unknown as RouteEntry[];

    test("lists exactly the app's endpoints", () => {
      const endpoints = [
        ...new Set(
          routes()
            .filter((r) => !isMiddleware(r))
            .map(key),
        ),
      ].sort();
      expect(endpoints).toEqual([...new Set(table.map((r) => r.route))].sort());
    });

    test("has no middleware beyond the known chain and one audience check per group", () => {
      const middleware = routes().filter(isMiddleware).map(key);
      expect(middleware.sort()).toEqual([...MIDDLEWARE, ...GROUPS.map((g) => `ALL /api/${g}/*`), ...GROUP_LAYERS].sort());
    });

    test("every /api endpoint is registered after its group's audience check", () => {
      const list = routes();
      for (const [i, r] of list.entries()) {
        if (isMiddleware(r) || !r.path.startsWith("/api/") || r.path === "/api/*") continue;
        const group = r.path.split("/")[2]!;
        expect(GROUPS, key(r)).toContain(group);
        const guard = list.findIndex((m) => isMiddleware(m) && m.path === `/api/${group}/*`);
        expect(guard, `${key(r)} has no audience check`).toBeGreaterThanOrEqual(0);
        expect(guard, `${key(r)} comes before its audience check`).toBeLessThan(i);
        expect(String(list[guard]!.handler), `the /api/${group}/* middleware is the audience check`).toBe(AUDIENCE_CHECK);
      }
    });
  });

  describe("statuses by caller", () => {
    let seeded: Seeded;
    const cookies: Record<Caller, string> = { anonymous: "", clientA: "", clientB: "", owner: "", office: "", cleaner: "" };

    async function signInEveryone() {
      await clearRateLimits(database);
      cookies.clientA = (await signInClient(t, database, "client-a@example.com")).cookie;
      cookies.clientB = (await signInClient(t, database, "client-b@example.com")).cookie;
      for (const role of STAFF) cookies[role] = (await signInAdmin(t, `${role}@example.com`)).cookie;
      for (const c of CALLERS.slice(1)) expect(cookies[c], c).toMatch(/better-auth\.session_token=/);
    }

    beforeAll(async () => {
      await emptyTables(database.db);
      for (const role of STAFF) await makeAdmin(t, database, `${role}@example.com`, `matrix-${role}`, role);
      await makeClientUser(database, "client-a@example.com");
      await makeClientUser(database, "client-b@example.com");
      const client = await makeClient(database, "client-a@example.com");
      const own = await seedClientRecords(database, client, "Deep clean");
      await seedClientRecords(database, await makeClient(database, "client-b@example.com"), "Window cleaning");
      const [lead, ...perStaff] = await seedLeads(
        database,
        { fullName: "Matrix Lead" },
        ...STAFF.flatMap((role) => [{ fullName: `Matrix Lead To Convert by ${role}` }, { fullName: `Matrix Lead To Delete by ${role}` }]),
      );
      const byRole = (offset: number) => Object.fromEntries(STAFF.map((role, i) => [role, perStaff[i * 2 + offset]!])) as PerStaff;
      const assessment = await call(t, "/api/assessments", { body: assessmentBody("matrix@assess.example.com") });
      expect(assessment.status).toBe(201);
      const [made] = await rowsOf<{ id: string }>(database, sql`select id from job_assessments where email = 'matrix@assess.example.com'`);
      const visit = await seedServiceVisit(database, await makeClient(database, "visit-client@example.com"), addDays(businessDay(), 7));
      const [announcement] = await database.db
        .insert(announcements)
        .values({ subjectEn: "News", bodyEn: "News.", subjectFr: "Nouvelles", bodyFr: "Nouvelles." })
        .returning({ id: announcements.id });
      seeded = {
        quoteA: own.quoteId,
        invoiceA: own.invoiceId,
        lead: lead!,
        leadsToConvert: byRole(0),
        leadsToDelete: byRole(1),
        client,
        assessment: made!.id,
        visit,
        announcement: announcement!.id,
      };
      await signInEveryone();
    });

    test.each(table.map((row) => [`${row.route}${row.what ? ` — ${row.what}` : ""}`, row] as const))("%s", async (_name, row) => {
      const got: Partial<Expected> = {};
      for (const caller of CALLERS) {
        const { method, path, body } = row.probe(seeded, caller);
        const res = await call(t, path, { method, body, cookie: cookies[caller] || undefined });
        got[caller] = res.status;
        await res.body?.cancel();
      }
      expect(got).toEqual(row.expect);
      // Signing out ended the sessions the other rows use.
      if (row.what === "POST sign-out") await signInEveryone();
    });
  });

  describe("portal records", () => {
    beforeEach(() => emptyTables(database.db));

    async function twoClients() {
      await makeAdmin(t, database);
      await makeClientUser(database, "client-a@example.com");
      await makeClientUser(database, "client-b@example.com");
      // The clients' e-mails in another case: a sign-in account finds its client in any case.
      const idA = await makeClient(database, "Client-A@Example.com");
      const idB = await makeClient(database, "client-b@example.com");
      const a = await seedClientRecords(database, idA, "Deep clean");
      const a2 = await seedClientRecords(database, idA, "Move-out clean");
      const b = await seedClientRecords(database, idB, "Window cleaning");
      return {
        a: { records: [a, a2], cookie: (await signInClient(t, database, "client-a@example.com")).cookie },
        b: { records: [b], cookie: (await signInClient(t, database, "client-b@example.com")).cookie },
      };
    }

    test("lists hold only the signed-in client's own quotes and invoices", async () => {
      const { a, b } = await twoClients();
      for (const [who, ids] of [
        [a, a.records],
        [b, b.records],
      ] as const) {
        const quotes = (await (await call(t, "/api/portal/quotes", { cookie: who.cookie })).json()) as { quotes: { id: string }[] };
        expect(quotes.quotes.map((q) => q.id).sort()).toEqual(ids.map((r) => r.quoteId).sort());
        const invoices = (await (await call(t, "/api/portal/invoices", { cookie: who.cookie })).json()) as { invoices: { id: string }[] };
        expect(invoices.invoices.map((i) => i.id).sort()).toEqual(ids.map((r) => r.invoiceId).sort());
      }
    });

    test("a client's own record is found; another client's answers 404 like a missing one", async () => {
      const { a, b } = await twoClients();
      const own = await call(t, `/api/portal/quotes/${a.records[0]!.quoteId}`, { cookie: a.cookie });
      expect(own.status).toBe(200);
      expect(((await own.json()) as { quote: { title: string } }).quote.title).toBe("Deep clean");
      const ownInvoice = await call(t, `/api/portal/invoices/${a.records[0]!.invoiceId}`, { cookie: a.cookie });
      expect(((await ownInvoice.json()) as { invoice: { status: string } }).invoice.status).toBe("paid");

      const missing = await call(t, "/api/portal/quotes/00000000-0000-4000-8000-000000000000", { cookie: b.cookie });
      for (const path of [`/api/portal/quotes/${a.records[0]!.quoteId}`, `/api/portal/invoices/${a.records[1]!.invoiceId}`]) {
        const res = await call(t, path, { cookie: b.cookie });
        expect(res.status, path).toBe(404);
        expect(((await res.json()) as ApiErrorBody).error.code).toBe("not_found");
      }
      expect(missing.status).toBe(404);
      const crossB = await call(t, `/api/portal/quotes/${b.records[0]!.quoteId}`, { cookie: a.cookie });
      expect(crossB.status).toBe(404);
      // Not a UUID at all: also simply not found.
      expect((await call(t, "/api/portal/invoices/1%20or%201=1", { cookie: a.cookie })).status).toBe(404);
    });

    test("an admin on /api/portal/* is 403, a client on /api/admin/* is 403, nobody is 401", async () => {
      const { a } = await twoClients();
      const admin = (await signInAdmin(t)).cookie;
      for (const path of ["/api/portal/quotes", "/api/portal/invoices", "/api/portal/visits", "/api/portal/overview"]) {
        const res = await call(t, path, { cookie: admin });
        expect(res.status).toBe(403);
        expect(((await res.json()) as ApiErrorBody).error.code).toBe("forbidden");
        expect((await call(t, path)).status).toBe(401);
      }
      const byClient = await call(t, "/api/admin/admins", { cookie: a.cookie, body: { username: "sneaky", email: "sneaky@example.com", password: STRONG } });
      expect(byClient.status).toBe(403);
      expect(((await byClient.json()) as ApiErrorBody).error.message).toBe("Access denied. Admin privileges required.");
      const anonymous = await call(t, "/api/admin/admins", { body: { username: "sneaky", email: "sneaky@example.com", password: STRONG } });
      expect(anonymous.status).toBe(401);
      expect(await countOf(database, sql`from admin_users`)).toBe(1);
    });

    test("a client's privacy page, archive and requests are their own: nothing of another client's", async () => {
      const { a, b } = await twoClients();
      await database.db.execute(sql`update clients set full_name = 'Alpha Quillon' where lower(email) = 'client-a@example.com'`);
      await database.db.execute(sql`update clients set full_name = 'Beta Marwick' where email = 'client-b@example.com'`);
      for (const [who, own, other] of [
        [a, "Alpha Quillon", "Beta Marwick"],
        [b, "Beta Marwick", "Alpha Quillon"],
      ] as const) {
        const archive = await call(t, "/api/portal/privacy/export", { cookie: who.cookie });
        const text = Object.values(unzipSync(new Uint8Array(await archive.arrayBuffer())))
          .map((bytes) => strFromU8(bytes))
          .join("\n");
        expect(text).toContain(own);
        expect(text).not.toContain(other);
        expect((await call(t, "/api/portal/privacy/requests", { body: { kind: "deletion", confirm: true }, cookie: who.cookie })).status).toBe(201);
        const page = (await (await call(t, "/api/portal/privacy", { cookie: who.cookie })).json()) as {
          requests: unknown[];
          held: { part: string; count: number }[];
        };
        expect(page.requests).toHaveLength(1);
        expect(page.held.find((h) => h.part === "invoices")?.count).toBe(who === a ? 2 : 1);
      }
      // Asking for deletion erased nothing: only staff carry it out.
      expect(await countOf(database, sql`from clients where erased_at is not null`)).toBe(0);
    });

    test("better-auth endpoints outside the allowlist answer 404 and do nothing", async () => {
      await makeAdmin(t, database);
      const admin = (await signInAdmin(t)).cookie;
      const sessions = await countOf(database, sql`from sessions`);
      const probes: Probe[] = [
        { method: "POST", path: "/api/auth/sign-up/email", body: { email: "mallory@example.com", password: STRONG, name: "Mallory" } },
        { method: "GET", path: "/api/auth/get-session" },
        { method: "POST", path: "/api/auth/update-user", body: { name: "Mallory" } },
        { method: "POST", path: "/api/auth/change-password", body: { currentPassword: "correct horse battery staple 42", newPassword: STRONG } },
        { method: "GET", path: "/api/auth/list-sessions" },
        { method: "POST", path: "/api/auth/revoke-other-sessions", body: {} },
        { method: "POST", path: "/api/auth/delete-user", body: {} },
        { method: "GET", path: "/api/auth/sign-out" },
      ];
      for (const { method, path, body } of probes) {
        const res = await call(t, path, { method, body, cookie: admin });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(((await res.json()) as ApiErrorBody).error.code).toBe("not_found");
      }
      expect(await countOf(database, sql`from users where email = 'mallory@example.com'`)).toBe(0);
      expect(await countOf(database, sql`from users where name = 'Mallory'`)).toBe(0);
      expect(await countOf(database, sql`from sessions`)).toBe(sessions);
      expect((await signInAdmin(t)).res.status).toBe(200);
    });
  });
});
