import { useQuery } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "@shared/paths";
import { portalPaths } from "@shared/portal-paths";
import { buttonVariants } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { ApiError } from "~/lib/api";
import { quoteQuery, useReloadQuote, type PortalQuoteView } from "../api/quote";
import { QueryView } from "../query-view";
import { StatusBadge } from "../status-badge";
import { AcceptForm } from "./accept-form";
import { OtherActions } from "./other-actions";
import { QuoteDocument } from "./quote-document";
import { QuoteNotFound } from "./quote-not-found";
import { QuoteState } from "./quote-state";
import { shownTotals } from "./shown-totals";

const QUOTE_ID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** /client-dashboard/quotes/{id}: one of the client's quotes; another client's (404) is not found. */
export default function QuotePage({ id }: { id: string }) {
  return QUOTE_ID.test(id) ? <QuoteLoader id={id} /> : <QuoteNotFound />;
}

function QuoteLoader({ id }: { id: string }) {
  const m = usePortalMessages().portal.quote;
  const query = useQuery(quoteQuery(id));
  if (query.error instanceof ApiError && query.error.status === 404) return <QuoteNotFound />;
  return (
    <QueryView query={query} failed={m.loadFailed}>
      {(quote) => <QuoteView quote={quote} />}
    </QueryView>
  );
}

/**
 * The quote, what became of it, and while it is pending: Accept (terms, signature, button),
 * then Request Changes and Decline. A refused answer (409) is shown with the server's words and
 * the quote is read again.
 */
function QuoteView({ quote }: { quote: PortalQuoteView }) {
  const m = usePortalMessages().portal;
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
      <Link to={paths.clientQuotes} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {m.quote.back}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted">{m.quote.number(quote.number)}</p>
          <h1 id="quote-title" className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {quote.title}
          </h1>
          <div className="mt-2">
            <StatusBadge status={quote.status} label={m.quotes.status[quote.status]} />
          </div>
        </div>
        <a href={portalPaths.quotePdf(quote.id)} download className={buttonVariants({ variant: "secondary" })}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {m.quotes.downloadPdf}
        </a>
      </div>
      {conflict ? (
        <div
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          className="flex items-start gap-2.5 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-inset ring-red-200 outline-none"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <div>
            <p className="font-semibold">{m.quote.conflict}</p>
            <p>{conflict}</p>
          </div>
        </div>
      ) : null}
      <QuoteState quote={quote} />
      <QuoteDocument quote={quote} totals={totals} chosen={chosen} onChoose={onChoose} />
      {pending ? (
        <>
          <AcceptForm quote={quote} chosen={chosen} totals={totals} onConflict={onConflict} />
          <OtherActions quoteId={quote.id} onConflict={onConflict} />
        </>
      ) : null}
    </div>
  );
}
