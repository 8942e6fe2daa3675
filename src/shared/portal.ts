// What the portal's data routes answer: GET /api/portal/quotes and GET /api/portal/invoices.
// Amounts are integer cents; dates are calendar dates (yyyy-mm-dd).

export const QUOTE_STATUSES = ["Pending", "Accepted", "Expired"] as const;
export const INVOICE_STATUSES = ["Paid", "Outstanding", "Overdue"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type PortalQuote = {
  id: string;
  service: string;
  amountCents: number;
  status: QuoteStatus;
  quoteDate: string;
  validUntil: string;
};

export type PortalInvoice = {
  id: string;
  service: string;
  amountCents: number;
  status: InvoiceStatus;
  issueDate: string;
  dueDate: string;
};

/** GET /api/portal/quotes, GET /api/portal/quotes/{id}. */
export type PortalQuoteList = { quotes: PortalQuote[] };
export type PortalQuoteDetail = { quote: PortalQuote };

/** GET /api/portal/invoices, GET /api/portal/invoices/{id}. */
export type PortalInvoiceList = { invoices: PortalInvoice[] };
export type PortalInvoiceDetail = { invoice: PortalInvoice };
