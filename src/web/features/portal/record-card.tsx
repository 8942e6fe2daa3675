import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useFormat } from "~/i18n/format";

/**
 * One quote or invoice: service (a link to its page when it has one), status and amount (with a
 * note under it, e.g. what is left to pay); two labelled dates; its actions in a footer. `titleId` names the card, so that its actions can say
 * which record they act on (aria-describedby).
 */
export function RecordCard({
  titleId,
  service,
  href,
  amount,
  amountNote,
  badge,
  dates,
  reference,
  actions,
}: {
  titleId: string;
  service: string;
  href?: string;
  amount: string;
  amountNote?: string;
  badge: ReactNode;
  dates: [label: string, value: string][];
  /** A labelled text beside the dates (an invoice's number). */
  reference?: [label: string, value: string];
  actions: ReactNode;
}) {
  const f = useFormat();
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-line">
      <div className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-ink">
              {href ? (
                <Link to={href} className="underline decoration-brand-200 decoration-2 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700">
                  {service}
                </Link>
              ) : (
                service
              )}
            </h2>
            <div className="mt-1.5">{badge}</div>
          </div>
          <div className="sm:text-right">
            <p className="text-2xl font-bold tabular-nums tracking-tight text-ink">{amount}</p>
            {amountNote ? <p className="mt-0.5 text-sm font-medium tabular-nums text-muted">{amountNote}</p> : null}
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-4 text-sm sm:flex sm:gap-12">
          {dates.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted">{label}</dt>
              <dd className="mt-0.5 font-medium text-ink">
                <time dateTime={value}>{f.date(value) ?? value}</time>
              </dd>
            </div>
          ))}
          {reference ? (
            <div>
              <dt className="text-muted">{reference[0]}</dt>
              <dd data-reference className="mt-0.5 font-medium text-ink">
                {reference[1]}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      {actions ? <div className="border-t border-line bg-surface px-5 py-3 sm:px-6">{actions}</div> : null}
    </article>
  );
}

/** A card's Download PDF link, described by the card's title. */
export function PdfDownload({ href, describedBy, label }: { href: string; describedBy: string; label: string }) {
  return (
    <a href={href} download aria-describedby={describedBy} className={buttonVariants({ variant: "secondary", size: "sm" })}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {label}
    </a>
  );
}
