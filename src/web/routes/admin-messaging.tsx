import { lazy, Suspense } from "react";
import { useMessages } from "~/i18n";

// /admin/messaging and /admin/messaging/{clientId}: a thin module that loads the messaging pages
// (which read the rest of the path themselves), so the manifest every public page downloads stays short.
const MessagingHub = lazy(() => import("~/features/admin/messaging/messaging-hub"));

export default function AdminMessaging() {
  const m = useMessages();
  return (
    <Suspense
      fallback={
        <p role="status" className="px-6 py-14 text-center text-muted">
          {m.common.loading}
        </p>
      }
    >
      <MessagingHub />
    </Suspense>
  );
}
