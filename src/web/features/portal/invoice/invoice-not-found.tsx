import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@shared/paths";
import { buttonVariants } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { PageHeader } from "../page-header";

/** An invoice that does not exist or belongs to another client (404): said the same way, inside the portal. */
export function InvoiceNotFound() {
  const m = usePortalMessages().portal.invoice.notFound;
  return (
    <div data-invoice-not-found className="space-y-6">
      <PageHeader title={m.title} intro={m.text} />
      <Link to={paths.clientInvoices} className={buttonVariants({ variant: "secondary" })}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {m.back}
      </Link>
    </div>
  );
}
