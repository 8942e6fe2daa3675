import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { DEFAULT_LOCALE } from "@shared/locale";
import type { SessionInfo } from "@shared/schemas/auth";
import { PortalShell } from "~/features/portal/portal-shell";
import { PortalLanguage, rememberedLocale } from "~/features/portal/portal-language";
import { LoadError, PortalLoading } from "~/features/portal/query-view";
import { usePortalMessages } from "~/i18n/portal-messages";
import { QueryProvider } from "~/lib/query-provider";
import { clientLoginFor, isAuthError, linkLocale, sessionQuery, useSession } from "~/lib/session";

/**
 * The portal's layout and gate: "Loading..." until the server confirms a client session, then the
 * shell. No session, a session that ended, or an admin session: /client-login, with nothing of
 * the portal shown (and the page to come back to after signing in). The session is checked again on every page change, so a sign-out in another
 * tab closes this one at its next navigation. The portal is in the client's stored language.
 */
export default function ClientPortal() {
  return (
    <QueryProvider>
      <PortalGate />
    </QueryProvider>
  );
}

function PortalGate() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const mounted = useRef(false);

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true; // the first check is the query's own fetch
      return;
    }
    void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  }, [pathname, queryClient]);

  // Until the session names the client's language: the one their e-mail's link says, else the one they last chose.
  const locale = linkLocale(search) ?? rememberedLocale() ?? DEFAULT_LOCALE;
  // Anyone but a client (a staff session) signs in to the portal afresh.
  if (session.data === null || (session.error && isAuthError(session.error)) || (session.data && session.data.role !== "client")) {
    return <Navigate to={clientLoginFor(pathname, search, locale)} replace />;
  }
  return (
    <PortalLanguage locale={session.data?.language ?? locale}>
      <PortalView session={session} />
    </PortalLanguage>
  );
}

function PortalView({ session }: { session: ReturnType<typeof useSession> }) {
  const m = usePortalMessages().portal;
  // Only a session confirmed since this page opened counts: never a remembered one.
  if (session.data && session.isFetchedAfterMount) {
    return (
      <PortalShell session={session.data}>
        <Outlet context={session.data satisfies SessionInfo} />
      </PortalShell>
    );
  }
  if (session.error) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-surface p-6">
        <LoadError title={m.loadFailed.title} description={m.loadFailed.description} onRetry={() => void session.refetch()} />
      </main>
    );
  }
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface">
      <PortalLoading className="flex items-center gap-2 text-muted" />
    </main>
  );
}
