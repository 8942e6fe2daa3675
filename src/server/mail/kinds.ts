import type { ClientLanguage } from "../../shared/schemas/clients";
import type { Assessment } from "../../shared/schemas/assessment";
import type { ConsultationDetails } from "../../shared/schemas/consultation";
import type { MailAttachment } from "./attachments";
import { announcementMail, type AnnouncementMail } from "./templates/announcement-email";
import { loginLinkMail, noAccountMail, passwordResetMail, verifyEmailMail } from "./templates/account-emails";
import { assessmentConfirmation, assessmentNotification } from "./templates/assessment-emails";
import { autopayFailedMail, autopayGivenUpMail, cardExpiringMail } from "./templates/autopay-emails";
import { cardRefundNeededMail } from "./templates/card-payment-emails";
import { invoiceRefundMail, refundFailedNotifyMail } from "./templates/refund-emails";
import { consultationNotification } from "./templates/consultation-notification";
import type { AccountCompany } from "./templates/inputs/account";
import type { AssessmentCompany } from "./templates/inputs/assessment";
import type { StaffMessage } from "./templates/inputs/message";
import type { MailSender } from "./templates/inputs/sender";
import { invoiceEtransferNotifyMail, invoiceReceiptMail, invoiceSentMail } from "./templates/invoice-emails";
import { quoteAcceptedConfirmMail, quoteAcceptedNotifyMail, quoteChangesNotifyMail, quoteDeclinedNotifyMail, quoteSentMail } from "./templates/quote-emails";
import { clientMessageNotifyMail, staffMessageMail } from "./templates/message-emails";
import type { RenderedMail } from "./templates/rendered-mail";
import { invoiceReminderMail, quoteExpiryNoticeMail } from "./templates/reminder-emails";
import { visitNoticeMail, visitReminderMail } from "./templates/visit-emails";
import { visitReportMail } from "./templates/visit-report-emails";
import { staffDeactivatedMail, staffInvitationMail, staffReactivatedMail, staffRoleChangedMail } from "./templates/staff-emails";
import { recoveryCodesMail, twoStepOffMail, twoStepResetMail } from "./templates/two-step-emails";
import { noAccessMail } from "./templates/crew-report-emails";
import { privacyDoneMail, privacyErasedMail, privacyReceivedMail, privacyRefusedMail, privacyRequestNotifyMail } from "./templates/privacy-emails";

/** The language a message is written in: its reader's (a client's stored language, a page's). */
export type MailLanguage = ClientLanguage;

type Template<Data> = (data: Data, language: MailLanguage) => RenderedMail;

/**
 * Every kind of message, with the data it is written from. The kind is stored on the outbox row
 * (stable values: support and tests find messages by it), and so is the language it is written in.
 * A message to a visitor or a client is written in theirs: the assessment's language for its
 * confirmation, the request's for a login link, the client record's for everything tied to a
 * client (quotes, invoices, receipts, reminders, visits, staff messages); its French text is in
 * templates/fr/. Messages to the company inbox and to staff are English whatever the language,
 * apart from those about a staff member's own account (staff.*), in the language chosen for them.
 * Every message ends with its sender's name, mailing address and contacts (templates/sender-footer.ts).
 */
const MAIL_KINDS = {
  "consultation.notify": (d: { consultation: ConsultationDetails; inbox: { name: string; email: string; sender: MailSender } }) =>
    consultationNotification(d.consultation, d.inbox),
  "assessment.notify": (d: { assessment: Assessment; company: AssessmentCompany }) => assessmentNotification(d.assessment, d.company),
  "assessment.confirm": (d: { assessment: Assessment; company: AssessmentCompany }, language: MailLanguage) =>
    assessmentConfirmation(d.assessment, d.company, language),
  "auth.login-link": (d: { to: string; url: string; minutes: number; company: AccountCompany }, language: MailLanguage) =>
    loginLinkMail(d.to, d.url, d.minutes, d.company, language),
  "auth.no-account": (d: { to: string; company: AccountCompany }, language: MailLanguage) => noAccountMail(d.to, d.company, language),
  "auth.password-reset": (d: { to: string; url: string; company: AccountCompany }) => passwordResetMail(d.to, d.url, d.company),
  "auth.verify-email": (d: { to: string; username: string; url: string; company: AccountCompany }) => verifyEmailMail(d.to, d.username, d.url, d.company),
  "quote.send": quoteSentMail,
  "quote.accepted-confirm": quoteAcceptedConfirmMail,
  "quote.accepted-notify": quoteAcceptedNotifyMail,
  "quote.declined-notify": quoteDeclinedNotifyMail,
  "quote.changes-notify": quoteChangesNotifyMail,
  "invoice.send": invoiceSentMail,
  "invoice.receipt": invoiceReceiptMail,
  "invoice.etransfer-notify": invoiceEtransferNotifyMail,
  "invoice.reminder": invoiceReminderMail,
  "quote.expiry-notice": quoteExpiryNoticeMail,
  "invoice.card-refund-notify": cardRefundNeededMail,
  /** A card payment refunded by staff (decision 076): the client told, or the office told that Stripe did not refund it. */
  "invoice.refund": invoiceRefundMail,
  "invoice.refund-failed-notify": refundFailedNotifyMail,
  /** Automatic payment by the card on file (decision 074): a declined charge, a card about to expire, the office told it stopped. */
  "autopay.failed": autopayFailedMail,
  "autopay.card-expiring": cardExpiringMail,
  "autopay.failed-notify": autopayGivenUpMail,
  "visit.reminder": visitReminderMail,
  "visit.notice": visitNoticeMail,
  "message.staff": (d: StaffMessage, language: MailLanguage) => staffMessageMail(d, language),
  "message.client-notify": clientMessageNotifyMail,
  "privacy.received": privacyReceivedMail,
  "privacy.done": privacyDoneMail,
  "privacy.refused": privacyRefusedMail,
  /** The last message to an erased client: the worker forgets its address once it is sent (FORGET_RECIPIENT). */
  "privacy.erased": privacyErasedMail,
  "privacy.request-notify": privacyRequestNotifyMail,
  /** A staff member's own account (decision 060): in the language chosen for them, with nothing about news. */
  "staff.invitation": staffInvitationMail,
  "staff.role-changed": staffRoleChangedMail,
  "staff.deactivated": staffDeactivatedMail,
  "staff.reactivated": staffReactivatedMail,
  /** Their two-step sign-in was turned off, new recovery codes were made, or an owner reset it (decision 068). */
  "staff.two-step-off": twoStepOffMail,
  "staff.recovery-codes": recoveryCodesMail,
  "staff.two-step-reset": twoStepResetMail,
  /** The one commercial kind (COMMERCIAL): only to people whose consent is current, with its unsubscribe (decision 057). */
  "announcement.send": (d: AnnouncementMail, language: MailLanguage) => announcementMail(d, language),
  /** To the company inbox: a cleaner could not get in (decision 067). */
  "crew.no-access": noAccessMail,
  /** The crew's report of a visit to its client, after the last check-out (decision 066). */
  "visit.report": visitReportMail,
} satisfies Record<string, Template<never>>;

export type MailKind = keyof typeof MAIL_KINDS;

/**
 * Kinds sent to someone whose information is erased: once sent (or given up), the worker blanks
 * the row's address, so nothing is left that names them.
 */
export const FORGET_RECIPIENT: ReadonlySet<string> = new Set<MailKind>(["privacy.erased"]);
/**
 * Commercial kinds (Canada's anti-spam law): queued only for people whose consent is current, and
 * held back by the worker if it is no longer current when the message is delivered (decision 059).
 * Every other kind is transactional and never waits on consent.
 */
export const COMMERCIAL: ReadonlySet<string> = new Set<MailKind>(["announcement.send"]);
export type MailData<K extends MailKind> = Parameters<(typeof MAIL_KINDS)[K]>[0];

/** A message to queue: its kind with exactly that kind's data, a language ("en" unless given), files. */
export type MailRequest = {
  [K in MailKind]: { kind: K; data: MailData<K>; language?: MailLanguage; attachments?: MailAttachment[] };
}[MailKind];

/** The message a request describes, as its template writes it. */
export function renderMail(request: MailRequest): RenderedMail {
  const template = MAIL_KINDS[request.kind] as Template<unknown>;
  return template(request.data, request.language ?? "en");
}
