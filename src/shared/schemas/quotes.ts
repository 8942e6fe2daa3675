import { z } from "zod";
import type { TaxCode } from "../billing/tax";
import type { Deposit } from "../billing/totals";
import { says } from "../i18n/validation";
import type { QuoteStatus } from "../options/billing";
import type { AdminInvoiceState, InvoiceKind } from "./invoices";
import { clientFormSchema, type ClientAddress, type ClientLanguage, type ClientDraft } from "./clients";
import { optionalParam, pageParam, searchParam } from "./list-params";
import { calendarDate, optionalText, requiredText as required, tooLong } from "./text-fields";

// Quotes (decision 026): what staff write in the admin, what the client reads and signs in the
// portal, and what both sides' pages receive. Money is integer cents; quantities have at most two
// decimals; dates are calendar dates (yyyy-mm-dd, Ottawa's day).

export const QUOTE_LIMITS = {
  title: 200,
  description: 500,
  lines: 50,
  quantity: 10_000,
  /** $1,000,000 per unit. */
  unitPriceCents: 100_000_000,
  notes: 5000,
  signedName: 200,
  comment: 2000,
  message: 5000,
  reason: 1000,
} as const;

/** Days a new quote stays valid unless staff choose a date. */
export const QUOTE_VALID_DAYS = 30;
/** Rows per page of the admin quote list. */
export const QUOTES_PAGE_SIZE = 50;

const hasTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** One line of a quote as staff write it. */
export const quoteLineSchema = z.object({
  /** Kept when editing a line that exists (optional lines are chosen by it); the server gives new lines one. */
  id: z.guid("Line id must be a line id").optional(),
  description: required("Description", QUOTE_LIMITS.description),
  quantity: z
    .number("Quantity must be a number")
    .gt(0, "Quantity must be greater than 0")
    .max(QUOTE_LIMITS.quantity, `Quantity must be at most ${QUOTE_LIMITS.quantity.toLocaleString("en-CA")}`)
    .refine(hasTwoDecimals, "Quantity may have at most two decimals"),
  unitPriceCents: z
    .number("Unit price must be a number")
    .int("Unit price must be in whole cents")
    .min(0, "Unit price cannot be negative")
    .max(QUOTE_LIMITS.unitPriceCents, "Unit price must be at most $1,000,000"),
  /** An optional line: the client may tick it when accepting; it is not in the total until then. */
  optional: z.boolean("Optional must be true or false").default(false),
  /**
   * A one-time charge (an oven cleaning before the regular visits): billed on the first visit's
   * invoice only. The other lines are billed on every visit of a recurring service.
   */
  oneTime: z.boolean("One-time must be true or false").default(false),
});
export type QuoteLineInput = z.input<typeof quoteLineSchema>;
export type QuoteLineForm = z.output<typeof quoteLineSchema>;

export const DEPOSIT_KINDS = ["none", "percent", "amount"] as const;
export const depositSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("none") }),
    z.object({
      kind: z.literal("percent"),
      percent: z
        .number("Deposit percentage must be a number")
        .gt(0, "Deposit percentage must be greater than 0")
        .max(100, "Deposit percentage must be at most 100")
        .refine(hasTwoDecimals, "Deposit percentage may have at most two decimals"),
    }),
    z.object({
      kind: z.literal("amount"),
      amountCents: z
        .number("Deposit amount must be a number")
        .int("Deposit amount must be in whole cents")
        .gt(0, "Deposit amount must be greater than 0")
        .max(QUOTE_LIMITS.unitPriceCents * 10, "Deposit amount is too large"),
    }),
  ],
  "Deposit must be none, a percentage or an amount",
) satisfies z.ZodType<Deposit>;

const quoteFields = {
  title: required("Title", QUOTE_LIMITS.title),
  lines: z
    .array(quoteLineSchema, "Lines must be a list of line items")
    .max(QUOTE_LIMITS.lines, `A quote may have at most ${QUOTE_LIMITS.lines} lines`)
    .refine((lines) => lines.some((l) => !l.optional), "Add at least one line item that is not optional.")
    .refine(
      (lines) => new Set(lines.flatMap((l) => (l.id ? [l.id.toLowerCase()] : []))).size === lines.filter((l) => l.id).length,
      "Each line may be listed once.",
    ),
  /** Absent: 30 days from today. It may not be in the past (the server checks, by Ottawa's day). */
  validUntil: calendarDate("Valid Until").optional(),
  notes: optionalText("Notes", QUOTE_LIMITS.notes),
  deposit: depositSchema.default({ kind: "none" }),
};

/**
 * Create a draft quote (POST /api/admin/quotes): for a client and one of its addresses, or for a
 * new client made in the same step (the quote builder from an assessment that has no client yet).
 */
export const quoteCreateSchema = z
  .object({
    ...quoteFields,
    clientId: z.guid("Client must be a client id").optional(),
    addressId: z.guid("Service address must be an address id").optional(),
    newClient: clientFormSchema.optional(),
    assessmentId: z.guid("Assessment id must be an assessment id").optional(),
  })
  .superRefine((q, ctx) => {
    if (q.newClient) {
      if (q.clientId) ctx.addIssue({ code: "custom", path: ["clientId"], message: "Choose a client or enter a new one, not both." });
      return;
    }
    if (!q.clientId) ctx.addIssue({ code: "custom", path: ["clientId"], message: "Client is required." });
    if (!q.addressId) ctx.addIssue({ code: "custom", path: ["addressId"], message: "Service address is required." });
  });
export type QuoteCreateInput = z.input<typeof quoteCreateSchema>;
export type QuoteCreate = z.output<typeof quoteCreateSchema>;

/** Edit a quote (PUT /api/admin/quotes/{id}): a draft in place; a sent quote becomes a new version. */
export const quoteEditSchema = z.object({
  ...quoteFields,
  addressId: z.guid("Service address must be an address id"),
  /** The version the editor started from: an edit of an older version is refused (409). */
  version: z.number("Version must be a number").int().min(1),
});
export type QuoteEditInput = z.input<typeof quoteEditSchema>;
export type QuoteEdit = z.output<typeof quoteEditSchema>;

/** Why a client declines (stable values; the catalogs have the words). */
export const DECLINE_REASONS = ["price", "timing", "other_company", "not_needed", "other"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

const versionField = z.number(says("quote.versionNumber")).int(says("quote.versionWhole")).min(1, says("quote.versionMin"));
const chosenLines = z
  .array(z.guid(says("quote.optionalItemIds")), says("quote.optionalItemsList"))
  .max(QUOTE_LIMITS.lines)
  .default([]);
const signedName = z
  .string(says("text.required", { label: "fullName" }))
  .trim()
  .min(2, says("quote.signedName"))
  .max(QUOTE_LIMITS.signedName, tooLong("fullName", QUOTE_LIMITS.signedName));

/** The client accepts in the portal (POST /api/portal/quotes/{id}/accept). */
export const portalAcceptSchema = z.object({
  /** The version the client read; a newer one refuses the acceptance (409). */
  version: versionField,
  termsAccepted: z.literal(true, says("quote.termsAccepted")),
  signedName,
  optionalLineIds: chosenLines,
});
export type PortalAcceptInput = z.input<typeof portalAcceptSchema>;

/** Staff record an acceptance the client gave another way (POST /api/admin/quotes/{id}/accept). */
export const staffAcceptSchema = z.object({
  version: versionField,
  signedName,
  note: required("Note", QUOTE_LIMITS.reason),
  optionalLineIds: chosenLines,
});
export type StaffAcceptInput = z.input<typeof staffAcceptSchema>;

/** POST /api/portal/quotes/{id}/decline. */
export const declineSchema = z.object({
  /** The version the client read (the portal page sends it); a newer one refuses the answer (409). */
  version: versionField.optional(),
  reason: z.enum(DECLINE_REASONS, says("quote.declineReason")),
  comment: optionalText("comment", QUOTE_LIMITS.comment),
});
export type DeclineInput = z.input<typeof declineSchema>;

/** POST /api/portal/quotes/{id}/changes. */
export const changeRequestSchema = z.object({ version: versionField.optional(), message: required("message", QUOTE_LIMITS.message) });
export type ChangeRequestInput = z.input<typeof changeRequestSchema>;

/** POST /api/admin/quotes/{id}/void. */
export const voidSchema = z.object({ reason: required("Reason", QUOTE_LIMITS.reason) });
export type VoidInput = z.input<typeof voidSchema>;

/** What staff see of a quote: the stored status, or expired (sent and past its valid-until date). */
export const ADMIN_QUOTE_STATES = ["draft", "sent", "expired", "accepted", "declined", "void"] as const;
export type AdminQuoteState = (typeof ADMIN_QUOTE_STATES)[number];

/** The admin quote list's query string. */
export const quoteListQuerySchema = z.object({
  status: optionalParam(z.enum(ADMIN_QUOTE_STATES, "Status must be draft, sent, expired, accepted, declined or void")),
  search: searchParam,
  page: pageParam,
});
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

export function adminQuoteState(status: QuoteStatus, validUntil: string, today: string): AdminQuoteState {
  return status === "sent" && validUntil < today ? "expired" : status;
}

// ---- Answers ----

export type QuoteLine = {
  id: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  optional: boolean;
  /** Billed once, on the first visit's invoice; absent (lines saved before it existed) is billed on every visit. */
  oneTime?: boolean;
};

/** A tax as saved on the quote: its name, rate (per 100,000), the company's number for it, the amount. */
export type QuoteTax = { code: TaxCode; rate: number; registrationNumber: string | null; amountCents: number };

export type QuoteTotals = {
  /** Required lines (and, once accepted, the optional lines chosen). */
  subtotalCents: number;
  taxes: QuoteTax[];
  taxCents: number;
  totalCents: number;
  depositCents: number;
};

export type QuoteAcceptance = {
  version: number;
  signedName: string;
  acceptedAt: string;
  /** portal: the client clicked Accept; staff: staff recorded an acceptance given another way. */
  channel: "portal" | "staff";
  /** The staff member who recorded it (channel staff). */
  recordedBy: string | null;
  note: string | null;
  pdfSha256: string;
  termsVersion: string;
  optionalLineIds: string[];
  ip: string | null;
  userAgent: string | null;
};

/**
 * One version of a quote as the client reads it: the portal page, and the PDF drawn from it.
 * Everything on it is saved with the quote (tax numbers included), so it reads the same later.
 */
export type QuoteDocument = {
  id: string;
  number: string;
  version: number;
  title: string;
  quoteDate: string;
  validUntil: string;
  client: { fullName: string; email: string | null; phoneNumber: string; language: ClientLanguage };
  address: Pick<ClientAddress, "street" | "city" | "province" | "postalCode">;
  lines: QuoteLine[];
  totals: QuoteTotals;
  /** What the optional lines add when all are chosen, before tax. */
  optionalSubtotalCents: number;
  deposit: Deposit;
  notes: string | null;
  terms: { version: string; text: string };
};

export const QUOTE_EVENT_KINDS = ["created", "updated", "revised", "sent", "resent", "viewed", "accepted", "declined", "changes_requested", "voided"] as const;
export type QuoteEventKind = (typeof QUOTE_EVENT_KINDS)[number];

/** One entry of the quote's timeline. */
export type QuoteEvent = {
  id: string;
  kind: QuoteEventKind;
  at: string;
  version: number;
  /** Who: a staff member's name, the client's name, or null for the system. */
  actor: { type: "staff" | "client"; name: string | null };
  /** reason and comment (declined), message (changes_requested), note (accepted by staff), reason (voided), channel (viewed: page or pdf). */
  details: Record<string, string | null>;
};

/** A row of the admin quote list. */
export type QuoteSummary = {
  id: string;
  number: string;
  title: string;
  clientId: string;
  clientName: string;
  status: AdminQuoteState;
  totalCents: number;
  quoteDate: string;
  validUntil: string;
  version: number;
  createdAt: string;
};
export type QuoteList = { items: QuoteSummary[]; total: number; page: number; pageSize: number };

/** GET /api/admin/quotes/stats: the list's cards. */
export type QuoteStats = {
  /** Total of sent quotes that have not expired. */
  openValueCents: number;
  openCount: number;
  /** Quotes first sent this calendar month (Ottawa). */
  sentThisMonth: number;
  /** Of the quotes first sent in the last 90 days, the share accepted (0..1); null when none was sent. */
  acceptanceRate90d: number | null;
  sent90d: number;
};

/** GET /api/admin/quotes/{id}. */
export type QuoteDetail = {
  quote: QuoteDocument & {
    status: AdminQuoteState;
    clientId: string;
    addressId: string | null;
    assessmentId: string | null;
    createdAt: string;
    updatedAt: string;
    events: QuoteEvent[];
    acceptance: QuoteAcceptance | null;
    /** The quote's invoices (its deposit invoice, the invoice for the work), oldest first. */
    invoices: { id: string; number: string | null; kind: InvoiceKind; status: AdminInvoiceState; totalCents: number }[];
  };
};

/** GET /api/admin/quotes/from-assessment/{id}: what the builder starts from. */
export type QuoteDraft = {
  assessmentId: string;
  /** The client with the assessment's e-mail (or made from it), with its addresses; null: a new client from `clientDraft`. */
  client: { id: string; fullName: string; email: string | null; addresses: ClientAddress[] } | null;
  clientDraft: ClientDraft;
  /** The language the title and lines are written in: the client's (the found client's stored one, else the assessment's). */
  language: ClientLanguage;
  title: string;
  lines: QuoteLineInput[];
  validUntil: string;
  /** How often the client asked for the work (the assessment's frequency, and its text when custom): a schedule from the quote repeats by it. */
  frequency: { value: string; custom: string | null };
};
