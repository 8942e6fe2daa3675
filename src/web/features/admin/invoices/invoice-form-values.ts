import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import { isTaxedProvince } from "@shared/billing/tax";
import { computeTotals, lineTotalCents, type PricedLine, type Totals } from "@shared/billing/totals";
import {
  invoiceCreateSchema,
  invoiceEditSchema,
  type InvoiceCreate,
  type InvoiceCreateInput,
  type InvoiceDetail,
  type InvoiceEdit,
  type InvoiceEditInput,
  type InvoiceLineInput,
  type PaymentTerms,
} from "@shared/schemas/invoices";
import { centsToDollars, dollarsToCents, readNumber } from "../billing/money-values";

// What the invoice editor's controls hold: text as typed (prices in dollars, as "1,250.00"), and
// how it becomes what the shared schemas check (cents), as the quote editor does. The schemas'
// messages name the stored field (unitPriceCents); the editor shows them on the dollar field.

export type InvoiceLineValues = { id?: string; description: string; quantity: string; unitPrice: string };

export type InvoiceFormValues = {
  /** The client ("" until one is chosen); fixed when editing. */
  clientId?: string;
  addressId: string;
  title: string;
  terms: PaymentTerms;
  notes: string;
  lines: InvoiceLineValues[];
};

export const NEW_INVOICE_LINE: InvoiceLineValues = { description: "", quantity: "1", unitPrice: "" };
/** What a new invoice is due on: the schema's default. */
export const DEFAULT_TERMS: PaymentTerms = "net_15";

const toLine = (line: InvoiceLineValues): InvoiceLineInput => ({
  ...(line.id ? { id: line.id } : {}),
  description: line.description,
  quantity: readNumber(line.quantity) as number,
  unitPriceCents: dollarsToCents(line.unitPrice) as number,
});

const common = (v: InvoiceFormValues) => ({ title: v.title, lines: v.lines.map(toLine), terms: v.terms, notes: v.notes });

/** The body of POST /api/admin/invoices. */
export const toCreateInput = (v: InvoiceFormValues): InvoiceCreateInput => ({ ...common(v), clientId: v.clientId ?? "", addressId: v.addressId });

/** The body of PUT /api/admin/invoices/{id}. */
export const toEditInput = (v: InvoiceFormValues): InvoiceEditInput => ({ ...common(v), addressId: v.addressId });

/** A schema path (as the server's 400 names it too) as the editor's field: prices are typed in dollars. */
export const formPath = (path: string) => path.replace(/\.unitPriceCents$/, ".unitPrice");

/** What the editor says when no client or no address is chosen yet (the schema's words are about ids). */
export type MissingChoice = { clientId: string; addressId: string };

function renameErrors(errors: FieldErrors<InvoiceFormValues>, values: InvoiceFormValues, missing: MissingChoice): FieldErrors<InvoiceFormValues> {
  for (const key of ["clientId", "addressId"] as const)
    if (errors[key] && !values[key]) errors[key] = { ...errors[key], type: "required", message: missing[key] };
  const { lines } = errors as Record<string, unknown> as { lines?: (Record<string, unknown> | undefined)[] };
  if (Array.isArray(lines))
    for (const line of lines)
      if (line?.unitPriceCents) {
        line.unitPrice = line.unitPriceCents;
        delete line.unitPriceCents;
      }
  return errors;
}

/** The shared schema as the editor's resolver: values converted first, its messages on the editor's fields. */
export function invoiceResolver(mode: "create" | "edit", missing: MissingChoice): Resolver<InvoiceFormValues, unknown, InvoiceCreate | InvoiceEdit> {
  const check = zodResolver(mode === "create" ? invoiceCreateSchema : invoiceEditSchema) as unknown as Resolver<
    Record<string, unknown>,
    unknown,
    InvoiceCreate | InvoiceEdit
  >;
  const convert = mode === "create" ? toCreateInput : toEditInput;
  return async (values, context, options) => {
    const result = await check(convert(values) as Record<string, unknown>, context, options as never);
    return Object.keys(result.errors).length ? { values: {}, errors: renameErrors(result.errors as FieldErrors<InvoiceFormValues>, values, missing) } : result;
  };
}

// ---- Where the editor starts ----

/** A new invoice: for a client (its first address is chosen once its addresses are read), or with a client to choose. */
export const newInvoiceValues = (clientId = ""): InvoiceFormValues => ({
  clientId,
  addressId: "",
  title: "",
  terms: DEFAULT_TERMS,
  notes: "",
  lines: [NEW_INVOICE_LINE],
});

/** A stored draft, for the editor. */
export const invoiceToValues = ({ invoice: i }: InvoiceDetail): InvoiceFormValues => ({
  clientId: i.clientId,
  addressId: i.addressId ?? "",
  title: i.title,
  terms: i.terms,
  notes: i.notes ?? "",
  lines: i.lines.map((l) => ({ id: l.id, description: l.description, quantity: String(l.quantity), unitPrice: centsToDollars(l.unitPriceCents) })),
});

// ---- Live totals ----

export type LiveInvoiceTotals = { lineCents: (number | null)[]; totals: Totals | null };

/** A line as computeTotals reads it, once its quantity and price read as numbers (not negative). */
function priced(line: InvoiceLineValues): PricedLine | null {
  const quantity = readNumber(line.quantity);
  const cents = dollarsToCents(line.unitPrice);
  if (quantity === undefined || cents === undefined || !(quantity >= 0 && cents >= 0) || !Number.isFinite(quantity * cents)) return null;
  return { quantity, unitPriceCents: Math.round(cents) };
}

/**
 * The editor's totals as staff type (computeTotals, as the server will): lines not readable yet
 * count as nothing; no totals while the province has no taxes here.
 */
export function liveInvoiceTotals(lines: InvoiceLineValues[], province: string | null | undefined): LiveInvoiceTotals {
  const read = lines.map(priced);
  const lineCents = read.map((line) => (line ? lineTotalCents(line) : null));
  if (!isTaxedProvince(province)) return { lineCents, totals: null };
  return {
    lineCents,
    totals: computeTotals(
      read.filter((line): line is PricedLine => line !== null),
      province,
    ),
  };
}
