import { Search } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

// The admin lists' filter controls and tick boxes (every list looks and behaves alike).

export const filterControlClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-ink shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0";

/** A filter control with its label above it. */
function Labelled({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled search box; bind it to `useListQuery().search` (which waits for the typing to pause). */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
}) {
  return (
    <Labelled id={id} label={label} className={className}>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={200}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className={`${filterControlClass} pl-9`}
        />
      </div>
    </Labelled>
  );
}

/** A labelled filter select. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  children,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Labelled id={id} label={label} className={className}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={filterControlClass}>
        {children}
      </select>
    </Labelled>
  );
}

const checkboxClass = "h-5 w-5 rounded border-slate-400 accent-brand-700 sm:h-4 sm:w-4";

/** Ticks or clears every row of the page; half-ticked (indeterminate) while only some rows are. */
export function SelectAllCheckbox({ rows, checked, label, onToggle }: { rows: number; checked: number; label: string; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const all = rows > 0 && checked === rows;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checked > 0 && !all;
  }, [checked, all]);
  return (
    <input ref={ref} type="checkbox" data-select-all aria-label={label} checked={all} disabled={rows === 0} onChange={onToggle} className={checkboxClass} />
  );
}

/** One row's tick box. */
export function RowCheckbox({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  return <input type="checkbox" aria-label={label} checked={checked} onChange={onToggle} className={checkboxClass} />;
}
