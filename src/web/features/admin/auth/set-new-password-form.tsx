import { useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { AUTH_MESSAGES, PASSWORD_MIN, passwordField } from "@shared/schemas/auth";
import { paths } from "@shared/paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { useResetPassword } from "../api/reset-password";
import { sessionQueryKey } from "~/lib/session";
import { serverMessage } from "../server-message";
import { AuthSubmit } from "./auth-controls";
import { NewPasswordFields } from "./new-password-fields";

type Values = { newPassword: string; confirmPassword: string };

/**
 * Set New Password, opened by the e-mailed recovery link (/admin?type=recovery&token=...).
 * Problems show as the spec's toasts (and next to the field); success cleans the address and
 * returns to sign-in, since the reset ended every session of the account.
 */
export function SetNewPasswordForm({ token }: { token: string }) {
  const m = useAdminMessages().adminAuth;
  const reset = useResetPassword();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { newPassword: "", confirmPassword: "" } });

  const onSubmit = handleSubmit(async ({ newPassword, confirmPassword }) => {
    clearErrors();
    if (newPassword !== confirmPassword) {
      setError("confirmPassword", { type: "match", message: m.newPassword.mismatch.description }, { shouldFocus: true });
      notify.error(m.newPassword.mismatch.title, m.newPassword.mismatch.description);
      return;
    }
    const checked = passwordField.safeParse(newPassword);
    if (!checked.success) {
      const short = newPassword.length < PASSWORD_MIN;
      const message = short ? AUTH_MESSAGES.password : (checked.error.issues[0]?.message ?? AUTH_MESSAGES.password);
      setError("newPassword", { type: "rule", message }, { shouldFocus: true });
      if (short) notify.error(m.newPassword.tooShort.title, m.newPassword.tooShort.description);
      else notify.error(m.newPassword.failure.title, message);
      return;
    }
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch (err) {
      const field = err instanceof ApiError ? err.fields?.newPassword : undefined;
      if (field) setError("newPassword", { type: "server", message: field }, { shouldFocus: true });
      notify.error(m.newPassword.failure.title, serverMessage(err) ?? m.newPassword.failure.fallback);
      return;
    }
    notify.success(m.newPassword.success.title, m.newPassword.success.description);
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    navigate(paths.admin, { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="admin-new-password-heading">
      <div>
        <h2 id="admin-new-password-heading" className="text-lg font-semibold text-ink">
          {m.newPassword.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{m.newPassword.intro}</p>
      </div>
      <NewPasswordFields
        idPrefix="admin-new"
        words={{ password: m.labels.newPassword, confirm: m.labels.confirmPassword, hint: m.passwordHint }}
        errors={{ password: errors.newPassword?.message, confirm: errors.confirmPassword?.message }}
        register={{ password: register("newPassword"), confirm: register("confirmPassword") }}
      />
      <AuthSubmit busy={isSubmitting} icon={KeyRound}>
        {isSubmitting ? m.newPassword.submitting : m.newPassword.submit}
      </AuthSubmit>
    </form>
  );
}
