import { useQuery } from "@tanstack/react-query";
import { AlertCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { usePortalMessages } from "~/i18n/portal-messages";
import { quoteQuery, useReloadQuote, type PortalQuoteView } from "../api/quote";
import { RecordHeader, RecordPage } from "../record-page";
import { AcceptForm } from "./accept-form";
import { OtherActions } from "./other-actions";
import { QuoteDocument } from "./quote-document";
import { QuoteState } from "./quote-state";
import { shownTotals } from "./shown-totals";

const useQuote = (id: string) => useQuery(quoteQuery(id));

/** /client-dashboard/quotes/{id}: one of the client's quotes; another client's (404) is not found. */
export default function QuotePage({ id }: { id: string }) {
  return (
    <RecordPage kind="quote" id={id} useRecord={useQuote}>
      {(quote) => <QuoteView quote={quote} />}
    </RecordPage>
  );
}

/**
 * The quote, what became of it, and while it is pending: Accept (terms, signature, button),
 * then Request Changes and Decline. A refused answer (409) is shown with the server's words and
 * the quote is read again.
 */
function QuoteView({ quote }: { quote: PortalQuoteView }) {
  const m = usePortalMessages().portal.quote;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [conflict, setConflict] = useState<string | null>(null);
  const reload = useReloadQuote(quote.id);
  const alertRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const pending = quote.status === "pending";
  const totals = shownTotals(quote, chosen);

  // Accept Quote in the list opens the page at its acceptance section.
  useEffect(() => {
    if (hash === "#accept") document.getElementById("accept")?.scrollIntoView({ block: "start" });
  }, [hash]);
  useEffect(() => {
    if (conflict) alertRef.current?.focus();
  }, [conflict]);
  // Once accepted or declined here, the page opens on what became of it (the forms are gone).
  const shownStatus = useRef(quote.status);
  useEffect(() => {
    if (shownStatus.current === "pending" && quote.status !== "pending") document.getElementById("quote-state")?.focus();
    shownStatus.current = quote.status;
  }, [quote.status]);

  const onConflict = (message: string) => {
    setConflict(message);
    void reload();
  };
  const onChoose = (lineId: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(lineId);
      else next.delete(lineId);
      return next;
    });

  return (
    <div className="space-y-6">
      <RecordHeader kind="quote" record={quote} />
      {conflict ? (
        <div
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          className="flex items-start gap-2.5 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-inset ring-red-200 outline-none"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <div>
            <p className="font-semibold">{m.conflict}</p>
            <p>{conflict}</p>
          </div>
        </div>
      ) : null}
      <QuoteState quote={quote} />
      <QuoteDocument quote={quote} totals={totals} chosen={chosen} onChoose={onChoose} />
      {pending ? (
        <>
          <AcceptForm quote={quote} chosen={chosen} totals={totals} onConflict={onConflict} />
          <OtherActions quoteId={quote.id} version={quote.version} onConflict={onConflict} />
        </>
      ) : null}
    </div>
  );
}
