import { useQuery } from "@tanstack/react-query";
import { usePortalMessages } from "~/i18n/portal-messages";
import { invoicesQuery } from "./api/get-invoices";
import { InvoicesList } from "./invoices-list";
import { PageHeader } from "./page-header";
import { PaymentMethodSection } from "./payment-method/payment-method-section";
import { QueryView } from "./query-view";

/** /client-dashboard/invoices: summary cards, the signed-in client's invoices, and their payment method (card on file, automatic payment). */
export default function InvoicesPage() {
  const m = usePortalMessages().portal.invoices;
  const invoices = useQuery(invoicesQuery);
  return (
    <div className="space-y-8">
      <PageHeader title={m.heading} intro={m.intro} />
      <QueryView query={invoices}>{(data) => <InvoicesList invoices={data} />}</QueryView>
      <PaymentMethodSection />
    </div>
  );
}
