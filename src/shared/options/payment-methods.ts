import type { PaymentMethod, PaymentTerms } from "../schemas/invoices";

/** How a payment was made, in words (English; receipts, the admin and the PDF). */
export const PAYMENT_METHOD_WORDS = {
  etransfer: "Interac e-Transfer",
  card: "Card",
  cash: "Cash",
  cheque: "Cheque",
  other: "Other",
} as const satisfies Record<PaymentMethod, string>;

/** Payment terms in words. */
export const PAYMENT_TERMS_WORDS = {
  on_receipt: "Due on receipt",
  net_15: "Net 15 days",
  net_30: "Net 30 days",
} as const satisfies Record<PaymentTerms, string>;
