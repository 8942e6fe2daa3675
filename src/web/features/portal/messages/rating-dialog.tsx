import { useState } from "react";
import { FOLLOW_UP_MAX_SCORE, RATING_COMMENT_MAX_LENGTH, visitRatingSchema } from "@shared/schemas/messages";
import { useFormLanguage } from "~/i18n/form-language";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useRateVisit } from "../api/messages";
import { DialogButtons, FormAlert, NoteField, RadioCards, useDialogForm } from "./form-bits";
import { PortalDialog, type VisitDialogProps } from "./portal-dialog";

const SCORES = [1, 2, 3, 4, 5] as const;

/** Rate a completed visit: 1 to 5 (a labelled radio group) and an optional comment. */
export function RatingDialog({ visit, label, open, onOpenChange }: VisitDialogProps) {
  const m = usePortalMessages().portal.rating;
  const { parse } = useFormLanguage();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const rate = useRateVisit(visit.id);
  const { errors, alert, submit } = useDialogForm(m.failed, () => onOpenChange(false));

  return (
    <PortalDialog open={open} onOpenChange={onOpenChange} busy={rate.isPending} title={m.title} description={m.description(label)}>
      <form
        noValidate
        onSubmit={(e) =>
          void submit(
            e,
            parse(visitRatingSchema, { score: score ?? undefined, comment }),
            (data) => rate.mutateAsync({ score: data.score, comment }),
            (data) => (data.score <= FOLLOW_UP_MAX_SCORE ? m.sentLow : m.sent),
          )
        }
        className="space-y-5"
      >
        <RadioCards
          name="rating-score"
          legend={m.score}
          options={SCORES}
          labelOf={(s) => m.scores[s]!}
          value={score}
          onChange={setScore}
          error={errors.score}
          gridClass="sm:grid-cols-5"
          cardClass="sm:flex-col sm:gap-1 sm:text-center"
        />
        <NoteField id="rating-comment" label={m.comment} error={errors.comment} maxLength={RATING_COMMENT_MAX_LENGTH} value={comment} onChange={setComment} />
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <DialogButtons busy={rate.isPending} submit={m.submit} busyText={m.busy} close={m.cancel} onClose={() => onOpenChange(false)} />
      </form>
    </PortalDialog>
  );
}
