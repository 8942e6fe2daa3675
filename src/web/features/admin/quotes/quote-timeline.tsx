import { Ban, CheckCircle2, Clock, Eye, FilePen, FilePlus2, Mail, MessageSquareText, ThumbsDown, type LucideIcon } from "lucide-react";
import { DECLINE_REASON_WORDS } from "@shared/options/decline-reasons";
import type { DeclineReason, QuoteEvent, QuoteEventKind } from "@shared/schemas/quotes";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDateTime } from "~/lib/display-format";
import { InfoCard } from "../components/info-card";

const ICONS: Record<QuoteEventKind, LucideIcon> = {
  created: FilePlus2,
  updated: FilePen,
  revised: FilePen,
  sent: Mail,
  resent: Mail,
  viewed: Eye,
  accepted: CheckCircle2,
  declined: ThumbsDown,
  changes_requested: MessageSquareText,
  voided: Ban,
};

type Messages = ReturnType<typeof useAdminMessages>["admin"]["quotes"];

/** What happened, in a line. */
function describe(e: QuoteEvent, m: Messages): string {
  const t = m.events;
  const name = e.actor.name;
  switch (e.kind) {
    case "created":
      return t.created(name);
    case "updated":
      return t.updated(name);
    case "revised":
      return t.revised(name, e.version);
    case "sent":
      return t.sent(name);
    case "resent":
      return t.resent(name);
    case "viewed":
      return t.viewed(e.details.channel ?? null);
    case "accepted":
      return e.actor.type === "staff" ? t.acceptedStaff(name) : t.acceptedPortal(name);
    case "declined":
      return t.declined(name);
    case "changes_requested":
      return t.changesRequested(name);
    case "voided":
      return t.voided(name);
  }
}

/** The details worth reading beside the line: to whom it was sent, a reason, a comment, the client's message, the staff note. */
function details(e: QuoteEvent, m: Messages): [string, string][] {
  const labels = m.events.details;
  const { reason, comment, message, note, to } = e.details;
  const rows: [string, string | null | undefined][] = [
    [labels.to, to],
    [labels.reason, e.kind === "declined" && reason ? (DECLINE_REASON_WORDS[reason as DeclineReason] ?? reason) : reason],
    [labels.comment, comment],
    [labels.message, message],
    [labels.note, note],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1]));
}

/** The quote's history, newest first: created, edited and revised, sent, every view, the answer, voided. */
export function QuoteTimeline({ events }: { events: QuoteEvent[] }) {
  const m = useAdminMessages().admin.quotes;
  const t = m.view.timeline;
  const newestFirst = [...events].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return (
    <InfoCard id="timeline" title={t.heading} icon={Clock}>
      <p className="mt-1 text-xs text-muted">{t.order}</p>
      {newestFirst.length ? (
        <ol className="mt-4 space-y-4">
          {newestFirst.map((e) => {
            const Icon = ICONS[e.kind];
            return (
              <li key={e.id} data-event={e.kind} className="flex gap-3">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-surface text-brand-700 ring-1 ring-line">
                  <Icon aria-hidden="true" className="h-4 w-4" />
                </span>
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-ink">{describe(e, m)}</p>
                  <p className="text-xs text-muted">
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {t.version(e.version)}
                  </p>
                  {details(e, m).map(([label, value]) => (
                    <p key={label} className="mt-1 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                      <span className="text-muted">{label}: </span>
                      {value}
                    </p>
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-muted">{t.none}</p>
      )}
    </InfoCard>
  );
}
