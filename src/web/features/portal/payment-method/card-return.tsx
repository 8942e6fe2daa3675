import { CheckCircle2, Info } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SavedCard } from "@shared/schemas/autopay";
import { usePaymentMethodMessages } from "~/i18n/payment-method-messages";
import { cn } from "~/lib/cn";

// Back from Stripe's page (?card=saved or ?card=cancelled). The card arrives by the processor's
// event, a moment after the browser: until the card shown differs from the one before leaving, the
// section says the card will show in a moment and asks again. What the page was before leaving (the
// card, and whether the client came from accepting a quote) is kept in the tab's sessionStorage.

const STORE = "portal.card-setup";
/** How long the section asks again for the new card. */
const WAIT_MS = 30_000;

const keyOf = (card: SavedCard | null) => (card ? `${card.brand}:${card.last4}:${card.expMonth}/${card.expYear}` : "none");

type Stored = { before: string; fromQuote: boolean };

function stored(): Stored | null {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? "null") as Stored | null;
  } catch {
    return null;
  }
}

/** Before going to Stripe's page: the card shown now, and whether the client came from a quote. */
export function rememberBeforeLeaving(card: SavedCard | null, fromQuote: boolean) {
  try {
    sessionStorage.setItem(STORE, JSON.stringify({ before: keyOf(card), fromQuote } satisfies Stored));
  } catch {
    // Storage refused (private mode): the page still shows the card once it is in.
  }
}

export type CardReturn = ReturnType<typeof useCardReturn>;

/** Whether the page is a return from Stripe's page, whether it waits for the card, and whether the client came from a quote. */
export function useCardReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the address is then cleaned (a reload does not say it again), the page keeps what it said.
  const [first] = useState(() => {
    const query = new URLSearchParams(location.search);
    const card = query.get("card");
    const which = card === "saved" ? "saved" : card === "cancelled" ? "cancelled" : null;
    const memory = which ? stored() : null;
    return { which, memory, fromQuote: query.get("from") === "quote" || Boolean(memory?.fromQuote) } as const;
  });
  const { memory, fromQuote } = first;
  const [which, setWhich] = useState(first.which);
  const [waiting, setWaiting] = useState(which === "saved");
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (!query.has("card") && !query.has("from")) return;
    query.delete("card");
    query.delete("from");
    const search = query.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true });
  }, [location, navigate]);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  /** The card the page now shows: waiting ends once it is a new one. */
  const settle = useCallback(
    (shown: SavedCard | null) => {
      if (shown && keyOf(shown) !== (memory?.before ?? "none")) setWaiting(false);
    },
    [memory],
  );
  /** Another step taken (a card removed, autopay changed): the note about coming back is no longer the news. */
  const dismiss = useCallback(() => setWhich(null), []);
  return { which, waiting, fromQuote, settle, dismiss };
}

/** The note back from Stripe's page (saved, or nothing saved), and the offer's words after a quote. */
export function ReturnNote({ back, fromQuote }: { back: CardReturn; fromQuote: boolean }) {
  const m = usePaymentMethodMessages().paymentMethod;
  const text = back.which === "saved" ? (back.waiting ? m.returned.confirming : m.returned.saved) : back.which === "cancelled" ? m.returned.cancelled : null;
  return (
    <>
      {fromQuote && back.which !== "saved" ? <p className="text-sm text-ink">{m.fromQuote}</p> : null}
      <div role="status" data-card-return={back.which ?? undefined}>
        {text ? (
          <p
            className={cn(
              "flex items-start gap-2.5 rounded-xl p-4 text-sm font-medium ring-1 ring-inset",
              back.which === "saved" ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-slate-100 text-slate-800 ring-slate-200",
            )}
          >
            {back.which === "saved" ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            ) : (
              <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            )}
            {text}
          </p>
        ) : null}
      </div>
    </>
  );
}
