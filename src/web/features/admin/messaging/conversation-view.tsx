import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { LoadFailed, Loading } from "../list-kit/states";
import { useConversationQuery } from "../api/messaging";
import { EntryItem } from "./entry-item";
import { FollowUps } from "./follow-ups";
import { ReplyForm } from "./reply-form";

const linkClass = "inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline";

/** One client's conversation: their messages and e-mails in time order, open follow-ups, and the reply box. */
export function ConversationView({ clientId }: { clientId: string }) {
  const m = useAdminMessages().admin.messaging;
  const conversation = useQuery(useConversationQuery()(clientId));
  const scroller = useRef<HTMLDivElement>(null);
  const entries = conversation.data?.entries.length ?? 0;
  // The newest entries are at the bottom, above the reply box: keep them in view.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [entries]);

  const back = (
    <Link to={adminPaths.messaging} className={`${linkClass} lg:hidden`}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {m.back}
    </Link>
  );
  if (conversation.error instanceof ApiError && conversation.error.status === 404)
    return (
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-line">
        {back}
        <p className="mt-3 text-lg font-semibold text-ink">{m.notFound.title}</p>
        <p className="mt-1 text-sm text-muted">{m.notFound.text}</p>
      </div>
    );
  if (!conversation.data)
    return conversation.isError ? (
      <LoadFailed framed text={m.conversationFailed} retry={m.retry} onRetry={() => void conversation.refetch()} retrying={conversation.isFetching} />
    ) : (
      <Loading framed text={m.loadingConversation} />
    );
  const { client, followUps } = conversation.data;
  return (
    <div className="flex min-w-0 flex-col rounded-xl bg-white shadow-sm ring-1 ring-line">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line p-4">
        <div className="min-w-0">
          {back}
          <h2 className="text-lg font-semibold text-ink">{client.fullName}</h2>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">{client.email ?? m.noEmail}</p>
        </div>
        <Link to={adminPaths.client(client.id)} className={linkClass}>
          {m.clientPage}
        </Link>
      </header>
      <FollowUps clientId={client.id} followUps={followUps} />
      <div
        ref={scroller}
        className="relative max-h-[60vh] min-h-40 overflow-y-auto p-4"
        tabIndex={0}
        aria-label={m.conversationLabel(client.fullName)}
        role="region"
      >
        {entries === 0 ? (
          <p className="py-8 text-center text-sm text-muted">{m.emptyConversation}</p>
        ) : (
          <ol className="space-y-3">
            {conversation.data.entries.map((entry) => (
              <EntryItem key={`${entry.type}-${entry.id}`} entry={entry} />
            ))}
          </ol>
        )}
      </div>
      <ReplyForm clientId={client.id} disabled={!client.email} />
    </div>
  );
}
