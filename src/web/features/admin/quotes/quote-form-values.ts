import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import { isTaxedProvince } from "@shared/billing/tax";
import { computeTotals, lineTotalCents, type Deposit, type PricedLine, type Totals } from "@shared/billing/totals";
import { businessDay } from "@shared/business-time";
import { addDays } from "@shared/calendar-date";
import type { ClientAddress, ClientDraft, ClientFormInput, ClientLanguage } from "@shared/schemas/clients";
import {
  DEPOSIT_KINDS,
  QUOTE_VALID_DAYS,
  quoteCreateSchema,
  quoteEditSchema,
  type QuoteCreate,
  type QuoteCreateInput,
  type QuoteDetail,
  type QuoteDraft,
  type QuoteEdit,
  type QuoteEditInput,
  type QuoteLineInput,
} from "@shared/schemas/quotes";
import { centsToDollars, dollarsToCents, readNumber } from "../billing/money-values";
import type { AddressValues } from "../components/address-fields";

// What the quote editor's controls hold: text as typed (amounts in dollars, as "1,250.00"), and
// how it becomes what the shared schemas check (amounts in cents). The schemas' messages name
// the stored fields (unitPriceCents, amountCents); the editor shows them on the dollar fields.

export type LineValues = { id?: string; description: string; quantity: string; unitPrice: string; optional: boolean; oneTime: boolean };
export type DepositValues = { kind: (typeof DEPOSIT_KINDS)[number]; percent: string; amount: string };
export type NewClientValues = {
  fullName: string;
  email: string;
  phoneNumber: string;
  language: ClientLanguage;
  addresses: [AddressValues];
  /** What the assessment told us for the crew (no control: saved with the client, edited in the Clients Hub). */
  notes?: string;
};

export type QuoteFormValues = {
  /** An existing client ("" until one is chosen); absent when the client is made with the quote. */
  clientId?: string;
  addressId: string;
  newClient?: NewClientValues;
  assessmentId?: string;
  /** The version the editor started from (edit only). */
  version?: number;
  title: string;
  validUntil: string;
  notes: string;
  lines: LineValues[];
  deposit: DepositValues;
};

export const NEW_LINE: LineValues = { description: "", quantity: "1", unitPrice: "", optional: false, oneTime: false };
const NO_DEPOSIT: DepositValues = { kind: "none", percent: "", amount: "" };

export const defaultValidUntil = () => addDays(businessDay(), QUOTE_VALID_DAYS);

const toLine = (line: LineValues): QuoteLineInput => ({
  ...(line.id ? { id: line.id } : {}),
  description: line.description,
  quantity: readNumber(line.quantity) as number,
  unitPriceCents: dollarsToCents(line.unitPrice) as number,
  optional: line.optional,
  oneTime: line.oneTime,
});

function toDeposit(d: DepositValues): Deposit {
  if (d.kind === "percent") return { kind: "percent", percent: readNumber(d.percent) as number };
  if (d.kind === "amount") return { kind: "amount", amountCents: dollarsToCents(d.amount) as number };
  return { kind: "none" };
}

const common = (v: QuoteFormValues) => ({
  title: v.title,
  lines: v.lines.map(toLine),
  validUntil: v.validUntil,
  notes: v.notes,
  deposit: toDeposit(v.deposit),
});

/** The body of POST /api/admin/quotes: a chosen client and address, or a new client (the schema checks its province's text). */
export const toCreateInput = (v: QuoteFormValues): QuoteCreateInput =>
  v.newClient
    ? { ...common(v), newClient: v.newClient as ClientFormInput, ...(v.assessmentId ? { assessmentId: v.assessmentId } : {}) }
    : { ...common(v), clientId: v.clientId || undefined, addressId: v.addressId || undefined, ...(v.assessmentId ? { assessmentId: v.assessmentId } : {}) };

/** The body of PUT /api/admin/quotes/{id}. */
export const toEditInput = (v: QuoteFormValues): QuoteEditInput => ({ ...common(v), addressId: v.addressId, version: v.version ?? 0 });

/** A schema path (as the server's 400 names it too) as the editor's field: the cents fields are typed in dollars. */
export const formPath = (path: string, newClient: boolean) => {
  if (newClient && path === "addressId") return "newClient.addresses.0.province";
  return path.replace(/\.unitPriceCents$/, ".unitPrice").replace(/^deposit\.amountCents$/, "deposit.amount");
};

function renameErrors(errors: FieldErrors<QuoteFormValues>): FieldErrors<QuoteFormValues> {
  const { lines, deposit } = errors as Record<string, unknown> as {
    lines?: (Record<string, unknown> | undefined)[] & Record<string, unknown>;
    deposit?: Record<string, unknown>;
  };
  if (Array.isArray(lines))
    for (const line of lines)
      if (line?.unitPriceCents) {
        line.unitPrice = line.unitPriceCents;
        delete line.unitPriceCents;
      }
  if (deposit?.amountCents) {
    deposit.amount = deposit.amountCents;
    delete deposit.amountCents;
  }
  return errors;
}

/** The shared schema as the editor's resolver: values converted first, its messages on the editor's fields. */
function resolverFor<Out>(
  schema: typeof quoteCreateSchema | typeof quoteEditSchema,
  convert: (v: QuoteFormValues) => unknown,
): Resolver<QuoteFormValues, unknown, Out> {
  const check = zodResolver(schema) as unknown as Resolver<Record<string, unknown>, unknown, Out>;
  return async (values, context, options) => {
    const result = await check(convert(values) as Record<string, unknown>, context, options as never);
    return Object.keys(result.errors).length ? { values: {}, errors: renameErrors(result.errors as FieldErrors<QuoteFormValues>) } : result;
  };
}
export const createResolver = resolverFor<QuoteCreate>(quoteCreateSchema, toCreateInput);
export const editResolver = resolverFor<QuoteEdit>(quoteEditSchema, toEditInput);

// ---- Where the editor starts ----

const lineValues = (line: QuoteLineInput): LineValues => ({
  ...(line.id ? { id: line.id } : {}),
  description: line.description,
  quantity: String(line.quantity),
  unitPrice: centsToDollars(line.unitPriceCents),
  optional: line.optional ?? false,
  // Lines saved before one-time charges existed have no flag: billed on every visit.
  oneTime: line.oneTime ?? false,
});

const base = (): Omit<QuoteFormValues, "addressId"> => ({ title: "", validUntil: defaultValidUntil(), notes: "", lines: [NEW_LINE], deposit: NO_DEPOSIT });

/** The address a new quote starts on: the one the assessment gave, else the client's first. */
function startAddress(addresses: ClientAddress[], draft?: ClientDraft): string {
  const street = draft?.addresses[0]?.street.trim().toLowerCase();
  return (addresses.find((a) => street && a.street.trim().toLowerCase() === street) ?? addresses[0])?.id ?? "";
}

const newClientValues = (d: ClientDraft): NewClientValues => {
  const a = d.addresses[0];
  return {
    fullName: d.fullName,
    email: d.email ?? "",
    phoneNumber: d.phoneNumber,
    language: d.language,
    addresses: [{ street: a?.street ?? "", city: a?.city ?? "", province: a?.province ?? "ON", postalCode: a?.postalCode ?? "" }],
    ...(d.notes ? { notes: d.notes } : {}),
  };
};

/** The builder from an assessment: its client (or a new one from the assessment), title and lines. */
export const draftToValues = (d: QuoteDraft): QuoteFormValues => ({
  ...base(),
  ...(d.client ? { clientId: d.client.id } : { newClient: newClientValues(d.clientDraft) }),
  addressId: d.client ? startAddress(d.client.addresses, d.clientDraft) : "",
  assessmentId: d.assessmentId,
  title: d.title,
  validUntil: d.validUntil || defaultValidUntil(),
  lines: d.lines.length ? d.lines.map(lineValues) : [NEW_LINE],
});

/** A new quote: for a client (its first address is chosen once its addresses are read), or with a client to choose. */
export const newQuoteValues = (clientId = ""): QuoteFormValues => ({ ...base(), clientId, addressId: "" });

function depositValues(d: Deposit): DepositValues {
  if (d.kind === "percent") return { ...NO_DEPOSIT, kind: "percent", percent: String(d.percent) };
  if (d.kind === "amount") return { ...NO_DEPOSIT, kind: "amount", amount: centsToDollars(d.amountCents) };
  return NO_DEPOSIT;
}

/** A stored quote, for the editor (a draft, or a sent quote's next version). */
export const quoteToValues = ({ quote: q }: QuoteDetail): QuoteFormValues => ({
  clientId: q.clientId,
  addressId: q.addressId ?? "",
  version: q.version,
  title: q.title,
  validUntil: q.validUntil,
  notes: q.notes ?? "",
  lines: q.lines.map(lineValues),
  deposit: depositValues(q.deposit),
});

// ---- Live totals ----

export type LiveTotals = { lineCents: (number | null)[]; totals: Totals | null; optionalCents: number };

/** A line as computeTotals reads it, once its quantity and price read as numbers (not negative). */
function priced(line: LineValues): PricedLine | null {
  const quantity = readNumber(line.quantity);
  const cents = dollarsToCents(line.unitPrice);
  if (quantity === undefined || cents === undefined || !(quantity >= 0 && cents >= 0) || !Number.isFinite(quantity * cents)) return null;
  return { quantity, unitPriceCents: Math.round(cents) };
}

/**
 * The editor's totals as staff type (computeTotals, as the server will): lines not readable yet
 * count as nothing; no totals while the province has no taxes here.
 */
export function liveTotals(lines: LineValues[], deposit: DepositValues, province: string | null | undefined): LiveTotals {
  const read = lines.map(priced);
  const lineCents = read.map((line) => (line ? lineTotalCents(line) : null));
  const optionalCents = lines.reduce((sum, line, i) => sum + (line.optional ? (lineCents[i] ?? 0) : 0), 0);
  if (!isTaxedProvince(province)) return { lineCents, totals: null, optionalCents };
  const required = read.filter((line, i): line is PricedLine => line !== null && !lines[i]!.optional);
  const d = toDeposit(deposit);
  const amount = d.kind === "percent" ? d.percent : d.kind === "amount" ? d.amountCents : 0;
  return { lineCents, totals: computeTotals(required, province, amount >= 0 && Number.isFinite(amount) ? d : { kind: "none" }), optionalCents };
}
