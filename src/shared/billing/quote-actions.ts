import type { ErrorMessage } from "../i18n/error-messages";
import type { AdminQuoteState } from "../schemas/quotes";

// What can be done to a quote in each state: the server refuses everything else with a 409 that
// says why, and the admin page offers only these actions.

export const QUOTE_ACTIONS = ["edit", "send", "resend", "void", "accept", "decline", "request_changes"] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

const ALLOWED: Record<AdminQuoteState, readonly QuoteAction[]> = {
  draft: ["edit", "send", "void"],
  sent: ["edit", "resend", "void", "accept", "decline", "request_changes"],
  // An expired quote can be revised (a new valid-until date) and sent again, or withdrawn.
  expired: ["edit", "void", "request_changes"],
  accepted: [],
  declined: [],
  void: [],
};

export const quoteAllows = (state: AdminQuoteState, action: QuoteAction) => ALLOWED[state].includes(action);

/** Why `action` is refused in `state`, for people (a client reads some: by key); null when it is allowed. */
export function quoteRefusal(state: AdminQuoteState, action: QuoteAction): ErrorMessage | string | null {
  if (quoteAllows(state, action)) return null;
  switch (state) {
    case "draft":
      return action === "resend" ? "This quote has not been sent yet: use Send." : "This quote has not been sent yet.";
    case "sent":
      return "This quote was already sent: use Resend to send it again.";
    case "expired":
      return action === "resend" ? "This quote has expired: revise it with a new Valid Until date, then send it again." : { key: "quote.expired" };
    case "accepted":
      return { key: "quote.accepted" };
    case "declined":
      return { key: "quote.declined" };
    case "void":
      return { key: "quote.void" };
  }
}
