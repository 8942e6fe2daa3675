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
  /** A cleaner's check-in and check-out (decision 063): the crew page shows these on the refused action. */
  crew: {
    notScheduled: "This visit is no longer scheduled.",
    notToday: "This visit is not today.",
    alreadyCheckedIn: "You already checked in.",
    notCheckedIn: "Check in before you check out.",
    alreadyCheckedOut: "You already checked out.",
    /** "Can't get in" (decision 067). */
    alreadyIn: 'Someone on the crew already checked in: the visit is under way, so it cannot be reported as "Can\'t get in".',
    alreadyReported: '"Can\'t get in" is already reported for this visit: the office has it.',
  },
  /** A tick of a visit's checklist (decision 065). */
  checklist: {
    notScheduled: "This visit is no longer scheduled: its checklist can no longer be changed.",
    checkedOut: "You have checked out of this visit: its checklist can no longer be changed.",
  },
  unsubscribe: {
    /** A token this server did not sign: forged, altered, or cut short. */
    invalidLink: "This unsubscribe link is not valid: open the whole link from our e-mail.",
  },
  invoice: {
    alreadyPaid: "This invoice is already paid.",
    paidInFull: "This invoice is already paid in full: there is nothing left to send.",
    cardUnavailable: "Paying by card is not available. Please use one of the other ways to pay shown on the invoice.",
    cardPageFailed: "The card payment page could not be opened just now. Please try again in a few minutes.",
    changed: "This invoice just changed. Reload it to see what is left to pay.",
    tipOnDeposit: "A tip cannot be added to a deposit invoice: it is added when paying for the work.",
    beingCharged: "Your card on file is being charged for this invoice right now: wait a minute, then reload the invoice.",
  },
  /** The card on file and automatic payment (decision 074). */
  card: {
    unavailable: "Saving a card is not available: card payments are not set up. Please use one of the other ways to pay shown on your invoices.",
    pageFailed: "The page to save your card could not be opened just now. Please try again in a few minutes.",
    removeFailed: "Your card could not be removed just now. Please try again in a few minutes.",
    none: "You have no card on file.",
    needCard: "Save a card first: automatic payment charges the card on file, and you have none.",
    versionRequired: "is required to turn automatic payment on: send the version of the terms you agreed to",
    staleTerms: "The terms of automatic payment have changed: read them again, then turn it on.",
    alreadyOn: "Automatic payment is already on.",
    alreadyOff: "Automatic payment is already off.",
  },
  /** A visit's photo; the upload's field is `photo` (decision 061). */
  photo: {
    empty: "The photo is empty: choose a photo to send.",
    tooLarge: ({ maxMb }: { maxMb: number }) => `The photo is larger than ${maxMb} MB: send a smaller one.`,
    notImage: "This file is not a photo we can read: send a JPEG, PNG or WebP image.",
    heic: 'This photo is in HEIC format, which we cannot read: send it as a JPEG (take it from this page, or set the camera to save JPEG: "Most Compatible" on an iPhone).',
    unreadable: "The photo could not be read: the file is damaged or incomplete.",
    tooManyPixels: ({ megapixels }: { megapixels: number }) => `The photo has more than ${megapixels} megapixels: send a smaller one.`,
    busy: "Many photos are being processed just now: send this one again in a few seconds.",
    visitClosed: ({ status }: { status: "cancelled" | "missed" }) => `This visit was ${status === "cancelled" ? "cancelled" : "missed"}: it takes no photos.`,
    tooMany: ({ kind, max }: { kind: "before" | "after"; max: number }) =>
      `This visit already has ${max} photos ${kind} the cleaning: delete one to add another.`,
    /** The crew's photo routes (decision 066). */
    checkedOut: "You have checked out of this visit: its photos can no longer be added or deleted.",
    notForm: "Send the photo as a form (multipart/form-data) with the fields photo and stage.",
    stage: "stage must be before or after: say whether the photo was taken before or after the cleaning.",
    missing: "Choose a photo to send: the field photo has no file.",
  },
  privacy: {
    /** `on` and `due`: the open request's day received and due date (yyyy-mm-dd). */
    alreadyOpen: ({ kind, on, due }: { kind: "correction" | "deletion"; on: string; due: string }) =>
      `You already asked for ${kind === "correction" ? "a correction" : "the deletion of your information"} on ${en.date(on) ?? on}. We will answer by ${en.date(due) ?? due}.`,
    noClient: ({ phone, email }: { phone: string; email: string }) =>
      `We have no client record under your e-mail address, so we cannot take this request here. Please call us at ${phone} or write to ${email}.`,
  },
  /** A request sent with an Idempotency-Key (decision 062): the phone's outbox shows these as an action's reason. */
  idempotency: {
    /** The header's message in a 400 that names it. */
    badKey: "must be a UUID (such as 3f0c2a9e-6c1b-4e8e-9a52-0d7f1b2c3d4e), new for each request",
    reused: "This Idempotency-Key was already used for a different request: send each new request with a new key.",
    inProgress: "A request with this Idempotency-Key is still being processed: try again in a moment.",
  },
} as const;

export type ErrorMessage = MessageOf<typeof ERROR_MESSAGES, FieldLabel>;
