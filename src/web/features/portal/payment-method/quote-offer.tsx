import { useQuery } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { paths } from "@shared/paths";
import { usePaymentMethodMessages } from "~/i18n/payment-method-messages";
import { paymentMethodQuery } from "../api/payment-method";
import { PAYMENT_METHOD_ID } from "./payment-method-section";

/**
 * After a quote is accepted: "Pay automatically: save a card", to the Invoices page's payment
 * method, marked as coming from the quote (automatic payment turned on from there is recorded as
 * agreed at the quote's acceptance). Nothing while it is on already, or when cards are not taken.
 */
export function QuoteAutopayOffer() {
  // Its own Suspense boundary: in French its strings are a chunk of their own, loaded here the first
  // time, and waiting for them must not take the quote's page away.
  return (
    <Suspense fallback={null}>
      <Offer />
    </Suspense>
  );
}

function Offer() {
  const m = usePaymentMethodMessages().paymentMethod;
  const { data } = useQuery(paymentMethodQuery);
  if (!data || !data.cardPaymentsAvailable || data.autopay.enabled) return null;
  return (
    <p className="mt-3">
      <Link
        to={`${paths.clientInvoices}?from=quote#${PAYMENT_METHOD_ID}`}
        data-autopay-offer
        className="inline-flex items-center gap-2 font-semibold underline underline-offset-2 hover:no-underline"
      >
        <CreditCard aria-hidden="true" className="h-4 w-4 shrink-0" />
        {m.quoteOffer}
      </Link>
    </p>
  );
}
