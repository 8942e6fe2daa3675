import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { AUTOPAY_CHANNELS, CHARGE_STATUSES, OPEN_CHARGE_STATUSES, REFUND_STATUSES } from "../../../shared/schemas/autopay";
import { users } from "./auth";
import { clients } from "./clients";
import { money } from "./columns";
import { invoiceCredits, invoicePayments, invoices } from "./invoices";
import { oneOf } from "./one-of";

// Card on file, automatic payment and refunds (decision 074). Card numbers never reach us: Stripe's
// hosted page saves the card on the client's Stripe customer, and we keep what the portal shows
// (brand, last four digits, expiry) and the ids Stripe charges with.

/** The client's customer at Stripe, made the first time they save a card. */
export const stripeCustomers = pgTable(
  "stripe_customers",
  {
    clientId: uuid("client_id")
      .primaryKey()
      .references(() => clients.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("stripe_customers_customer_key").on(t.customerId)],
);

/** The client's card on file (one): the last one saved. */
export const clientCards = pgTable("client_cards", {
  clientId: uuid("client_id")
    .primaryKey()
    .references(() => clients.id, { onDelete: "cascade" }),
  /** Stripe's PaymentMethod id (pm_...). */
  paymentMethodId: text("payment_method_id").notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  /** The expiry ("2026-12") the client was asked to update the card for: asked once per card. */
  expiryPromptedFor: text("expiry_prompted_for"),
});

/** Stripe's hosted pages for saving a card (Checkout in setup mode). */
export const cardSetups = pgTable(
  "card_setups",
  {
    /** Stripe's session id (cs_...). */
    id: text("id").primaryKey(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("card_setups_client_idx").on(t.clientId, t.createdAt)],
);

/**
 * Each time automatic payment was turned on or off, with what the client agreed to (the words as
 * shown, their version and language), the card, where and by whom: like a quote's acceptance.
 * Autopay is on while the newest row says so and a card is on file.
 */
export const autopayAgreements = pgTable(
  "autopay_agreements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull(),
    /** The agreement's words as the client saw them (null when turned off). */
    text: text("text"),
    version: text("version"),
    language: text("language").notNull(),
    channel: text("channel", { enum: AUTOPAY_CHANNELS }).notNull(),
    /** "Visa •••• 4242": the card it was agreed for. */
    card: text("card"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("autopay_agreements_client_idx").on(t.clientId, t.at), check("autopay_agreements_channel_check", oneOf(t.channel, AUTOPAY_CHANNELS))],
);

/**
 * Automatic charges of issued invoices, one row per invoice and attempt. Our idempotency key is the
 * row's (invoice and attempt), so asking Stripe again after a crash cannot charge twice; the unique
 * index lets an invoice have one open charge at most, whichever process makes it.
 */
export const invoiceCharges = pgTable(
  "invoice_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    attempt: integer("attempt").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    amountCents: money("amount_cents").notNull(),
    customerId: text("customer_id").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    /** "Visa •••• 4242", as the e-mails and the invoice's history name it. */
    card: text("card").notNull(),
    status: text("status", { enum: CHARGE_STATUSES }).notNull().default("queued"),
    /** Not sent before this time (a retry waits its days). */
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    lockedBy: uuid("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** How many times a process took it to send (a crash leaves it taken; the next asks Stripe first). */
    tries: integer("tries").notNull().default(0),
    paymentIntentId: text("payment_intent_id"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("invoice_charges_attempt_key").on(t.invoiceId, t.attempt),
    uniqueIndex("invoice_charges_idempotency_key").on(t.idempotencyKey),
    uniqueIndex("invoice_charges_open_key")
      .on(t.invoiceId)
      .where(sql.raw(`status in (${OPEN_CHARGE_STATUSES.map((s) => `'${s}'`).join(", ")})`)),
    index("invoice_charges_due_idx")
      .on(t.sendAfter)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index("invoice_charges_intent_idx").on(t.paymentIntentId),
    check("invoice_charges_status_check", oneOf(t.status, CHARGE_STATUSES)),
    check("invoice_charges_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/**
 * Money given back on a card payment: a credit note of the same amount (invoice_credits) and a
 * Stripe refund, asked with our idempotency key (the refund's id).
 */
export const invoiceRefunds = pgTable(
  "invoice_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => invoicePayments.id, { onDelete: "restrict" }),
    /** The credit note that takes the refunded amount off the invoice. */
    creditId: uuid("credit_id").references(() => invoiceCredits.id, { onDelete: "restrict" }),
    amountCents: money("amount_cents").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    /** Stripe's refund id (re_...). */
    stripeRefundId: text("stripe_refund_id"),
    failureMessage: text("failure_message"),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("invoice_refunds_invoice_idx").on(t.invoiceId, t.createdAt),
    index("invoice_refunds_payment_idx").on(t.paymentId),
    check("invoice_refunds_amount_check", sql`${t.amountCents} > 0`),
    check("invoice_refunds_status_check", oneOf(t.status, REFUND_STATUSES)),
  ],
);
