import { LogOut, ShieldCheck } from "lucide-react";
import { BusyIcon } from "~/components/ui/busy-icon";
import { Link, useNavigate } from "react-router";
import { paths } from "@shared/paths";
import { LogoMark } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { site } from "~/site";
import { useSignOut } from "../api/sign-out";
import type { AdminSession } from "../auth/admin-gate";
import { AddAdminDialog } from "./add-admin-dialog";
import { SecurityLink } from "../auth/two-step/security-link";

/** The admin header (spec 001 §2.4): 'Welcome, {user}', Add Admin (an owner's) and Sign Out. */
export function AdminHeader({ session }: { session: AdminSession }) {
  const m = useAdminMessages().admin;
  const signOut = useSignOut();
  const navigate = useNavigate();
  // B-34: the admin_users username, else the e-mail.
  const name = session.username || session.user.email;

  // The gate swaps the shell for the sign-in screen as soon as the session is gone, so this
  // continues from the promise rather than from callbacks tied to the header.
  const onSignOut = async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      notify.error(m.header.signOutFailed.title, m.header.signOutFailed.description);
      return;
    }
    notify.success(m.header.signedOut.title, m.header.signedOut.description);
    navigate(paths.admin);
  };

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-line bg-white">
      <div className="flex h-full items-center gap-3 px-3 sm:px-4">
        <Link to={paths.admin} aria-label={`${site.companyName} ${m.brand}`} className="flex shrink-0 items-center gap-2.5 rounded-md">
          <LogoMark />
          <span className="hidden text-lg font-bold leading-tight tracking-tight text-ink lg:inline">{site.companyName}</span>{" "}
          <span className="hidden items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-brand-800 sm:inline-flex">
            <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
            {m.brand}
          </span>
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <p data-welcome className="min-w-0 truncate text-sm font-medium text-ink">
            {m.header.welcome(name)}
          </p>
          {/* Only an owner adds staff accounts (decision 060). */}
          {session.role === "owner" ? <AddAdminDialog /> : null}
          <SecurityLink />
          <Button variant="ghost" size="compact" onClick={onSignOut} disabled={signOut.isPending}>
            <BusyIcon busy={signOut.isPending} icon={LogOut} />
            <span className="sr-only sm:not-sr-only">{m.header.signOut}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
