import { useQuery } from "@tanstack/react-query";
import { Camera } from "lucide-react";
import type { VisitReport } from "@shared/schemas/visit-reports";
import { formatDateTime } from "~/lib/display-format";
import { apiFetch } from "~/lib/api";
import { InfoCard } from "../components/info-card";

// The office's view of a visit's report (decision 066): the crew's before and after photos, their
// notes for the client, and whether the report went to the client. Admin pages are in English.

/** Its words (the admin is English), kept here so no module is shared with the crew page's chunk. */
const m = {
  report: "Visit report",
  before: "Before",
  after: "After",
  notes: "Notes for the client",
  none: "No photos or notes for this visit.",
  notSent: "The report goes to the client when the last cleaner checks out.",
  sentAt: (when: string) => `Report e-mailed to the client ${when}`,
  photoAlt: (stage: "before" | "after", n: number) => `Photo ${n} ${stage} the cleaning`,
  photoFull: (stage: "before" | "after", n: number) => `Photo ${n} ${stage} the cleaning (full size)`,
};

const photoUrl = (id: string, size: "full" | "thumb") => `/api/visit-reports/photos/${encodeURIComponent(id)}/${size}`;

export function VisitReportSection({ visitId }: { visitId: string }) {
  const query = useQuery({
    queryKey: ["admin", "visit-report", visitId],
    queryFn: () => apiFetch<VisitReport>(`/api/visit-reports/${encodeURIComponent(visitId)}`),
  });
  const report = query.data;
  if (!report) return null;
  const empty = report.photos.length === 0 && report.notes.length === 0;
  return (
    <InfoCard id="visit-report" title={m.report} icon={Camera} className="lg:col-span-2">
      <div className="mt-4 space-y-4 text-sm">
        {empty && <p className="text-muted">{m.none}</p>}
        {(["before", "after"] as const).map((stage) => {
          const photos = report.photos.filter((p) => p.kind === stage);
          if (!photos.length) return null;
          return (
            <div key={stage} data-report-stage={stage}>
              <h3 className="font-semibold text-ink">{stage === "before" ? m.before : m.after}</h3>
              <ul className="mt-2 flex flex-wrap gap-3">
                {photos.map((p, i) => (
                  <li key={p.id}>
                    <a href={photoUrl(p.id, "full")} target="_blank" rel="noopener" aria-label={m.photoFull(stage, i + 1)}>
                      <img
                        src={photoUrl(p.id, "thumb")}
                        alt={m.photoAlt(stage, i + 1)}
                        width={128}
                        height={128}
                        className="h-32 w-32 rounded-lg object-cover ring-1 ring-line"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        {report.notes.length > 0 && (
          <div>
            <h3 className="font-semibold text-ink">{m.notes}</h3>
            {report.notes.map((n) => (
              <p key={n.at} data-client-note className="mt-1 whitespace-pre-line break-words text-ink">
                {n.text}
              </p>
            ))}
          </div>
        )}
        <p className="text-muted">{report.sentAt ? m.sentAt(formatDateTime(report.sentAt) ?? report.sentAt) : m.notSent}</p>
      </div>
    </InfoCard>
  );
}
