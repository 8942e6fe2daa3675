import { useQuery } from "@tanstack/react-query";
import { invoicesQuery } from "~/features/portal/api/get-invoices";
import { InvoicesList } from "~/features/portal/invoices-list";
import { PageHeader } from "~/features/portal/page-header";
import { QueryView } from "~/features/portal/query-view";
import { usePortalMessages } from "~/i18n/portal-messages";
import { portalMeta } from "~/lib/page-meta";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = () => portalMeta(pageTexts.portalInvoices);

/** /client-dashboard/invoices: summary cards and the signed-in client's invoices. */
export default function ClientInvoices() {
  const m = usePortalMessages().portal.invoices;
  const invoices = useQuery(invoicesQuery);
  return (
    <div className="space-y-8">
      <PageHeader title={m.heading} intro={m.intro} />
      <QueryView query={invoices}>{(data) => <InvoicesList invoices={data} />}</QueryView>
    </div>
  );
}
