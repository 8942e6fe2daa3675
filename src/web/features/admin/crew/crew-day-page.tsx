import { useQuery } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, type ReactNode } from "react";
import type { CrewVisit } from "@shared/schemas/crew";
import { Button } from "~/components/ui/button";
import { registerCrewWorker } from "~/crew-worker/register";
import { OutboxStatus } from "~/components/offline/outbox-status";
import { useCrewDayMessages } from "~/i18n/crew-day-messages";
import { useOutbox } from "~/lib/offline/use-outbox";
import { crewDayQuery, useSentChecks } from "./crew-api";
import { CrewVisitCard } from "./crew-visit-card";
import { removeFirstView } from "./first-view";
import { setShareLocation, useShareLocation } from "./share-location";

/**
 * The cleaner's visits (decision 063): today's in order of their arrival window, then the rest of
 * the week; what waits on the phone to be sent; and their location-sharing choice.
 */
export function CrewDayPage() {
  const { crewDay: t } = useCrewDayMessages();
  const day = useQuery(crewDayQuery());
  const { actions } = useOutbox();
  useSentChecks();
  useEffect(() => {
    void registerCrewWorker().catch(() => undefined);
  }, []);
  // Before the browser paints the day drawn here, the server's picture of it goes (decision 072).
  useLayoutEffect(() => {
    if (!day.isPending) removeFirstView();
  }, [day.isPending]);

  if (day.isPending) return <p className="mt-6 text-muted">{t.loading}</p>;
  if (day.isError)
    return (
      <div className="mt-6">
        <p role="alert" className="text-ink">
          {t.loadFailed}
        </p>
        <Button className="mt-3" variant="secondary" onClick={() => void day.refetch()}>
          {t.retry}
        </Button>
      </div>
    );

  const { today, visits } = day.data;
  const card = (visit: CrewVisit) => <CrewVisitCard key={visit.id} visit={visit} today={today} actions={actions} />;
  return (
    <div className="mt-6 space-y-8">
      <OutboxStatus />
      <VisitList id="crew-today" title={t.today} empty={t.noneToday}>
        {visits.filter((v) => v.date === today).map(card)}
      </VisitList>
      <VisitList id="crew-week" title={t.week} empty={t.noneWeek}>
        {visits.filter((v) => v.date !== today).map(card)}
      </VisitList>
      <ShareLocationSetting />
    </div>
  );
}

function VisitList({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children.length ? <ul className="mt-3 space-y-4">{children}</ul> : <p className="mt-2 text-muted">{empty}</p>}
    </section>
  );
}

function ShareLocationSetting() {
  const { crewDay: t } = useCrewDayMessages();
  const on = useShareLocation();
  return (
    <div className="rounded-lg border border-line bg-white p-4">
      <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
        <input
          type="checkbox"
          role="switch"
          className="h-5 w-5 shrink-0 accent-brand-700"
          checked={on}
          aria-describedby="share-location-hint"
          onChange={(e) => setShareLocation(e.target.checked)}
        />
        {t.shareLocation}
      </label>
      <p id="share-location-hint" className="mt-1 text-sm text-muted">
        {t.shareLocationHint}
      </p>
    </div>
  );
}
