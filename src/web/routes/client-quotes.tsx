import { useQuery } from "@tanstack/react-query";
import { quotesQuery } from "~/features/portal/api/get-quotes";
import { PageHeader } from "~/features/portal/page-header";
import { QueryView } from "~/features/portal/query-view";
import { QuotesList } from "~/features/portal/quotes-list";
import { usePortalMessages } from "~/i18n/portal-messages";
import { portalMeta } from "~/lib/page-meta";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = () => portalMeta(pageTexts.portalQuotes);

/** /client-dashboard/quotes: the signed-in client's quotes. */
export default function ClientQuotes() {
  const m = usePortalMessages().portal.quotes;
  const quotes = useQuery(quotesQuery);
  return (
    <div className="space-y-8">
      <PageHeader title={m.heading} intro={m.intro} />
      <QueryView query={quotes}>{(data) => <QuotesList quotes={data} />}</QueryView>
    </div>
  );
}
