import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { twoStepPasswordSchema } from "@shared/schemas/two-step";
import { Button } from "~/components/ui/button";
import { BusyIcon } from "~/components/ui/busy-icon";
import { TextField } from "~/components/ui/form-field";
import { useTwoStepMessages } from "~/i18n/two-step-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { serverMessage } from "../../server-message";
import { useFieldWords } from "./field-words";

type Values = z.output<typeof twoStepPasswordSchema>;

/** An inline confirmation that asks for the password: turning two-step sign-in off, new recovery codes. */
export function PasswordConfirm({
  id,
  title,
  text,
  action,
  danger,
  onConfirm,
  onCancel,
}: {
  id: string;
  title: string;
  text: string;
  action: string;
  danger?: boolean;
  onConfirm: (values: Values) => Promise<void>;
  onCancel: () => void;
}) {
  const m = useTwoStepMessages();
  const say = useFieldWords();
  const form = useForm<z.input<typeof twoStepPasswordSchema>, unknown, Values>({
    resolver: zodResolver(twoStepPasswordSchema),
    defaultValues: { password: "" },
  });
  useEffect(() => form.setFocus("password"), [form]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onConfirm(values);
    } catch (err) {
      const field = err instanceof ApiError && err.status === 400 ? err.fields?.password : undefined;
      if (field) form.setError("password", { type: "server", message: field });
      else notify.error(m.toasts.failed, serverMessage(err) ?? m.toasts.fallback);
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="mt-4 space-y-3 rounded-lg bg-surface p-4">
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {title}
      </h3>
      <p className="text-sm text-muted">{text}</p>
      <TextField
        id={`${id}-password`}
        label={m.passwordDialog.password}
        type="password"
        autoComplete="current-password"
        error={say(form.formState.errors.password?.message)}
        {...form.register("password")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={danger ? "danger" : "primary"} disabled={busy}>
          <BusyIcon busy={busy} />
          {busy ? m.passwordDialog.working : action}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {m.passwordDialog.cancel}
        </Button>
      </div>
    </form>
  );
}
