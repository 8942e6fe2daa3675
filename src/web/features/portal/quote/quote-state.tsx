import { Ban, CheckCircle2, Clock, XCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { telHref } from "@shared/format";
import { usePortalMessages } from "~/i18n/portal-messages";
import { cn } from "~/lib/cn";
import { useFormat } from "~/i18n/format";
import type { PortalQuoteView } from "../api/quote";
import { QuoteAutopayOffer } from "../payment-method/quote-offer";
import { useSupportPhone } from "../api/company";

/** What became of a quote that can no longer be answered: accepted (by whom, when), declined, expired or withdrawn (when). Nothing for a pending one. */
export function QuoteState({ quote }: { quote: PortalQuoteView }) {
  const supportPhone = useSupportPhone();
  const m = usePortalMessages().portal;
  const f = useFormat();
  const call = (
    <a href={telHref(supportPhone)} className="whitespace-nowrap font-semibold underline underline-offset-2">
      {supportPhone}
    </a>
  );
  const { acceptance } = quote;
  switch (quote.status) {
    case "pending":
      return null;
    case "accepted":
      return (
        <Panel tone="accepted" icon={CheckCircle2} title={m.quotes.status.accepted} after={<QuoteAutopayOffer />}>
          {acceptance ? m.quote.state.accepted(acceptance.signedName, f.dateTime(acceptance.acceptedAt) ?? acceptance.acceptedAt) : null}
          {acceptance?.channel === "staff" ? ` ${m.quote.state.byStaff}` : null}
        </Panel>
      );
    case "declined":
      return (
        <Panel tone="closed" icon={XCircle} title={m.quotes.status.declined}>
          {m.quote.state.declined} {call}.
        </Panel>
      );
    case "expired":
      return (
        <Panel tone="closed" icon={Clock} title={m.quotes.status.expired}>
          {m.quote.state.expired(f.date(quote.validUntil) ?? quote.validUntil)} {call}.
        </Panel>
      );
    case "withdrawn":
      return (
        <Panel tone="closed" icon={Ban} title={m.quotes.status.withdrawn}>
          {m.quote.state.withdrawn(f.date(quote.withdrawnAt) ?? "")} {call}.
        </Panel>
      );
  }
}

function Panel({
  tone,
  icon: Icon,
  title,
  children,
  after,
}: {
  tone: "accepted" | "closed";
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** What follows the words (the offer to pay automatically). */
  after?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="quote-state"
      data-quote-state
      className={cn(
        "flex items-start gap-3 rounded-2xl p-5 ring-1 ring-inset",
        tone === "accepted" ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-slate-100 text-slate-800 ring-slate-200",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <h2 id="quote-state" tabIndex={-1} className="scroll-mt-24 font-semibold outline-none">
          {title}
        </h2>
        <p className="mt-0.5 text-sm">{children}</p>
        {after}
      </div>
    </section>
  );
}
