import { usePortalMessages } from "~/i18n/portal-messages";
import { StepAlert } from "../step-failure";

/** A payment step that failed, with the reason. */
export function PayAlert({ message }: { message: string }) {
  return <StepAlert title={usePortalMessages().portal.invoice.pay.failed} message={message} className="mt-4" />;
}
