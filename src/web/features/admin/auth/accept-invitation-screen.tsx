import { CircleAlert, LogIn, UserPlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { Locale } from "@shared/locale";
import { localizedPath, paths } from "@shared/paths";
import { acceptInvitationSchema } from "@shared/schemas/staff";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { useStaffAreaMessages } from "~/i18n/staff-area-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { site } from "~/site";
import { useAcceptInvitation, useInvitation } from "../api/staff-invitation";
import { serverMessage } from "../server-message";
import { AuthSubmit } from "./auth-controls";
import { AuthFrame } from "./auth-frame";
import { GateSpinner } from "./gate-status";
import { NewPasswordFields } from "./new-password-fields";
import { StaffLanguage } from "./staff-language";

type Values = { username: string; password: string; confirm: string };

/**
 * The screen an invitation e-mail's link opens (/admin?type=invitation&token=…&lang=…, decision
 * 060), whatever the session: what the invitation is for, then the username and password the
 * invitee chooses, with Set New Password's rules. Done, they sign in on the sign-in screen.
 */
export function AcceptInvitationScreen({ token, locale }: { token: string; locale: Locale }) {
  return (
    <StaffLanguage locale={locale}>
      <InvitationView token={token} locale={locale} />
    </StaffLanguage>
  );
}

function InvitationView({ token, locale }: { token: string; locale: Locale }) {
  const m = useStaffAreaMessages().staffArea.invitation;
  const invitation = useInvitation(token, locale);
  const words = {
    documentTitle: m.documentTitle(site.companyName),
    badge: m.badge,
    heading: m.heading(site.companyName),
    intro: invitation.data ? m.intro(invitation.data.email) : null,
    backToSite: m.backToSite,
    home: localizedPath(paths.home, locale),
  };
  if (invitation.isPending) return <GateSpinner label={m.checking} />;
  if (!invitation.data) {
    const refused = invitation.error instanceof ApiError && invitation.error.status >= 400;
    return (
      <AuthFrame words={words}>
        <Unusable text={refused ? invitation.error.message : m.loadFailed} retry={refused ? undefined : () => void invitation.refetch()} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame words={words}>
      <p data-invited-role className="-mt-2 mb-6 text-center text-sm font-semibold text-ink">
        {m.roleLine(m.role[invitation.data.role])}
      </p>
      <ChooseAccount token={token} locale={locale} />
    </AuthFrame>
  );
}

/** Why the link cannot be used (the server's words), or a failed connection with a retry. */
function Unusable({ text, retry }: { text: string; retry?: () => void }) {
  const m = useStaffAreaMessages().staffArea.invitation;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="alert" className="text-center">
      <CircleAlert aria-hidden="true" className="mx-auto h-10 w-10 text-amber-700" />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-lg font-semibold text-ink outline-none">
        {m.unusable}
      </h2>
      <p className="mt-2 text-sm text-muted">{text}</p>
      {retry ? (
        <Button className="mt-6" onClick={retry}>
          {m.retry}
        </Button>
      ) : (
        <Link to={paths.admin} replace className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
          <LogIn aria-hidden="true" className="h-4 w-4" />
          {m.toSignIn}
        </Link>
      )}
    </div>
  );
}

function ChooseAccount({ token, locale }: { token: string; locale: Locale }) {
  const m = useStaffAreaMessages().staffArea.invitation;
  const accept = useAcceptInvitation(locale);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { username: "", password: "", confirm: "" } });

  const onSubmit = handleSubmit(async ({ username, password, confirm }) => {
    clearErrors();
    // The server's own checks, in the invitation's language, before anything is sent.
    const checked = acceptInvitationSchema(locale).safeParse({ token, username, password });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === "username" || field === "password") setError(field, { type: "rule", message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    if (password !== confirm) {
      setError("confirm", { type: "match", message: m.mismatch.description }, { shouldFocus: true });
      notify.error(m.mismatch.title, m.mismatch.description);
      return;
    }
    try {
      await accept.mutateAsync(checked.data);
    } catch (err) {
      const fields = err instanceof ApiError ? (err.fields ?? {}) : {};
      for (const field of ["username", "password"] as const)
        if (fields[field]) setError(field, { type: "server", message: fields[field] }, { shouldFocus: true });
      notify.error(m.failure.title, serverMessage(err) ?? m.failure.fallback);
      return;
    }
    notify.success(m.success.title, m.success.description);
    // The sign-in screen, with no token left in the address bar or the history.
    navigate(paths.admin, { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        id="invitation-username"
        label={m.username}
        hint={m.usernameHint}
        error={errors.username?.message}
        {...register("username")}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <NewPasswordFields
        idPrefix="invitation"
        words={{ password: m.password, confirm: m.confirm, hint: m.passwordHint }}
        errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
        register={{ password: register("password"), confirm: register("confirm") }}
      />
      <AuthSubmit busy={isSubmitting} icon={UserPlus}>
        {isSubmitting ? m.submitting : m.submit}
      </AuthSubmit>
    </form>
  );
}
