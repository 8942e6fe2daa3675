import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useAdminMessages } from "~/i18n/admin-messages";
import type { AdminSession } from "../auth/admin-gate";
import { AdminHeader } from "./admin-header";
import { AdminSidebar } from "./admin-sidebar";
import { PAGE_HEADING_ID } from "./admin-page";

const STORAGE_KEY = "admin-sidebar-collapsed";
const isPhone = () => window.matchMedia("(max-width: 767.98px)").matches;

/** Expanded on wider screens unless the admin collapsed it (remembered); a rail on phones. */
function initialExpanded(): boolean {
  if (isPhone()) return false;
  try {
    return localStorage.getItem(STORAGE_KEY) !== "1";
  } catch {
    return true;
  }
}

/** Header, sidebar and the page, on every admin route (spec 001 §2.4, B-38). */
export function AdminShell({ session, children }: { session: AdminSession; children: ReactNode }) {
  const m = useAdminMessages().admin;
  const [expanded, setExpanded] = useState(initialExpanded);
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  const onExpandedChange = (next: boolean) => {
    setExpanded(next);
    if (isPhone()) return;
    try {
      localStorage.setItem(STORAGE_KEY, next ? "0" : "1");
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  };

  // A new page (or the shell appearing after sign-in) moves focus to its heading.
  useEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    if (first && document.activeElement && document.activeElement !== document.body) return;
    document.getElementById(PAGE_HEADING_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="min-h-dvh bg-surface">
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {m.skipToContent}
      </a>
      <AdminHeader session={session} />
      <div className="flex">
        <AdminSidebar expanded={expanded} onExpandedChange={onExpandedChange} staffRole={session.role} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">{children}</div>
        </main>
      </div>
    </div>
  );
}
