import { lazy, Suspense } from "react";
import { useMessages } from "~/i18n";
import { portalMeta } from "~/lib/page-meta";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = () => portalMeta(pageTexts.portalMessages);

// /client-dashboard/messages: a thin module that loads the page (see client-quotes.tsx).
const MessagesPage = lazy(() => import("~/features/portal/messages/messages-page"));

export default function ClientMessages() {
  const m = useMessages();
  return (
    <Suspense
      fallback={
        <p role="status" className="py-10 text-muted">
          {m.common.loading}
        </p>
      }
    >
      <MessagesPage />
    </Suspense>
  );
}
