import { adminPaths } from "@shared/admin-paths";
import type { QuoteSummary } from "@shared/schemas/quotes";
import { useAdminMessages } from "~/i18n/admin-messages";
import { clientColumn, dayColumn, numberColumn, statusColumn, titleColumn, totalColumn } from "../billing/billing-columns";
import type { Column } from "../list-kit/columns";

/** The quote list's columns: number (the card title, a link to the quote), client, title, total, status, quote date, valid until. */
export function useQuoteColumns(): Column<QuoteSummary>[] {
  const m = useAdminMessages().admin.quotes;
  return [
    numberColumn(m.columns.number, adminPaths.quoteView),
    clientColumn(m.columns.client),
    titleColumn(m.columns.title, "sm:min-w-[12rem]"),
    totalColumn(m.columns.total),
    statusColumn(m.columns.status, m.statuses),
    dayColumn("quoteDate", m.columns.quoteDate, "quote-date", (q) => q.quoteDate),
    dayColumn("validUntil", m.columns.validUntil, "valid-until", (q) => q.validUntil),
  ];
}
