import { queryOptions, useQuery } from "@tanstack/react-query";
import { paths } from "@shared/paths";
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

/**
 * Where a visitor without a session goes from a portal page: /client-login, with the page to come
 * back to (`next`, when it is not the dashboard itself; the server keeps it only when it is a
 * portal page) and the `email` the quote e-mail's link carries, so the login form starts filled in.
 */
export function clientLoginFor(pathname: string, search: string): string {
  const params = new URLSearchParams();
  const email = new URLSearchParams(search).get("email");
  if (email) params.set("email", email);
  const next = pathname.replace(/\/+$/, "");
  if (next !== paths.clientDashboard) params.set("next", next);
  const query = params.toString();
  return query ? `${paths.clientLogin}?${query}` : paths.clientLogin;
}
