import { useForm } from "react-hook-form";
import { DECLINE_REASONS, declineSchema, type DeclineInput } from "@shared/schemas/quotes";
import { FormField, controlClass } from "~/components/ui/form-field";
import { useFormLanguage } from "~/i18n/form-language";
import { usePortalMessages } from "~/i18n/portal-messages";
import { notify } from "~/lib/notify";
import { useDeclineQuote } from "../api/quote";
import { AnswerForm } from "./answer-form";
import { useRefusal } from "./use-refusal";

type Values = { reason: string; comment: string };

/** Decline: a reason (required) and an optional comment, bound to the version on screen. */
export function DeclineForm({
  quoteId,
  version,
  onCancel,
  onConflict,
}: {
  quoteId: string;
  version: number;
  onCancel: () => void;
  onConflict: (message: string) => void;
}) {
  const m = usePortalMessages().portal.quote;
  // The select starts on "Select a reason" (""), which the schema refuses with "Choose a reason.".
  const resolver = useFormLanguage().resolver<Values, DeclineInput>(declineSchema);
  const form = useForm<Values, unknown, DeclineInput>({ resolver, defaultValues: { reason: "", comment: "" } });
  const decline = useDeclineQuote(quoteId);
  const refused = useRefusal(onConflict);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await decline.mutateAsync({ ...values, version });
      notify.success(m.decline.done.title, m.decline.done.description);
    } catch (err) {
      refused(err, (field, message) => {
        if (field !== "reason" && field !== "comment") return false;
        form.setError(field, { message }, { shouldFocus: true });
        return true;
      });
    }
  });

  return (
    <AnswerForm id="decline-form" onSubmit={onSubmit} busy={decline.isPending} submit={m.decline.submit} busyText={m.decline.busy} danger onCancel={onCancel}>
      <FormField id="decline-reason" label={m.decline.reason} error={errors.reason?.message}>
        {(a11y) => (
          <select {...a11y} {...form.register("reason")} className={controlClass}>
            <option value="">{m.decline.reasonPlaceholder}</option>
            {DECLINE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {m.decline.reasons[reason]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="decline-comment" label={m.decline.comment} error={errors.comment?.message}>
        {(a11y) => <textarea {...a11y} {...form.register("comment")} rows={3} className={controlClass} />}
      </FormField>
    </AnswerForm>
  );
}
