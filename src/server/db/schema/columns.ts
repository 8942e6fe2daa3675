import { sql, type SQL } from "drizzle-orm";
import { bigint, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

// Column builders several tables define alike, made fresh for each table.

/** Cents, as a bigint read as a number. */
export const money = (name: string) => bigint(name, { mode: "number" });

export const timestamps = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What a contact list's search looks in: name, e-mail, phone and the phone's digits, lower-cased. */
export const contactSearchText = (t: { fullName: AnyPgColumn; email: AnyPgColumn; phoneNumber: AnyPgColumn }): SQL =>
  sql`lower(${t.fullName} || ' ' || coalesce(${t.email}, '') || ' ' || ${t.phoneNumber} || ' ' || regexp_replace(${t.phoneNumber}, '[^0-9]', '', 'g'))`;
