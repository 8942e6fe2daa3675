import type { Locale } from "../../../shared/locale";
import type { MessageKind, PreferredWindow } from "../../../shared/schemas/messages";
import { MESSAGE_EN } from "./en/message-emails";
import { MESSAGE_FR } from "./fr/message-emails";
import type { MessageCompany, MessageWords, StaffMessage } from "./inputs/message";
import { LANGUAGES } from "./languages";
import { SAMPLE_SENDER } from "./inputs/sender";
import { inboxReport, personalMail } from "./layout";
import type { RenderedMail } from "./rendered-mail";

// Messaging e-mails: a staff reply to the client (the message itself, and the portal's Messages
// page to answer it), in the client's language, and to the company inbox what a client wrote,
// asked or rated in the portal, in English.

/** The visit a request or rating is about, in words ("December 1, 2026, 8:00 AM – 10:00 AM, Weekly cleaning"). */
export type MailVisit = { when: string; service: string };

const PREFERRED_WORDS: Record<PreferredWindow, string> = { morning: "morning", afternoon: "afternoon", any: "any time of day" };

const DEFAULT_COMPANY: MessageCompany = {
  name: "Maple Crest Cleaning",
  email: "info@example.com",
  phone: "613-555-0199",
  inbox: "quotes@example.com",
  sender: SAMPLE_SENDER,
};

const WORDS: Record<Locale, MessageWords> = { en: MESSAGE_EN, fr: MESSAGE_FR };

/** To the client: a message from staff, with a link to the portal's Messages page. */
export function staffMessageMail(
  d: StaffMessage = {
    to: "jane@example.com",
    clientName: "Jane Doe",
    staffName: "Sam",
    body: "Your visit is moved to Tuesday.",
    url: "http://localhost:3000/client-dashboard/messages",
    company: DEFAULT_COMPANY,
  },
  language: Locale = "en",
): RenderedMail {
  const w = WORDS[language];
  const c = d.company;
  return personalMail(
    LANGUAGES[language],
    { to: d.to, replyTo: c.email, subject: w.subject(c), name: d.clientName, body: [w.wrote(d), d.body, w.answer, d.url], ask: w.ask(c), sender: c.sender },
    language,
  );
}

/** What the client did, in a subject line's words. */
const DID: Record<Exclude<MessageKind, "follow_up" | "visit_notice">, string> = {
  message: "New message from",
  reschedule_request: "Reschedule request from",
  cancel_request: "Cancellation request from",
  rating: "Visit rated by",
};

/** To the company inbox: a client's message, request to move or cancel a visit, or rating. */
export function clientMessageNotifyMail(
  d: {
    kind: Exclude<MessageKind, "follow_up" | "visit_notice">;
    clientName: string;
    clientEmail: string | null;
    body: string;
    visit: MailVisit | null;
    preferredDate?: string;
    preferredWindow?: PreferredWindow;
    score?: number;
    followUp?: boolean;
    adminUrl: string;
    company: MessageCompany;
  } = {
    kind: "message",
    clientName: "Jane Doe",
    clientEmail: "jane@example.com",
    body: "Could the crew use the side door?",
    visit: null,
    adminUrl: "http://localhost:3000/admin/messaging",
    company: DEFAULT_COMPANY,
  },
): RenderedMail {
  const lines = [`${DID[d.kind]} ${d.clientName}${d.clientEmail ? ` <${d.clientEmail}>` : ""} in the client portal.`, ""];
  if (d.visit) lines.push(`Visit: ${d.visit.when}, ${d.visit.service}`);
  if (d.kind === "reschedule_request") lines.push(`Preferred date: ${d.preferredDate}, ${PREFERRED_WORDS[d.preferredWindow ?? "any"]}`);
  if (d.kind === "rating") lines.push(`Rating: ${d.score} out of 5`);
  if (d.followUp) lines.push("", "A rating of 3 or less: offer the client a re-clean.");
  if (d.kind !== "message") lines.push("", d.kind === "rating" ? "Comment:" : "Note:");
  lines.push(d.body || "(none)", "");
  if (d.kind === "reschedule_request" || d.kind === "cancel_request") lines.push("The visit is unchanged until staff move or cancel it.", "");
  lines.push("Answer in Messaging:", d.adminUrl);
  return inboxReport({ to: d.company.inbox, replyTo: d.clientEmail, subject: `${DID[d.kind]} ${d.clientName}`, lines, sender: d.company.sender });
}
