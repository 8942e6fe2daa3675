import { z } from "zod";
import { says } from "../i18n/validation";
import { pageParam, searchParam } from "./list-params";
import { calendarDate, optionalText, tooLong } from "./text-fields";

// Messaging between a client and the company (issue 15): one conversation per client.

export const MESSAGE_AUTHORS = ["client", "staff", "system"] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** A plain message, a client's request about a visit, a rating, or the follow-up a low rating opens. */
export const MESSAGE_KINDS = ["message", "reschedule_request", "cancel_request", "rating", "follow_up", "visit_notice"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The longest message, in characters (a longer one is refused with 400). */
export const MESSAGE_MAX_LENGTH = 5000;

/** The longest note on a request and the longest comment on a rating. */
export const REQUEST_NOTE_MAX_LENGTH = 2000;
export const RATING_COMMENT_MAX_LENGTH = 2000;
/** A request to move or cancel a visit closer than this to its start is refused: the client calls. */
export const REQUEST_NOTICE_HOURS = 48;
/** A rating at or below this opens a follow-up (a re-clean offer for staff to arrange). */
export const FOLLOW_UP_MAX_SCORE = 3;
/** Conversations per page of the staff list. */
export const CONVERSATIONS_PAGE_SIZE = 50;

/** The part of the day a client prefers for a moved visit. */
export const PREFERRED_WINDOWS = ["morning", "afternoon", "any"] as const;
export type PreferredWindow = (typeof PREFERRED_WINDOWS)[number];

/** A message, written by the client in the portal or by staff: trimmed, 1 to 5,000 characters. */
export const messageBodySchema = z.object({
  body: z
    .string(says("text.notText", { label: "message" }))
    .trim()
    .min(1, says("text.required", { label: "message" }))
    .max(MESSAGE_MAX_LENGTH, tooLong("message", MESSAGE_MAX_LENGTH)),
});
export type MessageBodyInput = z.input<typeof messageBodySchema>;

/** POST /api/portal/visits/{id}/reschedule-request: the day wanted, the part of the day, a note. */
export const rescheduleRequestSchema = z.object({
  preferredDate: calendarDate("preferredDate"),
  preferredWindow: z.enum(PREFERRED_WINDOWS, says("visit.preferredWindow")).default("any"),
  note: optionalText("note", REQUEST_NOTE_MAX_LENGTH),
});
export type RescheduleRequestInput = z.input<typeof rescheduleRequestSchema>;

/** POST /api/portal/visits/{id}/cancel-request: an optional note. */
export const cancelRequestSchema = z.object({ note: optionalText("note", REQUEST_NOTE_MAX_LENGTH) });
export type CancelRequestInput = z.input<typeof cancelRequestSchema>;

/** POST /api/portal/visits/{id}/rating: a score of 1 to 5 and an optional comment. */
export const visitRatingSchema = z.object({
  score: z.number(says("visit.scoreNumber")).int(says("visit.scoreWhole")).min(1, says("visit.scoreRange")).max(5, says("visit.scoreRange")),
  comment: optionalText("comment", RATING_COMMENT_MAX_LENGTH),
});
export type VisitRatingInput = z.input<typeof visitRatingSchema>;

/** GET /api/admin/messaging: a page of conversations, searched by the client's name. */
export const conversationListQuerySchema = z.object({ page: pageParam, search: searchParam });
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

/** The visit a request, rating or follow-up is about, as a conversation shows it. */
export type MessageVisit = { id: string; date: string; windowStart: string; windowEnd: string; service: string; status: string };

/** A message of a conversation (the portal sees those of the client and staff; staff see all). */
export type ConversationMessage = {
  type: "message";
  id: string;
  author: MessageAuthor;
  authorName: string | null;
  kind: MessageKind;
  body: string;
  visit: MessageVisit | null;
  details: Record<string, string | null>;
  readAt: string | null;
  /** A request done: staff moved or cancelled its visit (decision 051). */
  closedAt: string | null;
  createdAt: string;
  /** A staff message's e-mail to the client, and what became of it (staff see it; the portal does not). */
  email: EmailState | null;
};

/**
 * What became of an e-mail: waiting for its first try, delivered, failed and tried again, refused by
 * the mail server, or withheld for good (news and offers whose reader's consent ended before delivery).
 */
export const EMAIL_STATES = ["queued", "sent", "retrying", "failed", "withheld"] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

/** An e-mail the product sent (or is sending) to the client's address, from the outbox. */
export type ConversationEmail = {
  type: "email";
  id: string;
  kind: string;
  subject: string;
  state: EmailState;
  attempts: number;
  sentAt: string | null;
  createdAt: string;
};

export type ConversationEntry = ConversationMessage | ConversationEmail;

/** A follow-up a low rating opened; closed once staff mark it handled. */
export type FollowUp = {
  visitId: string;
  visit: MessageVisit;
  score: number;
  comment: string | null;
  openedAt: string;
  closedAt: string | null;
};

/** One row of the staff list: a client's conversation. */
export type ConversationSummary = {
  clientId: string;
  clientName: string;
  lastMessageAt: string;
  lastPreview: string;
  unread: number;
  openFollowUps: number;
};

/** GET /api/admin/messaging: newest first, with the unread total for the sidebar. */
export type ConversationList = { items: ConversationSummary[]; total: number; page: number; pageSize: number; unreadTotal: number };

/** GET /api/admin/messaging/{clientId}: the client, their messages and e-mails by time, their follow-ups. */
export type AdminConversation = {
  client: { id: string; fullName: string; email: string | null };
  entries: ConversationEntry[];
  followUps: FollowUp[];
};

/** GET /api/portal/messages: the client's conversation (oldest first). */
export type PortalConversation = { messages: ConversationMessage[] };

const OTTAWA_PARTS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Toronto",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The instant (ms) of an Ottawa wall-clock date and time ("2026-12-01", "08:00"). */
export function ottawaInstant(date: string, time: string): number {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const p = Object.fromEntries(OTTAWA_PARTS.formatToParts(guess).map((x) => [x.type, Number(x.value)]));
  const shownAsUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
  return guess - (shownAsUtc - guess);
}

/** Whether a visit (its day and window start, Ottawa time) starts within the notice period: the client must call. */
export const startsWithinNotice = (date: string, windowStart: string, now = Date.now()) =>
  ottawaInstant(date, windowStart) < now + REQUEST_NOTICE_HOURS * 3_600_000;
