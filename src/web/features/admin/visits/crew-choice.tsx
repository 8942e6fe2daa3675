import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import type { CrewMember } from "@shared/schemas/service-visits";
import { useCrewAssignMessages } from "~/i18n/crew-assign-messages";
import { visitStaffQuery } from "../api/service-visits";

/**
 * The crew to send: a tick box per active staff account (name and role), plus members already on
 * the visit whose account was deactivated since; and the former names without an account, which
 * can only be unticked (decision 064).
 */
export function CrewChoice(props: {
  idOf: (path: string) => string;
  value: string[];
  onChange: (ids: string[]) => void;
  known: CrewMember[];
  legacy: { before: string[]; kept: string[]; onChange: (names: string[]) => void };
  error?: string;
}) {
  const { idOf, value, onChange, known, legacy, error } = props;
  const t = useCrewAssignMessages().choice;
  const staff = useQuery(visitStaffQuery());
  const active = staff.data?.staff ?? [];
  const inactive = known.filter((m) => !active.some((a) => a.userId === m.userId));
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  const base = idOf("crew");
  const box = "h-4 w-4 rounded border-muted/70 accent-brand-700";
  return (
    <div className="space-y-4">
      <fieldset aria-describedby={`${base}-hint${error ? ` ${base}-error` : ""}`} data-crew-choice>
        <legend className="text-sm font-medium text-ink">{t.legend}</legend>
        {staff.isPending ? (
          <p role="status" className="mt-2 flex items-center gap-2 text-sm text-muted">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
            {t.loading}
          </p>
        ) : (
          <div className="mt-2 grid gap-x-5 gap-y-2 sm:grid-cols-2">
            {[...active.map((m) => ({ ...m, note: t.roles[m.role] })), ...inactive.map((m) => ({ ...m, note: t.inactive }))].map((m) => (
              <label key={m.userId} htmlFor={`${base}-${m.userId}`} className="inline-flex items-center gap-2 text-sm text-ink">
                <input
                  id={`${base}-${m.userId}`}
                  type="checkbox"
                  checked={value.includes(m.userId)}
                  onChange={(e) => toggle(m.userId, e.target.checked)}
                  className={box}
                />
                <span>
                  {m.name} <span className="text-muted">({m.note})</span>
                </span>
              </label>
            ))}
          </div>
        )}
        <p id={`${base}-hint`} className="mt-1.5 text-sm text-muted">
          {active.length || staff.isPending ? t.hint : t.none}
        </p>
        {error ? (
          <p id={`${base}-error`} className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </fieldset>
      {legacy.before.length ? (
        <fieldset aria-describedby={`${base}-legacy-hint`} data-legacy-staff>
          <legend className="text-sm font-medium text-ink">{t.legacyLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {legacy.before.map((name, i) => (
              <label key={name} htmlFor={`${base}-legacy-${i}`} className="inline-flex items-center gap-2 text-sm text-ink">
                <input
                  id={`${base}-legacy-${i}`}
                  type="checkbox"
                  checked={legacy.kept.includes(name)}
                  onChange={(e) => legacy.onChange(e.target.checked ? [...legacy.kept, name] : legacy.kept.filter((n) => n !== name))}
                  className={box}
                />
                {name}
              </label>
            ))}
          </div>
          <p id={`${base}-legacy-hint`} className="mt-1.5 text-sm text-muted">
            {t.legacyHint}
          </p>
        </fieldset>
      ) : null}
    </div>
  );
}
