import { ChevronDown, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { UnreadBadge } from "./unread-badge";
import type { StaffRole } from "@shared/schemas/auth";
import { LEAD_LINKS, LEADS_GROUP, inLeads, isActive, mainLinksFor, type NavLink } from "./nav-items";

export const SIDEBAR_ID = "admin-sidebar";
const LEADS_LIST_ID = "admin-nav-leads";

const itemBase = "flex h-10 w-full items-center gap-3 rounded-md px-2.5 text-sm font-medium transition-colors focus-visible:outline-offset-0";
const itemIdle = "text-ink hover:bg-surface hover:text-brand-800";
const itemCurrent = "bg-brand-50 font-semibold text-brand-800 ring-1 ring-inset ring-brand-100";

/**
 * The admin sidebar (spec 001 §2.4): w-64 expanded, w-14 collapsed. On screens from 768 px the
 * expanded bar takes its room beside the page; below that the page keeps the width left by the
 * collapsed rail, and the expanded bar opens over it as a drawer.
 */
export function AdminSidebar({
  expanded,
  onExpandedChange,
  staffRole,
}: {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Office staff do not see what only an owner opens (decision 060). */
  staffRole: StaffRole;
}) {
  const m = useAdminMessages().admin.sidebar;
  const { pathname } = useLocation();
  const [leadsOpen, setLeadsOpen] = useState(() => inLeads(pathname));

  // Opening a lead page from elsewhere (or by address) shows where it sits in the menu.
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (inLeads(pathname)) setLeadsOpen(true);
  }

  // On a phone the drawer closes after a choice and on Escape.
  const closeDrawer = () => {
    if (window.matchMedia("(max-width: 767.98px)").matches) onExpandedChange(false);
  };
  useEffect(() => {
    if (!expanded) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && closeDrawer();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const label = (text: string) => <span className={cn("truncate", !expanded && "sr-only")}>{text}</span>;

  const link = (item: NavLink, sub = false) => {
    const current = isActive(item, pathname);
    const Icon = item.icon;
    return (
      <li key={item.key}>
        <Link
          to={item.to}
          aria-current={current ? "page" : undefined}
          title={expanded ? undefined : item.label(m)}
          onClick={closeDrawer}
          className={cn(itemBase, "relative", current ? itemCurrent : itemIdle, sub && "h-9 pl-3 font-normal")}
        >
          {Icon ? <Icon aria-hidden="true" className="h-5 w-5 shrink-0" /> : null}
          {sub ? <span className="truncate">{item.label(m)}</span> : label(item.label(m))}
          {item.key === "messaging" ? <UnreadBadge expanded={expanded} /> : null}
        </Link>
      </li>
    );
  };

  const leadsCurrent = inLeads(pathname);
  const LeadsIcon = LEADS_GROUP.icon;

  return (
    <>
      {/* Reserves the bar's width in the page flow: the rail's on phones, the full bar's from md. */}
      <div aria-hidden="true" className={cn("shrink-0 transition-[width] duration-200", expanded ? "w-14 md:w-64" : "w-14")} />
      {expanded ? <div aria-hidden="true" className="fixed inset-0 top-16 z-20 bg-ink/40 md:hidden" onClick={() => onExpandedChange(false)} /> : null}
      <nav
        id={SIDEBAR_ID}
        aria-label={m.navLabel}
        data-expanded={expanded}
        className={cn(
          "fixed bottom-0 left-0 top-16 z-30 flex flex-col overflow-y-auto overflow-x-hidden border-r border-line bg-white transition-[width] duration-200",
          expanded ? "w-64 shadow-xl md:shadow-none" : "w-14",
        )}
      >
        <div className={cn("flex h-12 shrink-0 items-center border-b border-line px-2", expanded ? "justify-end" : "justify-center")}>
          <button
            type="button"
            aria-label={m.toggle}
            aria-expanded={expanded}
            aria-controls={SIDEBAR_ID}
            title={expanded ? m.collapse : m.expand}
            onClick={() => onExpandedChange(!expanded)}
            className="flex h-9 w-9 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink"
          >
            {expanded ? <PanelLeftClose aria-hidden="true" className="h-5 w-5" /> : <PanelLeftOpen aria-hidden="true" className="h-5 w-5" />}
          </button>
        </div>
        <ul className="flex flex-col gap-1 p-2">
          <li>
            <button
              type="button"
              aria-expanded={expanded && leadsOpen}
              aria-controls={LEADS_LIST_ID}
              title={expanded ? undefined : m.leadManagement}
              onClick={() => {
                if (!expanded) {
                  onExpandedChange(true);
                  setLeadsOpen(true);
                } else setLeadsOpen((o) => !o);
              }}
              className={cn(itemBase, leadsCurrent && !expanded ? itemCurrent : itemIdle, leadsCurrent && expanded && "text-brand-800")}
            >
              <LeadsIcon aria-hidden="true" className="h-5 w-5 shrink-0" />
              {label(m.leadManagement)}
              {expanded ? <ChevronDown aria-hidden="true" className={cn("ml-auto h-4 w-4 shrink-0 transition-transform", leadsOpen && "rotate-180")} /> : null}
            </button>
            <ul id={LEADS_LIST_ID} hidden={!expanded || !leadsOpen} className="ml-5 mt-1 flex flex-col gap-0.5 border-l border-line pl-2">
              {LEAD_LINKS.map((item) => link(item, true))}
            </ul>
          </li>
          {mainLinksFor(staffRole).map((item) => link(item))}
        </ul>
      </nav>
    </>
  );
}
