import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { UNSAFE_DataRouterNavigationContext, useLocation, useSearchParams } from "react-router";
import {
  changeListQuery,
  clearedFilters,
  hasListFilters,
  readListQuery,
  writeListQuery,
  type DerivedDefaults,
  type ListQueryOf,
  type ListQuerySchema,
} from "./list-query";

/** Typed text reaches the address (and so the server) this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

type Options<Q> = {
  /** Defaults that depend on other fields, such as a sort direction that follows the column. */
  derived?: DerivedDefaults<Q>;
};

/**
 * An admin list's query, kept in the address so a view survives a reload and can be shared.
 * `update` changes fields (any change but the page's goes back to page 1); `search` is the search
 * box's binding: its text shows at once and reaches the address 300 ms after the last key.
 */
export function useListQuery<S extends ListQuerySchema & { shape: { page: unknown } }>(schema: S, { derived }: Options<ListQueryOf<S>> = {}) {
  type Q = ListQueryOf<S> & { page: number };
  const [params, setParams] = useSearchParams();
  // The options are fixed for a list: keep the first ones so the callbacks below stay stable.
  const [firstDerived] = useState(() => derived);
  const query = useMemo(() => readListQuery(schema, params, firstDerived) as Q, [schema, params, firstDerived]);

  const update = useCallback(
    (change: Partial<Q>, { replace = false }: { replace?: boolean } = {}) => {
      setParams((prev) => writeListQuery(schema, changeListQuery(readListQuery(schema, prev, firstDerived) as Q, change), firstDerived), {
        replace,
        preventScrollReset: true,
      });
    },
    [schema, setParams, firstDerived],
  );
  const setPage = useCallback((page: number) => update({ page } as Partial<Q>), [update]);
  const clearFilters = useCallback(() => update(clearedFilters(schema) as Partial<Q>), [schema, update]);

  const stored = (query as { search?: string }).search ?? "";
  const [text, setText] = useState(stored);
  // The address changed by other means (back button, Clear Filters): show what it holds.
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    setText((prev) => (prev.trim() === stored ? prev : stored));
  }
  // Leaving the list (a row followed, its page's code still loading): the list stays drawn meanwhile,
  // and the typed text must not write the list's address over the page being opened. The router's
  // pending navigation is read from its context: there is none outside a data router (component tests).
  const pending = useContext(UNSAFE_DataRouterNavigationContext)?.navigation;
  const { pathname } = useLocation();
  const leaving = useRef(false);
  useLayoutEffect(() => {
    leaving.current = pending !== undefined && pending.state !== "idle" && pending.location?.pathname !== pathname;
  });
  useEffect(() => {
    if (text.trim() === stored) return;
    const write = () => {
      if (!leaving.current) update({ search: text.trim() } as unknown as Partial<Q>, { replace: true });
    };
    const timer = setTimeout(write, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, stored, update]);

  return {
    query,
    update,
    setPage,
    clearFilters,
    hasFilters: hasListFilters(schema, query),
    search: { value: text, onChange: setText },
  };
}

export type ListQueryState<Q> = {
  query: Q;
  update: (change: Partial<Q>, options?: { replace?: boolean }) => void;
  setPage: (page: number) => void;
  clearFilters: () => void;
  hasFilters: boolean;
  search: { value: string; onChange: (text: string) => void };
};
