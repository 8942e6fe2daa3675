import type { UseQueryResult } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";

/** What every admin list's answer has: one page of rows and how many there are in all. */
export type ListPage<T> = { items: T[]; total: number; pageSize: number };

export type Selection = {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Ticks every row of the page, or `ids` (the rows that can be ticked), or clears them when all are ticked. */
  toggleAll: (ids?: readonly string[]) => void;
  clear: () => void;
};

/** The state a list table draws: its rows, the page, the read's progress and the ticked rows. */
export type PagedList<T> = Selection & {
  rows: T[];
  page: number;
  pages: number;
  total: number;
  status: "loading" | "failed" | "ready";
  /** A read under way (the first, a retry, or another page behind the shown one). */
  fetching: boolean;
  /** True while the rows shown belong to the previous query (a new page is on its way). */
  stale: boolean;
  retry: () => void;
};

/**
 * A server-paged admin list's rows and its ticked rows. Selection covers the shown page only:
 * rows that leave the page are unticked. A page past the end (after deleting its last rows, or
 * from an old link) is replaced by the last page through `goToPage`.
 */
export function usePagedList<T extends { id: string }>(list: UseQueryResult<ListPage<T>>, page: number, goToPage: (page: number) => void): PagedList<T> {
  const data = list.data;
  const stale = list.isPlaceholderData;
  const rows = useMemo(() => (stale ? [] : (data?.items ?? [])), [data, stale]);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  // Rows that leave the page are unticked (adjusted while rendering, not in an effect).
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    setShownRows(rows);
    setSelected((prev) => {
      const ids = new Set(rows.map((r) => r.id));
      const kept = [...prev].filter((id) => ids.has(id));
      return kept.length === prev.size ? prev : new Set(kept);
    });
  }

  useEffect(() => {
    if (data && !stale && data.items.length === 0 && data.total > 0 && page > pages) goToPage(pages);
  }, [data, stale, page, pages, goToPage]);

  const toggle = useCallback(
    (id: string) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    (ids: readonly string[] = rows.map((r) => r.id)) => setSelected((prev) => (ids.length > 0 && ids.every((id) => prev.has(id)) ? new Set() : new Set(ids))),
    [rows],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  const { refetch } = list;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    rows,
    page,
    pages,
    total: data?.total ?? 0,
    status: data ? "ready" : list.isError ? "failed" : "loading",
    fetching: list.isFetching,
    stale,
    retry,
    selected,
    toggle,
    toggleAll,
    clear,
  };
}
