import { ArrowDown, ArrowUp, ArrowUpDown, FileText } from "lucide-react";
import { Link } from "react-router";
import type { AdminAssessmentRow } from "@shared/schemas/admin-assessments";
import { ADD_ON_OPTIONS, FREQUENCIES, PREFERRED_INGREDIENTS, PROPERTY_TYPES, SERVICE_TYPES, labelOf } from "@shared/options/assessment";
import { buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { formatSubmittedDate, formatSubmittedTime, truncate } from "./assessment-format";
import { ListEmpty, RowCheckbox, SelectAllCheckbox } from "../components/list-controls";
import type { SortDir, SortKey } from "./dashboard-query";

type Props = {
  items: AdminAssessmentRow[];
  /** Why the table is empty, when it is: nothing stored at all, or the filters exclude everything. */
  empty: "none" | "filtered" | null;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  sort: SortKey;
  dir: SortDir;
  onSort: (sort: SortKey) => void;
};

const Badge = ({ children, tone }: { children: string; tone: "brand" | "slate" | "amber" }) => (
  <span
    className={cn(
      "inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
      tone === "brand" && "bg-brand-50 text-brand-800 ring-brand-200",
      tone === "slate" && "bg-slate-100 text-slate-800 ring-slate-200",
      tone === "amber" && "bg-amber-50 text-amber-900 ring-amber-200",
    )}>
    {children}
  </span>
);

function frequencyText(row: AdminAssessmentRow) {
  if (row.frequency === "custom" && row.customFrequency) return `${labelOf(FREQUENCIES, row.frequency)}: ${row.customFrequency}`;
  return labelOf(FREQUENCIES, row.frequency);
}

function SortHeader({ column, label, sort, dir, onSort }: { column: SortKey; label: string; sort: SortKey; dir: SortDir; onSort: (s: SortKey) => void }) {
  const m = useAdminMessages().admin.assessments;
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      data-sort={column}
      onClick={() => onSort(column)}
      aria-label={m.sortHint(label, active ? dir : null)}
      className={cn("inline-flex items-center gap-1 rounded px-1 -mx-1 hover:text-ink", active && "text-ink")}>
      {label}
      <Icon aria-hidden="true" className={cn("h-3.5 w-3.5", !active && "opacity-50")} />
    </button>
  );
}

/** The assessments table (spec 001 §2.3): checkboxes, six columns, sortable by date, name and e-mail. */
export function AssessmentsTable({ items, empty, selected, onToggle, onToggleAll, sort, dir, onSort }: Props) {
  const m = useAdminMessages().admin.assessments;

  const ariaSort = (column: SortKey) => (sort === column ? (dir === "asc" ? "ascending" : "descending") : undefined);
  const th = "px-4 py-3 text-left text-xs font-semibold text-muted";

  return (
    <div>
      <div role="region" aria-label={m.scrollRegion} tabIndex={0} className="overflow-x-auto">
        <table className="w-full min-w-[60rem] border-collapse text-sm">
          <caption className="sr-only">{m.caption}</caption>
          <thead className="border-b border-line bg-surface">
            <tr>
              <th scope="col" className="w-10 px-4 py-3">
                <SelectAllCheckbox rows={items.length} checked={items.filter((r) => selected.has(r.id)).length} label={m.selectAll} onToggle={onToggleAll} />
              </th>
              <th scope="col" className={th} aria-sort={sort === "submitted_at" ? undefined : ariaSort(sort)}>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  {m.columns.contact}
                  <span className="flex gap-2 font-medium">
                    <SortHeader column="full_name" label={m.sortBy.full_name} sort={sort} dir={dir} onSort={onSort} />
                    <SortHeader column="email" label={m.sortBy.email} sort={sort} dir={dir} onSort={onSort} />
                  </span>
                </span>
              </th>
              <th scope="col" className={th}>
                {m.columns.propertyService}
              </th>
              <th scope="col" className={th}>
                {m.columns.addOns}
              </th>
              <th scope="col" className={th}>
                {m.columns.preferences}
              </th>
              <th scope="col" className={th} aria-sort={ariaSort("submitted_at")}>
                <SortHeader column="submitted_at" label={m.columns.submitted} sort={sort} dir={dir} onSort={onSort} />
              </th>
              <th scope="col" className={cn(th, "text-right")}>
                {m.columns.actions}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((row) => (
              <tr key={row.id} data-id={row.id} className={cn("align-top", selected.has(row.id) ? "bg-brand-50/60" : "hover:bg-surface")}>
                <td className="px-4 py-4">
                  <RowCheckbox label={m.selectRow(row.fullName)} checked={selected.has(row.id)} onToggle={() => onToggle(row.id)} />
                </td>
                <th scope="row" className="min-w-[13rem] px-4 py-4 text-left font-normal">
                  <span data-name className="block font-semibold text-ink">
                    {row.fullName}
                  </span>
                  <a href={`mailto:${row.email}`} data-email className="block break-words text-brand-700 underline-offset-2 hover:underline">
                    {row.email}
                  </a>
                  <a href={`tel:${row.phoneNumber.replace(/[^\d+]/g, "")}`} data-phone className="block text-muted hover:text-ink">
                    {row.phoneNumber}
                  </a>
                  <span className="mt-1 block text-xs text-muted">
                    {[row.propertyAddress, row.postcode].filter(Boolean).join(", ")}
                  </span>
                </th>
                <td className="min-w-[11rem] px-4 py-4">
                  <div data-property-types className="flex flex-wrap gap-1">
                    {row.propertyType.map((v) => (
                      <Badge key={v} tone="slate">
                        {labelOf(PROPERTY_TYPES, v)}
                      </Badge>
                    ))}
                  </div>
                  <div data-service-types className="mt-1.5 flex flex-wrap gap-1">
                    {row.serviceType.map((v) => (
                      <Badge key={v} tone="brand">
                        {labelOf(SERVICE_TYPES, v)}
                      </Badge>
                    ))}
                  </div>
                  <p className="mt-1.5 text-xs text-muted">
                    <span className="font-medium text-ink">{m.size}:</span> <span data-size>{row.propertySize}</span>
                  </p>
                  <p className="text-xs text-muted">
                    <span className="font-medium text-ink">{m.frequency}:</span> {frequencyText(row)}
                  </p>
                </td>
                <td className="px-4 py-4">
                  {row.addOnOptions.length ? (
                    <ul data-add-ons className="flex max-w-[11rem] flex-wrap gap-1">
                      {row.addOnOptions.map((v) => (
                        <li key={v}>
                          <Badge tone="amber">{labelOf(ADD_ON_OPTIONS, v)}</Badge>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-muted">{m.none}</span>
                  )}
                </td>
                <td className="min-w-[10rem] max-w-[14rem] px-4 py-4 text-xs text-muted">
                  <p>
                    <span className="font-medium text-ink">{m.preference}:</span> <span data-preference>{labelOf(PREFERRED_INGREDIENTS, row.preferredIngredients)}</span>
                  </p>
                  <p>
                    <span className="font-medium text-ink">{m.pets}:</span>{" "}
                    <span data-pets>{row.pets ? (row.petType ? `${m.yes} (${row.petType})` : m.yes) : m.no}</span>
                  </p>
                  {row.specialRequirements ? (
                    <p data-notes title={row.specialRequirements} className="mt-1 italic">
                      {truncate(row.specialRequirements)}
                    </p>
                  ) : null}
                </td>
                <td className="whitespace-nowrap px-4 py-4">
                  <time dateTime={row.submittedAt} data-submitted className="block">
                    <span className="block text-ink">{formatSubmittedDate(row.submittedAt)}</span>{" "}
                    <span className="block text-xs text-muted">{formatSubmittedTime(row.submittedAt)}</span>
                  </time>
                </td>
                <td className="px-4 py-4 text-right">
                  <Link to={`/admin/quote/${row.id}`} aria-label={m.quoteFor(row.fullName)} className={buttonVariants({ variant: "secondary", size: "sm" })}>
                    <FileText aria-hidden="true" className="h-4 w-4" />
                    {m.quote}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {empty ? (
        <ListEmpty kind={empty} title={m.empty[empty]} hint={m.emptyHint[empty]} />
      ) : null}
    </div>
  );
}
