import { useState } from "react";
import { serviceVisitCancelSchema, serviceVisitCompleteSchema, serviceVisitMissSchema } from "@shared/schemas/service-visits";
import { FormField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import type { VisitAction } from "../api/service-visits";
import { FormDialog, useDialogForm, type Run } from "../components/form-dialog";

export type VisitDialogKind = VisitAction["kind"];

const SCHEMAS = { complete: serviceVisitCompleteSchema, miss: serviceVisitMissSchema, cancel: serviceVisitCancelSchema } as const;

/**
 * Complete (a completion note), Mark missed or Cancel (a reason): each note is optional; the
 * dialog stays open on a refusal, in the server's words.
 */
export function VisitActionDialog({ kind, onOpenChange, run }: { kind: VisitDialogKind; onOpenChange: (open: boolean) => void; run: Run<VisitAction> }) {
  const v = useAdminMessages().admin.visits.view;
  const words = { complete: v.completeDialog, miss: v.missDialog, cancel: v.cancelDialog }[kind];
  const field = kind === "complete" ? "completionNote" : "reason";
  const [text, setText] = useState("");
  const form = useDialogForm(SCHEMAS[kind] as typeof serviceVisitCancelSchema, (body) => run({ kind, body } as VisitAction), v.actionFailed.description);
  const id = `visit-${kind}-${field}`;
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      form={form}
      tone={kind === "complete" ? "primary" : "danger"}
      title={words.title}
      description={words.description}
      words={words}
      onSubmit={() => void form.submit({ [field]: text } as never)}
    >
      <FormField id={id} label={words.label} hint={words.hint} error={form.errors[field]}>
        {(a11y) => <textarea {...a11y} value={text} onChange={(e) => setText(e.target.value)} rows={3} className={cn(controlClass, "resize-y")} />}
      </FormField>
    </FormDialog>
  );
}
