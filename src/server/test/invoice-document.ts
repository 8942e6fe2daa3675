import type { TaxedProvince } from "../../shared/billing/tax";
import { computeTotals, lineTotalCents } from "../../shared/billing/totals";
import type {
  AdminInvoiceState,
  InvoiceCredit,
  InvoiceDocument,
  InvoiceKind,
  InvoicePayment,
  PaymentMethod,
  PaymentTerms,
} from "../../shared/schemas/invoices";
import { sampleQuote } from "./quote-document";

// Invoices as the PDF and the portal read them, for tests and benchmarks: the lines, client and
// address of the sample quote (quote-document.ts), fixed ids and dates.

export type SampleInvoice = {
  province?: TaxedProvince;
  lines?: number;
  kind?: InvoiceKind;
  /** Null: a draft (no number, no dates). */
  number?: string | null;
  terms?: PaymentTerms;
  payments?: Pick<InvoicePayment, "amountCents" | "paidOn" | "method" | "reference">[];
  credits?: Pick<InvoiceCredit, "kind" | "number" | "amountCents" | "reason">[];
  notes?: string | null;
  /** Default: paid when nothing is left to pay, else outstanding (draft when unnumbered). */
  status?: AdminInvoiceState;
  voidReason?: string | null;
};

const id = (prefix: string, i: number) => `${prefix}0000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;
const DUE_DAYS: Record<PaymentTerms, string> = { on_receipt: "2026-11-24", net_15: "2026-12-09", net_30: "2026-12-24" };

export function sampleInvoice({
  province = "ON",
  lines = 3,
  kind = "standard",
  number = "F-2026-0001",
  terms = "net_15",
  payments = [],
  credits = [],
  notes = null,
  status,
  voidReason = null,
}: SampleInvoice = {}): InvoiceDocument {
  const quote = sampleQuote({ province, lines });
  // A deposit invoice bills a quarter of the quote's subtotal, taxed like any invoice.
  const deposit = {
    id: id("2", 0),
    description: `Deposit (25%) for quote ${quote.number}`,
    quantity: 1,
    unitPriceCents: Math.round(quote.totals.subtotalCents / 4),
  };
  const invoiceLines = kind === "deposit" ? [{ ...deposit, lineTotalCents: lineTotalCents(deposit) }] : quote.lines.map(({ optional: _, ...line }) => line);
  const totals = computeTotals(invoiceLines, province);
  const registration = new Map(quote.totals.taxes.map((t) => [t.code, t.registrationNumber]));
  const paidCents = payments.reduce((sum, p) => sum + p.amountCents, 0);
  const creditedCents = credits.reduce((sum, c) => sum + c.amountCents, 0);
  const balanceCents = Math.max(0, totals.totalCents - paidCents - creditedCents);
  return {
    id: id("3", 0),
    etransferSent: null,
    number,
    kind,
    title: kind === "deposit" ? `Deposit — ${quote.title}` : quote.title,
    issueDate: number ? "2026-11-24" : null,
    dueDate: number ? DUE_DAYS[terms] : null,
    terms,
    quoteNumber: kind === "deposit" ? quote.number : null,
    client: quote.client,
    address: quote.address,
    lines: invoiceLines,
    subtotalCents: totals.subtotalCents,
    taxes: totals.taxes.map((t) => ({ ...t, registrationNumber: registration.get(t.code) ?? null })),
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    payments: payments.map((p, i) => ({ ...p, id: id("4", i), source: "staff", recordedBy: "Sam Staff", createdAt: `${p.paidOn}T15:00:00.000Z` })),
    credits: credits.map((c, i) => ({ ...c, id: id("5", i), createdAt: "2026-11-26T15:00:00.000Z" })),
    paidCents,
    creditedCents,
    balanceCents,
    notes,
    status: status ?? (number === null ? "draft" : balanceCents === 0 ? "paid" : "outstanding"),
    voidReason,
  };
}

/** A payment of `amountCents` received on `paidOn`. */
export const samplePayment = (amountCents: number, method: PaymentMethod = "etransfer", reference: string | null = "CA7Y3K9Q", paidOn = "2026-11-30") => ({
  amountCents,
  method,
  reference,
  paidOn,
});
