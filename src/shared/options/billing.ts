// Quotes and invoices: the statuses stored in the database. Stable values, never words: the
// message catalogs turn what a reader sees into words (decision 021).

/**
 * A quote's stored status. "Expired" is not stored: a sent quote past its valid-until date is
 * expired (see portalQuoteState).
 */
export const QUOTE_STATUSES = ["draft", "sent", "accepted", "declined", "void"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * An invoice's stored status. "Outstanding" and "Overdue" are not stored: an issued invoice is
 * one or the other by its due date (see portalInvoiceState).
 */
export const INVOICE_STATUSES = ["draft", "issued", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
