import { MessagesSquare } from "lucide-react";
import { useParams } from "react-router";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { AdminPage } from "../shell/admin-page";
import { ConversationList } from "./conversation-list";
import { ConversationView } from "./conversation-view";

/**
 * /admin/messaging (the conversations) and /admin/messaging/{clientId} (one open beside them). On
 * a narrow screen the open conversation takes the whole width, with a link back to the list.
 */
export function MessagingPage() {
  const m = useAdminMessages().admin.messaging;
  const { clientId } = useParams();
  return (
    <AdminPage title={m.title} description={m.intro}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className={cn(clientId && "hidden lg:block")}>
          <ConversationList current={clientId} />
        </div>
        {clientId ? (
          <ConversationView key={clientId} clientId={clientId} />
        ) : (
          <div className="hidden flex-col items-center justify-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-line lg:flex">
            <MessagesSquare aria-hidden="true" className="h-8 w-8 text-muted" />
            <p className="mt-3 font-semibold text-ink">{m.pick.title}</p>
            <p className="mt-1 max-w-sm text-sm text-muted">{m.pick.text}</p>
          </div>
        )}
      </div>
    </AdminPage>
  );
}
