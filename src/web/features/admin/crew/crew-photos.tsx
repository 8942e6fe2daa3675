import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState, type ChangeEvent } from "react";
import type { CrewVisit } from "@shared/schemas/crew";
import { PHOTO_ACCEPTED_TYPES } from "@shared/schemas/visit-photos";
import type { CrewPhotos, ReportPhoto } from "@shared/schemas/visit-reports";
import { useVisitReportMessages } from "~/i18n/visit-report-messages";
import { apiFetch } from "~/lib/api";
import type { OutboxAction } from "~/lib/offline/outbox-store";
import { pageOutbox } from "~/lib/offline/use-outbox";

// A visit's photos on the cleaner's phone (decision 066): "Before" and "After" open the camera;
// each photo goes through the phone's outbox as a form (`photo`, `stage`), shown from the phone's
// own copy while it waits, then from the server. The cleaner deletes their own until check-out.

type Stage = "before" | "after";
const photosPath = (visitId: string) => `/api/crew/visits/${encodeURIComponent(visitId)}/photos`;
const thumbUrl = (id: string) => `/api/visit-reports/photos/${encodeURIComponent(id)}/thumb`;
const photosQuery = (visitId: string) => queryOptions({ queryKey: ["crew", "photos", visitId], queryFn: () => apiFetch<CrewPhotos>(photosPath(visitId)) });

type Waiting = { id: string; stage: Stage; url: string };

/** The photos of the outbox's actions for this visit, as local images, freed when they go. */
function useWaitingPhotos(visitId: string, actions: readonly OutboxAction[]): Waiting[] {
  const waiting = useMemo(
    () =>
      actions.flatMap((a) => {
        if (a.method !== "POST" || a.path !== photosPath(visitId) || a.body.kind !== "form") return [];
        const photo = a.body.entries.find(([name]) => name === "photo")?.[1];
        const stage = a.body.entries.find(([name]) => name === "stage")?.[1];
        return photo instanceof Blob ? [{ id: a.id, stage: (stage === "after" ? "after" : "before") as Stage, url: URL.createObjectURL(photo) }] : [];
      }),
    [actions, visitId],
  );
  useEffect(() => () => waiting.forEach((w) => URL.revokeObjectURL(w.url)), [waiting]);
  return waiting;
}

/** Before and After buttons, the photos sent and waiting, by stage. */
export function CrewPhotos({ visit, actions }: { visit: CrewVisit; actions: readonly OutboxAction[] }) {
  const { visitReport: t } = useVisitReportMessages();
  const queryClient = useQueryClient();
  const query = useQuery(photosQuery(visit.id));
  const waiting = useWaitingPhotos(visit.id, actions);
  const open = (query.data?.open ?? true) && !visit.checkedOutAt && visit.status === "scheduled";

  useEffect(
    () =>
      pageOutbox().onSent((action) => {
        if (action.path.startsWith(photosPath(visit.id))) void queryClient.invalidateQueries({ queryKey: ["crew", "photos", visit.id] });
      }),
    [queryClient, visit.id],
  );

  const take = (stage: Stage) => async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = "";
    for (const file of files) {
      await pageOutbox().add({
        method: "POST",
        path: photosPath(visit.id),
        body: {
          kind: "form",
          entries: [
            ["stage", stage],
            ["photo", file],
          ],
        },
        label: t.photoLabel(stage, visit.clientName),
        scope: `visit:${visit.id}`,
      });
    }
  };
  const remove = (photo: ReportPhoto) =>
    void pageOutbox().add({
      method: "DELETE",
      path: `${photosPath(visit.id)}/${encodeURIComponent(photo.id)}`,
      label: t.removeAction(visit.clientName),
      scope: `visit:${visit.id}`,
    });

  const sent = query.data?.photos ?? [];
  if (!open && sent.length === 0 && waiting.length === 0) return null;
  return (
    <div data-crew-photos className="mt-4">
      <h4 className="text-sm font-semibold text-ink">{t.photos}</h4>
      {(["before", "after"] as const).map((stage) => {
        const mine = sent.filter((p) => p.kind === stage);
        const local = waiting.filter((w) => w.stage === stage);
        return (
          <div key={stage} data-stage={stage} className="mt-2">
            <p className="text-sm font-medium text-muted">{stage === "before" ? t.before : t.after}</p>
            {mine.length + local.length > 0 && (
              <ul className="mt-1 flex flex-wrap gap-2">
                {mine.map((p, i) => (
                  <li key={p.id} data-photo={p.id} className="relative">
                    <img
                      src={thumbUrl(p.id)}
                      alt={t.photoAlt(stage, i + 1)}
                      width={96}
                      height={96}
                      className="h-24 w-24 rounded-lg object-cover ring-1 ring-line"
                    />
                    {open && (
                      <button
                        type="button"
                        onClick={() => remove(p)}
                        aria-label={t.removeLabel(stage, i + 1)}
                        className="mt-1 min-h-11 w-24 rounded-md text-sm font-semibold text-red-700 underline underline-offset-2"
                      >
                        {t.remove}
                      </button>
                    )}
                  </li>
                ))}
                {local.map((w, i) => (
                  <li key={w.id} data-waiting-photo className="relative">
                    <img
                      src={w.url}
                      alt={t.photoAlt(stage, mine.length + i + 1)}
                      width={96}
                      height={96}
                      className="h-24 w-24 rounded-lg object-cover opacity-70 ring-1 ring-line"
                    />
                    <span className="mt-1 block w-24 text-xs font-medium text-muted">{t.waiting}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      {open && (
        <div className="mt-3 grid grid-cols-2 gap-2">
          {(["before", "after"] as const).map((stage) => (
            <label
              key={stage}
              className="relative inline-flex min-h-12 cursor-pointer items-center justify-center rounded-lg bg-white px-3 font-semibold text-brand-800 ring-1 ring-brand-700 focus-within:ring-2 focus-within:ring-brand-700"
            >
              {stage === "before" ? t.before : t.after}
              <input
                type="file"
                name={`photo-${stage}`}
                accept={PHOTO_ACCEPTED_TYPES.join(",")}
                capture="environment"
                aria-label={stage === "before" ? t.takeBefore(visit.clientName) : t.takeAfter(visit.clientName)}
                onChange={(e) => void take(stage)(e)}
                className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
            </label>
          ))}
        </div>
      )}
    </div>
  );
}

/** The optional note for the client, written before checking out and sent with the check-out. */
export function ClientNoteField({ visitId, value, onChange }: { visitId: string; value: string; onChange: (value: string) => void }) {
  const { visitReport: t } = useVisitReportMessages();
  const [id] = useState(() => `client-note-${visitId}`);
  return (
    <div className="mt-4">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t.clientNote}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t.clientNoteHint}
      </p>
      <textarea
        id={id}
        aria-describedby={`${id}-hint`}
        maxLength={2000}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 w-full rounded-lg border border-line p-2 text-base text-ink"
      />
    </div>
  );
}
