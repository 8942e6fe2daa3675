import { lazy, Suspense } from "react";
import { useMessages } from "~/i18n";

// /admin/clients and below, one route whose module loads the hub's pages (clients-hub.tsx). Every
// route table entry, with the list of chunks its module imports, is part of the manifest that each
// public page downloads first; a thin module keeps that entry short. (React Router's nested
// `<Routes>` would add its matcher to the chunk every page shares, so the hub reads its path.)
const ClientsHub = lazy(() => import("~/features/admin/clients/clients-hub"));

export default function AdminClients() {
  const m = useMessages();
  return (
    <Suspense
      fallback={
        <p role="status" className="px-6 py-14 text-center text-muted">
          {m.common.loading}
        </p>
      }
    >
      <ClientsHub />
    </Suspense>
  );
}
