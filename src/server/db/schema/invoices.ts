import type { PrintedCompany } from "../../../shared/schemas/company-settings";
import type { BilledTo } from "../../../shared/schemas/invoices";
import { sql, type SQL } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, jsonb } from "drizzle-orm/pg-core";
import { INVOICE_STATUSES } from "../../../shared/options/billing";
import { INVOICE_EVENT_KINDS, INVOICE_KINDS, PAYMENT_METHODS, PAYMENT_TERMS, type InvoiceLine } from "../../../shared/schemas/invoices";
import { users } from "./auth";
import { billedTo, listIndexes, pricedLines, timelineColumns } from "./billing-columns";
import { money, timestamps } from "./columns";
import { oneOf } from "./one-of";
import { quotes } from "./quotes";
import { serviceVisits } from "./service-visits";

// Invoices and payments (decision 030). Statuses are stored as stable values (draft, issued, paid,
// void); outstanding and overdue follow from the due date. Nothing here is ever deleted: a
// mistake is voided with a reason or reduced by a credit note. paid_cents and credited_cents are
// the sums of the invoice's payments and credits, kept in the transaction that adds one, so the
// lists read a balance without summing; a check keeps the balance from going below zero.

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** F-2026-0001: the year's counter (document_counters), given in the issuing transaction. Null while a draft. */
    number: text("number"),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull().default("standard"),
    ...billedTo(),
    /** The accepted quote it bills (or whose deposit it asks for). */
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("draft"),
    ...pricedLines<InvoiceLine>(),
    paidCents: money("paid_cents").notNull().default(0),
    creditedCents: money("credited_cents").notNull().default(0),
    terms: text("terms", { enum: PAYMENT_TERMS }).notNull().default("net_15"),
    /** Set when issued. */
    issueDate: date("issue_date"),
    dueDate: date("due_date"),
    notes: text("notes"),
    /** The company block as printed when sent or issued (decision 052); null for a draft. */
    company: jsonb("company").$type<PrintedCompany>(),
    /**
     * The name and billing address the invoice printed, kept when the client's information is
     * erased (tax law keeps an issued invoice six years); null while the client record speaks.
     */
    billedTo: jsonb("billed_to").$type<BilledTo>(),
    voidReason: text("void_reason"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * The client said they sent an Interac e-Transfer ("I have sent it"), and for how much (the
     * balance then); cleared when staff record a payment (decision 050).
     */
    etransferSentAt: timestamp("etransfer_sent_at", { withTimezone: true }),
    etransferSentCents: money("etransfer_sent_cents"),
    ...timestamps(),
    /** What the list search looks in: number and title, lower-cased. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(coalesce(${invoices.number}, '') || ' ' || ${invoices.title})`),
  },
  (t) => [
    uniqueIndex("invoices_number_key").on(t.number),
    index("invoices_client_idx").on(t.clientId, t.issueDate.desc()),
    index("invoices_quote_id_idx").on(t.quoteId),
    // One deposit invoice per quote, and one live invoice for the work of a quote (visits are billed apart: invoice_visits).
    uniqueIndex("invoices_quote_deposit_key")
      .on(t.quoteId)
      .where(sql`${t.kind} = 'deposit'`),
    uniqueIndex("invoices_quote_work_key")
      .on(t.quoteId)
      .where(sql`${t.kind} = 'standard' and ${t.status} <> 'void'`),
    index("invoices_issued_due_idx")
      .on(t.dueDate)
      .where(sql`${t.status} = 'issued'`),
    ...listIndexes("invoices", t),
    check("invoices_status_check", oneOf(t.status, INVOICE_STATUSES)),
    check("invoices_kind_check", oneOf(t.kind, INVOICE_KINDS)),
    check("invoices_terms_check", oneOf(t.terms, PAYMENT_TERMS)),
    check("invoices_balance_check", sql`${t.paidCents} >= 0 and ${t.creditedCents} >= 0 and ${t.paidCents} + ${t.creditedCents} <= ${t.totalCents}`),
    check(
      "invoices_issued_check",
      sql`${t.status} = 'draft' or ${t.status} = 'void' or (${t.number} is not null and ${t.issueDate} is not null and ${t.dueDate} is not null)`,
    ),
  ],
);

/**
 * The completed visits an invoice of kind "visits" bills (decision 073): one invoice per visit, or a
 * month's (or a batch's) visits of a client at one address. A visit is billed by one live invoice
 * at most, and a quote's one-time lines by one live row (`one_time`): the unique indexes say so
 * whatever runs at once. Voiding the invoice ends its rows' `live`, so its visits can be billed again.
 */
export const invoiceVisits = pgTable(
  "invoice_visits",
  {
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => serviceVisits.id, { onDelete: "restrict" }),
    /** The visit's quote, whose prices the lines are. */
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "restrict" }),
    /** This row's lines include the quote's one-time lines. */
    oneTime: boolean("one_time").notNull().default(false),
    live: boolean("live").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.visitId] }),
    // A removed visit's foreign key check reads this one (the unique one leaves ended rows out).
    index("invoice_visits_visit_idx").on(t.visitId),
    uniqueIndex("invoice_visits_live_visit_key")
      .on(t.visitId)
      .where(sql`${t.live}`),
    uniqueIndex("invoice_visits_one_time_key")
      .on(t.quoteId)
      .where(sql`${t.live} and ${t.oneTime}`),
  ],
);

/** Money received for an invoice: recorded by staff, or a card payment Stripe confirmed. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: money("amount_cents").notNull(),
    paidOn: date("paid_on").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    reference: text("reference"),
    source: text("source", { enum: ["staff", "stripe"] }).notNull(),
    recordedByUserId: text("recorded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    recordedByName: text("recorded_by_name"),
    /** A tip given with the payment (decision 074): paid on top, not applied to the invoice, for the visit's crew. */
    tipCents: money("tip_cents").notNull().default(0),
    /** What was given back of `amount_cents` (invoice_refunds); the invoice's paid_cents counts the rest. */
    refundedCents: money("refunded_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId, t.createdAt),
    index("invoice_payments_paid_on_idx").on(t.paidOn),
    // One payment per reference on an invoice (any case): recording it twice is refused.
    uniqueIndex("invoice_payments_reference_key").on(t.invoiceId, sql`lower(${t.reference})`),
    check("invoice_payments_amount_check", sql`${t.amountCents} > 0`),
    check("invoice_payments_tip_check", sql`${t.tipCents} >= 0`),
    check("invoice_payments_refunded_check", sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
    check("invoice_payments_method_check", oneOf(t.method, PAYMENT_METHODS)),
    check("invoice_payments_source_check", oneOf(t.source, ["staff", "stripe"])),
  ],
);

/** What reduces a balance other than a payment: a credit note, or the deposit paid on the quote's deposit invoice. */
export const invoiceCredits = pgTable(
  "invoice_credits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: ["credit_note", "deposit"] }).notNull(),
    /** C-2026-0001 (its own yearly series), or the deposit invoice's number. */
    number: text("number").notNull(),
    amountCents: money("amount_cents").notNull(),
    reason: text("reason").notNull(),
    /** The deposit invoice whose payments this credit carries over. */
    depositInvoiceId: uuid("deposit_invoice_id").references(() => invoices.id, { onDelete: "restrict" }),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("invoice_credits_invoice_idx").on(t.invoiceId, t.createdAt),
    check("invoice_credits_amount_check", sql`${t.amountCents} > 0`),
    check("invoice_credits_kind_check", oneOf(t.kind, ["credit_note", "deposit"])),
  ],
);

/** The invoice's timeline: made, issued, sent, viewed, payments, credits, reminders, voided. */
export const invoiceEvents = pgTable(
  "invoice_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: INVOICE_EVENT_KINDS }).notNull(),
    ...timelineColumns(["staff", "client", "system"]),
  },
  (t) => [
    index("invoice_events_invoice_at_idx").on(t.invoiceId, t.at),
    check("invoice_events_kind_check", oneOf(t.kind, INVOICE_EVENT_KINDS)),
    check("invoice_events_actor_type_check", oneOf(t.actorType, ["staff", "client", "system"])),
  ],
);

/** Card checkouts started for an invoice (Stripe Checkout sessions), by our own idempotency key. */
export const invoiceCheckouts = pgTable(
  "invoice_checkouts",
  {
    /** Stripe's session id (cs_...). */
    id: text("id").primaryKey(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    idempotencyKey: text("idempotency_key").notNull(),
    amountCents: money("amount_cents").notNull(),
    url: text("url").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("invoice_checkouts_idempotency_key").on(t.idempotencyKey), index("invoice_checkouts_invoice_idx").on(t.invoiceId)],
);

/** Each Stripe event processed once, however often it is delivered (the primary key is Stripe's event id). */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reminders sent, one row per document and stage (an invoice 7 days overdue, a quote about to
 * expire): the primary key makes a second sending of one stage impossible, whichever process tries.
 */
export const billingReminders = pgTable(
  "billing_reminders",
  {
    kind: text("kind", { enum: ["invoice_overdue", "quote_expiry"] }).notNull(),
    documentId: uuid("document_id").notNull(),
    /** Days past due (invoices) or days before expiry (quotes). */
    stage: integer("stage").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.documentId, t.stage] }), check("billing_reminders_kind_check", oneOf(t.kind, ["invoice_overdue", "quote_expiry"]))],
);
