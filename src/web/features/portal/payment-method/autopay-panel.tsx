import { CheckCircle2, Repeat } from "lucide-react";
import { useState } from "react";
import { cardLabel } from "@shared/billing/card-label";
import type { PortalPaymentMethod } from "@shared/portal-payment-method";
import { BusyButton } from "~/components/ui/busy-button";
import { useFormat } from "~/i18n/format";
import { usePaymentMethodMessages } from "~/i18n/payment-method-messages";
import { useSetAutopay } from "../api/payment-method";
import { StepAlert, useStepFailure } from "./step-failure";

/**
 * Automatic payment: on (with which card, since when, and Turn off), or off with its terms shown in
 * full above "Turn on automatic payment" (pressing it is agreeing to them: their version is sent),
 * or, with no card on file, a word that a card comes first.
 */
export function AutopayPanel({
  data,
  channel,
  onChange,
}: {
  data: PortalPaymentMethod;
  channel: "portal" | "quote_acceptance";
  /** Called as the client turns it on or off. */
  onChange?: () => void;
}) {
  const m = usePaymentMethodMessages().paymentMethod.autopay;
  const f = useFormat();
  const save = useSetAutopay();
  const failure = useStepFailure();
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const { card, autopay, agreement } = data;

  const change = (enabled: boolean) => {
    setError(null);
    setSaid(null);
    onChange?.();
    save.mutate(enabled ? { enabled, version: agreement.version, channel } : { enabled }, {
      onSuccess: () => setSaid(enabled ? m.turnedOn : m.turnedOff),
      onError: (err) => setError(failure(err)),
    });
  };
  const busy = save.isPending;

  return (
    <section aria-labelledby="autopay-heading" data-autopay={autopay.enabled ? "on" : "off"} className="border-t border-line pt-5">
      <h3 id="autopay-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
        <Repeat aria-hidden="true" className="h-4 w-4 text-brand-700" />
        {m.heading}
      </h3>
      {autopay.enabled && card ? (
        <div className="mt-3 space-y-4">
          <p data-autopay-status className="flex items-start gap-2 text-sm text-ink">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
            <span>
              <span className="font-semibold">{m.on(cardLabel(card))}</span>{" "}
              {autopay.since ? <span className="text-muted">{m.since(f.date(autopay.since) ?? autopay.since)}</span> : null}
            </span>
          </p>
          <BusyButton variant="secondary" className="w-full sm:w-auto" onClick={() => change(false)} busy={busy} busyText={m.turningOff} wrap>
            {m.turnOff}
          </BusyButton>
        </div>
      ) : card ? (
        <div className="mt-3 space-y-4">
          <p className="text-sm text-muted">{m.off}</p>
          <div className="rounded-xl bg-surface p-4 ring-1 ring-inset ring-line">
            <h4 id="autopay-terms" className="text-sm font-semibold text-ink">
              {m.terms}
            </h4>
            <p id="autopay-agreement" data-agreement={agreement.version} className="mt-2 text-sm leading-relaxed text-ink">
              {agreement.text}
            </p>
            <p className="mt-3 text-xs text-muted">{m.agreeNote}</p>
          </div>
          <BusyButton className="w-full sm:w-auto" onClick={() => change(true)} busy={busy} busyText={m.turningOn} aria-describedby="autopay-agreement" wrap>
            {m.turnOn}
          </BusyButton>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">{m.needCard}</p>
      )}
      {error ? (
        <div className="mt-4">
          <StepAlert message={error} />
        </div>
      ) : null}
      <p aria-live="polite" className="mt-3 text-sm font-medium text-brand-800">
        {said ?? ""}
      </p>
    </section>
  );
}
