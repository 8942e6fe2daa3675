import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { groupedSecret, twoStepConfirmSchema, twoStepPasswordSchema, type TwoStepSetup } from "@shared/schemas/two-step";
import { Button } from "~/components/ui/button";
import { BusyIcon } from "~/components/ui/busy-icon";
import { TextField } from "~/components/ui/form-field";
import { useTwoStepMessages } from "~/i18n/two-step-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { serverMessage } from "../../server-message";
import { useFieldWords } from "./field-words";
import { QrCode } from "./qr-code";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { useConfirmSetup, useSetupDone, useStartSetup } from "./two-step-api";

/**
 * Turning two-step sign-in on: the password, then the QR code and the key as text for the
 * authenticator app, the app's first code to confirm, and the recovery codes, shown once.
 */
export function SetupFlow({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const refresh = useSetupDone();
  if (setup && confirmed) return <RecoveryCodesPanel codes={setup.recoveryCodes} onDone={() => void refresh().then(onDone)} />;
  if (setup) return <ScanAndConfirm setup={setup} onConfirmed={() => setConfirmed(true)} onCancel={onCancel} />;
  return <PasswordStart onStarted={setSetup} onCancel={onCancel} />;
}

/** A server refusal on a form: the field's message under it, else a toast. */
function useRefusal<F extends string>(
  setError: (field: F, e: { type: string; message: string }) => void,
  fields: readonly F[],
  title: string,
  fallback: string,
) {
  return (err: unknown) => {
    const given = err instanceof ApiError && err.status === 400 ? (err.fields ?? {}) : {};
    const named = fields.filter((f) => given[f]);
    named.forEach((f) => setError(f, { type: "server", message: given[f]! }));
    if (!named.length) notify.error(title, serverMessage(err) ?? fallback);
  };
}

function PasswordStart({ onStarted, onCancel }: { onStarted: (s: TwoStepSetup) => void; onCancel?: () => void }) {
  const m = useTwoStepMessages().setup;
  const say = useFieldWords();
  const start = useStartSetup();
  const form = useForm<z.input<typeof twoStepPasswordSchema>, unknown, z.output<typeof twoStepPasswordSchema>>({
    resolver: zodResolver(twoStepPasswordSchema),
    defaultValues: { password: "" },
  });
  const refused = useRefusal(form.setError, ["password"] as const, m.failure, m.fallback);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onStarted(await start.mutateAsync(values));
    } catch (err) {
      refused(err);
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-muted">{m.passwordIntro}</p>
      <TextField
        id="two-step-password"
        label={m.password}
        type="password"
        autoComplete="current-password"
        error={say(form.formState.errors.password?.message)}
        {...form.register("password")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          <BusyIcon busy={busy} icon={KeyRound} />
          {busy ? m.starting : m.start}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {m.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ScanAndConfirm({ setup, onConfirmed, onCancel }: { setup: TwoStepSetup; onConfirmed: () => void; onCancel?: () => void }) {
  const m = useTwoStepMessages();
  const say = useFieldWords();
  const confirm = useConfirmSetup();
  const form = useForm<z.input<typeof twoStepConfirmSchema>, unknown, z.output<typeof twoStepConfirmSchema>>({
    resolver: zodResolver(twoStepConfirmSchema),
    defaultValues: { code: "" },
  });
  const refused = useRefusal(form.setError, ["code"] as const, m.setup.failure, m.setup.fallback);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
    } catch (err) {
      refused(err);
      return;
    }
    notify.success(m.toasts.on.title, m.toasts.on.description);
    onConfirmed();
  });
  const busy = form.formState.isSubmitting;
  return (
    <div className="space-y-6">
      <section aria-labelledby="two-step-scan-heading" className="space-y-3">
        <h2 id="two-step-scan-heading" className="text-base font-semibold text-ink">
          {m.setup.scanHeading}
        </h2>
        <p className="text-sm text-muted">{m.setup.scanText}</p>
        <div className="flex justify-center rounded-lg ring-1 ring-line sm:justify-start sm:ring-0">
          <QrCode value={setup.otpauthUrl} label={m.setup.qrLabel} />
        </div>
        <p className="text-sm text-ink">{m.setup.manual}</p>
        <p data-two-step-secret={setup.secret} className="select-all break-all rounded-md bg-surface px-3 py-2 font-mono text-sm tracking-wide text-ink">
          {groupedSecret(setup.secret)}
        </p>
      </section>
      <form noValidate onSubmit={onSubmit} aria-labelledby="two-step-confirm-heading" className="space-y-3">
        <h2 id="two-step-confirm-heading" className="text-base font-semibold text-ink">
          {m.setup.confirmHeading}
        </h2>
        <TextField
          id="two-step-confirm-code"
          label={m.setup.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          className="max-w-40 font-mono tracking-widest"
          error={say(form.formState.errors.code?.message)}
          {...form.register("code")}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            <BusyIcon busy={busy} icon={ShieldCheck} />
            {busy ? m.setup.confirming : m.setup.confirm}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {m.setup.cancel}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
