import { LogOut } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { CREW_PATH } from "@shared/crew-worker";
import type { Locale } from "@shared/locale";
import { paths } from "@shared/paths";
import { LogoMark } from "~/components/layout/logo";
import { BusyIcon } from "~/components/ui/busy-icon";
import { Button } from "~/components/ui/button";
import { useCrewRouteMessages } from "~/i18n/crew-route-messages";
import { notify } from "~/lib/notify";
import { site } from "~/site";
import { useSignOut } from "../api/sign-out";
import { forgetCrewDay } from "./crew-copy";

/** Who the page is for: the signed-in staff member, or, with no connection, the owner of the phone's copy. */
export type Who = { email: string; name: string; language: Locale };

/** Where a visitor without a staff session goes: the staff sign-in, which brings them back to the crew page. */
export const CREW_SIGN_IN = `${paths.admin}?next=${encodeURIComponent(CREW_PATH)}`;

/**
 * The crew's header (the company, the crew badge, who is signed in, Sign Out) above the page, on
 * /crew/ and on an admin address a cleaner opens. Signing out also deletes the phone's copy of the day.
 */
export function CrewFrame({ who, children }: { who: Who; children: ReactNode }) {
  const m = useCrewRouteMessages().crewRoute;
  const signOut = useSignOut();
  const navigate = useNavigate();
  const onSignOut = async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      notify.error(m.signOutFailed.title, m.signOutFailed.description);
      return;
    }
    // The crew's queries went with the sign-out (useSignOut); the phone's copy goes too.
    await forgetCrewDay();
    navigate(CREW_SIGN_IN, { replace: true });
  };
  return (
    <div className="min-h-dvh bg-surface">
      <header className="sticky top-0 z-40 h-16 border-b border-line bg-white">
        <div className="mx-auto flex h-full max-w-3xl items-center gap-3 px-4">
          <LogoMark />
          <span className="hidden text-lg font-bold leading-tight tracking-tight text-ink sm:inline">{site.companyName}</span>
          <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-brand-800">
            {m.badge}
          </span>
          <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
            <p data-welcome className="min-w-0 truncate text-sm font-medium text-ink">
              {m.welcome(who.name)}
            </p>
            <Button variant="ghost" size="compact" onClick={() => void onSignOut()} disabled={signOut.isPending}>
              <BusyIcon busy={signOut.isPending} icon={LogOut} />
              <span className="sr-only sm:not-sr-only">{m.signOut}</span>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        {children}
      </main>
    </div>
  );
}

/** The page's title and heading, which takes focus when the page opens (as the admin's pages do). */
export function CrewHeading({ children }: { children: ReactNode }) {
  const m = useCrewRouteMessages().crewRoute;
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return (
    <>
      <title>{m.documentTitle(site.companyName)}</title>
      <meta name="robots" content="noindex" />
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink outline-none sm:text-3xl">
        {children}
      </h1>
    </>
  );
}
