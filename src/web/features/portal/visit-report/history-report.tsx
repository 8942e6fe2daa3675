import { useQuery } from "@tanstack/react-query";
import type { VisitReport } from "@shared/schemas/visit-reports";
import { useLocale } from "~/i18n/locale";
import { apiFetch } from "~/lib/api";

// A completed visit's report in Service History (decision 066): what was done, the crew's notes
// for the client and the before and after photos, served by the protected photo route.

/** The portal's few words for the report, in both languages here: no module shared with the crew page's chunk (decision 063's budget). */
const WORDS = {
  en: {
    report: "Visit report",
    done: "What was done",
    before: "Before",
    after: "After",
    photo: (stage: "before" | "after", n: number) => `Photo ${n} ${stage} the cleaning`,
  },
  fr: {
    report: "Rapport de visite",
    done: "Ce qui a été fait",
    before: "Avant",
    after: "Après",
    photo: (stage: "before" | "after", n: number) => `Photo ${n} ${stage === "before" ? "avant" : "après"} le nettoyage`,
  },
};

const photoUrl = (id: string, size: "full" | "thumb") => `/api/visit-reports/photos/${encodeURIComponent(id)}/${size}`;

export function HistoryReport({ visitId }: { visitId: string }) {
  const t = WORDS[useLocale()];
  const query = useQuery({
    queryKey: ["portal", "visit-report", visitId],
    queryFn: () => apiFetch<VisitReport>(`/api/visit-reports/${encodeURIComponent(visitId)}`),
  });
  const report = query.data;
  if (!report || (report.photos.length === 0 && report.notes.length === 0 && report.done.length === 0)) return null;
  return (
    <section data-visit-report={visitId} aria-label={t.report} className="mt-2 rounded-lg bg-surface p-3 text-sm">
      <h3 className="font-semibold text-ink">{t.report}</h3>
      {report.done.length > 0 && (
        <>
          <p className="mt-1 font-medium text-ink">{t.done}</p>
          <ul className="list-disc pl-5 text-ink">
            {report.done.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {report.notes.map((n) => (
        <p key={n.at} data-client-note className="mt-1 whitespace-pre-line break-words text-ink">
          {n.text}
        </p>
      ))}
      {(["before", "after"] as const).map((stage) => {
        const photos = report.photos.filter((p) => p.kind === stage);
        if (!photos.length) return null;
        return (
          <div key={stage} className="mt-2">
            <p className="font-medium text-muted">{stage === "before" ? t.before : t.after}</p>
            <ul className="mt-1 flex flex-wrap gap-2">
              {photos.map((p, i) => (
                <li key={p.id}>
                  <a href={photoUrl(p.id, "full")} target="_blank" rel="noopener">
                    <img
                      src={photoUrl(p.id, "thumb")}
                      alt={t.photo(stage, i + 1)}
                      width={80}
                      height={80}
                      loading="lazy"
                      className="h-20 w-20 rounded-md object-cover ring-1 ring-line"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
