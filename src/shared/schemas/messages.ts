// Messaging between a client and the company (issue 15): one conversation per client.

export const MESSAGE_AUTHORS = ["client", "staff", "system"] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** A plain message, a client's request about a visit, a rating, or the follow-up a low rating opens. */
export const MESSAGE_KINDS = ["message", "reschedule_request", "cancel_request", "rating", "follow_up"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The longest message, in characters (a longer one is refused with 400). */
export const MESSAGE_MAX_LENGTH = 5000;
