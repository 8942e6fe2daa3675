import type { FieldLabel } from "./validation";
import { localeFormat } from "../locale-format";
import type { MessageOf } from "./message";

// The server's refusals a visitor or client reads, in English, by key (the services throw the
// key and its parameters; the answer words it in the request's language); their French is in
// validation-fr.ts. Apart from the schemas' messages (validation.ts): the public pages load
// those, and must not carry these.

const en = localeFormat("en");

/** The server's other refusals a visitor or client reads (409, 404, 429, 5xx), by the same rule. */
export const ERROR_MESSAGES = {
  /** The start of a 400's message: "Invalid request: name: …; email: …". */
  invalidRequest: "Invalid request",
  notFound: ({ label }: { label: string }) => `${label} not found`,
  internal: "Something went wrong on our side. Please try again.",
  unavailable: "The service is briefly unavailable. Please try again in a few seconds.",
  consultationRateLimit: "Too many requests from this address. Please try again later or email us directly.",
  linkTooSoon: "A link was sent to this address less than a minute ago. Please check your email or wait a minute before asking again.",
  linkTooMany: "Too many links were requested for this address. Please try again later.",
  /** The sign-in service's refusals, answered outside the app's own errors (server/routes/auth.ts). */
  auth: {
    invalidCredentials: "Invalid email or password.",
    emailNotVerified: "Please verify your email address first: we have sent you a new link. Open it, then sign in.",
    invalidToken: "This link is invalid or has expired. Please request a new one.",
  },
  quote: {
    expired: "This quote has expired and can no longer be accepted or declined. Ask us for an updated quote.",
    accepted: "This quote was already accepted and can no longer be changed.",
    declined: "This quote was declined and can no longer be changed.",
    void: "This quote was withdrawn (void) and can no longer be changed.",
    /** `at`: when it was withdrawn (a timestamp), worded as a date in the reader's language. */
    withdrawn: ({ at }: { at: string }) => `This quote was withdrawn on ${en.date(at) ?? at} — please contact us.`,
    /** `at`: when the newer version was made. */
    replaced: ({ at, version }: { at: string; version: number }) =>
      `This quote was replaced on ${en.date(at) ?? at} by a newer version (version ${version}). Please review the latest version before you answer.`,
  },
  visit: {
    cancelled: "This visit is cancelled: there is nothing to change.",
    completed: "This visit is completed: it can no longer be changed.",
    missed: "This visit was missed: it can no longer be changed. Write to us in Messages to book a new one.",
    tooSoon: ({ kind, hours, phone }: { kind: "reschedule" | "cancel"; hours: number; phone: string }) =>
      `This visit starts within ${hours} hours: to have it ${kind === "reschedule" ? "moved" : "cancelled"}, please call us at ${phone}.`,
    notCompleted: "Only a completed visit can be rated.",
    alreadyRated: "This visit is already rated: a visit is rated once.",
  },
  invoice: {
    alreadyPaid: "This invoice is already paid.",
    paidInFull: "This invoice is already paid in full: there is nothing left to send.",
    cardUnavailable: "Paying by card is not available. Please use one of the other ways to pay shown on the invoice.",
    cardPageFailed: "The card payment page could not be opened just now. Please try again in a few minutes.",
    changed: "This invoice just changed. Reload it to see what is left to pay.",
  },
} as const;

export type ErrorMessage = MessageOf<typeof ERROR_MESSAGES, FieldLabel>;
