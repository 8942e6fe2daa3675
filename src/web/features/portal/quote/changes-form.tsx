import { useForm } from "react-hook-form";
import { changeRequestSchema, type ChangeRequestInput } from "@shared/schemas/quotes";
import { FormField, controlClass } from "~/components/ui/form-field";
import { useFormLanguage } from "~/i18n/form-language";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useRequestChanges } from "../api/quote";
import { AnswerForm } from "./answer-form";
import { useRefusal } from "./use-refusal";

/** Request changes: a message to the company (202); `onSent` once it is on its way. */
export function ChangesForm({
  quoteId,
  version,
  onSent,
  onCancel,
  onConflict,
}: {
  quoteId: string;
  /** The version on screen: a newer one refuses the request (409). */
  version: number;
  onSent: () => void;
  onCancel: () => void;
  onConflict: (message: string) => void;
}) {
  const m = usePortalMessages().portal.quote;
  const form = useForm<ChangeRequestInput>({ resolver: useFormLanguage().resolver<ChangeRequestInput>(changeRequestSchema), defaultValues: { message: "" } });
  const send = useRequestChanges(quoteId);
  const refused = useRefusal(onConflict);
  const error = form.formState.errors.message?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, version });
      onSent();
    } catch (err) {
      refused(err, (field, message) => field === "message" && (form.setError("message", { message }, { shouldFocus: true }), true));
    }
  });

  return (
    <AnswerForm id="changes-form" onSubmit={onSubmit} busy={send.isPending} submit={m.changes.submit} busyText={m.changes.busy} onCancel={onCancel}>
      <FormField id="changes-message" label={m.changes.message} error={error}>
        {(a11y) => <textarea {...a11y} {...form.register("message")} rows={4} className={controlClass} />}
      </FormField>
    </AnswerForm>
  );
}
