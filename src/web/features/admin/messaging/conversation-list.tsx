import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Flag } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { conversationListQuerySchema, type ConversationSummary } from "@shared/schemas/messages";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { formatCount, formatShortDate, formatTime } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { conversationsQuery } from "../api/messaging";
import { SearchBox } from "../list-kit/controls";
import { Pager } from "../list-kit/pager";
import { ListEmpty, LoadFailed, Loading } from "../list-kit/states";
import { useListQuery } from "../list-kit/use-list-query";
import { useFailureToast } from "../use-failure-toast";

/** A conversation's row: client, last message's preview and time, unread count, follow-up marker. */
function Row({ item, current }: { item: ConversationSummary; current: boolean }) {
  const m = useAdminMessages().admin.messaging;
  return (
    <li>
      <Link
        to={adminPaths.conversation(item.clientId)}
        aria-current={current ? "page" : undefined}
        data-conversation={item.clientId}
        className={cn("block px-4 py-3 hover:bg-surface focus-visible:outline-offset-[-2px]", current && "bg-brand-50")}
      >
        <span className="flex items-baseline justify-between gap-3">
          <span className={cn("min-w-0 truncate text-ink", item.unread ? "font-bold" : "font-semibold")}>{item.clientName}</span>
          <span className="shrink-0 text-xs text-muted">
            {formatShortDate(item.lastMessageAt)} {formatTime(item.lastMessageAt)}
          </span>
        </span>
        <span className="mt-0.5 line-clamp-2 text-sm text-muted [overflow-wrap:anywhere]">{item.lastPreview}</span>
        {item.unread || item.openFollowUps ? (
          <span className="mt-1.5 flex flex-wrap gap-2">
            {item.unread ? (
              <span data-unread={item.unread} className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {m.unread(item.unread)}
              </span>
            ) : null}
            {item.openFollowUps ? (
              <span
                data-follow-up
                className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-300"
              >
                <Flag aria-hidden="true" className="h-3 w-3" />
                {m.followUpMarker}
              </span>
            ) : null}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/** The conversations, newest first, searched by client name and paged by 50; `current` is the open one. */
export function ConversationList({ current }: { current?: string }) {
  const m = useAdminMessages().admin.messaging;
  const { query, update, search, hasFilters } = useListQuery(conversationListQuerySchema);
  const list = useQuery({ ...conversationsQuery(query), placeholderData: keepPreviousData });
  useFailureToast(list, () => notify.error(m.fetchFailed.title, m.fetchFailed.description));
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-label={m.listLabel} className="rounded-xl bg-white shadow-sm ring-1 ring-line">
      <div className="border-b border-line p-4">
        <SearchBox id="messaging-search" label={m.search} placeholder={m.searchPlaceholder} {...search} />
      </div>
      {!data && list.isError ? (
        <LoadFailed text={m.fetchFailed.description} retry={m.retry} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !data ? (
        <Loading text={m.loading} />
      ) : data.items.length === 0 ? (
        <ListEmpty
          kind={hasFilters ? "filtered" : "none"}
          title={m.empty[hasFilters ? "filtered" : "none"]}
          hint={m.emptyHint[hasFilters ? "filtered" : "none"]}
        />
      ) : (
        <ul className="divide-y divide-line">
          {data.items.map((item) => (
            <Row key={item.clientId} item={item} current={item.clientId === current} />
          ))}
        </ul>
      )}
      {data && pages > 1 ? (
        <Pager page={query.page} pages={pages} total={formatCount(data.total)} labels={m.pagination} onPage={(page) => update({ page })} />
      ) : null}
    </section>
  );
}
