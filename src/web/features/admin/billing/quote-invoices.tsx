import { FilePlus2, Loader2, Receipt } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { QuoteDetail } from "@shared/schemas/quotes";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { useInvoiceFromQuote } from "../api/invoices";
import { notifySaveFailed } from "../server-message";
import { InfoCard } from "../components/info-card";
import { useSessionCheck } from "../use-failure-toast";
import { InvoiceStatusBadge } from "./invoice-status-badge";

// An accepted quote's invoices, on the quote's page: links to each, and Create invoice for the work.

type Quote = QuoteDetail["quote"];
const invoicesOf = (quote: Quote) => quote.invoices;

/** Whether the work is still to be invoiced: the quote is accepted and has no standard invoice that is not void. */
export const canInvoiceQuote = (quote: Quote) => quote.status === "accepted" && !invoicesOf(quote).some((i) => i.kind === "standard" && i.status !== "void");

/** Create invoice: a draft from the quote (its lines, the optional items chosen, its taxes; the deposit paid credited), then its page. */
export function CreateInvoiceButton({ quote }: { quote: Quote }) {
  const m = useAdminMessages().admin.invoices.fromQuote;
  const create = useInvoiceFromQuote();
  const navigate = useNavigate();
  const checkSession = useSessionCheck();
  const onClick = async () => {
    try {
      const made = await create.mutateAsync({ quoteId: quote.id });
      notify.success(m.created.title, m.created.description(quote.number));
      navigate(adminPaths.invoiceView(made.invoice.id));
    } catch (err) {
      notifySaveFailed(err, m.failed);
      checkSession(err);
    }
  };
  return (
    <Button size="sm" onClick={() => void onClick()} disabled={create.isPending}>
      {create.isPending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <FilePlus2 aria-hidden="true" className="h-4 w-4" />}
      {create.isPending ? m.creating : m.create}
    </Button>
  );
}

/** The quote's invoices, each a link with its kind and status. */
export function QuoteInvoices({ quote }: { quote: Quote }) {
  const m = useAdminMessages().admin.invoices;
  const list = invoicesOf(quote);
  return (
    <InfoCard id="invoices" title={m.fromQuote.heading} icon={Receipt} className="lg:col-span-2">
      {list.length ? (
        <ul className="mt-4 divide-y divide-line text-sm">
          {list.map((i) => (
            <li key={i.id} data-invoice={i.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
              <span className="min-w-0">
                <Link to={adminPaths.invoiceView(i.id)} className="font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline">
                  {i.number ?? m.draftTitle}
                </Link>
                <span className="block text-xs text-muted">
                  {m.kinds[i.kind]} · {formatMoney(i.totalCents)}
                </span>
              </span>
              <InvoiceStatusBadge status={i.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted">{m.fromQuote.none}</p>
      )}
    </InfoCard>
  );
}
