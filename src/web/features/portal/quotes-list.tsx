import { CheckCircle2, Download, FileText } from "lucide-react";
import { Link } from "react-router";
import type { PortalQuote } from "@shared/portal";
import { paths } from "@shared/paths";
import { buttonVariants } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { formatMoney } from "~/lib/display-format";
import { SoonActions, SoonNote } from "./coming-soon";
import { EmptyState } from "./empty-state";
import { RecordCard } from "./record-card";
import { StatusBadge } from "./status-badge";

/** The client's quotes; Accept Quote only on Pending ones (spec 000 §4). Empty: "No quotes available". */
export function QuotesList({ quotes }: { quotes: PortalQuote[] }) {
  const m = usePortalMessages().portal.quotes;
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
    <div className="space-y-4">
      <SoonNote text={m.soonNote} />
      <ul className="space-y-4">
        {quotes.map((quote) => (
          <li key={quote.id}>
            <RecordCard
              service={quote.service}
              amount={formatMoney(quote.amountCents)}
              badge={<StatusBadge status={quote.status} label={m.status[quote.status]} />}
              dates={[
                [m.quoteDate, quote.quoteDate],
                [m.validUntil, quote.validUntil],
              ]}
              actions={
                <SoonActions
                  id={`quote-${quote.id}`}
                  actions={[
                    { label: m.downloadPdf, icon: Download },
                    ...(quote.status === "pending" ? [{ label: m.accept, icon: CheckCircle2, primary: true }] : []),
                  ]}
                />
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
