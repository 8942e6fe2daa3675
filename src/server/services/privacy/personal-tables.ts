import {
  adminUsers,
  announcements,
  appSettings,
  assessmentFacets,
  billingReminders,
  changeStamps,
  clientCategories,
  closedDays,
  companySettings,
  confidentialityIncidents,
  documentCounters,
  jobs,
  leadSources,
  leadStatuses,
  pageVisits,
  retentionRunCounts,
  retentionRuns,
  retentionSettings,
  serviceTypes,
  staffInvitations,
  twoFactors,
  stripeEvents,
} from "../../db/schema/index";
import { PRIVACY_PARTS } from "../../../shared/schemas/privacy";
import { impersonal, isPersonal, type ExportPart, type RegistryEntry } from "./registry";
import * as account from "./tables/account-tables";
import * as autopay from "./tables/autopay-tables";
import * as billing from "./tables/billing-tables";
import * as contact from "./tables/contact-tables";
import * as service from "./tables/service-tables";
import { crewReportEntry } from "./tables/crew-report-tables";
import * as checklists from "./tables/checklist-tables";
import * as timesheets from "./tables/timesheet-tables";
import { crewEntries } from "./tables/crew-tables";

/**
 * The registry of personal data: every table of the schema, once. A table that holds someone's
 * information says what, which part of their archive it fills (or why none), and how an erasure
 * deletes or anonymises their rows; a table that holds none says why. A test reads every table
 * of the schema and fails for one missing here, so a new table cannot be forgotten: adding one is
 * one entry (`personal({...})` or `impersonal(table, because)`).
 *
 * Erasures run the entries in this order, in one transaction: a row is unlinked or removed before
 * the row it points to (invoices let go of visits, quotes and addresses; the client record is last).
 */
export const PERSONAL_TABLES: readonly RegistryEntry[] = [
  // Billing: invoices are kept (their minimum), quotes go.
  autopay.invoiceChargeEntry,
  autopay.invoiceRefundEntry,
  autopay.autopayAgreementEntry,
  autopay.clientCardEntry,
  autopay.cardSetupEntry,
  autopay.stripeCustomerEntry,
  billing.invoiceCheckoutEntry,
  billing.invoiceEventEntry,
  billing.invoicePaymentEntry,
  billing.invoiceCreditEntry,
  billing.invoiceVisitEntry,
  billing.invoiceEntry,
  impersonal(billingReminders, "which reminder stage went out for a document id, and when: no name, address or text"),
  impersonal(changeStamps, "a random stamp per cached answer, changed when its rows change: no one's information"),
  impersonal(stripeEvents, "Stripe's event ids and types, to process each once: the payment they carried is in invoice_payments"),
  // Visits and the conversation.
  service.visitRatingEntry,
  // Before the visits and their check-in events go: the cleaners' hours are kept (decision 069).
  timesheets.timesheetChangeEntry,
  service.visitEventEntry,
  service.visitPhotoEntry,
  service.crewAccessViewEntry,
  checklists.visitChecklistTickEntry,
  checklists.visitChecklistEntry,
  service.visitClientNoteEntry,
  service.visitReportEntry,
  service.visitEntry,
  service.scheduleEntry,
  billing.quoteAcceptanceEntry,
  billing.quoteEventEntry,
  billing.quoteVersionEntry,
  billing.quoteEntry,
  service.messageEntry,
  service.conversationEntry,
  crewReportEntry,
  // What they sent us, and their addresses.
  contact.addressEntry,
  contact.leadEntry,
  contact.assessmentEntry,
  impersonal(assessmentFacets, "how many assessments name each property and service type: counts, kept by triggers"),
  contact.consultationEntry,
  // Mail, sign-in and logs.
  account.outboxAttachmentEntry,
  account.outboxEntry,
  account.verificationEntry,
  account.sessionEntry,
  account.idempotencyKeyEntry,
  account.accountEntry,
  account.userEntry,
  account.rateLimitEntry,
  account.auditEntry,
  // Their consents to news and offers, their requests, then the client record itself.
  contact.consentEntry,
  contact.announcementRecipientEntry,
  contact.incidentClientEntry,
  contact.privacyRequestEntry,
  contact.clientEntry,
  // Tables with no one's information.
  impersonal(
    adminUsers,
    "staff accounts (a username, an e-mail, a role and a language per staff member): staff, never a client; an erasure leaves staff accounts alone",
  ),
  impersonal(
    staffInvitations,
    "invitations to a staff account (an e-mail, a role, a language): staff, never a client; accepted ones are deleted, revoked or expired ones by retention after 30 days",
  ),
  impersonal(appSettings, "values the server generates and keeps, such as the session secret"),
  impersonal(companySettings, "the company's own name, address, phones and tax numbers"),
  impersonal(
    confidentialityIncidents,
    "what happened and the risk assessed, in staff's words, with counts of people: whom it concerned is linked in confidentiality_incident_clients",
  ),
  impersonal(announcements, "the announcements the company wrote, in its own words, and when they were sent"),
  impersonal(retentionSettings, "how long the company keeps enquiries and sent e-mails"),
  impersonal(retentionRuns, "when each retention run ran and how it ended"),
  impersonal(retentionRunCounts, "how many rows of each kind a retention run changed"),
  impersonal(closedDays, "days the company is closed and what they are"),
  impersonal(documentCounters, "the last quote and invoice number of each year"),
  impersonal(jobs, "scheduled passes (reminders, visit generation): their payloads name no one"),
  impersonal(pageVisits, "page views counted per path and day: no visitor is recorded"),
  impersonal(serviceTypes, "the lead form's list of services"),
  impersonal(clientCategories, "the lead form's list of client categories"),
  impersonal(leadSources, "the lead form's list of sources"),
  impersonal(leadStatuses, "the lead form's list of statuses"),
  impersonal(twoFactors, "staff members' two-step sign-in secrets and recovery codes (encrypted): staff, never a client"),
  checklists.checklistTemplateEntry,
  timesheets.timesheetSettingsEntry,
  ...crewEntries,
];

/** The archive's parts, in the order of PRIVACY_PARTS (profile first). */
export const EXPORT_PARTS: readonly ExportPart[] = PERSONAL_TABLES.filter(isPersonal)
  .flatMap((entry) => (entry.export ? [entry.export] : []))
  .sort((a, b) => PRIVACY_PARTS.indexOf(a.name) - PRIVACY_PARTS.indexOf(b.name));
