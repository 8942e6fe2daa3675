import { useLocation, useNavigate } from "react-router";
import { usePortalMessages } from "~/i18n/portal-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { clientLoginFor } from "~/lib/session";
import { useLocale } from "~/i18n/locale";

/**
 * What a failed accept, decline or change request does. The session ended: /client-login, back
 * here after. The quote cannot take it any more (409: revised, expired or already answered; 404:
 * gone): `onConflict` with the server's words, and the page reads the quote again. A field the
 * server names (400): `onField`, when the form has that field. Anything else: a toast.
 */
export function useRefusal(onConflict: (message: string) => void) {
  const m = usePortalMessages().portal.quote;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const locale = useLocale();
  return (err: unknown, onField?: (field: string, message: string) => boolean) => {
    if (err instanceof ApiError && err.status !== 0) {
      if (err.status === 401 || err.status === 403) return void navigate(clientLoginFor(pathname, search, locale), { replace: true });
      if (err.status === 404 || err.status === 409) return onConflict(err.message);
      const fields = Object.entries(err.fields ?? {});
      if (onField && fields.length && fields.every(([field, message]) => onField(field, message))) return;
      if (err.status < 500) return notify.error(m.failed.title, err.message);
    }
    notify.error(m.failed.title, m.failed.description);
  };
}
