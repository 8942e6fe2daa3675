import { usePortalMessages } from "~/i18n/portal-messages";
import { useStepFailure } from "../step-failure";

/** What a failed payment step shows (see useStepFailure). */
export const usePayFailure = () => useStepFailure(usePortalMessages().portal.invoice.pay);
