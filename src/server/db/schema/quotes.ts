import type { PrintedCompany } from "../../../shared/schemas/company-settings";
import { sql, type SQL } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { QUOTE_STATUSES } from "../../../shared/options/billing";
import { DEPOSIT_KINDS, QUOTE_EVENT_KINDS, type QuoteDocument, type QuoteLine } from "../../../shared/schemas/quotes";
import { jobAssessments } from "./assessments";
import { billedTo, listIndexes, pricedLines, timelineColumns } from "./billing-columns";
import { money, timestamps } from "./columns";
import { bytea } from "./bytea";
import { users } from "./auth";
import { oneOf } from "./one-of";

// Quotes (decision 026). The row holds the latest version; every version a client could see is
// also kept whole in quote_versions, and an acceptance points at the version it signed.

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Q-2026-0001: the year's counter (document_counters), given when the quote is made. */
    number: text("number").notNull(),
    ...billedTo(),
    assessmentId: uuid("assessment_id").references(() => jobAssessments.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("draft"),
    /** 1 until the quote is edited after it was sent; each such edit adds one. */
    version: integer("version").notNull().default(1),
    ...pricedLines<QuoteLine>(),
    depositKind: text("deposit_kind", { enum: DEPOSIT_KINDS }).notNull().default("none"),
    /** Hundredths of a percent (kind percent) or cents (kind amount). */
    depositValue: money("deposit_value").notNull().default(0),
    depositCents: money("deposit_cents").notNull().default(0),
    notes: text("notes"),
    /** The company block as printed when sent or issued (decision 052); null for a draft. */
    company: jsonb("company").$type<PrintedCompany>(),
    termsVersion: text("terms_version"),
    termsText: text("terms_text"),
    quoteDate: date("quote_date").notNull(),
    validUntil: date("valid_until").notNull(),
    /** When it was first sent (the list's "sent this month" and acceptance rate). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps(),
    /** What the list search looks in: number and title, lower-cased. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${quotes.number} || ' ' || ${quotes.title})`),
  },
  (t) => [
    uniqueIndex("quotes_number_key").on(t.number),
    index("quotes_client_idx").on(t.clientId, t.quoteDate.desc()),
    index("quotes_assessment_id_idx").on(t.assessmentId),
    index("quotes_sent_at_idx").on(t.sentAt),
    ...listIndexes("quotes", t),
    check("quotes_status_check", oneOf(t.status, QUOTE_STATUSES)),
    check("quotes_deposit_kind_check", oneOf(t.depositKind, DEPOSIT_KINDS)),
  ],
);

/** Each version a client could see, whole: what an acceptance signs and the PDF is drawn from. */
export const quoteVersions = pgTable(
  "quote_versions",
  {
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "restrict" }),
    version: integer("version").notNull(),
    document: jsonb("document").$type<QuoteDocument>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.version] })],
);

/** The quote's timeline: made, edited, sent, every client view, accepted, declined, voided. */
export const quoteEvents = pgTable(
  "quote_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: QUOTE_EVENT_KINDS }).notNull(),
    version: integer("version").notNull(),
    ...timelineColumns(["staff", "client"]),
  },
  (t) => [index("quote_events_quote_at_idx").on(t.quoteId, t.at), check("quote_events_kind_check", oneOf(t.kind, QUOTE_EVENT_KINDS))],
);

/** The one acceptance of a quote (the primary key makes a second one impossible). */
export const quoteAcceptances = pgTable(
  "quote_acceptances",
  {
    quoteId: uuid("quote_id")
      .primaryKey()
      .references(() => quotes.id, { onDelete: "restrict" }),
    version: integer("version").notNull(),
    /** SHA-256 (hex) of the PDF of that version, as the client could download it. */
    pdfSha256: text("pdf_sha256").notNull(),
    /** That PDF itself, so the acceptance still shows what was signed after the layout or fonts change. */
    pdf: bytea("pdf").notNull(),
    termsVersion: text("terms_version").notNull(),
    termsText: text("terms_text").notNull(),
    signedName: text("signed_name").notNull(),
    channel: text("channel", { enum: ["portal", "staff"] }).notNull(),
    staffUserId: text("staff_user_id").references(() => users.id, { onDelete: "set null" }),
    staffName: text("staff_name"),
    note: text("note"),
    optionalLineIds: jsonb("optional_line_ids").$type<string[]>().notNull().default([]),
    totalCents: money("total_cents").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("quote_acceptances_channel_check", oneOf(t.channel, ["portal", "staff"]))],
);

/** Yearly document counters: Q-2026-0001, F-2026-0001. */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);
