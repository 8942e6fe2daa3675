import { useQuery } from "@tanstack/react-query";
import { ChevronRight, Plus } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { AnnouncementSummary } from "@shared/schemas/announcements";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatShortDate } from "~/lib/display-format";
import { announcementsQuery } from "../api/announcements";
import { IconLink } from "../components/icon-link";
import { StatusPill, TONES } from "../components/status-pill";
import { ListEmpty, LoadFailed, Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { AudienceCard, MailingAddressBanner } from "./audience-card";

/** An announcement's line: its subject, whether it is a draft or sent (when, to how many). */
function Row({ a }: { a: AnnouncementSummary }) {
  const m = useAdminMessages().admin.announcements.list;
  const sent = a.sentAt !== null;
  return (
    <li data-announcement={a.id}>
      <Link
        to={adminPaths.announcement(a.id)}
        className="flex items-center gap-4 px-4 py-4 hover:bg-surface focus-visible:outline-2 focus-visible:-outline-offset-2 sm:px-6"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-ink">{a.subjectEn}</span>
            <span lang="fr" className="block truncate text-sm text-muted">
              {a.subjectFr}
            </span>
          </span>
          <span className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm sm:flex-col sm:items-end sm:text-right">
            <StatusPill tone={sent ? TONES.green : TONES.slate} data-status={sent ? "sent" : "draft"}>
              {sent ? m.sent : m.draft}
            </StatusPill>
            <span className="text-xs text-muted">
              {sent ? `${m.sentOn(formatShortDate(a.sentAt!) ?? "")} · ${m.sentTo(a.recipientCount ?? 0)}` : m.edited(formatShortDate(a.updatedAt) ?? "")}
            </span>
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

/** /admin/announcements: who may receive news now, and every announcement, newest first. */
export function AnnouncementsList() {
  const m = useAdminMessages().admin.announcements;
  const list = useQuery(announcementsQuery());
  return (
    <AdminPage
      title={m.pages.list.title}
      description={m.pages.list.intro}
      actions={
        <IconLink to={adminPaths.announcementNew} icon={Plus}>
          {m.newAnnouncement}
        </IconLink>
      }
    >
      {list.data && !list.data.mailingAddressSet ? <MailingAddressBanner /> : null}
      {list.isPending ? (
        <Loading framed text={m.loading} />
      ) : list.isError ? (
        <LoadFailed framed text={m.fetchFailed.text} retry={m.fetchFailed.retry} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <section aria-labelledby="announcements-heading" className="rounded-xl bg-white shadow-sm ring-1 ring-line">
            <h2 id="announcements-heading" className="border-b border-line px-4 py-3 text-base font-semibold text-ink sm:px-6">
              {m.list.heading}
            </h2>
            {list.data.announcements.length ? (
              <ul className="divide-y divide-line">
                {list.data.announcements.map((a) => (
                  <Row key={a.id} a={a} />
                ))}
              </ul>
            ) : (
              <ListEmpty kind="none" title={m.list.empty.title} hint={m.list.empty.hint} />
            )}
          </section>
          <AudienceCard audience={list.data.audience} />
        </div>
      )}
    </AdminPage>
  );
}
