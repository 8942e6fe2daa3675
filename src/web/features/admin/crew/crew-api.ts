import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { CrewDay, CrewLocation, CrewVisit, CrewVisitAnswer } from "@shared/schemas/crew";
import type { OutboxAction } from "~/lib/offline/outbox-store";
import { pageOutbox } from "~/lib/offline/use-outbox";
import { readCrewDay } from "./crew-copy";

// The crew page's calls (/api/crew, decision 063). Reads go straight to the server; check-in and
// check-out go through the phone's outbox (decision 062), so they are kept and sent once when the
// phone has no signal.

const BASE = "/api/crew/visits";
export const crewDayKey = ["crew", "visits"] as const;

/** GET /api/crew/visits: the cleaner's visits from today; offline, the phone's copy (decision 070). */
export const crewDayQuery = () =>
  // Read as the page opens (crew-layout.tsx), or started from the server's answer; not again as each part of it mounts.
  queryOptions({ queryKey: crewDayKey, queryFn: readCrewDay, refetchOnMount: false });

export type CrewCheck = "check-in" | "check-out";

export const checkPath = (visitId: string, check: CrewCheck) => `${BASE}/${encodeURIComponent(visitId)}/${check}`;
/** The outbox scope of a visit's actions: a refused check-in holds back its check-out, not another visit's. */
export const visitScope = (visitId: string) => `visit:${visitId}`;

/** Queue a check-in or check-out with the phone's time of it (decision 070: the server keeps it when it arrives later). */
export function queueCheck(
  visit: CrewVisit,
  check: CrewCheck,
  label: string,
  location?: CrewLocation,
  extra: { clientNote?: string } = {},
): Promise<OutboxAction> {
  const recordedAt = new Date().toISOString();
  return pageOutbox().add({
    method: "POST",
    path: checkPath(visit.id, check),
    json: { ...(location ? { location } : {}), recordedAt, ...extra },
    label,
    scope: visitScope(visit.id),
  });
}

/** Each sent check-in or check-out's answer replaces its visit in the page's list. */
export function useSentChecks(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      pageOutbox().onSent((action, body) => {
        const visit = (body as Partial<CrewVisitAnswer> | null)?.visit;
        if (!action.path.startsWith(`${BASE}/`) || !visit) return;
        queryClient.setQueryData<CrewDay>(crewDayKey, (day) => day && { ...day, visits: day.visits.map((v) => (v.id === visit.id ? visit : v)) });
      }),
    [queryClient],
  );
}
