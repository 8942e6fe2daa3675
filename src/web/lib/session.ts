import { queryOptions, useQuery } from "@tanstack/react-query";
import { LANGUAGE_PARAM, isLocale, type Locale } from "@shared/locale";
import { localizedPath, paths } from "@shared/paths";
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

/** The language a portal link from an e-mail names (`?lang=fr`, a French client's), if any (decision 049). */
export function linkLocale(search: string): Locale | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLocale(value) ? value : null;
}

/**
 * Where a visitor without a session goes from a portal page: /client-login in `locale` (/fr/client-login
 * in French), with the page to come back to (`next`, when it is not the dashboard itself; the server
 * keeps it only when it is a portal page) and the `email` the quote e-mail's link carries, so the
 * login form starts filled in.
 */
export function clientLoginFor(pathname: string, search: string, locale: Locale): string {
  const params = new URLSearchParams();
  const email = new URLSearchParams(search).get("email");
  if (email) params.set("email", email);
  const next = pathname.replace(/\/+$/, "");
  if (next !== paths.clientDashboard) params.set("next", next);
  const query = params.toString();
  const login = localizedPath(paths.clientLogin, locale);
  return query ? `${login}?${query}` : login;
}
