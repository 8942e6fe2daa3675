import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft, Download } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PortalInvoiceState, PortalQuoteState } from "@shared/portal";
import { paths } from "@shared/paths";
import { portalPaths } from "@shared/portal-paths";
import { buttonVariants } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { ApiError } from "~/lib/api";
import { PageHeader } from "./page-header";
import { QueryView } from "./query-view";
import { StatusBadge } from "./status-badge";

// A quote's and an invoice's page are laid out alike: what differs is named by its kind.
type Kind = "quote" | "invoice";
const LIST = { quote: paths.clientQuotes, invoice: paths.clientInvoices };
const PDF = { quote: portalPaths.quotePdf, invoice: portalPaths.invoicePdf };
const RECORD_ID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** One of the client's quotes or invoices by id; a malformed id or another client's (404) is not found. */
export function RecordPage<T>({
  kind,
  id,
  useRecord,
  children,
}: {
  kind: Kind;
  id: string;
  useRecord: (id: string) => UseQueryResult<T>;
  children: (record: T) => ReactNode;
}) {
  return RECORD_ID.test(id) ? (
    <RecordLoader kind={kind} id={id} useRecord={useRecord}>
      {children}
    </RecordLoader>
  ) : (
    <RecordNotFound kind={kind} />
  );
}

function RecordLoader<T>({ kind, id, useRecord, children }: Parameters<typeof RecordPage<T>>[0]) {
  const m = usePortalMessages().portal[kind];
  const query = useRecord(id);
  if (query.error instanceof ApiError && query.error.status === 404) return <RecordNotFound kind={kind} />;
  return (
    <QueryView query={query} failed={m.loadFailed}>
      {children}
    </QueryView>
  );
}

/** A record that does not exist or belongs to another client (404): said the same way, inside the portal. */
function RecordNotFound({ kind }: { kind: Kind }) {
  const m = usePortalMessages().portal[kind].notFound;
  return (
    <div {...{ [`data-${kind}-not-found`]: true }} className="space-y-6">
      <PageHeader title={m.title} intro={m.text} />
      <Link to={LIST[kind]} className={buttonVariants({ variant: "secondary" })}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {m.back}
      </Link>
    </div>
  );
}

/** The way back to the list, then the record's number, title (`{kind}-title`), status and PDF. */
export function RecordHeader({
  kind,
  record,
}: {
  kind: Kind;
  record: { id: string; number: string; title: string; status: PortalQuoteState | PortalInvoiceState };
}) {
  const m = usePortalMessages().portal;
  const list: { status: Record<string, string>; downloadPdf: string } = m[`${kind}s`];
  return (
    <>
      <Link to={LIST[kind]} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {m[kind].back}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted">{m[kind].number(record.number)}</p>
          <h1 id={`${kind}-title`} className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {record.title}
          </h1>
          <div className="mt-2">
            <StatusBadge status={record.status} label={list.status[record.status]!} />
          </div>
        </div>
        {/* A withdrawn quote is kept for the record only: nothing to do with it, not even its PDF. */}
        {record.status === "withdrawn" ? null : (
          <a href={PDF[kind](record.id)} download className={buttonVariants({ variant: "secondary" })}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {list.downloadPdf}
          </a>
        )}
      </div>
    </>
  );
}
