import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CHECKLIST_SERVICES, type ChecklistRoom } from "../../../shared/schemas/checklists";
import { users } from "./auth";
import { oneOf } from "./one-of";
import { serviceVisits } from "./service-visits";

// Cleaning checklists (decision 065). A template per service, its rooms and items in order as one
// JSON list (edited and saved whole); a visit's copy of it taken when its crew first opens it;
// one row per ticked or unticked item of a visit, its last state.

export const checklistTemplates = pgTable(
  "checklist_templates",
  {
    service: text("service", { enum: CHECKLIST_SERVICES }).primaryKey(),
    rooms: jsonb("rooms").$type<ChecklistRoom[]>().notNull(),
    /** Null for the company's default, never edited. */
    updatedByUserId: text("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    updatedByName: text("updated_by_name"),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [check("checklist_templates_service_check", oneOf(t.service, CHECKLIST_SERVICES))],
);

export const visitChecklists = pgTable("visit_checklists", {
  visitId: uuid("visit_id")
    .primaryKey()
    .references(() => serviceVisits.id, { onDelete: "cascade" }),
  /** The template it was copied from. */
  service: text("service", { enum: CHECKLIST_SERVICES }).notNull(),
  rooms: jsonb("rooms").$type<ChecklistRoom[]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const visitChecklistTicks = pgTable(
  "visit_checklist_ticks",
  {
    visitId: uuid("visit_id")
      .notNull()
      .references(() => visitChecklists.visitId, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    done: boolean("done").notNull(),
    byUserId: text("by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so the tick still names the cleaner after their account is gone. */
    byName: text("by_name").notNull(),
    /** The server's time of the last change. */
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The phone's own time of the change, when it sent one (a tick made offline). */
    phoneAt: timestamp("phone_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.itemId] }), index("visit_checklist_ticks_user_idx").on(t.byUserId)],
);
