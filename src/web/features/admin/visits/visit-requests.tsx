import { useQueryClient } from "@tanstack/react-query";
import { CalendarCheck, MessageSquareReply } from "lucide-react";
import type { ServiceVisit, ServiceVisitRequest } from "@shared/schemas/service-visits";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { formatDate, formatDateTime } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { useMoveToRequest, visitQuery } from "../api/service-visits";
import { ActionButton } from "../billing/actions-bar";
import { InfoCard } from "../components/info-card";
import { notifySaveFailed } from "../server-message";
import { useSessionCheck } from "../use-failure-toast";

/**
 * The client's requests about this visit (from the portal), newest first: an open request to move
 * it offers "Move to <day>" (one step: the visit moves, the request closes, the client is told); a
 * closed one reads Done (decision 051).
 */
export function VisitRequests({ visit }: { visit: ServiceVisit & { requests: ServiceVisitRequest[] } }) {
  const r = useAdminMessages().admin.visits.view.requests;
  const fail = useAdminMessages().admin.visits.view.actionFailed;
  const move = useMoveToRequest(visit.id);
  const queryClient = useQueryClient();
  const checkSession = useSessionCheck();
  if (visit.requests.length === 0) return null;
  const scheduled = visit.status === "scheduled";

  const moveTo = async (request: ServiceVisitRequest) => {
    try {
      const detail = await move.mutateAsync(request.id);
      notify.success(r.moved.title, r.moved.description(formatDate(detail.visit.date) ?? detail.visit.date));
    } catch (err) {
      notifySaveFailed(err, fail);
      checkSession(err);
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: visitQuery(visit.id).queryKey });
    }
  };

  return (
    <InfoCard id="requests" title={r.heading} icon={MessageSquareReply} className="mt-6">
      <ul className="mt-4 divide-y divide-line">
        {[...visit.requests].reverse().map((request) => {
          const day = request.preferredDate ? (formatDate(request.preferredDate) ?? request.preferredDate) : "";
          const open = request.closedAt === null;
          return (
            <li key={request.id} data-request={request.kind} data-open={open} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${open ? "bg-amber-50 text-amber-900 ring-amber-300" : "bg-green-50 text-green-800 ring-green-200"}`}
                  >
                    {open ? r.open : r.done}
                  </span>
                  {request.kind === "reschedule_request" ? r.reschedule(day, r.parts[request.preferredWindow ?? "any"] ?? "") : r.cancel}
                </p>
                {request.note ? <p className="text-ink [overflow-wrap:anywhere]">{r.note(request.note)}</p> : null}
                <p className="text-xs text-muted">{r.asked(formatDateTime(request.createdAt) ?? request.createdAt)}</p>
                {open && scheduled && request.kind === "cancel_request" ? <p className="text-xs text-muted">{r.cancelHint}</p> : null}
              </div>
              {open && scheduled && request.kind === "reschedule_request" && request.preferredDate ? (
                <ActionButton
                  icon={CalendarCheck}
                  label={r.moveTo(day)}
                  busy={move.isPending && move.variables === request.id}
                  busyLabel={r.moving}
                  disabled={move.isPending}
                  onClick={() => void moveTo(request)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </InfoCard>
  );
}
