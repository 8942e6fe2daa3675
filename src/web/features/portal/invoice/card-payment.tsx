import { CreditCard } from "lucide-react";
import { useState } from "react";
import { BusyButton } from "~/components/ui/busy-button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useCardCheckout } from "../api/invoice";
import { PayAlert } from "./pay-alert";
import { usePayFailure } from "./use-pay-failure";

/** Pay by card: asks the server for a checkout of the balance and opens its payment page; a refusal shows the server's reason. */
export function CardPayment({ invoiceId }: { invoiceId: string }) {
  const m = usePortalMessages().portal.invoice.pay;
  const checkout = useCardCheckout(invoiceId);
  const failure = usePayFailure();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const onPay = async () => {
    setError(null);
    try {
      const url = await checkout.mutateAsync();
      // Only a web address: never a script or data URL, whatever the answer holds.
      if (!/^https?:\/\//i.test(url)) throw new Error("not a payment page");
      setLeaving(true);
      window.location.assign(url);
    } catch (err) {
      setError(failure(err));
    }
  };
  const busy = checkout.isPending || leaving;

  return (
    <section aria-labelledby="card-heading" className="border-t border-line pt-6">
      <h3 id="card-heading" className="text-base font-semibold text-ink">
        {m.card.heading}
      </h3>
      <p className="mt-1 text-sm text-muted">{m.card.intro}</p>
      <BusyButton variant="secondary" className="mt-4" onClick={() => void onPay()} busy={busy} busyText={m.card.busy} icon={CreditCard}>
        {m.card.button}
      </BusyButton>
      {error ? <PayAlert message={error} /> : null}
    </section>
  );
}
