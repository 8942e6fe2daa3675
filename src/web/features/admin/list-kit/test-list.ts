import { vi } from "vitest";
import type { PagedList } from "./use-paged-list";

/** A list table's state for component tests: `rows` on page 1 of 1, ready, nothing ticked. */
export function pagedList<T extends { id: string }>(rows: T[], over: Partial<PagedList<T>> = {}): PagedList<T> {
  return {
    rows,
    page: 1,
    pages: 1,
    total: rows.length,
    status: "ready",
    fetching: false,
    stale: false,
    retry: vi.fn(),
    selected: new Set(),
    toggle: vi.fn(),
    toggleAll: vi.fn(),
    clear: vi.fn(),
    ...over,
  };
}
