import { ArrowLeft, MapPinOff } from "lucide-react";
import { Link, Navigate, useLocation } from "react-router";
import { CREW_PATH } from "@shared/crew-worker";
import { paths } from "@shared/paths";
import { buttonVariants } from "~/components/ui/button";
import { useCrewRouteMessages } from "~/i18n/crew-route-messages";
import type { AdminSession } from "../auth/admin-gate";
import { StaffLanguage } from "../auth/staff-language";
import { CrewFrame, CrewHeading } from "./crew-frame";

/**
 * A cleaner behind the admin gate (decision 060): nothing of the admin area. /admin itself (where
 * they sign in) leads to their own page at CREW_PATH (decision 070); any other admin address is
 * not found, in their language, under the crew page's frame.
 */
export function CrewArea({ session }: { session: AdminSession }) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === paths.admin) return <Navigate to={CREW_PATH} replace />;
  const who = { email: session.user.email, name: session.username || session.user.email, language: session.language };
  return (
    <StaffLanguage locale={who.language}>
      <CrewFrame who={who}>
        <CrewNotFound />
      </CrewFrame>
    </StaffLanguage>
  );
}

function CrewNotFound() {
  const m = useCrewRouteMessages().crewRoute.notFound;
  return (
    <>
      <CrewHeading>{m.title}</CrewHeading>
      <section className="mt-6 flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-line">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-surface text-muted ring-1 ring-line">
          <MapPinOff aria-hidden="true" className="h-7 w-7" />
        </span>
        <p className="mt-4 max-w-md text-muted">{m.text}</p>
        <Link to={CREW_PATH} className={buttonVariants({ variant: "secondary", className: "mt-8" })}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {m.back}
        </Link>
      </section>
    </>
  );
}
