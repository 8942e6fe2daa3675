import { index, integer, pgTable, text, timestamp, date, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

// A client's quotes and invoices as the portal lists them (spec 000 §3). The quotes issue
// creates them from assessments and adds their lines; the portal reads only its own client's.

export const QUOTE_STATUSES = ["Pending", "Accepted", "Expired"] as const;
export const INVOICE_STATUSES = ["Paid", "Outstanding", "Overdue"] as const;

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientUserId: text("client_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    service: text("service").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("Pending"),
    quoteDate: date("quote_date").notNull(),
    validUntil: date("valid_until").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quotes_client_idx").on(t.clientUserId, t.quoteDate.desc())],
);

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientUserId: text("client_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    service: text("service").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("Outstanding"),
    issueDate: date("issue_date").notNull(),
    dueDate: date("due_date").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invoices_client_idx").on(t.clientUserId, t.issueDate.desc())],
);
