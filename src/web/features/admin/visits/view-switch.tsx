import { CalendarDays, CalendarOff, CalendarPlus, List, UserCog } from "lucide-react";
import { NavLink } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { useCrewAssignMessages } from "~/i18n/crew-assign-messages";
import { cn } from "~/lib/cn";
import { IconLink } from "../components/icon-link";

const item = "inline-flex items-center justify-center gap-2 rounded-md px-2.5 py-1.5 sm:px-3 text-sm font-medium transition-colors";

/** Week, List, Closed days or Availability: links, the current one marked (aria-current), side by side;
 * on a phone two by two, without their icons, so the page never scrolls sideways. */
export function ViewSwitch() {
  const m = useAdminMessages().admin.visits.views;
  const availability = useCrewAssignMessages().availability.link;
  const link = (to: string, label: string, Icon: typeof List) => (
    <NavLink to={to} end className={({ isActive }) => cn(item, isActive ? "bg-white text-ink shadow-sm ring-1 ring-line" : "text-muted hover:text-ink")}>
      <Icon aria-hidden="true" className="hidden h-4 w-4 sm:block" />
      {label}
    </NavLink>
  );
  return (
    <nav aria-label={m.label} data-view-switch className="grid grid-cols-2 gap-1 rounded-lg sm:inline-flex bg-surface p-1 ring-1 ring-line">
      {link(adminPaths.visits, m.week, CalendarDays)}
      {link(adminPaths.visitList, m.list, List)}
      {link(adminPaths.closedDays, m.closedDays, CalendarOff)}
      {link(adminPaths.availability, availability, UserCog)}
    </nav>
  );
}

/** Schedule Visit: the way to a new visit. */
export function ScheduleVisitLink() {
  const m = useAdminMessages().admin.visits;
  return (
    <IconLink to={adminPaths.visitNew()} icon={CalendarPlus}>
      {m.scheduleVisit}
    </IconLink>
  );
}

/** The week's and the list's header actions: Week or List, and Schedule Visit. */
export function VisitsActions() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ViewSwitch />
      <ScheduleVisitLink />
    </div>
  );
}
