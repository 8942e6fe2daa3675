import {
  ArrowRightLeft,
  Ban,
  Banknote,
  BellRing,
  CheckCircle2,
  CircleDollarSign,
  Eye,
  FilePen,
  FilePlus2,
  Mail,
  Receipt,
  CreditCard,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import type { InvoiceEvent, InvoiceEventKind } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate } from "~/lib/display-format";
import { BillingTimeline } from "../billing/billing-timeline";

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
  charge_sent: CreditCard,
  charge_failed: CreditCard,
  refunded: Undo2,
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
    case "charge_sent":
      return t.chargeSent(e.details.card ?? null);
    case "charge_failed":
      return t.chargeFailed(e.details.card ?? null);
    case "refunded":
      return t.refunded(name);
  }
}

/** The details worth reading beside the line: to whom, which quote or number, how much, how and when paid, a reason, a message. */
function details(e: InvoiceEvent, m: Messages): [string, string | null | undefined][] {
  const labels = m.events.details;
  const { to, quote, number, deposit, amount, tip, method, reference, paidOn, reason, message } = e.details;
  return [
    [labels.to, to],
    [labels.quote, quote],
    [labels.number, number],
    [labels.deposit, deposit],
    [labels.amount, amount],
    // A tip for the crew paid with it (decision 075): not the invoice's money.
    [labels.tip, tip],
    [labels.method, method],
    [labels.reference, reference],
    [labels.paidOn, paidOn ? (formatDate(paidOn) ?? paidOn) : null],
    [labels.reason, reason],
    [labels.message, message],
  ];
}

/** The invoice's history, newest first: made and edited, issued and e-mailed, viewed, paid, credited, voided, reminders. */
export function InvoiceTimeline({ events }: { events: InvoiceEvent[] }) {
  const m = useAdminMessages().admin.invoices;
  return <BillingTimeline events={events} words={m.view.timeline} icons={ICONS} describe={(e) => describe(e, m)} details={(e) => details(e, m)} />;
}
