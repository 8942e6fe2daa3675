import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { twoStepSignInSchema } from "@shared/schemas/two-step";
import { useTwoStepMessages } from "~/i18n/two-step-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { AuthSubmit } from "../auth-controls";
import { serverMessage } from "../../server-message";
import { TextField } from "~/components/ui/form-field";
import { useFieldWords } from "./field-words";
import { useTwoStepSignIn } from "./two-step-api";

type Kind = "totp" | "recovery";

/**
 * The second step of signing in (decision 068): the 6-digit code from the app, or a recovery code.
 * The session exists only once it is accepted; `onBack` returns to the e-mail and password.
 */
export function CodeStep({ onBack }: { onBack: () => void }) {
  const m = useTwoStepMessages().codeStep;
  const say = useFieldWords();
  const [kind, setKind] = useState<Kind>("totp");
  const signIn = useTwoStepSignIn();
  const form = useForm<z.input<typeof twoStepSignInSchema>, unknown, z.output<typeof twoStepSignInSchema>>({
    resolver: zodResolver(twoStepSignInSchema),
    defaultValues: { kind: "totp", code: "" },
  });
  // The code field first: the heading above it says what the step is.
  useEffect(() => form.setFocus("code"), [form]);

  const switchTo = (next: Kind) => {
    setKind(next);
    form.reset({ kind: next, code: "" });
    requestAnimationFrame(() => form.setFocus("code"));
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (err) {
      const field = err instanceof ApiError && err.status === 400 ? err.fields?.code : undefined;
      if (field) form.setError("code", { type: "server", message: field });
      else notify.error(m.failure, serverMessage(err) ?? m.fallback);
      // A challenge that ended (too slow, too many wrong codes) needs the password again.
      if (err instanceof ApiError && err.status === 401) onBack();
    }
  });
  const busy = form.formState.isSubmitting;
  const linkClass = "text-sm font-medium text-brand-800 underline-offset-2 hover:underline";

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="two-step-code-heading">
      <div>
        <h2 id="two-step-code-heading" className="text-lg font-semibold text-ink">
          {m.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{kind === "totp" ? m.intro : m.recoveryIntro}</p>
      </div>
      <input type="hidden" {...form.register("kind")} />
      {kind === "totp" ? (
        <TextField
          key="totp"
          id="two-step-code"
          label={m.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          className="font-mono tracking-widest"
          error={say(form.formState.errors.code?.message)}
          {...form.register("code")}
        />
      ) : (
        <TextField
          key="recovery"
          id="two-step-recovery-code"
          label={m.recoveryCode}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="font-mono"
          error={say(form.formState.errors.code?.message)}
          {...form.register("code")}
        />
      )}
      <AuthSubmit busy={busy} icon={ShieldCheck}>
        {busy ? m.submitting : m.submit}
      </AuthSubmit>
      <div className="flex flex-col items-center gap-3">
        <button type="button" className={linkClass} onClick={() => switchTo(kind === "totp" ? "recovery" : "totp")}>
          {kind === "totp" ? m.useRecovery : m.useApp}
        </button>
        <button type="button" className={`inline-flex items-center gap-1.5 ${linkClass}`} onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {m.back}
        </button>
      </div>
    </form>
  );
}
