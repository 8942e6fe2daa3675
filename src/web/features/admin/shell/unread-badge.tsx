import { QueryClientContext, useQuery } from "@tanstack/react-query";
import { useContext } from "react";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { unreadTotalQuery } from "../api/messaging";

function UnreadCount({ expanded }: { expanded: boolean }) {
  const m = useAdminMessages().admin.messaging;
  const { data: unread } = useQuery(unreadTotalQuery);
  if (!unread) return null;
  return (
    <span
      data-unread-total={unread}
      className={cn(
        "rounded-full bg-brand-700 text-xs font-semibold text-white",
        expanded ? "ml-auto px-2 py-0.5" : "absolute right-1 top-1 min-w-4 px-1 text-center text-[0.625rem] leading-4",
      )}
    >
      <span aria-hidden="true">{unread > 99 ? "99+" : unread}</span>
      <span className="sr-only">{m.unread(unread)}</span>
    </span>
  );
}

/** The sidebar's count of client messages staff have not read (nothing outside a query client, as in a bare test render). */
export function UnreadBadge({ expanded }: { expanded: boolean }) {
  return useContext(QueryClientContext) ? <UnreadCount expanded={expanded} /> : null;
}
