import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { VisitChecklistAnswer } from "@shared/schemas/checklists";
import { apiFetch } from "~/lib/api";
import type { OutboxAction } from "~/lib/offline/outbox-store";
import { pageOutbox } from "~/lib/offline/use-outbox";
import { visitScope } from "./crew-api";
import { keepChecklist, readChecklist } from "./crew-copy";

// A visit's checklist on the crew page (decision 065): read from the server; each tick goes
// through the phone's outbox (decision 062), kept and sent once when there is no signal.

const checklistPath = (visitId: string) => `/api/crew/visits/${encodeURIComponent(visitId)}/checklist`;
export const itemPath = (visitId: string, itemId: string) => `${checklistPath(visitId)}/items/${encodeURIComponent(itemId)}`;
const checklistKey = (visitId: string) => ["crew", "checklist", visitId] as const;

/**
 * GET /api/crew/visits/{id}/checklist; the first read takes the visit's copy of its template.
 * Kept on the phone beside the day (decision 070), and read from there with no connection.
 */
export const crewChecklistQuery = (visitId: string) =>
  queryOptions({
    queryKey: checklistKey(visitId),
    queryFn: () => readChecklist(visitId, () => apiFetch<VisitChecklistAnswer>(checklistPath(visitId)).then((a) => a.checklist)),
  });

/** Queue a tick or untick, with the phone's time of it. */
export function queueTick(visitId: string, itemId: string, done: boolean, label: string): Promise<OutboxAction> {
  return pageOutbox().add({
    method: "PUT",
    path: itemPath(visitId, itemId),
    json: { done, tickedAt: new Date().toISOString() },
    label,
    scope: visitScope(visitId),
  });
}

/** The state a waiting tick of this item will set, if one waits (the last one made). */
export function waitingTick(actions: readonly OutboxAction[], visitId: string, itemId: string): boolean | undefined {
  const path = itemPath(visitId, itemId);
  const mine = actions.filter((a) => a.path === path && a.state !== "failed");
  const last = mine[mine.length - 1];
  return last && last.body.kind === "json" ? (last.body.value as { done: boolean }).done : undefined;
}

/** Each sent tick's answer replaces the visit's checklist in the page's cache. */
export function useSentTicks(visitId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      pageOutbox().onSent((action, body) => {
        const checklist = (body as Partial<VisitChecklistAnswer> | null)?.checklist;
        if (!action.path.startsWith(`${checklistPath(visitId)}/`) || !checklist) return;
        queryClient.setQueryData(checklistKey(visitId), checklist);
        void keepChecklist(visitId, checklist).catch(() => undefined);
      }),
    [queryClient, visitId],
  );
}
