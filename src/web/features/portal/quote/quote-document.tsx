import type { ReactNode } from "react";
import type { QuoteLine } from "@shared/schemas/quotes";
import { clientAddressLine } from "@shared/schemas/clients";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import type { PortalQuoteView } from "../api/quote";
import { DocumentNotes, RecordDocument } from "../record-document";
import { LinesTable } from "./lines-table";
import type { ShownTotals } from "./shown-totals";
import { TotalsList } from "./totals-list";

/**
 * The quote as a document: dates, client and service address, items, optional items (with a
 * checkbox each while it is pending: `onChoose`), totals, notes and terms.
 */
export function QuoteDocument({
  quote,
  totals,
  chosen,
  onChoose,
}: {
  quote: PortalQuoteView;
  totals: ShownTotals;
  chosen: ReadonlySet<string>;
  onChoose: (lineId: string, on: boolean) => void;
}) {
  const m = usePortalMessages().portal;
  const f = useFormat();
  const pending = quote.status === "pending";
  const added = new Set(quote.acceptance?.optionalLineIds ?? []);
  const details: [label: string, value: ReactNode][] = [
    [m.quotes.quoteDate, <time dateTime={quote.quoteDate}>{f.date(quote.quoteDate)}</time>],
    [m.quotes.validUntil, <time dateTime={quote.validUntil}>{f.date(quote.validUntil)}</time>],
    [m.quote.preparedFor, quote.client.fullName],
    [m.quote.serviceAddress, clientAddressLine(quote.address)],
  ];

  const optionalCell = (line: QuoteLine, description: ReactNode) => {
    if (pending) {
      return (
        <div className="flex items-start gap-3">
          <input
            id={`optional-${line.id}`}
            type="checkbox"
            checked={chosen.has(line.id)}
            onChange={(e) => onChoose(line.id, e.currentTarget.checked)}
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
          />
          <label htmlFor={`optional-${line.id}`}>{description}</label>
        </div>
      );
    }
    if (quote.status !== "accepted") return description;
    return (
      <>
        {description}
        <span className="mt-1 block text-xs font-semibold text-muted">{added.has(line.id) ? m.quote.optional.chosen : m.quote.optional.notChosen}</span>
      </>
    );
  };

  return (
    <RecordDocument
      kind="quote"
      details={details}
      itemsHeading={m.quote.items.heading}
      items={
        <LinesTable
          labelledBy="quote-items"
          lines={quote.lines}
          intro={pending ? m.quote.optional.intro : m.quote.optional.introClosed}
          describeOptional={optionalCell}
        />
      }
      totals={<TotalsList totals={totals} />}
    >
      <DocumentNotes heading={m.quote.notes} notes={quote.notes} />
      <section className="border-t border-line p-5 sm:p-8">
        <h2 className="text-base font-semibold text-ink">{m.quote.terms.heading}</h2>
        <p className="mt-0.5 text-xs text-muted">{m.quote.terms.version(quote.terms.version)}</p>
        <p data-terms className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink">
          {quote.terms.text}
        </p>
      </section>
    </RecordDocument>
  );
}
