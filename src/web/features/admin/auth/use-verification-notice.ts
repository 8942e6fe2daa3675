import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";

/**
 * A new admin's verification link leads to /admin; when it is broken or expired the server adds
 * `?error=CODE`. Say so once, then take the code out of the address.
 */
export function useVerificationNotice() {
  const m = useAdminMessages().adminAuth.verification;
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const error = params.get("error");
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    notify.error(m.failed.title, m.failed.description);
    const rest = new URLSearchParams(params);
    rest.delete("error");
    const query = rest.toString();
    navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
  }, [error, params, pathname, navigate, m]);
}
