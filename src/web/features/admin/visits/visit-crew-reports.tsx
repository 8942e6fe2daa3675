import { useQuery } from "@tanstack/react-query";
import { DoorClosed, MessageSquareText, TriangleAlert } from "lucide-react";
import type { CrewReport } from "@shared/schemas/crew-reports";
import { formatDateTime } from "~/lib/display-format";
import { InfoCard } from "../components/info-card";
import { visitCrewReportsQuery } from "../api/crew-reports";
import { crewReportWords as w } from "~/i18n/en/crew-reports-admin";

/**
 * On the admin visit page: what the crew told the office about the visit (decision 067), newest
 * first, with who and when; an open "Can't get in" flagged above them.
 */
export function VisitCrewReports({ visitId }: { visitId: string }) {
  const reports = useQuery(visitCrewReportsQuery(visitId));
  const list = reports.data?.reports ?? [];
  const open = list.find((r) => r.open);
  if (reports.isPending || (!reports.isError && list.length === 0)) return null;
  return (
    <>
      {open && (
        <div role="alert" data-no-access-flag className="mt-6 flex items-start gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <p className="font-semibold">
              {w.noAccess}: {w.reasons[open.reason ?? "other"]}
            </p>
            {open.text && <p className="whitespace-pre-line break-words">{open.text}</p>}
            <p className="mt-1 text-sm">{w.by(open.authorName, formatDateTime(open.createdAt) ?? open.createdAt)}</p>
            <p className="mt-1 text-sm">{w.openFlag}</p>
          </div>
        </div>
      )}
      <InfoCard id="crew-reports" title={w.heading} icon={MessageSquareText} className="mt-6">
        <p className="mt-1 text-sm text-muted">{w.internal}</p>
        {reports.isError ? (
          <p className="mt-3 text-ink">{w.loadFailed}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {list.map((r) => (
              <ReportItem key={r.id} report={r} />
            ))}
          </ul>
        )}
      </InfoCard>
    </>
  );
}

function ReportItem({ report: r }: { report: CrewReport }) {
  const Icon = r.kind === "note" ? MessageSquareText : DoorClosed;
  return (
    <li data-crew-report={r.kind} className="flex items-start gap-3 py-3">
      <Icon aria-hidden="true" className={`mt-0.5 h-4 w-4 shrink-0 ${r.kind === "note" ? "text-muted" : "text-red-700"}`} />
      <div className="min-w-0">
        <p className="font-medium text-ink">{r.kind === "note" ? w.note : `${w.noAccess}: ${w.reasons[r.reason ?? "other"]}`}</p>
        {r.text && <p className="whitespace-pre-line break-words text-ink">{r.text}</p>}
        <p className="text-sm text-muted">{w.by(r.authorName, formatDateTime(r.createdAt) ?? r.createdAt)}</p>
      </div>
    </li>
  );
}
