import {
  ArrowRightLeft,
  Ban,
  Banknote,
  BellRing,
  CheckCircle2,
  CircleDollarSign,
  Clock,
  Eye,
  FilePen,
  FilePlus2,
  Mail,
  Receipt,
  type LucideIcon,
} from "lucide-react";
import type { InvoiceEvent, InvoiceEventKind } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate, formatDateTime } from "~/lib/display-format";
import { InfoCard } from "../components/info-card";

const ICONS: Record<InvoiceEventKind, LucideIcon> = {
  created: FilePlus2,
  updated: FilePen,
  issued: Receipt,
  sent: Mail,
  viewed: Eye,
  payment_recorded: Banknote,
  credited: Receipt,
  paid: CheckCircle2,
  voided: Ban,
  etransfer_sent: ArrowRightLeft,
  checkout_started: CircleDollarSign,
  reminder_sent: BellRing,
  refund_needed: CircleDollarSign,
};

type Messages = ReturnType<typeof useAdminMessages>["admin"]["invoices"];

/** What happened, in a line. */
function describe(e: InvoiceEvent, m: Messages): string {
  const t = m.events;
  const name = e.actor.name;
  const staff = e.actor.type === "staff" ? name : null;
  switch (e.kind) {
    case "created":
      return t.created(name);
    case "updated":
      return t.updated(name);
    case "issued":
      return t.issued(name);
    case "sent":
      return t.sent(staff);
    case "viewed":
      return t.viewed(e.details.channel ?? null);
    case "payment_recorded":
      return t.paymentRecorded(staff);
    case "credited":
      return e.details.deposit ? t.depositCredited : t.credited(name);
    case "paid":
      return t.paid;
    case "voided":
      return t.voided(name);
    case "etransfer_sent":
      return t.etransferSent(name);
    case "checkout_started":
      return t.checkoutStarted(name);
    case "reminder_sent":
      return e.details.stage ? t.reminderSentStage(e.details.stage) : t.reminderSent;
    case "refund_needed":
      return t.refundNeeded;
  }
}

/** The details worth reading beside the line: to whom, which quote or number, how much, how and when paid, a reason, a message. */
function details(e: InvoiceEvent, m: Messages): [string, string][] {
  const labels = m.events.details;
  const { to, quote, number, deposit, amount, method, reference, paidOn, reason, message } = e.details;
  const rows: [string, string | null | undefined][] = [
    [labels.to, to],
    [labels.quote, quote],
    [labels.number, number],
    [labels.deposit, deposit],
    [labels.amount, amount],
    [labels.method, method],
    [labels.reference, reference],
    [labels.paidOn, paidOn ? (formatDate(paidOn) ?? paidOn) : null],
    [labels.reason, reason],
    [labels.message, message],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1]));
}

/** The invoice's history, newest first: made and edited, issued and e-mailed, viewed, paid, credited, voided, reminders. */
export function InvoiceTimeline({ events }: { events: InvoiceEvent[] }) {
  const m = useAdminMessages().admin.invoices;
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
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
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
