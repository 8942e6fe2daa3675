// What a cleaner can tell the office from the crew page (decision 067), without the schemas'
// module: the phone's page reads these and stays free of the validation library (decision 070).

/** The longest note or reason text, in characters. */
export const CREW_NOTE_MAX = 1000;

/** Why the crew could not get in. "other" needs a few words of its own. */
export const NO_ACCESS_REASONS = ["no_one_home", "key_or_code", "refused", "other"] as const;
export type NoAccessReason = (typeof NO_ACCESS_REASONS)[number];
