import { AlertCircle } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { useLocale } from "~/i18n/locale";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { clientLoginFor } from "~/lib/session";

/**
 * What a failed step of the portal shows (paying an invoice, saving a card): the server's own words
 * (paid meanwhile, no card on file, card payments not set up...), or that the server could not be
 * reached, or `otherFailed` for anything else. When the session has ended, /client-login instead
 * (back here after), and nothing to show.
 */
export function useStepFailure(words: { networkFailed: string; otherFailed?: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const locale = useLocale();
  return (err: unknown): string | null => {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
      void navigate(clientLoginFor(pathname, search, locale), { replace: true });
      return null;
    }
    if (!(err instanceof ApiError)) return words.otherFailed ?? words.networkFailed;
    return err.status === 0 || !err.message ? words.networkFailed : err.message;
  };
}

/** A step that failed: `title`, then the reason. */
export function StepAlert({ title, message, className }: { title: string; message: string; className?: string }) {
  return (
    <div role="alert" className={cn("flex items-start gap-2.5 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-inset ring-red-200", className)}>
      <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
