import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ADMIN_LINK_TYPE } from "@shared/admin-paths";
import { isLocale, LANGUAGE_PARAM, type Locale } from "@shared/locale";
import { isStaffRole, type SessionInfo, type StaffRole } from "@shared/schemas/auth";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { sessionQueryKey, useSession } from "~/lib/session";
import { useSignOut } from "../api/sign-out";
import { AcceptInvitationScreen } from "./accept-invitation-screen";
import { GateLoadFailed, GateSpinner } from "./gate-status";
import { SignInScreen } from "./sign-in-screen";
import { useVerificationNotice } from "./use-verification-notice";

/** A signed-in staff member: an owner or office staff (the admin shell), or a cleaner (their own page). */
export type AdminSession = SessionInfo & { role: StaffRole };

/** The language an invitation link names (`lang=fr`), English otherwise. */
const invitationLocale = (params: URLSearchParams): Locale => {
  const value = params.get(LANGUAGE_PARAM);
  return isLocale(value) ? value : "en";
};

/**
 * The one gate of every admin route (spec 001 §4, O-03): a spinner while the session loads, the
 * sign-in screen for anyone who is not staff, and `children` for staff (the layout gives a cleaner
 * their own page, decision 060). A signed-in client is signed out and told 'Access denied. Admin
 * privileges required.' (spec 001 §6, checklist B-06). A password recovery link and a staff
 * invitation's link open their screen whatever the session.
 */
export function AdminGate({ children }: { children: (session: AdminSession) => ReactNode }) {
  const [params] = useSearchParams();
  const session = useSession();
  const refusing = useRefuseClient(session.data);
  useVerificationNotice();
  const type = params.get("type");
  const token = params.get("token");

  if (type === ADMIN_LINK_TYPE.recovery && token) return <SignInScreen recoveryToken={token} />;
  if (type === ADMIN_LINK_TYPE.invitation && token) return <AcceptInvitationScreen token={token} locale={invitationLocale(params)} />;
  if (session.isPending || refusing) return <GateSpinner />;
  if (session.data && isStaffRole(session.data.role)) return children(session.data as AdminSession);
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
