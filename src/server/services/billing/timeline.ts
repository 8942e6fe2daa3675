// The timeline of a quote or an invoice: who did what, and when. Both keep it in a table of their
// own (quote_events, invoice_events) with the same actor columns; an invoice also has the system
// (a reminder, Stripe) as an actor, and a quote's entries name the version they concern.

/** Who did something to a document: a staff member (by account), the client (with where from), or the system. */
export type DocumentActor =
  | { type: "staff"; userId: string; name: string }
  | { type: "client"; userId: string | null; name: string | null; ip?: string | null; userAgent?: string | null }
  | { type: "system"; name: string | null };

/** The actor columns of a timeline row. */
export const actorColumns = <A extends DocumentActor>(actor: A) => ({
  actorType: actor.type as A["type"],
  actorUserId: actor.type === "system" ? null : actor.userId,
  actorName: actor.name,
  ip: actor.type === "client" ? (actor.ip ?? null) : null,
  userAgent: actor.type === "client" ? (actor.userAgent ?? null) : null,
});

type EventRow<K, T> = {
  id: string;
  kind: K;
  at: Date;
  actorType: T;
  actorName: string | null;
  details: Record<string, string | null>;
  ip: string | null;
  userAgent: string | null;
};

/** A timeline row as the admin page reads it, with what only its document has (`own`) after the time. */
export const timelineEntry = <K, T, O extends object = object>(e: EventRow<K, T>, own?: O) => ({
  id: e.id,
  kind: e.kind,
  at: e.at.toISOString(),
  ...(own as O),
  actor: { type: e.actorType, name: e.actorName },
  details: { ...e.details, ...(e.ip ? { ip: e.ip } : {}), ...(e.userAgent ? { userAgent: e.userAgent } : {}) },
});
