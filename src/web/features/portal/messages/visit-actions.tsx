import { CalendarClock, Star } from "lucide-react";
import { useState } from "react";
import type { PortalVisit } from "@shared/portal";
import { Button } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { RatingDialog } from "./rating-dialog";
import { RequestDialog } from "./request-dialog";

/** An upcoming visit's "Request a change" (with the request already sent, if any). `label` names the visit. */
export function UpcomingVisitAction({ visit, label }: { visit: PortalVisit; label: string }) {
  const m = usePortalMessages().portal.dashboard;
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`${m.requestChange}: ${label}`}>
        <CalendarClock aria-hidden="true" className="h-4 w-4" />
        {m.requestChange}
      </Button>
      {visit.pendingRequest ? (
        <span data-request-pending={visit.pendingRequest} className="text-sm font-medium text-brand-800">
          {m.requestPending[visit.pendingRequest]}
        </span>
      ) : null}
      {open ? <RequestDialog visit={visit} label={label} open={open} onOpenChange={setOpen} /> : null}
    </div>
  );
}

/** A completed visit's rating once given, else "Rate this visit". */
export function HistoryVisitAction({ visit, label }: { visit: PortalVisit; label: string }) {
  const m = usePortalMessages().portal.dashboard;
  const [open, setOpen] = useState(false);
  if (visit.rating)
    return (
      <p data-rating={visit.rating.score} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-ink">
        <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" />
        {m.rated(visit.rating.score)}
      </p>
    );
  return (
    <div className="mt-2">
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`${m.rate}: ${label}`}>
        <Star aria-hidden="true" className="h-4 w-4" />
        {m.rate}
      </Button>
      {open ? <RatingDialog visit={visit} label={label} open={open} onOpenChange={setOpen} /> : null}
    </div>
  );
}
