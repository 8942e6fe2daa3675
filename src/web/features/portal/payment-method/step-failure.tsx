import { AlertCircle } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { usePaymentMethodMessages } from "~/i18n/payment-method-messages";
import { useLocale } from "~/i18n/locale";
import { ApiError } from "~/lib/api";
import { clientLoginFor } from "~/lib/session";

/**
 * What a failed step shows: the server's own words (no card on file, the terms changed, card
 * payments not set up...), or that the server could not be reached. When the session has ended,
 * /client-login instead (back here after), and nothing to show.
 */
export function useStepFailure() {
  const m = usePaymentMethodMessages().paymentMethod;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const locale = useLocale();
  return (err: unknown): string | null => {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
      void navigate(clientLoginFor(pathname, search, locale), { replace: true });
      return null;
    }
    return err instanceof ApiError && err.status !== 0 && err.message ? err.message : m.networkFailed;
  };
}

/** A step that failed, with the reason. */
export function StepAlert({ message }: { message: string }) {
  const m = usePaymentMethodMessages().paymentMethod;
  return (
    <div role="alert" className="flex items-start gap-2.5 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-inset ring-red-200">
      <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>
        <p className="font-semibold">{m.failed}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
