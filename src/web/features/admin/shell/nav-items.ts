import {
  BarChart3,
  Building2,
  CalendarDays,
  ClipboardList,
  Hourglass,
  FileText,
  ListChecks,
  Megaphone,
  MessageSquare,
  Receipt,
  Settings,
  ShieldAlert,
  ShieldCheck,
  UserCog,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { StaffRole } from "@shared/schemas/auth";
import { adminPathPrefix, adminPaths } from "@shared/admin-paths";
import type { AdminMessages } from "~/i18n/admin-messages";

type Labels = AdminMessages["admin"]["sidebar"];

export type NavLink = {
  key: string;
  label: (m: Labels) => string;
  to: string;
  icon?: LucideIcon;
  /** Paths (exact, or a prefix followed by "/") that mark this item as the current page. */
  activeFor: string[];
  /** Further paths that mark it current only when matched exactly. */
  exactFor?: string[];
  /** Shown to owners only (decision 060). */
  ownerOnly?: true;
};

/** The Lead Management group's sub-items, in the spec's order (spec 001 §2.4). */
export const LEAD_LINKS: NavLink[] = [
  { key: "capture", label: (m) => m.leadItems.capture, to: adminPaths.leadCapture, activeFor: [adminPaths.leadCapture] },
  {
    key: "manage",
    label: (m) => m.leadItems.manage,
    to: adminPaths.leadManage,
    activeFor: [adminPaths.leadManage, adminPaths.leadCreate, adminPathPrefix("leadView")],
    exactFor: [adminPaths.leads],
  },
  { key: "edit", label: (m) => m.leadItems.edit, to: adminPaths.leadEdit, activeFor: [adminPaths.leadEdit] },
  { key: "delete", label: (m) => m.leadItems.delete, to: adminPaths.leadDelete, activeFor: [adminPaths.leadDelete] },
];

export const LEADS_GROUP = { icon: Users, prefix: adminPaths.leads } as const;

/** Top-level items after Lead Management, in the spec's order; Visitors (/admin-dashboard), Incidents, Privacy requests, Announcements, then Staff and Settings (an owner's). */
export const MAIN_LINKS: NavLink[] = [
  { key: "assessments", label: (m) => m.items.assessments, to: adminPaths.assessments, icon: ClipboardList, activeFor: [adminPathPrefix("quote")] },
  { key: "clients", label: (m) => m.items.clients, to: adminPaths.clients, icon: Building2, activeFor: [adminPaths.clients] },
  { key: "quotes", label: (m) => m.items.quotes, to: adminPaths.quotes, icon: FileText, activeFor: [adminPaths.quotes] },
  { key: "invoices", label: (m) => m.items.invoices, to: adminPaths.invoices, icon: Receipt, activeFor: [adminPaths.invoices] },
  { key: "messaging", label: (m) => m.items.messaging, to: adminPaths.messaging, icon: MessageSquare, activeFor: [adminPaths.messaging] },
  { key: "visits", label: (m) => m.items.visits, to: adminPaths.visits, icon: CalendarDays, activeFor: [adminPaths.visits] },
  { key: "checklists", label: (m) => m.items.checklists, to: adminPaths.checklists, icon: ListChecks, activeFor: [adminPaths.checklists] },
  { key: "visitors", label: (m) => m.items.visitors, to: adminPaths.visitors, icon: BarChart3, activeFor: [adminPaths.visitors] },
  { key: "incidents", label: (m) => m.items.incidents, to: adminPaths.incidents, icon: ShieldAlert, activeFor: [adminPaths.incidents] },
  { key: "privacy", label: (m) => m.items.privacyRequests, to: adminPaths.privacyRequests, icon: ShieldCheck, activeFor: [adminPaths.privacyRequests] },
  { key: "announcements", label: (m) => m.items.announcements, to: adminPaths.announcements, icon: Megaphone, activeFor: [adminPaths.announcements] },
  { key: "timesheets", label: (m) => m.items.timesheets, to: adminPaths.timesheets, icon: Hourglass, activeFor: [adminPaths.timesheets] },
  { key: "staff", label: (m) => m.items.staff, to: adminPaths.staff, icon: UserCog, activeFor: [adminPaths.staff], ownerOnly: true },
  { key: "settings", label: (m) => m.items.settings, to: adminPaths.settings, icon: Settings, activeFor: [adminPaths.settings], ownerOnly: true },
];

/** The top-level items `role` sees: office staff do not see Staff and Settings. */
export const mainLinksFor = (role: StaffRole) => MAIN_LINKS.filter((item) => !item.ownerOnly || role === "owner");

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);

/** Whether `pathname` is the item's own page or one under its paths. */
export function isActive(item: NavLink, pathname: string): boolean {
  const path = normalise(pathname);
  if (path === item.to || item.exactFor?.includes(path)) return true;
  return item.activeFor.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Under /admin/leads: the group opens by itself. */
export const inLeads = (pathname: string) => normalise(pathname) === LEADS_GROUP.prefix || pathname.startsWith(`${LEADS_GROUP.prefix}/`);
