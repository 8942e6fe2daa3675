import type { AdminInvoiceState, PaymentMethod, PaymentTerms } from "../../shared/schemas/invoices";

// The invoice's stored values as the PDF words them (English, like the rest of the PDF).

export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = {
  etransfer: "Interac e-Transfer",
  card: "Card",
  cash: "Cash",
  cheque: "Cheque",
  other: "Other",
};

export const PAYMENT_TERMS_WORDS: Record<PaymentTerms, string> = { on_receipt: "On receipt", net_15: "Net 15 days", net_30: "Net 30 days" };

export const INVOICE_STATE_WORDS: Record<AdminInvoiceState, string> = {
  draft: "Draft",
  outstanding: "Outstanding",
  overdue: "Overdue",
  paid: "Paid",
  void: "Void",
};
