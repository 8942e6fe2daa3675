import { Clock, type LucideIcon } from "lucide-react";
import { formatDateTime } from "~/lib/display-format";
import { InfoCard } from "../components/info-card";

/** What the timeline needs of an event; the rest is read by the caller's functions. */
type TimelineEvent<K extends string> = { id: string; kind: K; at: string };

type Props<K extends string, E extends TimelineEvent<K>> = {
  events: E[];
  words: { heading: string; order: string; none: string };
  icons: Record<K, LucideIcon>;
  /** What happened, in a line. */
  describe: (e: E) => string;
  /** Label and value pairs shown under the line; the empty ones are left out. */
  details: (e: E) => [string, string | null | undefined][];
  /** Words after the time (a quote's version). */
  afterTime?: (e: E) => string;
};

/** A quote's or an invoice's history as a card, newest first, each event with its icon, time and details. */
export function BillingTimeline<K extends string, E extends TimelineEvent<K>>({ events, words, icons, describe, details, afterTime }: Props<K, E>) {
  const newestFirst = [...events].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return (
    <InfoCard id="timeline" title={words.heading} icon={Clock}>
      <p className="mt-1 text-xs text-muted">{words.order}</p>
      {newestFirst.length ? (
        <ol className="mt-4 space-y-4">
          {newestFirst.map((e) => {
            const Icon: LucideIcon = icons[e.kind];
            return (
              <li key={e.id} data-event={e.kind} className="flex gap-3">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-surface text-brand-700 ring-1 ring-line">
                  <Icon aria-hidden="true" className="h-4 w-4" />
                </span>
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-ink">{describe(e)}</p>
                  <p className="text-xs text-muted">
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                    {afterTime?.(e)}
                  </p>
                  {details(e)
                    .filter((r): r is [string, string] => Boolean(r[1]))
                    .map(([label, value]) => (
                      <p key={label} className="mt-1 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                        <span className="text-muted">{label}: </span>
                        {value}
                      </p>
                    ))}
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-muted">{words.none}</p>
      )}
    </InfoCard>
  );
}
