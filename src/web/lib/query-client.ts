import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import { preloadToaster } from "./notify";

/** Whether a failed read may succeed when asked again: no answer at all (network) or a 5xx. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** Spec 000 §9: 1 s before the first retry, doubling, never more than 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * Spec 000 §9 defaults: queries retry 3 times from 1 s doubling up to 30 s, mutations never,
 * unused data kept 5 minutes. A failed request that never reached the server (status 0) and a
 * 5xx are retried; a 4xx answer (401, 403, 404, 400) cannot improve by asking again, so it is not,
 * and a signed-out user is redirected at once.
 *
 * Network mode "always": a request is sent whatever the browser says about the connection.
 * TanStack's default ("online") holds requests while the browser is offline and sends them when
 * the connection returns: a form would sit on "Sending..." and then send behind the user's back,
 * and a page would show "Loading..." with no end. Here an offline request fails at once like any
 * other network failure: a change shows its failure notice and is never sent later; a read retries
 * as above, then shows its failure state, and is read again when the connection returns
 * (refetchOnReconnect).
 */
export function createQueryClient() {
  // The failure notices must be able to show when the connection is gone: load the toaster now.
  preloadToaster();
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 3 && isRetryable(error),
        retryDelay,
        gcTime: 5 * 60 * 1000,
        networkMode: "always",
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
