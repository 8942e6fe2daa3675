import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { SessionInfo } from "@shared/schemas/auth";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { sessionQueryKey, useSession } from "~/lib/session";
import { useSignOut } from "../api/sign-out";
import { GateLoadFailed, GateSpinner } from "./gate-status";
import { SignInScreen } from "./sign-in-screen";
import { useVerificationNotice } from "./use-verification-notice";

export type AdminSession = SessionInfo & { role: "admin" };

/**
 * The one gate of every admin route (spec 001 §4, O-03): a spinner while the session loads, the
 * sign-in screen for anyone who is not an admin, and `children` for an admin. A signed-in client
 * is signed out and told 'Access denied. Admin privileges required.' (spec 001 §6, checklist B-06).
 */
export function AdminGate({ children }: { children: (session: AdminSession) => ReactNode }) {
  const [params] = useSearchParams();
  const session = useSession();
  const refusing = useRefuseClient(session.data);
  useVerificationNotice();
  const recoveryToken = params.get("type") === "recovery" ? params.get("token") : null;

  if (recoveryToken) return <SignInScreen recoveryToken={recoveryToken} />;
  if (session.isPending || refusing) return <GateSpinner />;
  if (session.data?.role === "admin") return children(session.data as AdminSession);
  if (session.data === undefined) return <GateLoadFailed onRetry={() => session.refetch()} retrying={session.isFetching} />;
  return <SignInScreen />;
}

/** Sign a client's session out once, then show the access-denied toast; true until that is done. */
function useRefuseClient(session: SessionInfo | null | undefined): boolean {
  const m = useAdminMessages().adminAuth.authError;
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const isClient = session?.role === "client";
  const started = useRef(false);

  useEffect(() => {
    if (!isClient || started.current) return;
    started.current = true;
    void signOut
      .mutateAsync()
      .catch(() => undefined)
      .finally(() => {
        started.current = false;
        queryClient.setQueryData(sessionQueryKey, null);
        notify.error(m.title, m.notAdmin);
      });
  }, [isClient, signOut, queryClient, m]);

  return isClient;
}
