import { useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef } from "react";
import { ApiError } from "~/lib/api";
import { sessionQueryKey } from "~/lib/session";

/**
 * One call of `onFailure` per failed read (after the query client's retries), and a new look at
 * the session when the answer was 401, so an ended session shows the sign-in screen.
 */
export function useFailureToast(query: Pick<UseQueryResult, "isError" | "errorUpdatedAt" | "error">, onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const failedAt = useRef(0);
  const callback = useEffectEvent(onFailure);
  useEffect(() => {
    if (!query.isError || query.errorUpdatedAt === failedAt.current) return;
    failedAt.current = query.errorUpdatedAt;
    callback(query.error);
    if (query.error instanceof ApiError && query.error.status === 401) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [query.isError, query.errorUpdatedAt, query.error, queryClient]);
}

/** After a failed change: a 401 means the session ended; look at it again. */
export function useSessionCheck() {
  const queryClient = useQueryClient();
  return (err: unknown) => {
    if (err instanceof ApiError && err.status === 401) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}
