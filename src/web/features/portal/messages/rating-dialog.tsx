import { useState, type FormEvent } from "react";
import type { PortalVisit } from "@shared/portal";
import { FOLLOW_UP_MAX_SCORE, RATING_COMMENT_MAX_LENGTH, visitRatingSchema } from "@shared/schemas/messages";
import { FormField, controlClass } from "~/components/ui/form-field";
import { useFormLanguage } from "~/i18n/form-language";
import { usePortalMessages } from "~/i18n/portal-messages";
import { notify } from "~/lib/notify";
import { useRateVisit } from "../api/messages";
import { DialogButtons, FormAlert, fieldsOf, refusalOf } from "./form-bits";
import { PortalDialog } from "./portal-dialog";

const SCORES = [1, 2, 3, 4, 5] as const;

/** Rate a completed visit: 1 to 5 (a labelled radio group) and an optional comment. */
export function RatingDialog({
  visit,
  label,
  open,
  onOpenChange,
}: {
  visit: PortalVisit;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const m = usePortalMessages().portal.rating;
  const { parse } = useFormLanguage();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const rate = useRateVisit(visit.id);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = parse(visitRatingSchema, { score: score ?? undefined, comment });
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse()));
    setErrors({});
    try {
      await rate.mutateAsync({ score: parsed.data.score, comment });
      const words = parsed.data.score <= FOLLOW_UP_MAX_SCORE ? m.sentLow : m.sent;
      notify.success(words.title, words.description);
      onOpenChange(false);
    } catch (err) {
      const fields = fieldsOf(err);
      if (fields) setErrors(fields);
      else setAlert(refusalOf(err, m.failed));
    }
  };

  return (
    <PortalDialog open={open} onOpenChange={onOpenChange} busy={rate.isPending} title={m.title} description={m.description(label)}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <fieldset aria-describedby={errors.score ? "rating-score-error" : undefined}>
          <legend className="text-sm font-medium text-ink">{m.score}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-5">
            {SCORES.map((s) => (
              <label
                key={s}
                className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm text-ink ring-1 ring-inset ring-line has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300 sm:flex-col sm:gap-1 sm:text-center"
              >
                <input type="radio" name="rating-score" value={s} checked={score === s} onChange={() => setScore(s)} className="h-4 w-4 accent-brand-700" />
                {m.scores[s]}
              </label>
            ))}
          </div>
          {errors.score ? (
            <p id="rating-score-error" className="mt-1.5 text-sm text-danger">
              {errors.score}
            </p>
          ) : null}
        </fieldset>
        <FormField id="rating-comment" label={m.comment} error={errors.comment}>
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              maxLength={RATING_COMMENT_MAX_LENGTH}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              className={controlClass}
            />
          )}
        </FormField>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <DialogButtons busy={rate.isPending} submit={m.submit} busyText={m.busy} close={m.cancel} onClose={() => onOpenChange(false)} />
      </form>
    </PortalDialog>
  );
}
