import { ListChecks } from "lucide-react";
import type { PortalPrivacy, PrivacyRequestStatus } from "@shared/schemas/privacy";
import { useFormat } from "~/i18n/format";
import { usePortalMessages } from "~/i18n/portal-messages";
import { cn } from "~/lib/cn";
import { PrivacyCard } from "./privacy-card";

const TONE: Record<PrivacyRequestStatus, string> = {
  open: "bg-amber-50 text-amber-900 ring-amber-200",
  done: "bg-green-50 text-green-800 ring-green-200",
  refused: "bg-slate-100 text-slate-800 ring-slate-200",
};

/** The state of the client's requests: what, when received, by when we answer (or when we did), our answer. */
export function RequestsSection({ data }: { data: PortalPrivacy }) {
  const m = usePortalMessages().privacy.requests;
  const f = useFormat();
  const day = (d: string) => f.date(d) ?? d;
  return (
    <PrivacyCard id="requests" icon={ListChecks} title={m.title}>
      {data.requests.length === 0 ? (
        <p className="text-muted">{m.empty}</p>
      ) : (
        <ul className="divide-y divide-line">
          {data.requests.map((r) => (
            <li key={r.id} data-request={r.kind} data-status={r.status} className="space-y-1 py-3 first:pt-0 last:pb-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">{m.kinds[r.kind]}</span>
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", TONE[r.status])}>{m.statuses[r.status]}</span>
              </p>
              <p className="text-muted">
                {m.received(day(r.receivedOn))} · {r.closedAt ? m.closed(f.date(r.closedAt) ?? r.closedAt) : m.due(day(r.dueOn))}
              </p>
              {r.details ? (
                <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
                  <span className="text-muted">{m.wrote}: </span>
                  {r.details}
                </p>
              ) : null}
              {r.outcome ? (
                <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
                  <span className="text-muted">{m.outcome}: </span>
                  {r.outcome}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </PrivacyCard>
  );
}
