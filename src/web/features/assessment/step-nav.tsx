import { Check } from "lucide-react";
import { clsx } from "clsx";
import { TOTAL_STEPS } from "./form-values";
import { useAssessmentMessages } from "~/i18n/assessment-messages";

/** Buttons for steps 1 to 7; the current one is marked, earlier ones show as completed. */
export function StepNav({ step, onSelect }: { step: number; onSelect: (target: number) => void }) {
  const m = useAssessmentMessages().assessment;
  const steps = Array.from({ length: TOTAL_STEPS }, (_, i) => i + 1) as (keyof typeof m.steps)[];
  return (
    <nav aria-label={m.stepsLabel}>
      <ol className="grid grid-cols-7 gap-1.5 sm:gap-2">
        {steps.map((n) => {
          const current = n === step;
          const done = n < step;
          return (
            <li key={n} className="min-w-0">
              <button
                type="button"
                onClick={() => onSelect(n)}
                aria-current={current ? "step" : undefined}
                className={clsx("group flex w-full flex-col items-center gap-1.5 rounded-md px-0.5 py-1.5 text-center focus-visible:outline-3")}
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    "flex h-9 w-9 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors",
                    current && "border-brand-700 bg-brand-700 text-white",
                    done && "border-brand-700 bg-brand-50 text-brand-800",
                    !current && !done && "border-line bg-white text-muted group-hover:border-brand-600",
                  )}
                >
                  {done ? <Check className="h-4 w-4" /> : n}
                </span>
                <span className={clsx("hidden text-xs leading-tight md:block", current ? "font-semibold text-ink" : "text-muted")}>{m.steps[n]}</span>
                <span className="sr-only md:hidden">{m.steps[n]}</span>
                {done ? <span className="sr-only"> {m.completed}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
