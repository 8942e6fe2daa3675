import { CheckCircle2, FileText } from "lucide-react";
import { Link } from "react-router";
import type { PortalQuote } from "@shared/portal";
import { paths } from "@shared/paths";
import { portalPaths } from "@shared/portal-paths";
import { buttonVariants } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import { EmptyState } from "./empty-state";
import { PdfDownload, RecordCard } from "./record-card";
import { StatusBadge } from "./status-badge";

/**
 * The client's quotes (spec 000 §4): each links to its page; Download PDF on every one, Accept
 * Quote only on Pending ones (it opens the quote at its acceptance section). A quote staff
 * withdrew after sending it stays listed, marked Withdrawn, with no actions. Empty: "No quotes
 * available" and Request Quote.
 */
export function QuotesList({ quotes }: { quotes: PortalQuote[] }) {
  const m = usePortalMessages().portal.quotes;
  const f = useFormat();
  if (quotes.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title={m.empty}
        hint={m.emptyHint}
        action={
          <Link to={paths.getQuote} className={buttonVariants()}>
            {m.requestQuote}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="space-y-4">
      {quotes.map((quote) => {
        const titleId = `quote-${quote.id}`;
        return (
          <li key={quote.id}>
            <RecordCard
              titleId={titleId}
              service={quote.service}
              href={portalPaths.quote(quote.id)}
              amount={f.money(quote.amountCents)}
              badge={<StatusBadge status={quote.status} label={m.status[quote.status]} />}
              dates={[
                [m.quoteDate, quote.quoteDate],
                [m.validUntil, quote.validUntil],
              ]}
              actions={
                quote.status === "withdrawn" ? null : (
                  <div className="flex flex-wrap items-center gap-3">
                    <PdfDownload href={portalPaths.quotePdf(quote.id)} describedBy={titleId} label={m.downloadPdf} />
                    {quote.status === "pending" ? (
                      <Link to={portalPaths.quote(quote.id, "accept")} aria-describedby={titleId} className={buttonVariants({ size: "sm" })}>
                        <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
                        {m.accept}
                      </Link>
                    ) : null}
                  </div>
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
