import { CalendarDays, Flag, Mail } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { ConversationEmail, ConversationEntry, ConversationMessage, MessageVisit, PreferredWindow } from "@shared/schemas/messages";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { formatClockTime, formatDate, formatDateTime } from "~/lib/display-format";
import { EmailStateBadge } from "../components/email-state-badge";

const clock = (t: string) => formatClockTime(t) ?? t;

function VisitLine({ visit }: { visit: MessageVisit }) {
  const m = useAdminMessages().admin.messaging;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
      <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
      <span>{m.visit(formatDate(visit.date) ?? visit.date, m.window(clock(visit.windowStart), clock(visit.windowEnd)), visit.service)}</span>
      <span className="text-muted">({m.visitStatus[visit.status] ?? visit.status})</span>
      <Link to={adminPaths.visitView(visit.id)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {m.openVisit}
      </Link>
    </p>
  );
}

/** The particulars of a request or rating: the preferred date, the score. */
function Particulars({ message }: { message: ConversationMessage }) {
  const m = useAdminMessages().admin.messaging;
  const { preferredDate, preferredWindow, score } = message.details;
  if (message.kind === "reschedule_request" && preferredDate)
    return (
      <p className="mt-1 text-sm font-medium text-ink">
        {m.preferred(formatDate(preferredDate) ?? preferredDate, m.preferredWindows[(preferredWindow ?? "any") as PreferredWindow])}
      </p>
    );
  if (message.kind === "rating" && score) return <p className="mt-1 text-sm font-medium text-ink">{m.score(score)}</p>;
  if (message.kind === "visit_notice") {
    const { change, previousDate, previousWindowStart, previousWindowEnd } = message.details;
    const text =
      change === "moved"
        ? m.notice.moved(`${formatDate(previousDate ?? "") ?? previousDate}, ${m.window(clock(previousWindowStart ?? ""), clock(previousWindowEnd ?? ""))}`)
        : change === "scheduled" || change === "cancelled" || change === "series"
          ? m.notice[change]
          : null;
    return text ? <p className="mt-1 text-sm font-medium text-ink">{text}</p> : null;
  }
  return null;
}

function MessageItem({ message }: { message: ConversationMessage }) {
  const m = useAdminMessages().admin.messaging;
  const when = formatDateTime(message.createdAt);
  if (message.kind === "follow_up")
    return (
      <li data-entry="follow_up" className="rounded-lg bg-amber-50 px-4 py-3 ring-1 ring-inset ring-amber-300">
        <p className="flex items-center gap-2 text-sm font-semibold text-amber-950">
          <Flag aria-hidden="true" className="h-4 w-4" />
          {m.kinds.follow_up} · {m.followUpText(message.details.score ?? "")}
        </p>
        {message.visit ? <VisitLine visit={message.visit} /> : null}
        <p className="mt-1 text-xs text-amber-950">{when}</p>
      </li>
    );
  const staff = message.author === "staff";
  const isRequest = message.kind === "reschedule_request" || message.kind === "cancel_request";
  const emptyText = message.kind === "rating" ? m.noComment : m.noNote;
  return (
    <li data-entry={message.kind} data-author={message.author} className={cn("flex", staff ? "justify-end" : "justify-start")}>
      <div className={cn("max-w-[min(36rem,92%)] rounded-xl px-4 py-3 ring-1 ring-inset", staff ? "bg-brand-50 ring-brand-100" : "bg-white ring-line")}>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          <span className="font-semibold text-ink">{message.authorName ?? m.authors[message.author]}</span>
          <span>{m.authors[message.author]}</span>
          {message.kind !== "message" ? (
            <span className="rounded-full bg-blue-50 px-2 py-0.5 font-semibold text-blue-800 ring-1 ring-inset ring-blue-200">{m.kinds[message.kind]}</span>
          ) : null}
          {isRequest && message.closedAt ? (
            <span className="rounded-full bg-green-50 px-2 py-0.5 font-semibold text-green-800 ring-1 ring-inset ring-green-200">{m.requestDone}</span>
          ) : null}
          <span>{when}</span>
        </p>
        {message.visit ? <VisitLine visit={message.visit} /> : null}
        <Particulars message={message} />
        {message.kind === "visit_notice" ? null : (
          <p className={cn("mt-1.5 whitespace-pre-wrap text-sm [overflow-wrap:anywhere]", message.body ? "text-ink" : "italic text-muted")}>
            {message.body || emptyText}
          </p>
        )}
        {isRequest && message.closedAt ? (
          <p data-request-done className="mt-1.5 text-xs text-muted">
            {m.requestDoneText(formatDateTime(message.closedAt) ?? message.closedAt)}
          </p>
        ) : isRequest ? (
          <p className="mt-1.5 text-xs text-muted">{m.requestUnchanged}</p>
        ) : null}
        {message.email ? (
          <p className="mt-2 flex items-center gap-2 text-xs text-muted">
            {m.emailOfReply} <EmailStateBadge state={message.email} />
          </p>
        ) : null}
      </div>
    </li>
  );
}

function EmailItem({ email }: { email: ConversationEmail }) {
  const m = useAdminMessages().admin.messaging;
  return (
    <li data-entry="email" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-surface px-4 py-2.5 text-sm">
      <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
      <span className="sr-only">{m.email}:</span>
      <span className="min-w-0 flex-1 font-medium text-ink [overflow-wrap:anywhere]">{email.subject}</span>
      <EmailStateBadge state={email.state} />
      <span className="text-xs text-muted">{formatDateTime(email.createdAt)}</span>
    </li>
  );
}

/** One entry of a conversation: a message (the client's, staff's, or a follow-up) or an e-mail. */
export function EntryItem({ entry }: { entry: ConversationEntry }) {
  return entry.type === "email" ? <EmailItem email={entry} /> : <MessageItem message={entry} />;
}
