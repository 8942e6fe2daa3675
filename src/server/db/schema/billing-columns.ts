import { index, jsonb, text, timestamp, uuid, type ExtraConfigColumn } from "drizzle-orm/pg-core";
import type { QuoteTax } from "../../../shared/schemas/quotes";
import { users } from "./auth";
import { clientAddresses, clients } from "./clients";
import { money } from "./columns";

// The columns quotes and invoices define alike (decisions 026 and 030), as fresh builders for each
// table: what a table has of its own stays in its definition.

/** The client billed and the service address. */
export const billedTo = () => ({
  /** A client's record is kept while it has documents; a used address cannot be removed. */
  clientId: uuid("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "restrict" }),
  /** The service address; its province decides the taxes. */
  addressId: uuid("address_id").references(() => clientAddresses.id, { onDelete: "restrict" }),
});

/** The lines and their money: names, rates, the company's numbers and amounts, as computed when the document was saved. */
export const pricedLines = <Line>() => ({
  lines: jsonb("lines").$type<Line[]>().notNull().default([]),
  province: text("province"),
  taxes: jsonb("taxes").$type<QuoteTax[]>().notNull().default([]),
  subtotalCents: money("subtotal_cents").notNull().default(0),
  taxCents: money("tax_cents").notNull().default(0),
  totalCents: money("total_cents").notNull(),
});

type ListedColumns = Record<"id" | "addressId" | "status" | "createdAt" | "searchText", ExtraConfigColumn>;

/** The indexes of the admin list (newest first, by status, the search) and of the address's foreign key. */
export const listIndexes = (table: string, t: ListedColumns) => [
  index(`${table}_address_id_idx`).on(t.addressId),
  // DESC NULLS FIRST: the order `order by created_at desc, id desc` asks for.
  index(`${table}_created_at_id_idx`).on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index(`${table}_status_created_at_idx`).on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index(`${table}_search_idx`).using("gin", t.searchText.op("gin_trgm_ops")).with({ fastupdate: false }),
];

/** A timeline entry's author (`actorTypes`: who may act on the document), what it says, and when. */
export const timelineColumns = <Actor extends string>(actorTypes: readonly [Actor, ...Actor[]]) => ({
  actorType: text("actor_type", { enum: actorTypes }).notNull(),
  actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
  /** Kept as written, so the entry still names its author later. */
  actorName: text("actor_name"),
  details: jsonb("details").$type<Record<string, string | null>>().notNull().default({}),
  ip: text("ip"),
  userAgent: text("user_agent"),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
