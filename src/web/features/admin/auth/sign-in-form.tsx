import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { CREW_PATH } from "@shared/admin-paths";
import { adminSignInSchema, type SessionInfo } from "@shared/schemas/auth";
import { sessionQueryKey } from "~/lib/session";
import { TextField } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { useSignIn } from "../api/sign-in";
import { serverMessage } from "../server-message";
import { AdminEmailField, AuthSubmit } from "./auth-controls";
import { useState } from "react";
import type { Locale } from "@shared/locale";
import type { TwoStepChallenge } from "@shared/schemas/two-step";
import { CodeStep } from "./two-step/code-step";
import { StaffLanguage } from "./staff-language";

type Input = z.input<typeof adminSignInSchema>;
type Values = z.output<typeof adminSignInSchema>;
const FIELDS = ["email", "password"] as const;

/**
 * Staff sign-in with e-mail and password (spec 001 §2.2). A failure shows 'Authentication Error'
 * with the server's words: wrong password, not an admin, not yet verified, locked out.
 */
export function SignInForm({ onForgot }: { onForgot: (email: string) => void }) {
  const m = useAdminMessages().adminAuth;
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Two-step sign-in (decision 068): after a right password, the code step in the member's language.
  const [codeStep, setCodeStep] = useState<Locale | null>(null);
  const [searchParams] = useSearchParams();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({ resolver: zodResolver(adminSignInSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer: object = await signIn.mutateAsync(values);
      if ("twoStep" in answer) return setCodeStep((answer as TwoStepChallenge).twoStep.language);
    } catch (err) {
      const fields = err instanceof ApiError && err.status === 400 ? (err.fields ?? {}) : {};
      FIELDS.filter((f) => fields[f]).forEach((f) => setError(f, { type: "server", message: fields[f] }));
      notify.error(m.authError.title, serverMessage(err) ?? m.authError.fallback);
      return;
    }
    // A cleaner's page is their own, wherever they signed in (decision 060); staff stay on the page asked for, or go back to the crew page (decision 070).
    if (queryClient.getQueryData<SessionInfo | null>(sessionQueryKey)?.role === "cleaner" || searchParams.get("next") === CREW_PATH)
      navigate(CREW_PATH, { replace: true });
  });

  if (codeStep) {
    return (
      <StaffLanguage locale={codeStep}>
        <CodeStep onBack={() => setCodeStep(null)} />
      </StaffLanguage>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <AdminEmailField id="admin-signin-email" label={m.labels.email} error={errors.email?.message} registration={register("email")} />
      <div className="space-y-2">
        <TextField
          id="admin-signin-password"
          label={m.labels.password}
          error={errors.password?.message}
          {...register("password")}
          type="password"
          autoComplete="current-password"
        />
        <div className="text-right">
          <button
            type="button"
            onClick={() => onForgot(getValues("email").trim())}
            className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {m.forgot}
          </button>
        </div>
      </div>
      <AuthSubmit busy={isSubmitting} icon={LogIn}>
        {isSubmitting ? m.signingIn : m.signIn}
      </AuthSubmit>
    </form>
  );
}
