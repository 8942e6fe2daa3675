import { maxTipCents, parseTipDollars, tipSuggestions } from "@shared/billing/tips";
import { useId } from "react";
import { controlClass } from "~/components/ui/form-field";
import { useFormat } from "~/i18n/format";
import { usePortalMessages } from "~/i18n/portal-messages";
import { cn } from "~/lib/cn";

/** "none", a suggested share ("15"), or "other" with the amount as typed. */
export type TipPick = { choice: string; other: string };
export const NO_TIP: TipPick = { choice: "none", other: "" };

/** The tip of `pick` in cents: 0 for none, null when the other amount is not an amount. */
export function tipCentsOf(pick: TipPick, subtotalCents: number): number | null {
  if (pick.choice === "none") return 0;
  if (pick.choice === "other") return parseTipDollars(pick.other);
  return tipSuggestions(subtotalCents).find((s) => String(s.percent) === pick.choice)?.cents ?? 0;
}

const option =
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-ink ring-1 ring-line has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600";

/**
 * A tip for the crew (decision 075), before "Pay by card": none by default, 10, 15 or 20 % of the
 * amount before taxes (each with its amount), or another amount. The server checks the cap.
 */
export function TipChoice({
  subtotalCents,
  pick,
  onPick,
  error,
}: {
  subtotalCents: number;
  pick: TipPick;
  onPick: (p: TipPick) => void;
  error: string | null;
}) {
  const m = usePortalMessages().portal.invoice.pay.card.tip;
  const f = useFormat();
  const id = useId();
  const choices = [
    { value: "none", label: m.none },
    ...tipSuggestions(subtotalCents).map((s) => ({ value: String(s.percent), label: `${f.rate(s.percent * 1000)} (${f.money(s.cents)})` })),
    { value: "other", label: m.other },
  ];
  if (maxTipCents(subtotalCents) <= 0) return null;
  return (
    <fieldset data-tip-choice className="mt-4" aria-describedby={`${id}-note`}>
      <legend className="text-sm font-semibold text-ink">{m.legend}</legend>
      <p id={`${id}-note`} className="mt-1 text-sm text-muted">
        {m.note}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {choices.map((c) => (
          <label key={c.value} className={cn(option, c.value === "none" && "col-span-2 sm:col-span-1")}>
            <input
              type="radio"
              name={`${id}-tip`}
              value={c.value}
              checked={pick.choice === c.value}
              onChange={() => onPick({ ...pick, choice: c.value })}
              className="h-4 w-4 shrink-0 accent-brand-700"
            />
            <span className="tabular-nums">{c.label}</span>
          </label>
        ))}
      </div>
      {pick.choice === "other" ? (
        <div className="mt-3">
          <label htmlFor={`${id}-other`} className="block text-sm font-medium text-ink">
            {m.amount}
          </label>
          <input
            id={`${id}-other`}
            inputMode="decimal"
            autoComplete="off"
            value={pick.other}
            onChange={(e) => onPick({ ...pick, other: e.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(controlClass, "mt-1 max-w-40 tabular-nums")}
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
