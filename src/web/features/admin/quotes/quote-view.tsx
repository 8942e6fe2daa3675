import { ArrowLeft, Contact, FileSignature, NotebookText } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { clientAddressLine } from "@shared/schemas/clients";
import type { QuoteDetail } from "@shared/schemas/quotes";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate, formatDateTime } from "~/lib/display-format";
import { InfoCard, type InfoRow } from "../components/info-card";
import { Loading } from "../list-kit/states";
import { TaxNumberBanner } from "../billing/tax-number-banner";
import { AdminPage } from "../shell/admin-page";
import { QuoteInvoices } from "../billing/quote-invoices";
import { QuoteActions } from "./quote-actions";
import { QuoteItems } from "./quote-items";
import { QuoteStatusBadge } from "./quote-status-badge";
import { QuoteTimeline } from "./quote-timeline";
import { useQuote } from "./use-quote";
import { IconLink } from "../components/icon-link";

type Quote = QuoteDetail["quote"];
const linkClass = "font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline";

function Details({ quote }: { quote: Quote }) {
  const v = useAdminMessages().admin.quotes.view.details;
  const rows: InfoRow[] = [
    {
      key: "client",
      label: v.client,
      value: (
        <Link to={adminPaths.client(quote.clientId)} className={linkClass}>
          {quote.client.fullName}
        </Link>
      ),
    },
    ...(quote.client.email ? [{ key: "email", label: v.email, value: quote.client.email }] : []),
    { key: "address", label: v.address, value: clientAddressLine(quote.address) },
    { key: "quoteDate", label: v.quoteDate, value: formatDate(quote.quoteDate) },
    { key: "validUntil", label: v.validUntil, value: formatDate(quote.validUntil) },
    { key: "terms", label: v.terms, value: v.termsVersion(quote.terms.version) },
  ];
  return <InfoCard id="details" title={v.heading} icon={Contact} rows={rows} />;
}

function Acceptance({ acceptance: a, lines }: { acceptance: NonNullable<Quote["acceptance"]>; lines: Quote["lines"] }) {
  const v = useAdminMessages().admin.quotes.view.acceptance;
  const unknown = <span className="text-muted">{v.unknown}</span>;
  const chosen = lines.filter((l) => a.optionalLineIds.includes(l.id)).map((l) => l.description);
  const rows: InfoRow[] = [
    { key: "signedName", label: v.signedName, value: a.signedName },
    { key: "acceptedAt", label: v.acceptedAt, value: <time dateTime={a.acceptedAt}>{formatDateTime(a.acceptedAt)}</time> },
    { key: "channel", label: v.channel, value: a.channel === "portal" ? v.portal : v.staff(a.recordedBy) },
    ...(a.note ? [{ key: "note", label: v.note, value: <span className="whitespace-pre-line">{a.note}</span> }] : []),
    { key: "version", label: v.version, value: String(a.version) },
    { key: "terms", label: v.terms, value: a.termsVersion },
    { key: "optional", label: v.optional, value: chosen.length ? chosen.join(", ") : v.noOptional },
    { key: "pdf", label: v.pdf, value: <code className="break-all font-mono text-xs">{a.pdfSha256}</code> },
    { key: "ip", label: v.ip, value: a.ip ?? unknown },
    { key: "userAgent", label: v.userAgent, value: a.userAgent ? <span className="break-words text-xs">{a.userAgent}</span> : unknown },
  ];
  return <InfoCard id="acceptance" title={v.heading} icon={FileSignature} rows={rows} className="lg:col-span-2" />;
}

/** /admin/quotes/{id}: the quote, what can be done with it now, its acceptance and its timeline. */
export function QuoteViewPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.quotes;
  const quote = useQuote(id);
  const q = quote.data?.quote;
  const back = (
    <IconLink to={adminPaths.quotes} icon={ArrowLeft} variant="ghost">
      {m.backToQuotes}
    </IconLink>
  );
  if (!q)
    return (
      <AdminPage title={m.pages.view.title} description={m.pages.view.intro} actions={back}>
        <Loading framed text={m.loadingQuote} />
      </AdminPage>
    );
  return (
    <AdminPage
      title={q.number}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <QuoteStatusBadge status={q.status} /> <span data-version>{m.view.version(q.version)}</span> <span className="text-ink">{q.title}</span>
        </span>
      }
      actions={back}
    >
      <QuoteActions quote={q} />
      {q.status === "draft" ? <TaxNumberBanner document="quote" taxes={q.totals.taxes} /> : null}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        {q.acceptance ? <Acceptance acceptance={q.acceptance} lines={q.lines} /> : null}
        {q.status === "accepted" || q.invoices.length ? <QuoteInvoices quote={q} /> : null}
        <Details quote={q} />
        <InfoCard id="notes" title={m.view.notes.heading} icon={NotebookText}>
          <p data-notes className={`mt-4 whitespace-pre-line break-words text-sm ${q.notes ? "text-ink" : "text-muted"}`}>
            {q.notes ?? m.view.notes.none}
          </p>
        </InfoCard>
        <QuoteItems quote={q} />
        <div className="lg:col-span-2">
          <QuoteTimeline events={q.events} />
        </div>
      </div>
    </AdminPage>
  );
}
