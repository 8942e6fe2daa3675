import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { isSpaPath } from "@shared/paths";
import type { VisitInput } from "@shared/schemas/visit";

const NOT_FOUND_ROUTE_ID = "routes/not-found";

/**
 * Counts each public page path once per browser tab session (sessionStorage): no cookie and
 * nothing about the visitor leaves the browser but the path. Failures are only logged.
 */
export function VisitTracker() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const isNotFound = matches.some((m) => m.id === NOT_FOUND_ROUTE_ID);

  useEffect(() => {
    if (isNotFound || isSpaPath(pathname)) return;
    const key = `visit-counted:${pathname}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      return; // storage blocked: count nothing rather than count every load
    }
    // A bare fetch (no answer to read): kept alive so a visit is counted even when the page is left at once.
    fetch("/api/visits", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ page: pathname } satisfies VisitInput),
      credentials: "same-origin",
      keepalive: true,
    }).catch((err: unknown) => console.warn("visit count failed", err));
  }, [pathname, isNotFound]);

  return null;
}
