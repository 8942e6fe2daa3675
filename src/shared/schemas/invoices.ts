import { z } from "zod";
import type { InvoiceCharge } from "./autopay";
import type { InvoiceRefund } from "./refunds";
import type { InvoiceStatus } from "../options/billing";
import type { ClientAddress, ClientLanguage } from "./clients";
import { optionalParam, pageParam, searchParam } from "./list-params";
import { QUOTE_LIMITS, quoteLineSchema, type QuoteLine, type QuoteTax } from "./quotes";
import { calendarDate, optionalText, requiredText as required } from "./text-fields";

// Invoices and payments (decision 030): what staff write in the admin, what the client reads and
// pays in the portal, and what both sides' pages receive. Money is integer cents; dates are
// calendar dates (yyyy-mm-dd, Ottawa's day). An issued invoice is never edited: it is voided (with
// a reason, keeping its number) or reduced by a credit note.

export const INVOICE_LIMITS = {
  title: QUOTE_LIMITS.title,
  lines: QUOTE_LIMITS.lines,
  notes: QUOTE_LIMITS.notes,
  reason: QUOTE_LIMITS.reason,
  reference: 200,
  /** $10,000,000: more than any cleaning invoice, and far inside a bigint. */
  amountCents: 1_000_000_000,
} as const;

/** Rows per page of the admin invoice list. */
export const INVOICES_PAGE_SIZE = 50;

/** When an invoice is due, counted from its issue date. */
export const PAYMENT_TERMS = ["on_receipt", "net_15", "net_30"] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERM_DAYS: Record<PaymentTerms, number> = { on_receipt: 0, net_15: 15, net_30: 30 };

/** standard: for the work; deposit: the deposit a quote asks for, made when it is accepted. */
/** standard: by hand or for a quote's work; deposit: a quote's deposit; visits: completed visits of a recurring service (invoice_visits). */
export const INVOICE_KINDS = ["standard", "deposit", "visits"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const PAYMENT_METHODS = ["etransfer", "card", "cash", "cheque", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What staff see of an invoice: draft, void, paid, or an issued one with a balance by its due date. */
export const ADMIN_INVOICE_STATES = ["draft", "outstanding", "overdue", "paid", "void"] as const;
export type AdminInvoiceState = (typeof ADMIN_INVOICE_STATES)[number];

export function adminInvoiceState(status: InvoiceStatus, dueDate: string | null, today: string): AdminInvoiceState {
  if (status !== "issued") return status;
  return dueDate !== null && dueDate < today ? "overdue" : "outstanding";
}

const amount = (label: string) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be in whole cents`)
    .gt(0, `${label} must be greater than 0`)
    .max(INVOICE_LIMITS.amountCents, `${label} must be at most $10,000,000`);

/** An invoice line: a quote line without the optional flag (an invoice bills what was chosen). */
export const invoiceLineSchema = quoteLineSchema.omit({ optional: true, oneTime: true });
export type InvoiceLineInput = z.input<typeof invoiceLineSchema>;

const invoiceFields = {
  title: required("Title", INVOICE_LIMITS.title),
  lines: z
    .array(invoiceLineSchema, "Lines must be a list of line items")
    .min(1, "Add at least one line item.")
    .max(INVOICE_LIMITS.lines, `An invoice may have at most ${INVOICE_LIMITS.lines} lines`),
  terms: z.enum(PAYMENT_TERMS, "Payment terms must be on receipt, net 15 or net 30").default("net_15"),
  notes: optionalText("Notes", INVOICE_LIMITS.notes),
};

/** A draft invoice by hand (POST /api/admin/invoices). */
export const invoiceCreateSchema = z.object({
  ...invoiceFields,
  clientId: z.guid("Client must be a client id"),
  addressId: z.guid("Service address must be an address id"),
});
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;
export type InvoiceCreate = z.output<typeof invoiceCreateSchema>;

/** A draft invoice from an accepted quote (POST /api/admin/invoices/from-quote). */
export const invoiceFromQuoteSchema = z.object({
  quoteId: z.guid("Quote must be a quote id"),
  terms: z.enum(PAYMENT_TERMS, "Payment terms must be on receipt, net 15 or net 30").default("net_15"),
});
export type InvoiceFromQuoteInput = z.input<typeof invoiceFromQuoteSchema>;

/** Edit a draft (PUT /api/admin/invoices/{id}); an issued invoice is refused (409). */
export const invoiceEditSchema = z.object({ ...invoiceFields, addressId: z.guid("Service address must be an address id") });
export type InvoiceEditInput = z.input<typeof invoiceEditSchema>;
export type InvoiceEdit = z.output<typeof invoiceEditSchema>;

/** Issue a draft (POST /api/admin/invoices/{id}/issue): numbered, dated, e-mailed to the client. */
export const invoiceIssueSchema = z.object({
  /** Absent: today (Ottawa). It may not be in the future. */
  issueDate: calendarDate("Issue date").optional(),
});
export type InvoiceIssueInput = z.input<typeof invoiceIssueSchema>;

/** POST /api/admin/invoices/{id}/void. */
export const invoiceVoidSchema = z.object({ reason: required("Reason", INVOICE_LIMITS.reason) });
export type InvoiceVoidInput = z.input<typeof invoiceVoidSchema>;

/** POST /api/admin/invoices/{id}/credits: a credit note, at most the balance. */
export const creditNoteSchema = z.object({ amountCents: amount("Amount"), reason: required("Reason", INVOICE_LIMITS.reason) });
export type CreditNoteInput = z.input<typeof creditNoteSchema>;

/** POST /api/admin/invoices/{id}/payments: a payment staff record, at most the balance. */
export const paymentSchema = z.object({
  amountCents: amount("Amount"),
  /** The day the money came in; not in the future (the server checks, by Ottawa's day). */
  paidOn: calendarDate("Payment date"),
  method: z.enum(PAYMENT_METHODS, "Method must be Interac e-Transfer, card, cash, cheque or other"),
  /** The e-Transfer's reference number, a cheque number...: one payment per reference on an invoice. */
  reference: optionalText("Reference", INVOICE_LIMITS.reference),
});
export type PaymentInput = z.input<typeof paymentSchema>;

/** The admin invoice list's query string. */
export const invoiceListQuerySchema = z.object({
  status: optionalParam(z.enum(ADMIN_INVOICE_STATES, "Status must be draft, outstanding, overdue, paid or void")),
  search: searchParam,
  page: pageParam,
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

// ---- Answers ----

export type InvoiceLine = Omit<QuoteLine, "optional" | "oneTime">;

export type InvoicePayment = {
  id: string;
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string | null;
  /** staff: recorded by a staff member; stripe: a card payment confirmed by Stripe. */
  source: "staff" | "stripe";
  recordedBy: string | null;
  /** A tip for the crew paid with it (decision 075): on top of `amountCents`, never applied to the invoice (absent: none). */
  tipCents?: number;
  /** What was refunded of `amountCents` (card refunds, decision 076; absent: none). */
  refundedCents?: number;
  createdAt: string;
};

/** A credit on an invoice: a credit note staff wrote, or the deposit paid on the quote's deposit invoice. */
export type InvoiceCredit = {
  id: string;
  kind: "credit_note" | "deposit";
  /** C-2026-0001 for a credit note; the deposit invoice's number for a deposit. */
  number: string;
  amountCents: number;
  reason: string;
  createdAt: string;
};

/** An invoice as its client reads it: the portal page, and the PDF drawn from it. */
/** The client said they sent an Interac e-Transfer: when, and for how much (the balance then); decision 050. */
export type EtransferSent = { at: string; amountCents: number };

/**
 * The name and billing address an issued invoice printed, kept on it when the client's information
 * is erased (issue 28): what tax law asks an invoice to show, and nothing more.
 */
export type BilledTo = { fullName: string; address: Pick<ClientAddress, "street" | "city" | "province" | "postalCode"> };

export type InvoiceDocument = {
  id: string;
  /** Null while a draft. */
  number: string | null;
  kind: InvoiceKind;
  title: string;
  /** Null while a draft. */
  issueDate: string | null;
  dueDate: string | null;
  terms: PaymentTerms;
  quoteNumber: string | null;
  client: { fullName: string; email: string | null; phoneNumber: string; language: ClientLanguage };
  address: Pick<ClientAddress, "street" | "city" | "province" | "postalCode">;
  lines: InvoiceLine[];
  subtotalCents: number;
  taxes: QuoteTax[];
  taxCents: number;
  totalCents: number;
  payments: InvoicePayment[];
  credits: InvoiceCredit[];
  paidCents: number;
  creditedCents: number;
  /** total - payments - credits; never below zero. */
  balanceCents: number;
  notes: string | null;
  status: AdminInvoiceState;
  /** "I have sent it": waiting for staff to record the payment; null when not said, or once a payment was recorded. */
  etransferSent: EtransferSent | null;
  voidReason: string | null;
};

export const INVOICE_EVENT_KINDS = [
  "created",
  "updated",
  "issued",
  "sent",
  "viewed",
  "payment_recorded",
  "credited",
  "paid",
  "voided",
  "etransfer_sent",
  "checkout_started",
  "reminder_sent",
  /** A card payment Stripe confirmed that could not be applied (the invoice was paid or voided meanwhile): staff refund it. */
  "refund_needed",
  /** An automatic charge of the card on file was sent to Stripe (decision 074). */
  "charge_sent",
  /** An automatic charge was declined, or could not be made. */
  "charge_failed",
  /** Money given back on a card payment, with its credit note. */
  "refunded",
] as const;
export type InvoiceEventKind = (typeof INVOICE_EVENT_KINDS)[number];

/** One entry of the invoice's timeline. */
export type InvoiceEvent = {
  id: string;
  kind: InvoiceEventKind;
  at: string;
  actor: { type: "staff" | "client" | "system"; name: string | null };
  details: Record<string, string | null>;
};

/** GET /api/admin/invoices/{id}. */
export type InvoiceDetail = {
  invoice: InvoiceDocument & {
    clientId: string;
    addressId: string | null;
    quoteId: string | null;
    createdAt: string;
    updatedAt: string;
    events: InvoiceEvent[];
    /** The completed visits an invoice of kind "visits" bills (decision 073), by day; still listed once it is void. */
    visits: BilledVisitRef[];
    /** Automatic charges of the card on file (decision 074), first attempt first. */
    charges: InvoiceCharge[];
    /** Refunds of card payments (decision 076), first made first. */
    refunds: InvoiceRefund[];
  };
};

/** A visit an invoice bills, as its page links to it. */
export type BilledVisitRef = { id: string; date: string; service: string };

/** A row of the admin invoice list. */
export type InvoiceSummary = {
  id: string;
  number: string | null;
  kind: InvoiceKind;
  title: string;
  clientId: string;
  clientName: string;
  status: AdminInvoiceState;
  totalCents: number;
  balanceCents: number;
  issueDate: string | null;
  dueDate: string | null;
  createdAt: string;
  /** When the client said they sent an e-Transfer not yet recorded as a payment. */
  etransferSentAt: string | null;
};
export type InvoiceList = { items: InvoiceSummary[]; total: number; page: number; pageSize: number };

/** GET /api/admin/invoices/stats: the list's cards and the aging of what is owed. */
export type InvoiceStats = {
  outstandingCents: number;
  outstandingCount: number;
  overdueCents: number;
  overdueCount: number;
  /** Payments received this calendar month (Ottawa). */
  paidThisMonthCents: number;
  /** Balances of issued invoices by days past due: not yet due, 1-30, 31-60, more than 60. */
  aging: { currentCents: number; days1to30Cents: number; days31to60Cents: number; over60Cents: number };
};
