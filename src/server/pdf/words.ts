import type { TaxCode } from "../../shared/billing/tax";
import { LOCALE_TAGS, type Locale } from "../../shared/locale";
import type { AdminInvoiceState, InvoiceKind, PaymentMethod, PaymentTerms } from "../../shared/schemas/invoices";
import { pdfFormat, type PdfFormat } from "./format";
import { FRENCH_WORDS } from "./words-fr";

// Every fixed word of the quote and invoice PDFs, in English; words-fr.ts holds the French under
// the same keys. What staff typed (descriptions, terms, notes, addresses) is never translated.

const ENGLISH_WORDS = {
  page: (page: number, count: number) => `Page ${page} of ${count}`,
  /** The taxes as Canada names them in each language. */
  taxNames: { HST: "HST", GST: "GST", QST: "QST" } satisfies Record<TaxCode, string>,
  /** Before the company's registration number, in the letterhead. */
  taxNumbers: { HST: "GST/HST No.", GST: "GST/HST No.", QST: "QST No." } satisfies Record<TaxCode, string>,
  serviceAddress: "Service address",
  columns: { description: "Description", quantity: "Qty", unitPrice: "Unit price", amount: "Amount" },
  subtotal: "Subtotal",
  total: "Total",
  notes: "Notes",
  quote: {
    name: "Quote",
    date: "Quote date",
    validUntil: "Valid until",
    version: (version: number) => `Version ${version}`,
    preparedFor: "Prepared for",
    optionalHeading: "Optional items — not included in the total unless chosen when accepting",
    /** Under a line billed once, with the first visit of a recurring service (the others are billed every visit). */
    oneTime: "One-time",
    depositDue: "Deposit due on acceptance",
    includesChosen: "The subtotal includes the optional items chosen when accepting.",
    terms: (version: string) => `Terms (version ${version})`,
    acceptedBy: (name: string) => `Accepted by ${name}`,
    /** `when`: the date and time of the acceptance in Ottawa. */
    acceptedOn: (when: string) => `on ${when} (Ottawa time)`,
    channel: "Channel",
    inPortal: "Online in the client portal",
    byStaff: (name: string | null) => `Recorded by staff: ${name ?? "a staff member"}`,
    note: "Note",
    versionAccepted: "Version accepted",
    termsVersion: "Terms version",
    optionalChosen: "Optional items chosen",
    noneChosen: "None",
    sha256: "SHA-256 of the document accepted",
  },
  invoice: {
    names: { standard: "Invoice", deposit: "Deposit invoice", visits: "Invoice" } satisfies Record<InvoiceKind, string>,
    draftNames: { standard: "Draft invoice", deposit: "Draft deposit invoice", visits: "Draft invoice" } satisfies Record<InvoiceKind, string>,
    forQuote: (number: string) => `For quote ${number}`,
    issueDate: "Issue date",
    dueDate: "Due date",
    terms: "Payment terms",
    status: "Status",
    paymentTerms: { on_receipt: "On receipt", net_15: "Net 15 days", net_30: "Net 30 days" } satisfies Record<PaymentTerms, string>,
    states: { draft: "Draft", outstanding: "Outstanding", overdue: "Overdue", paid: "Paid", void: "Void" } satisfies Record<AdminInvoiceState, string>,
    paymentMethods: {
      etransfer: "Interac e-Transfer",
      card: "Card",
      cash: "Cash",
      cheque: "Cheque",
      other: "Other",
    } satisfies Record<PaymentMethod, string>,
    voidNotice: "This invoice is void",
    voidReason: (reason: string) => `Reason: ${reason}`,
    billTo: "Bill to",
    depositReceived: (number: string) => `Deposit received (${number})`,
    creditNote: (number: string, reason: string) => `Credit note ${number}: ${reason}`,
    paymentReceived: (day: string) => `Payment received on ${day}`,
    reference: (reference: string) => `Ref. ${reference}`,
    balanceDue: "Balance due",
    howToPay: "How to pay",
    payByEtransfer: (email: string, number: string) => `Pay by Interac e-Transfer to ${email}, with the invoice number ${number} as the message.`,
    askForEtransfer: (phone: string, email: string, number: string) =>
      `To pay by Interac e-Transfer, contact us at ${phone} or ${email} for the details, and give the invoice number ${number}.`,
    payInPortal: (url: string) => `You can also pay in the client portal at ${url}`,
    /** The stamps' words. */
    paidStamp: "PAID",
    voidStamp: "VOID",
  },
};

/** The PDFs' words: the French table must have exactly these keys, with functions of the same arguments. */
export type PdfWords = typeof ENGLISH_WORDS;

/** What a document is written with: its language tag, words and formats. */
export type PdfLanguage = { tag: string; words: PdfWords; format: PdfFormat };

const LANGUAGES: Record<Locale, PdfLanguage> = {
  en: { tag: LOCALE_TAGS.en, words: ENGLISH_WORDS, format: pdfFormat("en") },
  fr: { tag: LOCALE_TAGS.fr, words: FRENCH_WORDS, format: pdfFormat("fr") },
};

export const pdfLanguage = (locale: Locale): PdfLanguage => LANGUAGES[locale];
