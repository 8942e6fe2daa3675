import type { UseQueryResult } from "@tanstack/react-query";
import { AlertCircle, Loader2, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { useMessages } from "~/i18n/index";
import { usePortalMessages } from "~/i18n/portal-messages";
import { clientLoginFor, isAuthError } from "~/lib/session";
import { useLocale } from "~/i18n/locale";

/** "Loading..." while a portal request is under way. */
export function PortalLoading({ className }: { className?: string }) {
  const m = useMessages();
  return (
    <p role="status" className={className ?? "flex items-center gap-2 py-10 text-muted"}>
      <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin text-brand-700" />
      {m.common.loading}
    </p>
  );
}

/** A failed load that retrying may fix (network, 5xx), with a Try Again button. */
export function LoadError({ title, description, onRetry }: { title: string; description?: string; onRetry: () => void }) {
  const m = usePortalMessages().portal;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-red-200">
      <p className="flex items-center gap-2 font-semibold text-danger">
        <AlertCircle aria-hidden="true" className="h-5 w-5" />
        {title}
      </p>
      {description ? <p className="text-sm text-muted">{description}</p> : null}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {m.retry}
      </Button>
    </div>
  );
}

/**
 * A portal page's data states: its data, "Loading...", a retryable error (`failed`, by default
 * the list's words), or, when the session has ended meanwhile (401/403, e.g. signed out in
 * another tab), /client-login, to come back here after.
 */
export function QueryView<T>({ query, failed, children }: { query: UseQueryResult<T>; failed?: string; children: (data: T) => ReactNode }) {
  const m = usePortalMessages().portal;
  const { pathname, search } = useLocation();
  const locale = useLocale();
  if (query.error && isAuthError(query.error)) return <Navigate to={clientLoginFor(pathname, search, locale)} replace />;
  if (query.data !== undefined) return children(query.data);
  if (query.error) return <LoadError title={failed ?? m.listFailed} onRetry={() => void query.refetch()} />;
  return <PortalLoading />;
}
