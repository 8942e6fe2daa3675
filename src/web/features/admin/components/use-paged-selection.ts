import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";

type Page<T> = { items: T[]; total: number; pageSize: number };

/**
 * A server-paged admin list's rows and its ticked rows. Selection covers the current page only:
 * rows that leave the page are unticked. A page past the end (after deleting its last rows, or
 * from an old link) is replaced by the last page through `goToPage`.
 */
export function usePagedSelection<T extends { id: string }>(list: UseQueryResult<Page<T>>, page: number, goToPage: (page: number) => void) {
  const data = list.data;
  const items = useMemo(() => (list.isPlaceholderData ? [] : (data?.items ?? [])), [data, list.isPlaceholderData]);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  // Rows that leave the page are unticked as soon as the page shows without them.
  const pageIds = items.map((r) => r.id).join(" ");
  const [shownIds, setShownIds] = useState(pageIds);
  if (pageIds !== shownIds) {
    setShownIds(pageIds);
    setSelected((prev) => {
      const ids = new Set(items.map((r) => r.id));
      const kept = [...prev].filter((id) => ids.has(id));
      return kept.length === prev.size ? prev : new Set(kept);
    });
  }

  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && data.total > 0 && page > pages) goToPage(pages);
  }, [data, list.isPlaceholderData, page, pages, goToPage]);

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected((prev) => (items.length > 0 && items.every((r) => prev.has(r.id)) ? new Set() : new Set(items.map((r) => r.id))));
  const clear = () => setSelected(new Set());

  return { items, pages, selected, toggle, toggleAll, clear };
}
