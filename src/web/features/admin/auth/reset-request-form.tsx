import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { passwordResetRequestSchema } from "@shared/schemas/auth";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { serverMessage } from "../server-message";
import { AdminEmailField, AuthSubmit } from "./auth-controls";

type Input = z.input<typeof passwordResetRequestSchema>;
type Values = z.output<typeof passwordResetRequestSchema>;

/** Reset Password tab: one admin e-mail; the same answer whether or not the address is an admin's. */
export function ResetRequestForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const m = useAdminMessages().adminAuth;
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: defaultEmail } });

  // 'Forgot your password?' carries over the address typed on the Sign In tab.
  useEffect(() => {
    if (defaultEmail) setValue("email", defaultEmail);
  }, [defaultEmail, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (err) {
      notify.error(m.reset.failure.title, serverMessage(err) ?? m.reset.failure.fallback);
      return;
    }
    notify.success(m.reset.success.title, m.reset.success.description);
    onSent(values.email);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-muted">{m.reset.intro}</p>
      <AdminEmailField id="admin-reset-email" label={m.labels.adminEmail} error={errors.email?.message} registration={register("email")} />
      <AuthSubmit busy={isSubmitting} icon={Mail}>
        {isSubmitting ? m.reset.sending : m.reset.send}
      </AuthSubmit>
    </form>
  );
}
