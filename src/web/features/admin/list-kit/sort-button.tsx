import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "~/lib/cn";
import type { TableSort } from "./columns";

/** A header's sort button: the first click sorts by its key, the next reverses the order. */
export function SortButton<SortKey extends string>({ sortKey, label, sort }: { sortKey: SortKey; label: string; sort: TableSort<SortKey> }) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      data-sort={sortKey}
      onClick={() => sort.onSort(sortKey)}
      aria-label={sort.hint(label, active ? sort.dir : null)}
      className={cn("-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-ink max-sm:min-h-9 max-sm:text-sm", active && "text-ink")}
    >
      {label}
      <Icon aria-hidden="true" className={cn("h-3.5 w-3.5", !active && "opacity-50")} />
    </button>
  );
}
