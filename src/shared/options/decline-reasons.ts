import type { DeclineReason } from "../schemas/quotes";

/** Why a client declined, in words (English; staff read these in the admin and in e-mails). */
export const DECLINE_REASON_WORDS = {
  price: "Price",
  timing: "Timing",
  other_company: "Chose another company",
  not_needed: "No longer needed",
  other: "Other",
} as const satisfies Record<DeclineReason, string>;
