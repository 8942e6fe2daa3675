import { CalendarCheck, CalendarClock, CalendarPlus, CalendarX, CircleSlash, DoorClosed, DoorOpen, type LucideIcon } from "lucide-react";
import type { ServiceVisitEvent, ServiceVisitEventKind } from "@shared/schemas/service-visits";
import { useAdminMessages } from "~/i18n/admin-messages";
import { sentLater } from "@shared/schemas/device-time";
import { formatClockTime, formatDate, formatTime } from "~/lib/display-format";
import { BillingTimeline } from "../billing/billing-timeline";

const ICONS: Record<ServiceVisitEventKind, LucideIcon> = {
  created: CalendarPlus,
  updated: CalendarClock,
  cancelled: CalendarX,
  completed: CalendarCheck,
  missed: CircleSlash,
  checked_in: DoorOpen,
  checked_out: DoorClosed,
};

/** Where a cleaner's phone was at a check-in or check-out, when they shared it ("45.42, -75.69 (± 12 m)"). */
const readLocation = (d: Record<string, string | null>, words: (accuracy: string) => string) =>
  d.latitude && d.longitude ? `${d.latitude}, ${d.longitude}${d.accuracy ? ` ${words(String(Math.round(Number(d.accuracy))))}` : ""}` : null;

/** A stored window ("08:00-10:00") as "8:00 AM – 10:00 AM". */
const readWindow = (value: string | null | undefined, words: (a: string, b: string) => string) => {
  const [start, end] = (value ?? "").split("-");
  return start && end ? words(formatClockTime(start) ?? start, formatClockTime(end) ?? end) : null;
};

/** A visit's history, newest first: scheduled, moved or edited, the cleaners' check-ins and check-outs, and how it ended, with who did it. */
export function VisitTimeline({ events }: { events: ServiceVisitEvent[] }) {
  const m = useAdminMessages().admin.visits;
  const t = m.timeline;
  return (
    <BillingTimeline
      events={events}
      words={t}
      icons={ICONS}
      describe={(e) => t.events[e.kind](e.actor.name)}
      details={(e) => [
        [t.details.date, e.details.date ? formatDate(e.details.date) : null],
        [t.details.window, readWindow(e.details.window, m.window)],
        [t.details.reason, e.details.reason],
        [t.details.note, e.details.note],
        [t.details.location, readLocation(e.details, t.details.accuracy)],
        [
          t.details.sentLater,
          sentLater(e.deviceAt, e.receivedAt) ? t.details.sentLaterText(formatTime(e.deviceAt!) ?? "", formatTime(e.receivedAt!) ?? "") : null,
        ],
      ]}
    />
  );
}
