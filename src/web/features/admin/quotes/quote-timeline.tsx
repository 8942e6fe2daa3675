import { Ban, CheckCircle2, Eye, FilePen, FilePlus2, Mail, MessageSquareText, ThumbsDown, type LucideIcon } from "lucide-react";
import { DECLINE_REASON_WORDS } from "@shared/options/decline-reasons";
import type { DeclineReason, QuoteEvent, QuoteEventKind } from "@shared/schemas/quotes";
import { useAdminMessages } from "~/i18n/admin-messages";
import { BillingTimeline } from "../billing/billing-timeline";

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
function details(e: QuoteEvent, m: Messages): [string, string | null | undefined][] {
  const labels = m.events.details;
  const { reason, comment, message, note, to } = e.details;
  return [
    [labels.to, to],
    [labels.reason, e.kind === "declined" && reason ? (DECLINE_REASON_WORDS[reason as DeclineReason] ?? reason) : reason],
    [labels.comment, comment],
    [labels.message, message],
    [labels.note, note],
  ];
}

/** The quote's history, newest first: created, edited and revised, sent, every view, the answer, voided. */
export function QuoteTimeline({ events }: { events: QuoteEvent[] }) {
  const m = useAdminMessages().admin.quotes;
  const t = m.view.timeline;
  return (
    <BillingTimeline
      events={events}
      words={t}
      icons={ICONS}
      describe={(e) => describe(e, m)}
      details={(e) => details(e, m)}
      afterTime={(e) => ` · ${t.version(e.version)}`}
    />
  );
}
