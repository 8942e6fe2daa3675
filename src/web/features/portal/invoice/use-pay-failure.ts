import { useLocation, useNavigate } from "react-router";
import { usePortalMessages } from "~/i18n/portal-messages";
import { ApiError } from "~/lib/api";
import { clientLoginFor } from "~/lib/session";
import { useLocale } from "~/i18n/locale";

/**
 * What a failed payment step shows: the server's own words (paid meanwhile, not found, card
 * payments unavailable...), or that the server could not be reached. When the session has ended,
 * /client-login instead (back here after), and nothing to show.
 */
export function usePayFailure() {
  const m = usePortalMessages().portal.invoice.pay;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const locale = useLocale();
  return (err: unknown): string | null => {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
      void navigate(clientLoginFor(pathname, search, locale), { replace: true });
      return null;
    }
    if (!(err instanceof ApiError)) return m.otherFailed;
    return err.status === 0 || !err.message ? m.networkFailed : err.message;
  };
}
