import type { InvoiceAutopay } from "./schemas/autopay";
import type { InvoiceStatus, QuoteStatus } from "./options/billing";
import type { InvoiceDocument } from "./schemas/invoices";
import type { QuoteAcceptance, QuoteDocument } from "./schemas/quotes";

// What the portal's data routes answer: GET /api/portal/quotes and GET /api/portal/invoices.
// Amounts are integer cents; dates are calendar dates (yyyy-mm-dd). The status is the state the
// client sees, as a stable value; the portal's message catalog has its words (spec 000 §4).

/** A quote as the client sees it; drafts, and void quotes that were never sent, are not shown. */
export const PORTAL_QUOTE_STATES = ["pending", "accepted", "declined", "expired", "withdrawn"] as const;
/** An invoice as the client sees it; drafts and void invoices are not shown. */
export const PORTAL_INVOICE_STATES = ["paid", "outstanding", "overdue"] as const;
export type PortalQuoteState = (typeof PORTAL_QUOTE_STATES)[number];
export type PortalInvoiceState = (typeof PORTAL_INVOICE_STATES)[number];

/** The stored statuses the portal lists (a void quote only when it was sent: `sentAt`). */
export const PORTAL_QUOTE_STATUSES = ["sent", "accepted", "declined", "void"] as const satisfies readonly QuoteStatus[];
export const PORTAL_INVOICE_STATUSES = ["issued", "paid"] as const satisfies readonly InvoiceStatus[];

/**
 * What a client sees of a quote on `today` (yyyy-mm-dd, America/Toronto): a sent quote is
 * pending through its valid-until date and expired after it; a void one (withdrawn by staff) is
 * withdrawn. Null for a draft, never shown.
 */
export function portalQuoteState(status: QuoteStatus, validUntil: string, today: string): PortalQuoteState | null {
  switch (status) {
    case "sent":
      return validUntil < today ? "expired" : "pending";
    case "accepted":
    case "declined":
      return status;
    case "void":
      return "withdrawn";
    default:
      return null;
  }
}

/**
 * What a client sees of an invoice on `today` (yyyy-mm-dd, America/Toronto): an issued invoice
 * is outstanding through its due date and overdue after it. Null for an invoice not shown.
 */
export function portalInvoiceState(status: InvoiceStatus, dueDate: string, today: string): PortalInvoiceState | null {
  switch (status) {
    case "issued":
      return dueDate < today ? "overdue" : "outstanding";
    case "paid":
      return "paid";
    default:
      return null;
  }
}

export type PortalQuote = {
  id: string;
  number: string;
  /** The quote's title (the spec's "service"). */
  service: string;
  amountCents: number;
  status: PortalQuoteState;
  quoteDate: string;
  validUntil: string;
  /** When a withdrawn quote was withdrawn (its last change); null for the others. */
  withdrawnAt: string | null;
};

export type PortalInvoice = {
  id: string;
  number: string;
  /** The invoice's title (the spec's "service"). */
  service: string;
  /** The invoice's total. */
  amountCents: number;
  /** What is left to pay: the total less payments and credits. */
  balanceCents: number;
  status: PortalInvoiceState;
  issueDate: string;
  dueDate: string;
  /** When the client said they sent an e-Transfer that staff have not recorded yet ("waiting for confirmation"). */
  etransferSentAt: string | null;
};

/** GET /api/portal/quotes, GET /api/portal/quotes/{id}. */
export type PortalQuoteList = { quotes: PortalQuote[] };
/** The quote page: the latest version, what the client sees of its state, and the acceptance once signed. */
export type PortalQuoteDetail = {
  quote: QuoteDocument & {
    status: PortalQuoteState;
    /** When a withdrawn quote was withdrawn; null for the others. */
    withdrawnAt: string | null;
    acceptance: Pick<QuoteAcceptance, "version" | "signedName" | "acceptedAt" | "channel" | "optionalLineIds"> | null;
  };
};

/** GET /api/portal/invoices, GET /api/portal/invoices/{id}. */
export type PortalInvoiceList = { invoices: PortalInvoice[] };
/** The invoice page: the invoice as the client reads it, and how it can be paid. */
export type PortalInvoiceDetail = {
  invoice: Omit<InvoiceDocument, "status" | "number" | "issueDate" | "dueDate"> & {
    status: PortalInvoiceState;
    number: string;
    issueDate: string;
    dueDate: string;
  };
  paying: {
    /** Where to send an Interac e-Transfer; null when the company has not set one (the page says to call). */
    etransferEmail: string | null;
    /** Card payment through Stripe Checkout is offered (the company has set it up). */
    card: boolean;
    /** Automatic payment by the card on file (decision 074); null when the invoice was not charged automatically. */
    autopay: InvoiceAutopay | null;
  };
};

/** POST /api/portal/invoices/{id}/checkout: the Stripe Checkout page to send the client to. */
export type PortalCheckout = { url: string };

/**
 * GET /api/portal/overview: what the dashboard opens with (decision 050). The balance owed on the
 * Outstanding and Overdue invoices, those invoices (oldest due first), the quotes waiting for an
 * answer (soonest to expire first), the next visit, and how many staff replies are unread.
 */
export type PortalOverview = {
  balanceCents: number;
  unpaidInvoices: PortalInvoice[];
  pendingQuotes: PortalQuote[];
  nextVisit: PortalVisit | null;
  unreadMessages: number;
};

/** A visit as the client sees it on the dashboard: its day, arrival window (Ottawa time, "08:00"), service and address. */
export type PortalVisit = {
  id: string;
  date: string;
  windowStart: string;
  windowEnd: string;
  service: string;
  address: string;
  /** A completed visit's rating, once given. */
  rating?: { score: number; comment: string | null } | null;
  /** An upcoming visit's latest request to move or cancel it, sent since staff last changed the visit. */
  pendingRequest?: "reschedule" | "cancel" | null;
};
/** GET /api/portal/visits: the next scheduled visits, soonest first, and the completed ones, newest first. */
export type PortalVisits = { upcoming: PortalVisit[]; history: PortalVisit[] };

/**
 * GET /api/portal/profile: what the signed-in client's quote request starts with (Request New
 * Service). From their client record, else only their account's name and e-mail.
 */
export type PortalProfile = {
  fullName: string;
  email: string;
  phoneNumber: string | null;
  /** The first service address: street, city and province; the postal code apart. */
  address: { line: string; postalCode: string | null } | null;
};

/** GET /api/portal/company: how the portal tells a client to reach the company (company settings, decision 052). */
export type PortalCompany = { phone: string; supportPhone: string; email: string };
