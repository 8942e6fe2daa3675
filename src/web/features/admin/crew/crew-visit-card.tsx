import { useState } from "react";
import { crewAddressLine } from "@shared/crew-page";
import type { CrewVisit } from "@shared/schemas/crew";
import { Button } from "~/components/ui/button";
import { useFormat } from "~/i18n/format";
import { useCrewDayMessages } from "~/i18n/crew-day-messages";
import type { OutboxAction } from "~/lib/offline/outbox-store";
import { checkPath, queueCheck, type CrewCheck } from "./crew-api";
import { CrewChecklist } from "./crew-checklist";
import { currentLocation } from "./share-location";
import { CrewVisitProblems } from "./crew-visit-problems";
import { ClientNoteField, CrewPhotos } from "./crew-photos";

type Props = {
  visit: CrewVisit;
  today: string;
  /** The phone's outbox actions: a check-in or check-out waiting for this visit shows as waiting. */
  actions: readonly OutboxAction[];
};

/** One visit on the cleaner's phone: when, what, who, where, the notes, and their check-in and check-out. */
export function CrewVisitCard({ visit, today, actions }: Props) {
  const { crewDay: t } = useCrewDayMessages();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const [clientNote, setClientNote] = useState("");
  const waiting = (check: CrewCheck) => actions.some((a) => a.path === checkPath(visit.id, check));
  const checkInWaiting = waiting("check-in");
  const checkOutWaiting = waiting("check-out");
  const line = crewAddressLine(visit.address);

  const check = async (which: CrewCheck) => {
    setBusy(true);
    try {
      const location = await currentLocation();
      const label = which === "check-in" ? t.checkInLabel(visit.clientName) : t.checkOutLabel(visit.clientName);
      await queueCheck(visit, which, label, location, which === "check-out" && clientNote.trim() ? { clientNote: clientNote.trim() } : {});
    } finally {
      setBusy(false);
    }
  };

  const isToday = visit.date === today && visit.status === "scheduled";
  const canCheckIn = isToday && !visit.checkedInAt && !checkInWaiting;
  const canCheckOut = isToday && (visit.checkedInAt || checkInWaiting) && !visit.checkedOutAt && !checkOutWaiting;

  return (
    <li data-crew-visit={visit.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
      <p className="flex items-center gap-2 text-lg font-bold text-ink">
        {t.window(format.clockTime(visit.windowStart) ?? visit.windowStart, format.clockTime(visit.windowEnd) ?? visit.windowEnd)}
      </p>
      {visit.date !== today && <p className="text-sm font-medium text-muted">{format.date(visit.date)}</p>}
      <h3 className="mt-1 text-base font-semibold text-ink">{visit.service}</h3>
      <p className="text-ink">
        <span className="sr-only">{t.client}</span>
        {visit.clientName}
      </p>
      {visit.status !== "scheduled" && <p className="mt-1 text-sm font-semibold text-muted">{t.status[visit.status]}</p>}

      <div className="mt-3 flex items-start gap-2">
        <div className="min-w-0">
          <p className="text-ink">
            <span className="sr-only">{t.address}</span>
            {line}
          </p>
          <a
            href={visit.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.openMapLabel(line)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {t.openMap}
          </a>
        </div>
      </div>

      {visit.crewNotes && (
        <div className="mt-2 flex items-start gap-2">
          <div className="min-w-0">
            <h4 className="text-sm font-semibold text-ink">{t.crewNotes}</h4>
            <p className="whitespace-pre-line break-words text-ink">{visit.crewNotes}</p>
          </div>
        </div>
      )}

      <div data-access className="mt-2 flex items-start gap-2">
        <div className="min-w-0">
          <h4 className="text-sm font-semibold text-ink">{t.access}</h4>
          <p className={visit.access?.notes ? "whitespace-pre-line break-words text-ink" : "text-sm text-muted"}>
            {visit.access ? (visit.access.notes ?? t.noAccessNotes) : visit.date > today ? t.accessLater : t.accessClosed}
          </p>
        </div>
      </div>

      <div className="mt-4 space-y-1 text-sm">
        {visit.checkedInAt && <p data-checked="in">{t.checkedIn(format.time(visit.checkedInAt) ?? "")}</p>}
        {checkInWaiting && <p data-waiting="check-in">{t.checkInWaiting}</p>}
        {visit.checkedOutAt && <p data-checked="out">{t.checkedOut(format.time(visit.checkedOutAt) ?? "")}</p>}
        {checkOutWaiting && <p data-waiting="check-out">{t.checkOutWaiting}</p>}
      </div>
      <CrewPhotos visit={visit} actions={actions} />
      {canCheckOut && <ClientNoteField visitId={visit.id} value={clientNote} onChange={setClientNote} />}
      {(canCheckIn || canCheckOut) && (
        <Button className="mt-3 w-full" size="lg" disabled={busy} onClick={() => void check(canCheckIn ? "check-in" : "check-out")}>
          {canCheckIn ? t.checkIn : t.checkOut}
        </Button>
      )}
      <CrewVisitProblems visit={visit} today={today} actions={actions} />
      <CrewChecklist visit={visit} today={today} actions={actions} />
    </li>
  );
}
