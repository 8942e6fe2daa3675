import { AlertCircle } from "lucide-react";
import { usePortalMessages } from "~/i18n/portal-messages";

/** A payment step that failed, with the reason. */
export function PayAlert({ message }: { message: string }) {
  const m = usePortalMessages().portal.invoice.pay;
  return (
    <div role="alert" className="mt-4 flex items-start gap-2.5 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-inset ring-red-200">
      <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>
        <p className="font-semibold">{m.failed}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
