import type { AdminInvoiceState } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { StatusBadge } from "./status-badge";

/** An invoice's status as a coloured pill with its name. */
export function InvoiceStatusBadge({ status }: { status: AdminInvoiceState }) {
  const m = useAdminMessages().admin.invoices;
  return <StatusBadge status={status} label={m.statuses[status]} />;
}
