import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * Spec 000 §9 defaults: queries retry 3 times from 1 s doubling up to 30 s, mutations never,
 * unused data kept 5 minutes. Answers that cannot improve by retrying (401, 403, 404, 4xx) are
 * not retried, so a signed-out user is redirected at once.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
