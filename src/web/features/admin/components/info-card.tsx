import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One label/value line of an info card. */
export type InfoRow = { key: string; label: string; value: ReactNode };

/** A card with a heading and label/value rows (or, for a list, its own content). */
export function InfoCard({
  id,
  title,
  icon: Icon,
  rows,
  className,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  rows?: InfoRow[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} data-card={id} className={`rounded-xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6 ${className ?? ""}`}>
      <h2 id={`${id}-heading`} className="flex items-center gap-2.5 text-base font-semibold text-ink">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="h-4 w-4" />
        </span>
        {title}
      </h2>
      {rows ? (
        <dl className="mt-4 divide-y divide-line">
          {rows.map((row) => (
            <div key={row.key} data-field={row.key} className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
              <dt className="text-sm text-muted">{row.label}</dt>
              <dd className="min-w-0 break-words text-sm text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}
