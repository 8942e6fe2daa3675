import { adminPaths } from "@shared/admin-paths";
import { ADMIN_QUOTE_STATES, quoteListQuerySchema } from "@shared/schemas/quotes";
import { useAdminMessages } from "~/i18n/admin-messages";
import { quotesQuery } from "../api/quotes";
import { BillingList } from "../billing/billing-list";
import { useAdminList } from "../list-kit/use-admin-list";
import { useQuoteColumns } from "./quote-columns";
import { QuoteStats } from "./quote-stats";

/**
 * /admin/quotes: every quote, newest first, 50 a page, by status and search (number, title,
 * client); the cards above sum up what is open and how much is accepted.
 */
export function QuotesList() {
  const m = useAdminMessages().admin.quotes;
  const state = useAdminList(quoteListQuerySchema, quotesQuery, { failed: m.fetchFailed });
  const columns = useQuoteColumns();
  return (
    <BillingList
      id="quotes"
      text={m}
      state={state}
      states={ADMIN_QUOTE_STATES}
      columns={columns}
      stats={<QuoteStats />}
      add={{ to: adminPaths.quoteNew(), label: m.newQuote, first: m.createQuote }}
      tableClassName="sm:min-w-[56rem]"
    />
  );
}
