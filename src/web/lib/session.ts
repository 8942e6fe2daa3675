import { queryOptions } from "@tanstack/react-query";
import type { SessionInfo } from "@shared/schemas/auth";
import { ApiError, apiFetch } from "./api";

/** GET /api/session: who is signed in (401 when nobody is). The portal and admin gates ask this. */
export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: () => apiFetch<SessionInfo>("/api/session"),
  staleTime: 0,
});

/** An answer that means "not signed in here": no session (401) or the wrong kind of account (403). */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
