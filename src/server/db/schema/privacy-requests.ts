import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PRIVACY_REQUEST_CHANNELS, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from "../../../shared/schemas/privacy";
import { users } from "./auth";
import { clients } from "./clients";
import { oneOf } from "./one-of";

// A client's access, correction and deletion requests (issue 28), with the law's 30 days to
// answer. A request stays after it is answered, and after a deletion, as the record that it was
// handled: what the client wrote in it is cleared by the deletion (services/privacy).

export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Kept after a deletion: the client's row is then an erased stub (clients.erased_at). */
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    channel: text("channel", { enum: PRIVACY_REQUEST_CHANNELS }).notNull(),
    status: text("status", { enum: PRIVACY_REQUEST_STATUSES }).notNull().default("open"),
    /** The day it was received, Ottawa; the due date is 30 days later. */
    receivedOn: date("received_on").notNull(),
    dueOn: date("due_on").notNull(),
    /** What the client says is wrong (a correction), or staff's note of a request by phone. */
    details: text("details"),
    /** The staff member who recorded a request received by phone, e-mail or letter. */
    recordedByUserId: text("recorded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    recordedByName: text("recorded_by_name"),
    /** What was done (done) or why not (refused), as the client is told. */
    outcome: text("outcome"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedByUserId: text("closed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    closedByName: text("closed_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The queue: open ones by due date.
    index("privacy_requests_status_due_idx").on(t.status, t.dueOn, t.createdAt),
    index("privacy_requests_client_idx").on(t.clientId, t.createdAt),
    // One open request of a kind per client: asking again while it is open is a 409.
    uniqueIndex("privacy_requests_open_key")
      .on(t.clientId, t.kind)
      .where(sql`${t.status} = 'open'`),
    check("privacy_requests_kind_check", oneOf(t.kind, PRIVACY_REQUEST_KINDS)),
    check("privacy_requests_channel_check", oneOf(t.channel, PRIVACY_REQUEST_CHANNELS)),
    check("privacy_requests_status_check", oneOf(t.status, PRIVACY_REQUEST_STATUSES)),
    check("privacy_requests_closed_check", sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
  ],
);
