import { useState } from "react";
import type { z } from "zod";
import { FormDialog, ReasonField, useDialogForm, type DialogWords, type Run } from "../components/form-dialog";

type Words = DialogWords & { description: string; reason: string; reasonHint: string };

/** The void schema of a quote or an invoice: a reason (each with its own length limit). */
type VoidSchema = z.ZodType<{ reason: string }, { reason: string }>;

/** Void a quote or an invoice: a reason is asked (it goes in the timeline). */
export function VoidDialog({
  open,
  onOpenChange,
  title,
  words,
  schema,
  run,
  fallback,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  words: Words;
  schema: VoidSchema;
  run: Run<{ reason: string }>;
  /** What a refusal without the server's words says. */
  fallback: string;
}) {
  const [reason, setReason] = useState("");
  const form = useDialogForm(schema, run, fallback);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      tone="danger"
      title={title}
      description={words.description}
      words={words}
      onSubmit={() => void form.submit({ reason })}
    >
      <ReasonField id="void-reason" label={words.reason} hint={words.reasonHint} error={form.errors.reason} value={reason} onChange={setReason} />
    </FormDialog>
  );
}
