import { Loader2, LogOut } from "lucide-react";
import { SidebarLabel, sidebarItemClass, useSidebarVariant } from "~/components/ui/sidebar";
import { usePortalMessages } from "~/i18n/portal-messages";
import { notify } from "~/lib/notify";
import { useSignOut } from "./api/sign-out";

/** Sign Out: ends the session and opens /client-login; on failure an "Error" toast, and the client stays. */
export function SignOutButton() {
  const m = usePortalMessages().portal;
  const variant = useSidebarVariant();
  const signOut = useSignOut();
  const onClick = () =>
    signOut.mutate(undefined, {
      onError: () => notify.error(m.signOutFailed.title, m.signOutFailed.description),
    });
  const Icon = signOut.isPending ? Loader2 : LogOut;
  return (
    <button type="button" className={sidebarItemClass(variant)} disabled={signOut.isPending} onClick={onClick}>
      <Icon aria-hidden="true" className={signOut.isPending ? "h-[1.125rem] w-[1.125rem] shrink-0 animate-spin" : "h-[1.125rem] w-[1.125rem] shrink-0"} />
      <SidebarLabel>{m.signOut}</SidebarLabel>
    </button>
  );
}
