import { usePaymentMethodMessages } from "~/i18n/payment-method-messages";
import { StepAlert as Alert, useStepFailure as useFailure } from "../step-failure";

/** What a failed step of the card on file shows (see ../step-failure). */
export const useStepFailure = () => useFailure(usePaymentMethodMessages().paymentMethod);

/** A step of the card on file that failed, with the reason. */
export function StepAlert({ message }: { message: string }) {
  return <Alert title={usePaymentMethodMessages().paymentMethod.failed} message={message} />;
}
