import { useQuery } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import type { AnnouncementRecipient } from "@shared/schemas/announcements";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatCount, formatDateTime } from "~/lib/display-format";
import { announcementRecipientsQuery } from "../api/announcements";
import { InfoCard } from "../components/info-card";
import { EmailStateBadge } from "../components/email-state-badge";

// Who a sent announcement went to (decision 059): how many e-mails were sent, wait, failed or were
// not sent, and each person with what became of theirs; those not sent first, with why.

const when = (iso: string | null) => (iso ? (formatDateTime(iso) ?? iso) : "");

/** What the badge does not say: when it was sent, why it was not, or that a refusal is retried. */
function Outcome({ r }: { r: AnnouncementRecipient }) {
  const m = useAdminMessages().admin.announcements.recipients;
  const because = r.withheldBecause;
  const words =
    r.state === "sent"
      ? when(r.at)
      : r.state === "failed"
        ? m.failed
        : because?.consent === "withdrawn"
          ? m.withheld.withdrawn(when(because.since))
          : because?.since
            ? m.withheld.lapsed(when(because.since))
            : because
              ? m.withheld.none
              : null;
  return words ? (
    <span data-outcome className="text-sm text-muted">
      {words}
    </span>
  ) : null;
}

/** A sent announcement's recipients: the counts, then each person and what became of their e-mail. */
export function RecipientsCard({ id }: { id: string }) {
  const { announcements, clients } = useAdminMessages().admin;
  const m = announcements.recipients;
  const recipients = useQuery(announcementRecipientsQuery(id));
  const data = recipients.data;
  const counts = data
    ? { sent: data.counts.sent, waiting: data.counts.queued + data.counts.retrying, failed: data.counts.failed, withheld: data.counts.withheld }
    : null;
  return (
    <InfoCard id="recipients" title={m.heading} icon={MailCheck}>
      <p className="mt-2 text-sm text-muted">{m.intro}</p>
      {data && counts ? (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(["sent", "waiting", "failed", "withheld"] as const).map((k) => (
              <div key={k} data-count={k} className="rounded-lg bg-surface px-3 py-2 ring-1 ring-line">
                <dt className="text-xs font-semibold text-muted">{m.counts[k]}</dt>
                <dd className="text-xl font-bold tracking-tight text-ink">{formatCount(counts[k])}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-4 divide-y divide-line">
            {data.recipients.map((r) => (
              <li key={r.email} data-recipient={r.email} data-state={r.state} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
                <span className="min-w-0 break-all text-sm font-medium text-ink">{r.email}</span>
                <span className="text-xs text-muted">{clients.languages[r.language]}</span>
                <EmailStateBadge state={r.state} />
                <Outcome r={r} />
              </li>
            ))}
          </ul>
          {data.total > data.recipients.length ? <p className="mt-3 text-xs text-muted">{m.shown(data.recipients.length, data.total)}</p> : null}
        </>
      ) : (
        <p role={recipients.isError ? "alert" : "status"} className="mt-4 text-sm text-muted">
          {recipients.isError ? m.loadFailed : m.loading}
        </p>
      )}
    </InfoCard>
  );
}
