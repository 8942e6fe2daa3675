import { useQuery } from "@tanstack/react-query";
import { CreditCard, Trash2 } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { cardLabel } from "@shared/billing/card-label";
import { cardExpiry } from "@shared/portal-payment-method";
import { Button } from "~/components/ui/button";
import { BusyButton } from "~/components/ui/busy-button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { usePaymentMethodMessages } from "~/i18n/payment-method-messages";
import { paymentMethodQuery, useCardSetup, useRemoveCard } from "../api/payment-method";
import { PortalCard } from "../portal-card";
import { PortalLoading } from "../query-view";
import { AutopayPanel } from "./autopay-panel";
import { ReturnNote, rememberBeforeLeaving, useCardReturn } from "./card-return";
import { StepAlert, useStepFailure } from "./step-failure";

// The client's card on file and automatic payment (decision 074), a card of the portal's Invoices
// page: the card ("Visa •••• 4242, expires 12/2027"), Save or Replace (Stripe's secure page), Remove
// (after a confirmation), and automatic payment with its terms. Back from Stripe's page, the card
// shows once the processor's event is in: the section asks again until it does.

/** The id the quote's offer links to (/client-dashboard/invoices?from=quote#payment-method). */
export const PAYMENT_METHOD_ID = "payment-method";

/**
 * The section in its own Suspense boundary: in French its strings are a chunk of their own, and
 * waiting for them must not blank the rest of the page.
 */
export function PaymentMethodSection() {
  return (
    <Suspense fallback={null}>
      <PaymentMethodCard />
    </Suspense>
  );
}

function PaymentMethodCard() {
  const m = usePaymentMethodMessages().paymentMethod;
  const back = useCardReturn();
  const query = useQuery({ ...paymentMethodQuery, refetchInterval: back.waiting ? 1500 : false });
  const data = query.data;
  const setup = useCardSetup();
  const remove = useRemoveCard();
  const failure = useStepFailure();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  // Back from Stripe's page: waiting ends once the new card shows.
  const { settle } = back;
  useEffect(() => {
    if (data) settle(data.card);
  }, [data, settle]);
  // Linked to (the quote's offer) or back from Stripe's page: the section is brought into view once drawn.
  const { hash } = useLocation();
  const linked = hash === `#${PAYMENT_METHOD_ID}` || back.which !== null;
  const loaded = Boolean(data);
  useEffect(() => {
    if (linked && loaded) document.getElementById(PAYMENT_METHOD_ID)?.scrollIntoView({ block: "start" });
  }, [linked, loaded]);

  const onSave = async () => {
    setError(null);
    setSaid(null);
    try {
      const url = await setup.mutateAsync();
      // Only a web address: never a script or data URL, whatever the answer holds.
      if (!/^https?:\/\//i.test(url)) throw new Error("not a card page");
      rememberBeforeLeaving(data?.card ?? null, back.fromQuote);
      setLeaving(true);
      window.location.assign(url);
    } catch (err) {
      setError(failure(err));
    }
  };
  const onRemove = () => {
    setError(null);
    setSaid(null);
    back.dismiss();
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setSaid(m.removed);
      },
      onError: (err) => {
        setConfirming(false);
        setError(failure(err));
      },
    });
  };

  return (
    <PortalCard icon={CreditCard} title={m.heading} id={PAYMENT_METHOD_ID} className="scroll-mt-24" data-payment-method>
      {data ? (
        <div className="space-y-5">
          <ReturnNote back={back} fromQuote={back.fromQuote && !data.autopay.enabled} />
          {data.card ? (
            <p data-card className="flex flex-wrap items-center gap-x-2 text-base font-semibold text-ink">
              {m.card(cardLabel(data.card), cardExpiry(data.card))}
            </p>
          ) : (
            <p className="text-sm text-muted">{data.cardPaymentsAvailable ? m.intro : m.noCard}</p>
          )}
          {data.cardPaymentsAvailable ? (
            <div className="space-y-3">
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <BusyButton
                  variant={data.card ? "secondary" : "primary"}
                  onClick={() => void onSave()}
                  busy={setup.isPending || leaving}
                  busyText={m.opening}
                  icon={CreditCard}
                  wrap
                >
                  {data.card ? m.replace : m.save}
                </BusyButton>
                {data.card ? (
                  <Button variant="dangerSecondary" onClick={() => setConfirming(true)} disabled={remove.isPending} wrap>
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    {m.remove}
                  </Button>
                ) : null}
              </div>
              <p className="text-sm text-muted">{m.secureNote}</p>
            </div>
          ) : (
            <p data-cards-unavailable className="rounded-xl bg-surface p-4 text-sm text-ink ring-1 ring-inset ring-line">
              {m.unavailable}
            </p>
          )}
          {error ? <StepAlert message={error} /> : null}
          <p aria-live="polite" className="text-sm font-medium text-brand-800">
            {said ?? ""}
          </p>
          {data.card || data.autopay.enabled || data.cardPaymentsAvailable ? (
            <AutopayPanel data={data} channel={back.fromQuote ? "quote_acceptance" : "portal"} onChange={back.dismiss} />
          ) : null}
          {data.card ? (
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              onConfirm={onRemove}
              pending={remove.isPending}
              title={m.removeDialog.title}
              description={`${m.removeDialog.description(cardLabel(data.card))}${data.autopay.enabled ? ` ${m.removeDialog.autopayOff}` : ""}`}
              cancelLabel={m.removeDialog.cancel}
              confirmLabel={m.removeDialog.confirm}
              pendingLabel={m.removeDialog.pending}
            />
          ) : null}
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-danger">{m.loadFailed}</span>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : (
        <PortalLoading className="flex items-center gap-2 text-sm text-muted" />
      )}
    </PortalCard>
  );
}
