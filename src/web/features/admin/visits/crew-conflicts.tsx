import { AlertTriangle } from "lucide-react";
import { crewConflictText, type CrewConflict } from "@shared/schemas/crew-conflicts";
import { Button } from "~/components/ui/button";
import { useCrewAssignMessages } from "~/i18n/crew-assign-messages";
import { useLocale } from "~/i18n/locale";
import { ApiError } from "~/lib/api";

/** The conflicts a 409 listed when a crew was assigned (decision 064); null for any other error. */
export function crewConflictsOf(err: unknown): CrewConflict[] | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const list = err.error?.conflicts;
  return Array.isArray(list) && list.length ? (list as CrewConflict[]) : null;
}

/** The warning: each conflict with what it is, and a button that sends the visit again, confirmed. */
export function CrewConflictWarning({
  conflicts,
  onConfirm,
  onDismiss,
  busy,
}: {
  conflicts: CrewConflict[];
  onConfirm: () => void;
  onDismiss: () => void;
  busy: boolean;
}) {
  const t = useCrewAssignMessages().conflicts;
  const locale = useLocale();
  return (
    <section
      role="alert"
      aria-labelledby="crew-conflicts-title"
      data-crew-conflicts
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
    >
      <h2 id="crew-conflicts-title" className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="h-4 w-4 text-amber-800" />
        {t.title}
      </h2>
      <p className="mt-1 text-muted">{t.intro}</p>
      <ul className="mt-3 space-y-2">
        {conflicts.map((c, i) => (
          <li key={i} className="flex flex-wrap items-baseline gap-2">
            <span className="rounded-full border border-amber-700 px-2 py-0.5 text-xs font-medium text-amber-900">{t.kinds[c.kind]}</span>
            <span>{crewConflictText(c, locale)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button type="button" onClick={onConfirm} disabled={busy} data-confirm-crew>
          {t.confirm}
        </Button>
        <Button type="button" variant="ghost" onClick={onDismiss}>
          {t.dismiss}
        </Button>
      </div>
    </section>
  );
}
