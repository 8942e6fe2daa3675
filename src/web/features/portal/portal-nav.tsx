import { FileText, LayoutDashboard, MessageSquare, Receipt, ShieldCheck, type LucideIcon } from "lucide-react";
import { NavLink } from "react-router";
import { paths } from "@shared/paths";
import { portalPaths } from "@shared/portal-paths";
import { SidebarLabel, sidebarItemClass, useSidebar, useSidebarVariant } from "~/components/ui/sidebar";
import { usePortalMessages } from "~/i18n/portal-messages";

const ITEMS: { to: string; key: "dashboard" | "quotes" | "invoices" | "messages" | "privacy"; icon: LucideIcon }[] = [
  { to: paths.clientDashboard, key: "dashboard", icon: LayoutDashboard },
  { to: paths.clientQuotes, key: "quotes", icon: FileText },
  { to: paths.clientInvoices, key: "invoices", icon: Receipt },
  { to: paths.clientMessages, key: "messages", icon: MessageSquare },
  { to: portalPaths.privacy, key: "privacy", icon: ShieldCheck },
];

/** Dashboard, Quotes, Invoices, Messages, Privacy; the current page is marked (aria-current) and choosing one closes the drawer. */
export function PortalNav() {
  const m = usePortalMessages().portal;
  const variant = useSidebarVariant();
  const { setMobileOpen } = useSidebar();
  return (
    <nav aria-label={m.navLabel}>
      <ul className="space-y-1">
        {ITEMS.map(({ to, key, icon: Icon }) => (
          <li key={key}>
            <NavLink to={to} end className={({ isActive }) => sidebarItemClass(variant, isActive)} onClick={() => setMobileOpen(false)}>
              <Icon aria-hidden="true" className="h-[1.125rem] w-[1.125rem] shrink-0" />
              <SidebarLabel>{m.nav[key]}</SidebarLabel>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
