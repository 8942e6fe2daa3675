import { tipOffered } from "@shared/billing/tips";
import { CreditCard } from "lucide-react";
import { useState } from "react";
import { BusyButton } from "~/components/ui/busy-button";
import { useFormat } from "~/i18n/format";
import { usePortalMessages } from "~/i18n/portal-messages";
import { ApiError } from "~/lib/api";
import { useCardCheckout, type PortalInvoiceView } from "../api/invoice";
import { PayAlert } from "./pay-alert";
import { NO_TIP, TipChoice, tipCentsOf } from "./tip-choice";
import { usePayFailure } from "./use-pay-failure";

/**
 * Pay by card: asks the server for a checkout of the balance (and the tip for the crew, on an
 * invoice for work: decision 075) and opens its payment page; a refusal shows the server's reason.
 */
export function CardPayment({ invoice }: { invoice: Pick<PortalInvoiceView, "id" | "kind" | "subtotalCents" | "balanceCents"> }) {
  const m = usePortalMessages().portal.invoice.pay;
  const f = useFormat();
  const checkout = useCardCheckout(invoice.id);
  const failure = usePayFailure();
  const [error, setError] = useState<string | null>(null);
  const [tipError, setTipError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [pick, setPick] = useState(NO_TIP);
  const tipping = tipOffered(invoice.kind);
  const tipCents = tipping ? tipCentsOf(pick, invoice.subtotalCents) : 0;

  const onPay = async () => {
    setError(null);
    setTipError(null);
    if (tipCents === null) return setTipError(m.card.tip.badAmount);
    try {
      const url = await checkout.mutateAsync(tipCents);
      // Only a web address: never a script or data URL, whatever the answer holds.
      if (!/^https?:\/\//i.test(url)) throw new Error("not a payment page");
      setLeaving(true);
      window.location.assign(url);
    } catch (err) {
      const tipProblem = err instanceof ApiError ? err.fields?.tipCents : undefined;
      if (tipProblem) setTipError(tipProblem);
      else setError(failure(err));
    }
  };
  const busy = checkout.isPending || leaving;

  return (
    <section aria-labelledby="card-heading" className="border-t border-line pt-6">
      <h3 id="card-heading" className="text-base font-semibold text-ink">
        {m.card.heading}
      </h3>
      <p className="mt-1 text-sm text-muted">{m.card.intro}</p>
      {tipping ? <TipChoice subtotalCents={invoice.subtotalCents} pick={pick} onPick={(p) => (setPick(p), setTipError(null))} error={tipError} /> : null}
      {tipCents ? (
        <p data-card-total className="mt-3 text-sm font-medium tabular-nums text-ink">
          {m.card.tip.total(f.money(invoice.balanceCents + tipCents))}
        </p>
      ) : null}
      <BusyButton variant="secondary" className="mt-4" onClick={() => void onPay()} busy={busy} busyText={m.card.busy} icon={CreditCard}>
        {m.card.button}
      </BusyButton>
      {error ? <PayAlert message={error} /> : null}
    </section>
  );
}
