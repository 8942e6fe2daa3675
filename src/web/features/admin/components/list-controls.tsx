import { Inbox, Loader2, RefreshCw, Search, SearchX } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

// The admin lists' filter controls and pager (assessments and leads look and behave alike).

const SEARCH_DEBOUNCE_MS = 300;

export const filterControlClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-ink shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0";

/** A search box: typed text reaches `onChange` (the address, then the server) 300 ms after the last key. */
export function SearchBox({ id, label, placeholder, value, onChange, className }: { id: string; label: string; placeholder: string; value: string; onChange: (search: string) => void; className?: string }) {
  const [text, setText] = useState(value);
  // The address changed by other means (back button, Clear Filters): show what it holds.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText((prev) => (prev.trim() === value ? prev : value));
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className={`${filterControlClass} pl-9`}
        />
      </div>
    </div>
  );
}

/** A labelled filter select. */
export function SelectField({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={filterControlClass}>
        {children}
      </select>
    </div>
  );
}

type PagerLabels = { label: string; previous: string; next: string; page: (page: number, pages: number) => string };

/** "Page 2 of 7 · 312 leads in total" with Previous and Next. */
export function Pager({ page, pages, total, labels, onPage }: { page: number; pages: number; total: string; labels: PagerLabels; onPage: (page: number) => void }) {
  return (
    <nav aria-label={labels.label} className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm sm:px-5">
      <p className="text-muted">
        <span data-page-info className="font-medium text-ink">
          {labels.page(page, pages)}
        </span>
        <span aria-hidden="true"> · </span>
        <span data-total>{total}</span>
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {labels.previous}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {labels.next}
        </Button>
      </div>
    </nav>
  );
}

/** A list's empty state: nothing stored yet ("none"), or nothing matching the filters ("filtered"). */
export function ListEmpty({ kind, title, hint, children }: { kind: "none" | "filtered"; title: string; hint: string; children?: React.ReactNode }) {
  const Icon = kind === "none" ? Inbox : SearchX;
  return (
    <div data-empty={kind} className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-surface text-muted ring-1 ring-line">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <p className="mt-4 text-lg font-semibold text-ink">{title}</p>
      <p className="mt-1.5 max-w-lg text-sm text-muted">{hint}</p>
      {children}
    </div>
  );
}

const checkboxClass = "h-4 w-4 rounded border-slate-400 accent-brand-700";

/** Ticks or clears every row of the page; half-ticked while only some rows are. */
export function SelectAllCheckbox({ rows, checked, label, onToggle }: { rows: number; checked: number; label: string; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const all = rows > 0 && checked === rows;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checked > 0 && !all;
  }, [checked, all]);
  return <input ref={ref} type="checkbox" data-select-all aria-label={label} checked={all} disabled={rows === 0} onChange={onToggle} className={checkboxClass} />;
}

/** One row's tick box. */
export function RowCheckbox({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  return <input type="checkbox" aria-label={label} checked={checked} onChange={onToggle} className={checkboxClass} />;
}

const card = "rounded-xl bg-white shadow-sm ring-1 ring-line";

/** A read that failed, with a way to try again; `framed` draws its own card. */
export function LoadFailed({ text, retry, onRetry, retrying, framed = false }: { text: string; retry: string; onRetry: () => void; retrying: boolean; framed?: boolean }) {
  return (
    <div role="alert" className={cn("flex flex-col items-center px-6 py-14 text-center", framed && card)}>
      <p className="text-lg font-semibold text-ink">{text}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? "h-4 w-4 animate-spin" : "h-4 w-4"} />
        {retry}
      </Button>
    </div>
  );
}

/** A read under way; `framed` draws its own card. */
export function Loading({ text, framed = false }: { text: string; framed?: boolean }) {
  return (
    <p role="status" className={cn("flex items-center justify-center gap-2 px-6 py-14 text-muted", framed && card)}>
      <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
      {text}
    </p>
  );
}
