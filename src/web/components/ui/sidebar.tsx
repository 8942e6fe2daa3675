import * as Dialog from "@radix-ui/react-dialog";
import { Menu, PanelLeftClose, PanelLeftOpen, X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { usePortalMessages } from "~/i18n/portal-messages";
import { cn } from "~/lib/cn";
import { SIDEBAR_MOBILE_QUERY, isSidebarShortcut, readSidebarExpanded, sidebarCookie } from "~/lib/sidebar-state";

// The collapsible sidebar of the signed-in areas (spec 000 §4, §9): 16rem expanded, a 3rem icon
// rail collapsed, Ctrl/Cmd+B toggles it, the state is kept in a cookie for 7 days; below 768 px
// it is an 18rem drawer behind a trigger button.

const SIDEBAR_ID = "app-sidebar";

type SidebarState = {
  expanded: boolean;
  toggle: () => void;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  /** The drawer's trigger button, which gets the focus back when the drawer closes. */
  mobileTriggerRef: RefObject<HTMLButtonElement | null>;
};

const SidebarContext = createContext<SidebarState | null>(null);

/** How the sidebar's content is shown right now: full width, as the icon rail, or in the drawer. */
type Variant = "expanded" | "rail" | "drawer";
const VariantContext = createContext<Variant>("expanded");

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error("useSidebar needs a SidebarProvider");
  return state;
}

export const useSidebarVariant = () => useContext(VariantContext);

const isMobile = () => window.matchMedia(SIDEBAR_MOBILE_QUERY).matches;

export function SidebarProvider({ children }: { children: ReactNode }) {
  // Signed-in areas render in the browser only, so the cookie can be read on the first render.
  const [expanded, setExpanded] = useState(() => (typeof document === "undefined" ? true : readSidebarExpanded(document.cookie)));
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileTriggerRef = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(() => {
    if (isMobile()) {
      setMobileOpen((open) => !open);
      return;
    }
    const next = !expanded;
    document.cookie = sidebarCookie(next);
    setExpanded(next);
  }, [expanded]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSidebarShortcut(e)) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  // Growing past the breakpoint puts the sidebar back inline: the drawer closes.
  useEffect(() => {
    const query = window.matchMedia(SIDEBAR_MOBILE_QUERY);
    const onChange = () => !query.matches && setMobileOpen(false);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const value = useMemo(() => ({ expanded, toggle, mobileOpen, setMobileOpen, mobileTriggerRef }), [expanded, toggle, mobileOpen]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

/**
 * The sidebar: inline (sticky, full height) from 768 px, in a focus-trapping drawer below.
 * `label` names the landmark and the drawer; `header`, `children` and `footer` fill it.
 */
export function Sidebar({ label, header, footer, children }: { label: string; header: ReactNode; footer: ReactNode; children: ReactNode }) {
  const { expanded, mobileOpen, setMobileOpen, mobileTriggerRef } = useSidebar();
  const m = usePortalMessages().sidebar;
  const body = (
    <>
      <div className="flex h-16 shrink-0 items-center border-b border-line px-1.5 group-data-[variant=expanded]/sidebar:px-3 group-data-[variant=drawer]/sidebar:px-4">
        {header}
      </div>
      <div className="flex-1 overflow-y-auto px-1.5 py-4 group-data-[variant=rail]/sidebar:overflow-visible group-data-[variant=expanded]/sidebar:px-3 group-data-[variant=drawer]/sidebar:px-4">
        {children}
      </div>
      <div className="shrink-0 border-t border-line px-1.5 py-3 group-data-[variant=expanded]/sidebar:px-3 group-data-[variant=drawer]/sidebar:px-4">
        {footer}
      </div>
    </>
  );
  const variant: Variant = expanded ? "expanded" : "rail";
  return (
    <>
      <aside
        id={SIDEBAR_ID}
        aria-label={label}
        data-variant={variant}
        data-state={expanded ? "expanded" : "collapsed"}
        className={cn(
          "group/sidebar relative z-30 hidden shrink-0 border-r border-line bg-white transition-[width] duration-200 ease-out motion-reduce:transition-none md:block",
          expanded ? "w-64" : "w-12",
        )}
      >
        {/* The column runs the page's full height; its content stays in view while the page scrolls. */}
        <div className="sticky top-0 flex h-dvh flex-col">
          <VariantContext.Provider value={variant}>{body}</VariantContext.Provider>
        </div>
      </aside>
      <Dialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px] md:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            data-variant="drawer"
            onCloseAutoFocus={(e) => {
              // The trigger sits outside the dialog's tree: give it the focus back by hand.
              e.preventDefault();
              mobileTriggerRef.current?.focus();
            }}
            className="drawer-panel group/sidebar fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100%-3rem)] flex-col bg-white shadow-2xl outline-none md:hidden"
          >
            <Dialog.Title className="sr-only">{label}</Dialog.Title>
            <VariantContext.Provider value="drawer">{body}</VariantContext.Provider>
            <Dialog.Close
              aria-label={m.closeMenu}
              className="absolute right-3 top-3.5 inline-flex h-9 w-9 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

/** A sidebar entry's text: beside its icon, or a tooltip on the icon rail (still its accessible name). */
export function SidebarLabel({ children }: { children: ReactNode }) {
  const variant = useSidebarVariant();
  return (
    <span
      className={cn(
        variant === "rail"
          ? "pointer-events-none absolute left-full top-1/2 z-50 ml-3 -translate-y-1/2 whitespace-nowrap rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white opacity-0 shadow-lg transition-opacity group-hover/item:opacity-100 group-focus-visible/item:opacity-100"
          : "truncate",
      )}
    >
      {children}
    </span>
  );
}

/** Classes of a sidebar link or button; `active` marks the current page. */
export function sidebarItemClass(variant: Variant, active = false) {
  return cn(
    "group/item relative flex h-10 w-full items-center gap-3 rounded-md text-sm font-medium transition-colors",
    variant === "rail" ? "mx-auto h-9 w-9 justify-center" : "px-3",
    active ? "bg-brand-50 text-brand-800 ring-1 ring-inset ring-brand-100" : "text-muted hover:bg-surface hover:text-ink",
  );
}

/** The header button: collapses or expands the inline sidebar; opens the drawer on small screens. */
export function SidebarTrigger() {
  const { expanded, toggle, mobileOpen, setMobileOpen, mobileTriggerRef } = useSidebar();
  const m = usePortalMessages().sidebar;
  const buttonClass = "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-ink hover:bg-surface";
  const desktopLabel = expanded ? m.collapse : m.expand;
  return (
    <>
      <button
        type="button"
        className={cn(buttonClass, "hidden md:inline-flex")}
        aria-label={desktopLabel}
        title={`${desktopLabel} (${m.shortcut})`}
        aria-expanded={expanded}
        aria-controls={SIDEBAR_ID}
        aria-keyshortcuts="Control+B Meta+B"
        onClick={toggle}
      >
        {expanded ? <PanelLeftClose aria-hidden="true" className="h-5 w-5" /> : <PanelLeftOpen aria-hidden="true" className="h-5 w-5" />}
      </button>
      <button
        ref={mobileTriggerRef}
        type="button"
        className={cn(buttonClass, "md:hidden")}
        aria-label={m.openMenu}
        aria-haspopup="dialog"
        aria-expanded={mobileOpen}
        aria-keyshortcuts="Control+B Meta+B"
        onClick={() => setMobileOpen(true)}
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
    </>
  );
}
