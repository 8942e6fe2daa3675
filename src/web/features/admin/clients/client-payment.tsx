import { CreditCard } from "lucide-react";
import { cardLabel } from "@shared/billing/card-label";
import { cardExpiry, type ClientPaymentMethod } from "@shared/portal-payment-method";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate } from "~/lib/display-format";
import { InfoCard } from "../components/info-card";

/** The client's card on file and automatic payment (decision 074), read-only: "Visa •••• 4242 (expires 12/2027)", "On since …" or "Off". */
export function ClientPaymentCard({ payment }: { payment: ClientPaymentMethod }) {
  const m = useAdminMessages().admin.clients.view.payment;
  const { card, autopay } = payment;
  return (
    <InfoCard
      id="payment"
      title={m.heading}
      icon={CreditCard}
      rows={[
        { key: "card", label: m.card, value: card ? m.cardValue(cardLabel(card), cardExpiry(card)) : <span className="text-muted">{m.noCard}</span> },
        {
          key: "autopay",
          label: m.autopay,
          value: autopay.enabled && autopay.since ? m.onSince(formatDate(autopay.since) ?? autopay.since) : m.off,
        },
      ]}
    >
      <p className="mt-2 text-xs text-muted">{m.note}</p>
    </InfoCard>
  );
}
