import { useQuery } from "@tanstack/react-query";
import { usePortalMessages } from "~/i18n/portal-messages";
import { quotesQuery } from "./api/get-quotes";
import { PageHeader } from "./page-header";
import { QueryView } from "./query-view";
import { QuotesList } from "./quotes-list";

/** /client-dashboard/quotes: the signed-in client's quotes. */
export default function QuotesPage() {
  const m = usePortalMessages().portal.quotes;
  const quotes = useQuery(quotesQuery);
  return (
    <div className="space-y-8">
      <PageHeader title={m.heading} intro={m.intro} />
      <QueryView query={quotes}>{(data) => <QuotesList quotes={data} />}</QueryView>
    </div>
  );
}
