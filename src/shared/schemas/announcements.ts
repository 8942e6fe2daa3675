import { z } from "zod";
import type { Locale } from "../locale";
import type { EmailState } from "./messages";
import { requiredText } from "./text-fields";

// Announcements (the admin's Announcements page, decision 057): the owner's news and offers in
// English and French. Admin-only, so the messages are English words (decision 045).

export const ANNOUNCEMENT_LIMITS = { subject: 150, body: 10_000 } as const;

const subject = (label: string) => requiredText(label, ANNOUNCEMENT_LIMITS.subject).regex(/^[^\r\n]*$/, `${label} must be one line.`);

/** POST /api/admin/announcements and PUT /api/admin/announcements/:id: the message in both languages. */
export const announcementSchema = z.object({
  subjectEn: subject("English subject"),
  bodyEn: requiredText("English message", ANNOUNCEMENT_LIMITS.body),
  subjectFr: subject("French subject"),
  bodyFr: requiredText("French message", ANNOUNCEMENT_LIMITS.body),
});
export type AnnouncementInput = z.input<typeof announcementSchema>;

/** How many people may receive news and offers now, by the language they are written to in. */
export type AnnouncementAudience = { total: number; en: number; fr: number };

/** An announcement in the list. */
export type AnnouncementSummary = {
  id: string;
  subjectEn: string;
  subjectFr: string;
  createdAt: string;
  updatedAt: string;
  /** When it was sent; null for a draft. */
  sentAt: string | null;
  /** How many people it was sent to; null for a draft. */
  recipientCount: number | null;
};

/** GET /api/admin/announcements. */
export type AnnouncementList = {
  announcements: AnnouncementSummary[];
  /** Who a draft would reach if sent now. */
  audience: AnnouncementAudience;
  /** Whether the company's mailing address is set (an announcement is not sent without it). */
  mailingAddressSet: boolean;
};

/** GET /api/admin/announcements/:id, and the answer of every change to one. */
export type AnnouncementDetail = AnnouncementSummary & {
  bodyEn: string;
  bodyFr: string;
  createdBy: string | null;
  sentBy: string | null;
  /** Who it would reach if sent now (a draft); null once sent. */
  audience: AnnouncementAudience | null;
  mailingAddressSet: boolean;
  /** Whether the viewer may send it: the owner alone sends commercial e-mail in the company's name. */
  canSend: boolean;
};

/** GET /api/admin/announcements/:id/preview: the e-mail as a reader receives it, in each language. */
export type AnnouncementPreview = Record<"en" | "fr", { subject: string; text: string }>;

/**
 * Why an announcement was not sent to someone (decision 059): their consent when it was due to go
 * out. "withdrawn": they unsubscribed (`since`: when); "none": an implied consent had ended
 * (`since`: when it lapsed) or the ledger no longer knew them (`since` null).
 */
export type WithheldBecause = { consent: "withdrawn" | "none"; since: string | null };

/** One person an announcement was queued for, and what became of their e-mail. */
export type AnnouncementRecipient = {
  email: string;
  language: Locale;
  state: EmailState;
  /** When it was sent, or withheld; null while it waits or fails. */
  at: string | null;
  /** Why it was withheld; null unless its state is "withheld". */
  withheldBecause: WithheldBecause | null;
};

/** The recipients an answer lists at most: those not sent come first, the counts cover everyone. */
export const RECIPIENTS_SHOWN = 500;

/** GET /api/admin/announcements/:id/recipients (a draft has none). */
export type AnnouncementRecipients = {
  counts: Record<EmailState, number>;
  total: number;
  recipients: AnnouncementRecipient[];
};
