import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * A quote or invoice as a document, titled by its page's h1 (`{kind}-title`): its details as label
 * and value pairs, its items table (under `{kind}-items`) and totals, then the sections that follow.
 */
export function RecordDocument({
  kind,
  details,
  itemsHeading,
  items,
  totals,
  children,
}: {
  kind: "quote" | "invoice";
  details: [label: string, value: ReactNode][];
  itemsHeading: string;
  items: ReactNode;
  totals: ReactNode;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby={`${kind}-title`} className="overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-line">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-4 border-b border-line bg-surface/60 p-5 text-sm sm:grid-cols-4 sm:p-8">
        {details.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted">{label}</dt>
            <dd className="mt-0.5 font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-8 p-5 sm:p-8">
        <section>
          <h2 id={`${kind}-items`} className="mb-3 text-base font-semibold text-ink">
            {itemsHeading}
          </h2>
          {items}
        </section>
        {totals}
      </div>
      {children}
    </article>
  );
}

/** The document's notes, when it has any. */
export function DocumentNotes({ heading, notes }: { heading: string; notes: string | null }) {
  return notes ? (
    <section className="border-t border-line p-5 sm:p-8">
      <h2 className="text-base font-semibold text-ink">{heading}</h2>
      <p className="mt-2 text-sm whitespace-pre-line text-ink">{notes}</p>
    </section>
  ) : null;
}

/** A document table's column headings; the ones after the first keep a gap before them. */
export function ColumnHeads({ columns }: { columns: [label: string, align: "left" | "right"][] }) {
  return (
    <thead className="text-xs uppercase tracking-wide text-muted">
      <tr>
        {columns.map(([label, align], i) => (
          <th key={label} scope="col" className={clsx("pb-2", i > 0 && "pl-3", align === "right" ? "text-right" : "text-left", "font-semibold")}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
