import type { TaxedProvince } from "../../shared/billing/tax";
import { computeTotals, lineTotalCents, type Deposit } from "../../shared/billing/totals";
import type { QuoteAcceptance, QuoteDocument, QuoteLine } from "../../shared/schemas/quotes";
import type { PdfCompany } from "../pdf/quote-pdf";

// Quotes as the PDF and the portal read them, for tests and benchmarks: fixed ids and dates, so
// the same call gives the same document.

export const COMPANY: PdfCompany = {
  name: "Maple Crest Cleaning",
  legalName: "14872309 Canada Inc.",
  email: "info@maplecrestcleaning.ca",
  phone: "613-555-0142",
  siteUrl: "https://maplecrestcleaning.ca",
};

const REGISTRATION = { HST: "123456789 RT0001", GST: "123456789 RT0001", QST: "1234567890 TQ0001" } as const;

const SERVICES = [
  "Office deep clean: desks, kitchenette, washrooms and floors",
  "Carpet shampoo, main boardroom",
  "Window cleaning, inside and out (ground floor)",
  "Disinfection of high-touch surfaces in the reception area, hallways and the two meeting rooms, with hospital-grade products",
  "Floor stripping and waxing",
  "Supplies: paper towels and soap refills",
];

const lineId = (i: number) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;

function line(i: number, optional: boolean): QuoteLine {
  const quantity = [1, 2.5, 12, 0.75, 3, 40][i % 6]!;
  const unitPriceCents = [45_000, 8_999, 1_250, 120_000, 33_333, 199][i % 6]!;
  const description = `${SERVICES[i % SERVICES.length]!}${i >= SERVICES.length ? ` (visit ${Math.floor(i / SERVICES.length) + 1})` : ""}`;
  return { id: lineId(i), description, quantity, unitPriceCents, lineTotalCents: lineTotalCents({ quantity, unitPriceCents }), optional };
}

export type SampleQuote = {
  province?: TaxedProvince;
  lines?: number;
  optional?: number;
  version?: number;
  deposit?: Deposit;
  notes?: string | null;
  chosen?: number;
};

/** A quote with `lines` required lines and `optional` optional ones; `chosen` of those counted in the totals (an accepted quote). */
export function sampleQuote({
  province = "ON",
  lines = 3,
  optional = 0,
  version = 1,
  deposit = { kind: "none" },
  notes = null,
  chosen = 0,
}: SampleQuote = {}): QuoteDocument {
  const all = [...Array.from({ length: lines }, (_, i) => line(i, false)), ...Array.from({ length: optional }, (_, i) => line(lines + i, true))];
  const counted = all.filter((l) => !l.optional).concat(all.filter((l) => l.optional).slice(0, chosen));
  const totals = computeTotals(counted, province, deposit);
  const optionalSubtotalCents = all.filter((l) => l.optional).reduce((sum, l) => sum + l.lineTotalCents, 0);
  return {
    id: "10000000-0000-4000-8000-000000000001",
    number: "Q-2026-0042",
    version,
    title: province === "QC" ? "Nettoyage commercial — Gatineau office" : "Commercial cleaning — Bank Street office",
    quoteDate: "2026-11-23",
    validUntil: "2026-12-23",
    client:
      province === "QC"
        ? { fullName: "Amélie Côté", email: "amelie.cote@example.com", phoneNumber: "819-555-0177", language: "fr" }
        : { fullName: "Jane Doe", email: "jane@example.com", phoneNumber: "613-555-0100", language: "en" },
    address:
      province === "QC"
        ? { street: "25 rue Laurier", city: "Gatineau", province: "QC", postalCode: "J8X 3V9" }
        : { street: "1234 Bank Street, Suite 200", city: "Ottawa", province: "ON", postalCode: "K1S 3Y5" },
    lines: all,
    totals: { ...totals, taxes: totals.taxes.map((t) => ({ ...t, registrationNumber: REGISTRATION[t.code] })) },
    optionalSubtotalCents,
    deposit,
    notes,
    terms: {
      version: "2026-01",
      text:
        "Prices are in Canadian dollars. Services are performed at the service address on dates agreed in writing. " +
        "Cancellations less than 48 hours before a visit may be charged 50% of the visit.\n" +
        "Payment is due within 15 days of each invoice. This quote is valid until the date shown above.",
    },
  };
}

/** The acceptance of `q` with the first `chosen` optional lines. */
export function sampleAcceptance(
  q: QuoteDocument,
  { chosen = 0, channel = "portal" }: { chosen?: number; channel?: "portal" | "staff" } = {},
): QuoteAcceptance {
  return {
    version: q.version,
    signedName: q.client.fullName,
    acceptedAt: "2026-11-25T18:05:00.000Z",
    channel,
    recordedBy: channel === "staff" ? "Sam Staff" : null,
    note: channel === "staff" ? "Accepted by phone on November 25." : null,
    pdfSha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    termsVersion: q.terms.version,
    optionalLineIds: q.lines
      .filter((l) => l.optional)
      .slice(0, chosen)
      .map((l) => l.id),
    ip: "203.0.113.7",
    userAgent: "Mozilla/5.0",
  };
}
