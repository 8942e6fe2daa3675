import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { useCallback } from "react";
import { notify } from "~/lib/notify";
import { useFailureToast } from "../use-failure-toast";
import type { DerivedDefaults, ListQueryOf, ListQuerySchema } from "./list-query";
import { useListQuery } from "./use-list-query";
import { usePagedList, type ListPage } from "./use-paged-list";

type Options<Q> = {
  derived?: DerivedDefaults<Q>;
  /** The toast after a failed read (once per failure, after the query client's retries). */
  failed: { title: string; description: string };
};

/**
 * One admin list's state: the query in the address (`useListQuery`), the server's page for it
 * (the previous page stays on screen while the next one loads), the ticked rows, and a toast
 * when the read fails.
 */
export function useAdminList<S extends ListQuerySchema & { shape: { page: unknown } }, D extends ListPage<{ id: string }>, K extends QueryKey>(
  schema: S,
  read: (query: ListQueryOf<S> & { page: number }) => UseQueryOptions<D, Error, D, K>,
  { derived, failed }: Options<ListQueryOf<S>>,
) {
  const state = useListQuery(schema, { derived });
  const result = useQuery({ ...read(state.query), placeholderData: keepPreviousData });
  useFailureToast(result, () => notify.error(failed.title, failed.description));
  const { update } = state;
  const goToPage = useCallback((page: number) => update({ page } as never, { replace: true }), [update]);
  const list = usePagedList<D["items"][number]>(result, state.query.page, goToPage);
  return { ...state, list, data: result.data };
}
