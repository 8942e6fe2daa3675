import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { INVOICE_STATUSES } from "../../../shared/options/billing";
import { clientAddresses, clients } from "./clients";
import { oneOf } from "./one-of";

// A client's invoices (spec 000 §3, decision 021); quotes are in quotes.ts. They belong to the client record,
// not to a sign-in account; the portal lists those of the signed-in user's client. Statuses are
// stored as stable values; expired, outstanding and overdue follow from the dates.

/** A client's record is kept while it has documents; a used address cannot be removed. */
const documentRefs = {
  clientId: uuid("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "restrict" }),
  /** The service address the document is for. */
  addressId: uuid("address_id").references(() => clientAddresses.id, { onDelete: "restrict" }),
};

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ...documentRefs,
    service: text("service").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("draft"),
    issueDate: date("issue_date").notNull(),
    dueDate: date("due_date").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("invoices_client_idx").on(t.clientId, t.issueDate.desc()),
    index("invoices_address_id_idx").on(t.addressId),
    check("invoices_status_check", oneOf(t.status, INVOICE_STATUSES)),
  ],
);
