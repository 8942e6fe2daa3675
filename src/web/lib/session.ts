import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionInfo } from "@shared/schemas/auth";
import { ApiError, apiFetch } from "./api";

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

/** The one session query of the portal and admin gates. */
export const sessionQuery = queryOptions({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 0 });

export function useSession() {
  return useQuery(sessionQuery);
}

/** An answer that means "not signed in here": no session (401) or the wrong kind of account (403). */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
