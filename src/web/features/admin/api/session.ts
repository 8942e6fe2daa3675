import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionInfo } from "@shared/schemas/auth";
import { ApiError, apiFetch } from "~/lib/api";

export const sessionQueryKey = ["session"] as const;

/** GET /api/session: who is signed in, or null when nobody is (401). Other failures are errors. */
export async function fetchSession(): Promise<SessionInfo | null> {
  try {
    return await apiFetch<SessionInfo>("/api/session");
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const sessionQuery = queryOptions({ queryKey: sessionQueryKey, queryFn: fetchSession });

export function useSession() {
  return useQuery(sessionQuery);
}
