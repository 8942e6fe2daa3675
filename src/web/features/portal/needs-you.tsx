import { useQuery } from "@tanstack/react-query";
import { CalendarClock, Clock, CreditCard, FileText, MessageSquare, Wallet, type LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@shared/paths";
import type { PortalOverview } from "@shared/portal";
import { portalPaths } from "@shared/portal-paths";
import { buttonVariants } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import { cn } from "~/lib/cn";
import { overviewQuery } from "./api/get-overview";
import { QueryView } from "./query-view";

/** One tile: an icon, a title, what it says now; `attention` when it asks something of the client. */
function Tile({ icon: Icon, title, attention, name, children }: { icon: LucideIcon; title: string; attention: boolean; name: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-needs={name}
      data-attention={attention || undefined}
      className={cn("flex flex-col rounded-2xl bg-white p-5 shadow-xs", attention ? "ring-2 ring-brand-200" : "ring-1 ring-line")}
    >
      <div className="flex items-center gap-2.5">
        <Icon aria-hidden="true" className={cn("h-5 w-5 shrink-0", attention ? "text-brand-700" : "text-muted")} />
        <h3 id={headingId} className="text-sm font-semibold text-muted">
          {title}
        </h3>
      </div>
      <div className="mt-3 flex flex-1 flex-col">{children}</div>
    </section>
  );
}

const Quiet = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted">{children}</p>;

function Balance({ overview }: { overview: PortalOverview }) {
  const m = usePortalMessages().portal;
  const w = m.dashboard.needs;
  const f = useFormat();
  const { unpaidInvoices: unpaid } = overview;
  // Pay Now opens the first invoice still to pay (oldest due first) that is not already waiting for an e-Transfer.
  const next = unpaid.find((i) => !i.etransferSentAt);
  const waiting = unpaid.find((i) => i.etransferSentAt);
  // As on the invoices page: an overdue invoice is paid with "Pay overdue invoice", not Pay Now.
  const payLabel = next?.status === "overdue" ? m.invoices.payOverdue : m.invoices.payNow;
  return (
    <Tile icon={Wallet} title={w.balance.title} attention={next !== undefined} name="balance">
      <p data-balance-owed className="text-2xl font-bold tabular-nums tracking-tight text-ink">
        {f.money(overview.balanceCents)}
      </p>
      {unpaid.length === 0 ? (
        <Quiet>{w.balance.none}</Quiet>
      ) : (
        <p className="text-sm text-muted">{w.balance.on(unpaid.length, unpaid.filter((i) => i.status === "overdue").length)}</p>
      )}
      {next ? (
        <div className="mt-auto pt-4">
          <Link to={portalPaths.invoice(next.id, "pay")} className={buttonVariants({ size: "sm" })} aria-label={`${payLabel}, ${next.number}`}>
            <CreditCard aria-hidden="true" className="h-4 w-4" />
            {payLabel}
          </Link>
        </div>
      ) : waiting ? (
        <p className="mt-auto flex items-start gap-2 pt-4 text-sm font-medium text-amber-900">
          <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {m.invoices.waiting(f.date(waiting.etransferSentAt) ?? "")}
        </p>
      ) : null}
    </Tile>
  );
}

function Quotes({ overview }: { overview: PortalOverview }) {
  const w = usePortalMessages().portal.dashboard.needs;
  const f = useFormat();
  const quotes = overview.pendingQuotes;
  return (
    <Tile icon={FileText} title={w.quotes.title} attention={quotes.length > 0} name="quotes">
      {quotes.length === 0 ? (
        <Quiet>{w.quotes.none}</Quiet>
      ) : (
        <ul className="space-y-2">
          {quotes.slice(0, 3).map((q) => (
            <li key={q.id} className="text-sm">
              <Link
                to={portalPaths.quote(q.id)}
                className="font-medium text-brand-800 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-900"
              >
                {q.service}
              </Link>
              <span className="block text-muted">{w.quotes.until(f.date(q.validUntil) ?? q.validUntil)}</span>
            </li>
          ))}
          {quotes.length > 3 ? (
            <li className="text-sm">
              <Link to={paths.clientQuotes} className="font-medium text-brand-800 underline underline-offset-2">
                {w.quotes.more(quotes.length - 3)}
              </Link>
            </li>
          ) : null}
        </ul>
      )}
    </Tile>
  );
}

function NextVisit({ visit: v }: { visit: NonNullable<PortalOverview["nextVisit"]> }) {
  const m = usePortalMessages().portal.dashboard;
  const f = useFormat();
  return (
    <Tile icon={CalendarClock} title={m.needs.visit.title} attention={false} name="visit">
      <div className="text-sm">
        <p className="font-semibold text-ink">{f.date(v.date)}</p>
        <p className="text-ink">{m.window(f.clockTime(v.windowStart) ?? v.windowStart, f.clockTime(v.windowEnd) ?? v.windowEnd)}</p>
        <p className="mt-1 text-muted [overflow-wrap:anywhere]">{v.service}</p>
      </div>
    </Tile>
  );
}

function Replies({ overview }: { overview: PortalOverview }) {
  const w = usePortalMessages().portal.dashboard.needs;
  const unread = overview.unreadMessages;
  return (
    <Tile icon={MessageSquare} title={w.replies.title} attention={unread > 0} name="replies">
      {unread === 0 ? (
        <Quiet>{w.replies.none}</Quiet>
      ) : (
        <>
          <p className="text-2xl font-bold tabular-nums tracking-tight text-ink">{unread}</p>
          <p className="text-sm text-muted">{w.replies.unread(unread)}</p>
          <div className="mt-auto pt-4">
            <Link to={paths.clientMessages} className={buttonVariants({ variant: "secondary", size: "sm" })}>
              {w.replies.open}
            </Link>
          </div>
        </>
      )}
    </Tile>
  );
}

/**
 * What needs the client, first on the dashboard (decision 050): the balance owed with Pay Now, the
 * quotes waiting for their answer, the next visit, the staff replies not read yet.
 */
export function NeedsYou() {
  const w = usePortalMessages().portal.dashboard.needs;
  const overview = useQuery(overviewQuery);
  return (
    <section aria-labelledby="needs-heading">
      <h2 id="needs-heading" className="text-lg font-semibold text-ink">
        {w.heading}
      </h2>
      <div className="mt-3">
        <QueryView query={overview} failed={w.failed}>
          {(o) => <NeedsYouTiles overview={o} />}
        </QueryView>
      </div>
    </section>
  );
}

/** The tiles of What Needs You. */
export function NeedsYouTiles({ overview: o }: { overview: PortalOverview }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Balance overview={o} />
      <Quotes overview={o} />
      {/* Without a visit the spec's Upcoming Services card below says so. */}
      {o.nextVisit ? <NextVisit visit={o.nextVisit} /> : null}
      <Replies overview={o} />
    </div>
  );
}
