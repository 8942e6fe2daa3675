import type { AdminQuoteState } from "@shared/schemas/quotes";
import { useAdminMessages } from "~/i18n/admin-messages";
import { StatusBadge } from "../billing/status-badge";

/** A quote's status as a coloured pill with its name. */
export function QuoteStatusBadge({ status }: { status: AdminQuoteState }) {
  const m = useAdminMessages().admin.quotes;
  return <StatusBadge status={status} label={m.statuses[status]} />;
}
