import { useRef, type KeyboardEvent, type RefObject } from "react";
import { cn } from "~/lib/cn";

export type AuthTab = "signIn" | "reset";
const TABS: AuthTab[] = ["signIn", "reset"];

export const tabId = (tab: AuthTab) => `admin-auth-tab-${tab}`;
export const panelId = (tab: AuthTab) => `admin-auth-panel-${tab}`;

/** Sign In / Reset Password as an ARIA tablist: one tab stop, arrow keys, Home and End. */
export function AuthTabs({
  value,
  onChange,
  labels,
  label,
  tabRefs,
}: {
  value: AuthTab;
  onChange: (tab: AuthTab) => void;
  labels: Record<AuthTab, string>;
  label: string;
  tabRefs?: RefObject<Partial<Record<AuthTab, HTMLButtonElement | null>>>;
}) {
  const own = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});
  const refs = tabRefs ?? own;

  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.indexOf(value);
    const next = { ArrowRight: (i + 1) % TABS.length, ArrowLeft: (i + TABS.length - 1) % TABS.length, Home: 0, End: TABS.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const tab = TABS[next]!;
    onChange(tab);
    refs.current[tab]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="grid grid-cols-2 gap-1 rounded-lg bg-surface p-1 ring-1 ring-inset ring-line">
      {TABS.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={onKeyDown}
            className={cn(
              "rounded-md px-3 py-2 text-sm font-semibold transition-colors",
              selected ? "bg-white text-brand-800 shadow-sm ring-1 ring-line" : "text-muted hover:text-ink",
            )}
          >
            {labels[tab]}
          </button>
        );
      })}
    </div>
  );
}
