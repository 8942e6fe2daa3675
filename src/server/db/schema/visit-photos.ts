import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { VISIT_PHOTO_KINDS } from "../../../shared/schemas/visit-photos";
import { users } from "./auth";
import { oneOf } from "./one-of";
import { serviceVisits } from "./service-visits";

/**
 * Photos of a visit before and after the cleaning (decision 061): what is known of each, while its
 * bytes (the JPEG as processed, with no metadata and at most 2048 px, and its 480 px thumbnail)
 * are files under DATA_DIR/photos named by its id (services/photos/photo-files.ts). A row goes
 * with its visit; its files follow it.
 */
export const visitPhotos = pgTable(
  "visit_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => serviceVisits.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: VISIT_PHOTO_KINDS }).notNull(),
    /** The staff member who sent it; null once their account is gone. */
    takenByUserId: text("taken_by_user_id").references(() => users.id, { onDelete: "set null" }),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    thumbWidth: integer("thumb_width").notNull(),
    thumbHeight: integer("thumb_height").notNull(),
    thumbBytes: integer("thumb_bytes").notNull(),
    /** SHA-256 (hex) of the photo's file: the same photo sent twice to a visit is kept once. */
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("visit_photos_visit_idx").on(t.visitId, t.kind, t.createdAt),
    uniqueIndex("visit_photos_visit_sha256_key").on(t.visitId, t.sha256),
    index("visit_photos_taken_by_idx").on(t.takenByUserId),
    check("visit_photos_kind_check", oneOf(t.kind, VISIT_PHOTO_KINDS)),
  ],
);
