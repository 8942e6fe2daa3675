import { Ban, CircleCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { privacyDoneSchema, privacyRefuseSchema, type AdminPrivacyRequest } from "@shared/schemas/privacy";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { FormDialog, ReasonField, useDialogForm } from "../components/form-dialog";
import { useAnswerRequest, useEraseRequest } from "./privacy-api";

type DialogProps = { request: AdminPrivacyRequest; onClose: () => void };

/** Mark done (what was done) or Refuse (why): the text is e-mailed to the client. */
export function AnswerDialog({ request, outcome, onClose }: DialogProps & { outcome: "done" | "refuse" }) {
  const p = useAdminMessages().admin.privacy;
  const words = outcome === "done" ? p.doneDialog : p.refuseDialog;
  const field = outcome === "done" ? "note" : "reason";
  const answer = useAnswerRequest();
  const [text, setText] = useState("");
  const schema = outcome === "done" ? privacyDoneSchema : privacyRefuseSchema;
  const form = useDialogForm(
    schema as typeof privacyDoneSchema,
    async () => {
      await answer.mutateAsync({ id: request.id, outcome, text });
      notify.success(words.done.title, words.done.description);
      onClose();
    },
    p.actionFailed,
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      tone={outcome === "done" ? "primary" : "danger"}
      icon={outcome === "done" ? CircleCheck : Ban}
      title={words.title}
      description={words.description}
      words={words}
      onSubmit={() => void form.submit({ [field]: text } as never)}
    >
      <ReasonField id={`privacy-${outcome}-${field}`} label={words.label} hint={words.hint} error={form.errors[field]} value={text} onChange={setText} />
    </FormDialog>
  );
}

/** Delete information: what goes, what is kept, then one confirmation; a refusal (409) stays in the dialog in the server's words. */
export function EraseDialog({ request, onClose }: DialogProps) {
  const p = useAdminMessages().admin.privacy;
  const words = p.eraseDialog;
  const erase = useEraseRequest();
  const form = useDialogForm(
    privacyDoneSchema.pick({}),
    async () => {
      const { invoicesKept } = await erase.mutateAsync(request.id);
      notify.success(words.done.title, words.done.description(invoicesKept));
      onClose();
    },
    p.actionFailed,
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      tone="danger"
      icon={Trash2}
      title={words.title(request.client.fullName)}
      description={words.description}
      words={words}
      onSubmit={() => void form.submit({})}
    >
      <ul className="list-disc space-y-2 pl-5 text-sm text-ink">
        <li>{words.deleted}</li>
        <li>{words.kept}</li>
        <li>{words.told}</li>
      </ul>
    </FormDialog>
  );
}
